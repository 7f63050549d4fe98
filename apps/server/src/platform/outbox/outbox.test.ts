import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database';
import { loadConfig } from '../config/config';
import type { Db } from '../db/db';
import { createOutbox, MAX_ATTEMPTS, retryDelaySeconds, type Outbox } from './outbox';
import { outbox as outboxTable, type OutboxRow } from './outbox.tables';

const logger = pino({ level: 'silent' });

function configWith(services: { SMTP_URL?: string; SMS_WEBHOOK_URL?: string }) {
  return loadConfig({
    NODE_ENV: 'test',
    // Optional variables left empty, as in an `.env` file that lists them without values.
    PUBLIC_URL: '',
    DATABASE_URL: '',
    REDIS_URL: '',
    S3_ENDPOINT: '',
    SMTP_URL: services.SMTP_URL ?? '',
    SMS_WEBHOOK_URL: services.SMS_WEBHOOK_URL ?? '',
    MAIL_FROM: 'Dawa <no-reply@dawa.test>',
  });
}

interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
}

/** A real SMTP server; `rejectNext` holds reply codes for the next messages, e.g. 451. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const rejectNext: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const code = rejectNext.shift();
        if (code) {
          callback(Object.assign(new Error(`rejected with ${code}`), { responseCode: code }));
          return;
        }
        received.push({
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectNext,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local SMS webhook; `statuses` holds the next answers (200 when empty). */
async function startWebhook() {
  const requests: { contentType: string | undefined; body: unknown }[] = [];
  const statuses: number[] = [];
  const control: { delayMs: number; onRequest: () => void } = {
    delayMs: 0,
    onRequest: () => undefined,
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      control.onRequest();
      setTimeout(() => {
        const status = statuses.shift() ?? 200;
        if (status === 200) {
          requests.push({
            contentType: request.headers['content-type'],
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          });
        }
        response.writeHead(status, { 'content-type': 'text/plain' }).end(String(status));
      }, control.delayMs);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    requests,
    statuses,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let testDatabase: TestDatabase;
const db = (): Db => testDatabase.database.db;

async function rowById(id: string): Promise<OutboxRow> {
  const [row] = await db().select().from(outboxTable).where(eq(outboxTable.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

/** Moves every pending retry into the past, as if the backoff delay had elapsed. */
async function letRetryDelaysPass(): Promise<void> {
  await db()
    .update(outboxTable)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` });
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(async () => {
  await testDatabase?.drop();
});
beforeEach(async () => {
  await db().delete(outboxTable);
});

describe('outbox without SMTP or SMS webhook', () => {
  let outbox: Outbox;
  beforeAll(() => {
    outbox = createOutbox({ config: configWith({}), database: testDatabase.database, logger });
  });

  it('captures mail and SMS for the dev mailbox instead of sending them', async () => {
    expect(outbox.mailTransport).toBe('outbox');
    expect(outbox.smsTransport).toBe('outbox');
    const [mailId, smsId] = await testDatabase.database.transaction(async (tx) => [
      await outbox.enqueueMail(tx, { to: 'amira@example.com', subject: 'Verify', text: 'Open it' }),
      await outbox.enqueueSms(tx, { to: '+201001234567', text: 'Code 123456' }),
    ]);

    expect(await outbox.deliverPending()).toBe(0);
    expect(await rowById(mailId)).toMatchObject({
      channel: 'mail',
      recipient: 'amira@example.com',
      payload: { subject: 'Verify', text: 'Open it' },
      status: 'captured',
      attempts: 0,
      sentAt: null,
    });
    expect(await rowById(smsId)).toMatchObject({
      channel: 'sms',
      recipient: '+201001234567',
      payload: { text: 'Code 123456' },
      status: 'captured',
    });
  });
});

describe('outbox with SMTP and SMS webhook', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  let outbox: Outbox;

  beforeAll(async () => {
    [smtp, webhook] = await Promise.all([startSmtpServer(), startWebhook()]);
    outbox = createOutbox({
      config: configWith({ SMTP_URL: smtp.url, SMS_WEBHOOK_URL: webhook.url }),
      database: testDatabase.database,
      logger,
    });
  });
  afterEach(async () => {
    await outbox.stop();
    smtp.received.length = 0;
    smtp.rejectNext.length = 0;
    webhook.requests.length = 0;
    webhook.statuses.length = 0;
    webhook.control.delayMs = 0;
    webhook.control.onRequest = () => undefined;
  });
  afterAll(async () => {
    await Promise.all([smtp?.close(), webhook?.close()]);
  });

  const channels = [
    {
      channel: 'mail',
      enqueue: (tx: Db) =>
        outbox.enqueueMail(tx, { to: 'amira@example.com', subject: 'Welcome', text: 'Hello' }),
      delivered: () => smtp.received.length,
      failNextWith: (kind: 'temporary' | 'permanent') =>
        smtp.rejectNext.push(kind === 'temporary' ? 451 : 550),
    },
    {
      channel: 'sms',
      enqueue: (tx: Db) => outbox.enqueueSms(tx, { to: '+201001234567', text: 'Code 123456' }),
      delivered: () => webhook.requests.length,
      failNextWith: (kind: 'temporary' | 'permanent') =>
        webhook.statuses.push(kind === 'temporary' ? 503 : 400),
    },
  ];

  it('sends mail over SMTP from MAIL_FROM', async () => {
    expect(outbox.mailTransport).toBe('smtp');
    const id = await testDatabase.database.transaction((tx) =>
      outbox.enqueueMail(tx, {
        to: 'amira@example.com',
        subject: 'Verify your e-mail',
        text: 'Open http://localhost:3000/verify?token=abc to verify.',
        html: '<p><a href="http://localhost:3000/verify?token=abc">Verify</a></p>',
      }),
    );
    expect((await rowById(id)).status).toBe('pending');

    expect(await outbox.deliverPending()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual(['amira@example.com']);
    expect(mail?.raw).toMatch(/^From: Dawa <no-reply@dawa\.test>\r$/m);
    expect(mail?.raw).toMatch(/^To: amira@example\.com\r$/m);
    expect(mail?.raw).toMatch(/^Subject: Verify your e-mail\r$/m);
    expect(mail?.raw).toContain('Open http://localhost:3000/verify?token=abc to verify.');
    expect(mail?.raw).toContain('Content-Type: text/html');
    const row = await rowById(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('posts SMS to the webhook as JSON', async () => {
    expect(outbox.smsTransport).toBe('webhook');
    const id = await testDatabase.database.transaction((tx) =>
      outbox.enqueueSms(tx, { to: '+201001234567', text: 'رمز التحقق 123456' }),
    );

    expect(await outbox.deliverPending()).toBe(1);
    expect(webhook.requests).toEqual([
      { contentType: 'application/json', body: { to: '+201001234567', text: 'رمز التحقق 123456' } },
    ]);
    expect((await rowById(id)).status).toBe('sent');
  });

  it.each(channels)('retries $channel after a temporary failure, later', async (channel) => {
    channel.failNextWith('temporary');
    const id = await testDatabase.database.transaction((tx) => channel.enqueue(tx));

    expect(await outbox.deliverPending()).toBe(0);
    const failed = await rowById(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/451|503/);
    const delayMs = failed.nextAttemptAt.getTime() - Date.now();
    expect(delayMs).toBeGreaterThan((retryDelaySeconds(1) - 5) * 1000);
    expect(delayMs).toBeLessThanOrEqual(retryDelaySeconds(1) * 1000 + 5000);

    // Not yet due: nothing happens.
    expect(await outbox.deliverPending()).toBe(0);
    await letRetryDelaysPass();
    expect(await outbox.deliverPending()).toBe(1);
    expect(channel.delivered()).toBe(1);
    expect(await rowById(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it.each(channels)('gives up on $channel at once after a permanent failure', async (channel) => {
    channel.failNextWith('permanent');
    const id = await testDatabase.database.transaction((tx) => channel.enqueue(tx));

    expect(await outbox.deliverPending()).toBe(0);
    const row = await rowById(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/550|400/);
  });

  it(`gives up after ${MAX_ATTEMPTS} temporary failures`, async () => {
    webhook.statuses.push(...Array.from({ length: MAX_ATTEMPTS }, () => 500));
    const id = await testDatabase.database.transaction((tx) =>
      outbox.enqueueSms(tx, { to: '+201001234567', text: 'Code 1' }),
    );
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await outbox.deliverPending()).toBe(0);
      await letRetryDelaysPass();
    }
    expect(await rowById(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await outbox.deliverPending()).toBe(0);
    expect(webhook.statuses).toEqual([]);
  });

  it('never sends a message whose transaction rolled back', async () => {
    await expect(
      testDatabase.database.transaction(async (tx) => {
        await outbox.enqueueMail(tx, { to: 'amira@example.com', subject: 'Ghost', text: 'Never' });
        await outbox.enqueueSms(tx, { to: '+201001234567', text: 'Never' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await outbox.deliverPending()).toBe(0);
    expect(await db().select().from(outboxTable)).toEqual([]);
    expect(smtp.received).toEqual([]);
    expect(webhook.requests).toEqual([]);
  });

  it('delivers on its own once started, shortly after the commit', async () => {
    outbox.start();
    await testDatabase.database.transaction((tx) =>
      outbox.enqueueMail(tx, { to: 'amira@example.com', subject: 'Auto', text: 'Sent by itself' }),
    );
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5_000, interval: 20 });
  });

  it('sends each message once when several dispatchers run at the same time', async () => {
    const count = 25;
    await testDatabase.database.transaction(async (tx) => {
      for (let i = 0; i < count; i++)
        await outbox.enqueueSms(tx, { to: `+2010000000${i}`, text: `m${i}` });
    });
    const otherProcess = createOutbox({
      config: configWith({ SMTP_URL: smtp.url, SMS_WEBHOOK_URL: webhook.url }),
      database: testDatabase.database,
      logger,
    });

    const sent = await Promise.all([outbox.deliverPending(), otherProcess.deliverPending()]);
    expect(sent[0] + sent[1]).toBe(count);
    const texts = webhook.requests.map(({ body }) => (body as { text: string }).text);
    expect(new Set(texts).size).toBe(count);
    expect(texts).toHaveLength(count);
    await otherProcess.stop();
  });

  it('waits for the batch in flight when stopped', async () => {
    webhook.control.delayMs = 300;
    let requestArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (requestArrived = resolve));
    webhook.control.onRequest = () => requestArrived();
    outbox.start();
    const id = await testDatabase.database.transaction((tx) =>
      outbox.enqueueSms(tx, { to: '+201001234567', text: 'Slow' }),
    );

    await arrived;
    await outbox.stop();
    expect((await rowById(id)).status).toBe('sent');
  });
});
