import { randomUUID } from 'node:crypto';
import type { Language } from '@dawa/shared/language';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';
import { subscribe } from './support/sse';

/**
 * Every kind of error the API answers, asked in Arabic and in English (issue #20 §4): an Arabic
 * caller reads no English, an English one reads English, and the code is the same in both.
 */

interface ErrorAnswer {
  status: number;
  /** The top-level messages and the field errors' texts, and the field errors' keys. */
  messages: string[];
  codes: string[];
  keys: string[];
}

interface GraphQLBody {
  errors?: {
    message: string;
    extensions?: { code?: string; fieldErrors?: { message: string; text?: string }[] };
  }[];
}

let server: TestServer;
let user: { cookie: string; userId: string };
let network = 0;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  user = await server.signIn();
});
afterAll(() => server?.close());

async function graphql(
  language: Language,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<ErrorAnswer> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      'x-forwarded-for': `10.88.${++network}.1`,
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as GraphQLBody;
  return {
    status: response.status,
    messages: (body.errors ?? []).flatMap((error) => [
      error.message,
      ...(error.extensions?.fieldErrors ?? []).map((fieldError) => fieldError.text ?? ''),
    ]),
    codes: (body.errors ?? []).map((error) => error.extensions?.code ?? ''),
    keys: (body.errors ?? []).flatMap((error) =>
      (error.extensions?.fieldErrors ?? []).map((fieldError) => fieldError.message),
    ),
  };
}

async function upload(language: Language, headers: Record<string, string>): Promise<ErrorAnswer> {
  const response = await fetch(`${server.url}/api/uploads?purpose=prescription`, {
    method: 'POST',
    headers: { cookie: user.cookie, 'accept-language': language, ...headers },
    body: Buffer.from('not an image at all'),
  });
  const body = (await response.json()) as {
    code: string;
    message: string;
    fieldErrors?: { message: string; text?: string }[];
  };
  return {
    status: response.status,
    messages: [body.message, ...(body.fieldErrors ?? []).map((error) => error.text ?? '')],
    codes: [body.code],
    keys: (body.fieldErrors ?? []).map((error) => error.message),
  };
}

const CONTACT = `mutation($data: ContactInput!) { contactCreate(data: $data) { email } }`;
const contact = {
  name: 'Sara',
  email: 'sara@example.com',
  phone: '01012345678',
  message: 'Hello there, please call.',
};

/** Each case: what it is, the code it must answer, and how to provoke it in a language. */
const CASES: [string, string, (language: Language) => Promise<ErrorAnswer>][] = [
  [
    'a field that fails its rule',
    'VALIDATION',
    (language) => graphql(language, CONTACT, { data: { ...contact, phone: '12' } }),
  ],
  [
    'a value zod itself refuses (not a UUID)',
    'VALIDATION',
    (language) =>
      graphql(language, 'mutation($id: String!) { analyticsTrack(anonymousId: $id, events: []) }', {
        id: 'nope',
      }),
  ],
  ['a query that does not parse', 'BAD_REQUEST', (language) => graphql(language, '{')],
  ['a field the schema does not have', 'BAD_REQUEST', (language) => graphql(language, '{ nope }')],
  [
    'a query too deep',
    'BAD_REQUEST',
    (language) => graphql(language, `{ ${'a { '.repeat(12)}b${' }'.repeat(12)} }`),
  ],
  ['signed out', 'UNAUTHENTICATED', (language) => graphql(language, '{ authMe { id } }')],
  [
    'no role for it',
    'FORBIDDEN',
    (language) =>
      graphql(
        language,
        'mutation($id: String!) { userDisable(userId: $id, disabled: true) { id } }',
        { id: user.userId },
        { cookie: user.cookie },
      ),
  ],
  [
    'the cookie from a foreign page',
    'FORBIDDEN',
    (language) =>
      graphql(
        language,
        '{ authMe { id } }',
        {},
        { cookie: user.cookie, origin: 'https://evil.example' },
      ),
  ],
  [
    'a record that does not exist',
    'NOT_FOUND',
    (language) =>
      graphql(
        language,
        'query($id: ID!) { prescription(id: $id) { id } }',
        { id: randomUUID() },
        { cookie: user.cookie },
      ),
  ],
  [
    'an idempotency key reused for another request',
    'CONFLICT',
    async (language) => {
      const key = randomUUID();
      const address = { 'x-forwarded-for': `10.89.${++network}.1`, 'idempotency-key': key };
      await graphql(language, CONTACT, { data: contact }, address);
      return graphql(language, CONTACT, { data: { ...contact, name: 'Someone else' } }, address);
    },
  ],
  [
    'too many messages from one address',
    'RATE_LIMITED',
    async (language) => {
      const address = { 'x-forwarded-for': `10.90.${++network}.1` };
      let answer = await graphql(language, CONTACT, { data: contact }, address);
      for (let i = 0; i < 6 && answer.codes.length === 0; i++)
        answer = await graphql(language, CONTACT, { data: contact }, address);
      return answer;
    },
  ],
  ['an upload without its file-name header', 'BAD_REQUEST', (language) => upload(language, {})],
  [
    'an upload that is not an image',
    'VALIDATION',
    (language) => upload(language, { 'x-file-name': 'notes.png' }),
  ],
  [
    'a live stream whose session ends',
    'UNAUTHENTICATED',
    async (language) => {
      const signedIn = await server.signIn();
      const stream = await subscribe<GraphQLBody>(
        server.url,
        'subscription { notificationReceived { id } }',
        {
          cookie: signedIn.cookie,
          headers: { 'accept-language': language },
        },
      );
      try {
        await fetch(`${server.url}/api/auth/sign-out`, {
          method: 'POST',
          headers: { cookie: signedIn.cookie, origin: server.url },
        });
        const ended = await stream.next(1000);
        return {
          status: 200,
          messages: (ended.errors ?? []).map((error) => error.message),
          codes: (ended.errors ?? []).map((error) => error.extensions?.code ?? ''),
          keys: [],
        };
      } finally {
        stream.close();
      }
    },
  ],
];

const LATIN = /[A-Za-z]/;
/** Names of formats and units are written the same in Arabic text (JPEG, 10 MB). */
const NAMES = /\b(JPEG|PNG|WebP|MB|MP|px)\b/g;
/** Field error messages are catalogue keys, never a library's sentence. */
const CATALOGUE_KEY = /^[a-z][a-zA-Z]*$/;

describe('errors in the caller’s language', () => {
  it.each(CASES)('%s (%s)', async (_name, code, provoke) => {
    const arabic = await provoke('ar');
    const english = await provoke('en');
    expect(arabic.codes).toContain(code);
    expect(english.codes).toEqual(arabic.codes);
    for (const message of arabic.messages) expect(message.replace(NAMES, '')).not.toMatch(LATIN);
    for (const message of english.messages) expect(message).toMatch(LATIN);
    for (const key of [...arabic.keys, ...english.keys]) expect(key).toMatch(CATALOGUE_KEY);
  });
});
