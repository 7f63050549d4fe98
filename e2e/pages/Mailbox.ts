import { expect, type APIRequestContext } from '@playwright/test';

interface MailboxMessage {
  to: string;
  subject: string | null;
  text: string;
}

/** The server's dev mailbox (`/dev/mailbox.json`): mail the outbox captured, newest first. */
export class Mailbox {
  constructor(private readonly request: APIRequestContext) {}

  async messages(to: string): Promise<MailboxMessage[]> {
    const response = await this.request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { messages: MailboxMessage[] };
    return body.messages;
  }

  /** Waits until `to` has received `count` SMS codes or more; returns the newest code. */
  async code(to: string, count = 1): Promise<string> {
    let newest: string | undefined;
    await expect
      .poll(
        async () => {
          const codes = (await this.messages(to)).flatMap(
            (message) => /\d{6}/.exec(message.text) ?? [],
          );
          newest = codes[0];
          return codes.length;
        },
        { message: `${count} code(s) sent to ${to}` },
      )
      .toBeGreaterThanOrEqual(count);
    if (!newest) throw new Error('unreachable: the poll succeeded without a code');
    return newest;
  }

  /** Waits for a mail to `to` whose text holds a link containing `marker`; returns the link. */
  async link(to: string, marker: string): Promise<string> {
    let found: string | undefined;
    await expect
      .poll(
        async () => {
          for (const message of await this.messages(to)) {
            found = message.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(marker));
            if (found) return true;
          }
          return false;
        },
        { message: `a mail to ${to} with a ${marker} link` },
      )
      .toBe(true);
    if (!found) throw new Error('unreachable: the poll succeeded without a link');
    return found;
  }
}
