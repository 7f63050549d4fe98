import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contact } from '../src/features/contact/contact.tables';
import { idempotentRequest } from '../src/platform/graphql/idempotency.tables';
import { comment, prescription } from '../src/features/prescriptions/prescriptions.tables';
import { uploadImage } from './support/fixtures';
import { startTestServer, type TestServer } from './support/server';

const CONTACT = `mutation($data: ContactInput!) { contactCreate(data: $data) { email } }`;
const PRESCRIPTION = `mutation($data: PrescriptionInput!) { prescriptionCreate(data: $data) { id } }`;
const ACCEPT = `mutation($id: ID!) { prescriptionAccept(id: $id) { id } }`;
const COMMENT = `mutation($id: ID!, $data: CommentInput!) { commentCreate(id: $id, data: $data) { id } }`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server?.close());

// Each test calls from an address of its own, clear of the per-address contact limit.
let network = 0;
let address = '';
beforeEach(() => {
  address = `10.77.${++network}.1`;
});

interface Answer {
  status: number;
  replayed: boolean;
  body: { data?: Record<string, { id?: string; email?: string }> | null; errors?: Error[] };
}
interface Error {
  message: string;
  extensions?: { code?: string };
}

/** A mutation as a retrying client sends it: with its Idempotency-Key. */
async function send(
  query: string,
  variables: Record<string, unknown>,
  options: { key?: string; cookie?: string; ip?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      'x-forwarded-for': options.ip ?? address,
    },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed') === 'true',
    body: (await response.json()) as Answer['body'],
  };
}

const contactInput = (email: string, message = 'Please call me about listing my pharmacy.') => ({
  data: { name: 'Retrying Client', email, phone: '01012345678', message },
});

const contactsOf = async (email: string) =>
  (
    await server.app.platform.database.db
      .select({ n: count() })
      .from(contact)
      .where(eq(contact.email, email))
  )[0]?.n;

describe('Idempotency-Key on mutations', () => {
  it('answers a retried contactCreate with the first answer and writes one row', async () => {
    const key = randomUUID();
    const email = `retry-${key}@example.com`;
    const first = await send(CONTACT, contactInput(email), { key });
    const retry = await send(CONTACT, contactInput(email), { key });
    expect(first.body.errors).toBeUndefined();
    expect(first.replayed).toBe(false);
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await contactsOf(email)).toBe(1);
    // Without a key, two sends are two requests.
    await send(CONTACT, contactInput(email));
    expect(await contactsOf(email)).toBe(2);
  });

  it('makes one row of two sends racing with the same key, on any instance', async () => {
    const key = randomUUID();
    const email = `race-${key}@example.com`;
    const answers = await Promise.all([
      send(CONTACT, contactInput(email), { key }),
      send(CONTACT, contactInput(email), { key }),
      send(CONTACT, contactInput(email), { key }),
    ]);
    expect(await contactsOf(email)).toBe(1);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
  });

  it('refuses the same key for a different request, and keeps keys apart per caller', async () => {
    const key = randomUUID();
    const email = `reuse-${key}@example.com`;
    await send(CONTACT, contactInput(email), { key });
    const other = await send(CONTACT, contactInput(email, 'Another message altogether.'), { key });
    expect(other.status).toBe(422);
    expect(other.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // Another caller (another address, signed out) with the same key is another request.
    const elsewhere = await send(CONTACT, contactInput(email), { key, ip: `${address}0` });
    expect(elsewhere.replayed).toBe(false);
    expect(await contactsOf(email)).toBe(2);
  });

  it('forgets a key after 24 hours', async () => {
    const key = randomUUID();
    const email = `day-old-${key}@example.com`;
    await send(CONTACT, contactInput(email), { key });
    await server.app.platform.database.db
      .update(idempotentRequest)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotentRequest.key, key));
    const later = await send(CONTACT, contactInput(email, 'A new request, a day later.'), { key });
    expect(later.body.errors).toBeUndefined();
    expect(later.replayed).toBe(false);
    expect(await contactsOf(email)).toBe(2);
    expect(
      (await send(CONTACT, contactInput(email, 'A new request, a day later.'), { key })).replayed,
    ).toBe(true);
  });

  it('runs again a retry of a request that wrote nothing', async () => {
    const key = randomUUID();
    const email = `invalid-${key}@example.com`;
    const refused = await send(
      CONTACT,
      { data: { ...contactInput(email).data, phone: '12' } },
      { key },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    const fixed = await send(CONTACT, contactInput(email), { key });
    expect(fixed.body.errors).toBeUndefined();
    expect(await contactsOf(email)).toBe(1);
  });

  it('refuses a malformed key', async () => {
    const answer = await send(CONTACT, contactInput('malformed@example.com'), {
      key: 'x'.repeat(256),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('makes one prescription and one comment of a signed-in user’s retries', async () => {
    const author = await server.signIn();
    const moderator = await server.signIn({ roles: ['entityEditor'] });
    const png = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#38c' },
    })
      .png()
      .toBuffer();
    const imageUploadId = await uploadImage(server, author, png);
    const created = { key: randomUUID(), cookie: author.cookie };
    const input = { data: { title: 'Retried case', description: 'Sent twice.', imageUploadId } };
    const first = await send(PRESCRIPTION, input, created);
    const retry = await send(PRESCRIPTION, input, created);
    expect(first.body.errors).toBeUndefined();
    expect(retry.body).toEqual(first.body);
    const { db } = server.app.platform.database;
    const authored = await db
      .select({ n: count() })
      .from(prescription)
      .where(eq(prescription.createdBy, author.userId));
    expect(authored[0]?.n).toBe(1);

    const id = first.body.data?.prescriptionCreate?.id;
    expect((await send(ACCEPT, { id }, { cookie: moderator.cookie })).body.errors).toBeUndefined();
    const commented = { key: randomUUID(), cookie: author.cookie };
    const said = { id, data: { comment: 'Sent on a weak connection.' } };
    const answers = [await send(COMMENT, said, commented), await send(COMMENT, said, commented)];
    expect(answers[1]?.body).toEqual(answers[0]?.body);
    const comments = await db
      .select({ n: count() })
      .from(comment)
      .where(eq(comment.prescriptionId, id as string));
    expect(comments[0]?.n).toBe(1);
    // The same key from another user is theirs alone.
    const other = await server.signIn();
    const theirs = await send(COMMENT, said, { key: commented.key, cookie: other.cookie });
    expect(theirs.replayed).toBe(false);
  });
});
