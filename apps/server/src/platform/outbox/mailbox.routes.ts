import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database, Db } from '../db/db';
import { outbox, type OutboxChannel, type OutboxRow, type OutboxStatus } from './outbox.tables';

/** One outbox row as the dev mailbox shows it. */
export interface MailboxMessage {
  id: string;
  channel: OutboxChannel;
  to: string;
  /** Mail only. */
  subject: string | null;
  text: string;
  /** Mail with an HTML version only. */
  html: string | null;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

const MAILBOX_SIZE = 100;

const mailboxQuery = z.object({ to: z.string().trim().max(320).optional() });

/**
 * `/dev/mailbox`: the mail and SMS the outbox holds, newest first, so a developer can click a
 * verification link without a mail server; `/dev/mailbox.json?to=…` is the same for tests.
 * It shows codes and links that grant access: register it only outside production.
 */
export async function mailboxRoutes(
  app: FastifyInstance,
  deps: { database: Database },
): Promise<void> {
  async function readMailbox(query: unknown) {
    const parsed = mailboxQuery.safeParse(query);
    if (!parsed.success) return null;
    return { to: parsed.data.to, messages: await listMailbox(deps.database.db, parsed.data.to) };
  }

  app.get('/dev/mailbox.json', async (request, reply) => {
    const mailbox = await readMailbox(request.query);
    if (!mailbox) return reply.code(400).send({ error: 'Invalid query' });
    return reply.header('Cache-Control', 'no-store').send({ messages: mailbox.messages });
  });

  app.get('/dev/mailbox', async (request, reply) => {
    const mailbox = await readMailbox(request.query);
    if (!mailbox) return reply.code(400).send({ error: 'Invalid query' });
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      )
      .header('Referrer-Policy', 'no-referrer')
      .send(renderMailboxPage(mailbox.messages, mailbox.to));
  });
}

export async function listMailbox(db: Db, to?: string): Promise<MailboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    // Addresses are compared as people type them: case does not matter.
    .where(to ? sql`lower(${outbox.recipient}) = lower(${to})` : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(MAILBOX_SIZE);
  return rows.map(toMailboxMessage);
}

function toMailboxMessage(row: OutboxRow): MailboxMessage {
  const { payload } = row;
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: 'subject' in payload ? payload.subject : null,
    text: payload.text,
    html: 'html' in payload && payload.html !== undefined ? payload.html : null,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the link before it. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** Escaped text with its http(s) links made clickable; nothing else becomes markup. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function renderMessage(message: MailboxMessage): string {
  const heading =
    message.subject === null ? '' : `<h2 dir="auto">${escapeHtml(message.subject)}</h2>`;
  const html =
    message.html === null
      ? ''
      : `<details><summary>HTML version</summary><pre>${escapeHtml(message.html)}</pre></details>`;
  const error =
    message.lastError === null ? '' : `<p class="error">${escapeHtml(message.lastError)}</p>`;
  return `<article class="${message.status}">
<p class="meta"><span class="channel">${message.channel}</span> to <strong>${escapeHtml(message.to)}</strong>
· <span class="status">${message.status}</span>
· <time datetime="${message.createdAt}">${message.createdAt.replace('T', ' ').slice(0, 19)} UTC</time></p>
${heading}<div class="body" dir="auto">${linkify(message.text)}</div>${html}${error}
</article>`;
}

export function renderMailboxPage(messages: MailboxMessage[], to: string | undefined): string {
  const list = messages.length ? messages.map(renderMessage).join('\n') : '<p>No messages.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Dev mailbox</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f1f1f; }
form { margin-block: 1rem; }
article { border: 1px solid #d9d9d9; border-radius: 8px; padding: 0.75rem 1rem; margin-block-end: 0.75rem; }
article.failed { border-color: #ff4d4f; }
.meta { margin: 0; color: #595959; font-size: 13px; }
.channel, .status { font-weight: 600; text-transform: uppercase; }
h2 { font-size: 17px; margin: 0.5rem 0 0; }
.body { white-space: pre-wrap; overflow-wrap: anywhere; margin-block-start: 0.5rem; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fafafa; padding: 0.5rem; }
.error { color: #cf1322; }
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p>The latest ${MAILBOX_SIZE} mail and SMS messages, newest first. <a href="/dev/mailbox">Refresh</a> · <a href="/dev/mailbox.json">JSON</a></p>
<form method="get" action="/dev/mailbox"><label>Recipient <input name="to" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
<main>
${list}
</main>
</body>
</html>
`;
}
