import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { subscribe } from '../../../test/support/sse';
import { event } from '../../platform/events/event.tables';
import { outbox } from '../../platform/outbox/outbox.tables';
import { contact } from './contact.tables';

const CREATE = `mutation($data: ContactInput!) { contactCreate(data: $data) { name email } }`;
const LIST = `query($first: Int, $after: String, $last: Int, $before: String) {
  contacts(first: $first, after: $after, last: $last, before: $before) {
    items { id name email message language }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

const valid = {
  name: 'Salma Nabil',
  email: 'salma@example.com',
  phone: '01012345678',
  message: 'I would like to list my pharmacy on Dawa.',
};

describe('contact', () => {
  let server: TestServer;
  let ip = 0;
  // Each test writes from its own address so the per-IP limits of one do not affect another.
  const from = () => ({ 'x-forwarded-for': `10.0.0.${++ip}` });

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  it('lists messages only for signed-in admins', async () => {
    const anonymous = await server.graphql(LIST);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const client = await server.signIn();
    const forbidden = await server.graphql(LIST, {}, { cookie: client.cookie });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('rejects bad input with field errors and stores nothing', async () => {
    const response = await server.graphql(
      CREATE,
      { data: { name: 'S', email: 'not-an-email', phone: '123', message: 'short' } },
      { headers: from() },
    );
    const error = response.errors?.[0];
    expect(error?.extensions?.code).toBe('VALIDATION');
    expect(error?.extensions?.fieldErrors).toMatchObject([
      { path: 'name', message: 'invalidName' },
      { path: 'email', message: 'invalidEmail' },
      { path: 'phone', message: 'invalidPhone' },
      { path: 'message', message: 'invalidMessage' },
    ]);
    expect(await server.app.platform.database.db.select().from(contact)).toHaveLength(0);
  });

  it('stores the message, mails support and records an event in one go', async () => {
    const response = await server.graphql(
      CREATE,
      { data: valid },
      { headers: { ...from(), 'accept-language': 'ar' } },
    );
    expect(response.data).toEqual({ contactCreate: { name: valid.name, email: valid.email } });

    const { db } = server.app.platform.database;
    const [row] = await db.select().from(contact).where(eq(contact.email, valid.email));
    expect(row).toMatchObject({
      name: valid.name,
      phone: valid.phone,
      language: 'ar',
      ip: `10.0.0.${ip}`,
    });
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, server.app.platform.config.SUPPORT_EMAIL));
    expect(JSON.stringify(mail?.payload)).toContain(valid.message);
    const [recorded] = await db
      .select()
      .from(event)
      .where(eq(event.entityId, row?.id ?? ''));
    expect(recorded).toMatchObject({ entity: 'contact', action: 'create', ip: `10.0.0.${ip}` });
  });

  it('limits messages per IP', async () => {
    const headers = from();
    const results = [];
    for (let i = 0; i < 6; i++)
      results.push(await server.graphql(CREATE, { data: valid }, { headers }));
    expect(results.slice(0, 5).every((r) => !r.errors)).toBe(true);
    expect(results[5]?.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('pages through messages for admins, newest first, with probes at both edges', async () => {
    const admin = await server.signIn({ roles: ['editor'] });
    type Page = {
      contacts: {
        items: { name: string }[];
        pageInfo: {
          hasNextPage: boolean;
          hasPreviousPage: boolean;
          endCursor: string;
          startCursor: string;
        };
      };
    };
    const first = await server.graphql<Page>(LIST, { first: 4 }, { cookie: admin.cookie });
    expect(first.data?.contacts.items).toHaveLength(4);
    expect(first.data?.contacts.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });

    const second = await server.graphql<Page>(
      LIST,
      { first: 4, after: first.data?.contacts.pageInfo.endCursor },
      { cookie: admin.cookie },
    );
    expect(second.data?.contacts.items).toHaveLength(2);
    expect(second.data?.contacts.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });

    const back = await server.graphql<Page>(
      LIST,
      { last: 4, before: second.data?.contacts.pageInfo.startCursor },
      { cookie: admin.cookie },
    );
    expect(back.data?.contacts.items).toEqual(first.data?.contacts.items);
    expect(back.data?.contacts.pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: false,
    });

    const bad = await server.graphql(LIST, { after: 'nonsense' }, { cookie: admin.cookie });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('streams the change to audit-log readers as it commits', async () => {
    const auditor = await server.signIn({ roles: ['auditLogViewer'] });
    const stream = await subscribe<{
      data?: { auditEvents: { entity: string; action: string; values: { email: string } } };
    }>(server.url, 'subscription { auditEvents(entity: "contact") { entity action values } }', {
      cookie: auditor.cookie,
    });
    try {
      await server.graphql(
        CREATE,
        { data: { ...valid, email: 'live@example.com' } },
        { headers: from() },
      );
      const message = await stream.next();
      expect(message.data?.auditEvents).toEqual({
        entity: 'contact',
        action: 'create',
        values: { name: valid.name, email: 'live@example.com' },
      });
    } finally {
      stream.close();
    }
  });

  it('does not stream the audit log to other users', async () => {
    const client = await server.signIn();
    const stream = await subscribe<{ errors?: { extensions?: { code?: string } }[] }>(
      server.url,
      'subscription { auditEvents { entity } }',
      { cookie: client.cookie },
    );
    try {
      const message = await stream.next();
      expect(message.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      stream.close();
    }
  });
});
