import Fastify, { type FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database';
import { loadConfig } from '../config/config';
import { linkify, mailboxRoutes, type MailboxMessage } from './mailbox.routes';
import { createOutbox, type Outbox } from './outbox';
import { outbox as outboxTable } from './outbox.tables';

let testDatabase: TestDatabase;
let outbox: Outbox;
let app: FastifyInstance;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const config = loadConfig(
    // Optional variables left empty, as in an `.env` file that lists them without values.
    {
      NODE_ENV: 'test',
      PUBLIC_URL: '',
      DATABASE_URL: '',
      REDIS_URL: '',
      S3_ENDPOINT: '',
      SMTP_URL: '',
      SMS_WEBHOOK_URL: '',
    },
  );
  outbox = createOutbox({
    config,
    database: testDatabase.database,
    logger: pino({ level: 'silent' }),
  });
  app = Fastify();
  await app.register(mailboxRoutes, { database: testDatabase.database });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDatabase?.drop();
});
beforeEach(async () => {
  await testDatabase.database.db.delete(outboxTable);
});

async function getMailbox(query = ''): Promise<MailboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/mailbox.json${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ messages: MailboxMessage[] }>().messages;
}

describe('GET /dev/mailbox.json', () => {
  it('lists mail and SMS newest first, filtered by recipient whatever the case', async () => {
    const { database } = testDatabase;
    await database.transaction((tx) =>
      outbox.enqueueMail(tx, {
        to: 'Amira@Example.com',
        subject: 'Verify',
        text: 'Open http://localhost:3000/verify?token=abc',
        html: '<a href="http://localhost:3000/verify?token=abc">Verify</a>',
      }),
    );
    await database.transaction((tx) =>
      outbox.enqueueSms(tx, { to: '+201001234567', text: 'Code 123456' }),
    );
    await database.transaction((tx) =>
      outbox.enqueueMail(tx, { to: 'omar@example.com', subject: 'Hi', text: 'Hello' }),
    );

    const all = await getMailbox();
    expect(all.map((message) => message.to)).toEqual([
      'omar@example.com',
      '+201001234567',
      'Amira@Example.com',
    ]);
    expect(all[1]).toMatchObject({
      channel: 'sms',
      subject: null,
      text: 'Code 123456',
      html: null,
      status: 'captured',
    });

    const forAmira = await getMailbox('?to=amira%40example.com');
    expect(forAmira).toEqual([
      {
        id: expect.any(String),
        channel: 'mail',
        to: 'Amira@Example.com',
        subject: 'Verify',
        text: 'Open http://localhost:3000/verify?token=abc',
        html: '<a href="http://localhost:3000/verify?token=abc">Verify</a>',
        status: 'captured',
        attempts: 0,
        lastError: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        sentAt: null,
      },
    ]);
    expect(await getMailbox('?to=nobody%40example.com')).toEqual([]);
  });

  it('keeps to the latest 100 messages', async () => {
    await testDatabase.database.transaction(async (tx) => {
      for (let i = 0; i < 105; i++)
        await outbox.enqueueSms(tx, { to: '+201001234567', text: `Code ${i}` });
    });
    expect(await getMailbox()).toHaveLength(100);
  });

  it('rejects a malformed query', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/dev/mailbox.json?to=${'a'.repeat(400)}`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /dev/mailbox', () => {
  it('renders every message escaped, with clickable links, under a policy that forbids scripts', async () => {
    await testDatabase.database.transaction((tx) =>
      outbox.enqueueMail(tx, {
        to: 'amira@example.com',
        subject: '<script>alert("subject")</script>',
        text: 'Verify: http://localhost:3000/verify?token=a&next=/x. <img src=x onerror=alert(1)>',
        html: '<script>alert("html")</script>',
      }),
    );
    await testDatabase.database.transaction((tx) =>
      outbox.enqueueSms(tx, { to: '+201001234567', text: 'رمز 123456' }),
    );

    const response = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).not.toContain('script-src');
    const page = response.body;
    expect(page).not.toMatch(/<script|<img/i);
    expect(page).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(page).toContain('&lt;script&gt;alert(&quot;html&quot;)&lt;/script&gt;');
    expect(page).toContain(
      '<a href="http://localhost:3000/verify?token=a&amp;next=/x" rel="noreferrer">http://localhost:3000/verify?token=a&amp;next=/x</a>. &lt;img',
    );
    expect(page).toContain('رمز 123456');
    expect(page.indexOf('+201001234567')).toBeLessThan(page.indexOf('amira@example.com'));
  });

  it('says so when there is nothing to show', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/dev/mailbox?to=nobody%40example.com',
    });
    expect(response.body).toContain('No messages.');
    expect(response.body).toContain('value="nobody@example.com"');
  });
});

describe('linkify', () => {
  it('links only http and https URLs and escapes the rest', () => {
    expect(linkify('see https://a.test/x?y=1, or javascript:alert(1) and ftp://b.test')).toBe(
      'see <a href="https://a.test/x?y=1" rel="noreferrer">https://a.test/x?y=1</a>, or javascript:alert(1) and ftp://b.test',
    );
    expect(linkify('(http://a.test/"onmouseover=x)')).toBe(
      '(<a href="http://a.test/" rel="noreferrer">http://a.test/</a>&quot;onmouseover=x)',
    );
  });
});
