import { randomUUID } from 'node:crypto';
import { AUTH_ERROR_CODES } from '@dawa/shared/authErrorCodes';
import { AUTH_ERROR_MESSAGES } from '@dawa/shared/authErrors';
import { ERROR_MESSAGES } from '@dawa/shared/errors';
import type { Language } from '@dawa/shared/language';
import { TERMS_ACCEPTED_FIELD } from '@dawa/shared/legal';
import { VALIDATION_MESSAGES, isValidationKey } from '@dawa/shared/validationMessages';
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
let user: { cookie: string; userId: string; email: string };
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

interface AuthAnswer extends ErrorAnswer {
  body: string;
}

/** A better-auth endpoint, called as the web app does (its origin, JSON). */
async function auth(
  language: Language,
  path: string,
  body: Record<string, unknown> | null,
  headers: Record<string, string> = {},
): Promise<AuthAnswer> {
  const response = await fetch(`${server.url}/api/auth/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      origin: server.url,
      'accept-language': language,
      'x-forwarded-for': `10.91.${++network}.1`,
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const error = (response.ok ? {} : JSON.parse(text)) as { code?: string; message?: string };
  return {
    status: response.status,
    messages: error.message === undefined ? [] : [error.message],
    codes: error.code === undefined ? [] : [error.code],
    keys: [],
    body: text,
  };
}

const signUp = (email: string) => ({
  email,
  password: 'secret-pass-1',
  name: 'Sara',
  [TERMS_ACCEPTED_FIELD]: true,
});

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
  [
    'a phone code that was never sent',
    'VALIDATION',
    async (language) => {
      const owner = await server.signIn();
      const PROFILE = `mutation($profile: ProfileInput!) { authUpdateProfile(profile: $profile) { id } }`;
      const phoneNumber = `0109${String(++network).padStart(7, '0')}`;
      const saved = await server.graphql(PROFILE, { profile: { phoneNumber } }, owner);
      expect(saved.errors).toBeUndefined();
      return graphql(
        language,
        'mutation($code: String!) { authVerifyPhoneNumber(code: $code) { id } }',
        { code: '123456' },
        { cookie: owner.cookie },
      );
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

/**
 * Each /api/auth case: what it is, the code better-auth answers, its English message (as
 * better-auth words it), the Arabic one (from the shared catalogues), and how to provoke it.
 */
const AUTH_CASES: [string, string, string, string, (language: Language) => Promise<AuthAnswer>][] =
  [
    [
      'a wrong password',
      'INVALID_EMAIL_OR_PASSWORD',
      'Invalid email or password',
      AUTH_ERROR_MESSAGES.ar.credentialsNotRecognized,
      (language) =>
        auth(language, 'sign-in/email', { email: user.email, password: 'not-the-password' }),
    ],
    [
      'signing up with an address that is no e-mail',
      'VALIDATION_ERROR',
      '[body.email] Invalid email address',
      ERROR_MESSAGES.ar.VALIDATION,
      (language) => auth(language, 'sign-up/email', signUp('not-an-email')),
    ],
    [
      'signing up with a taken e-mail',
      'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      'User already exists. Use another email.',
      AUTH_ERROR_MESSAGES.ar.emailInUse,
      (language) => auth(language, 'sign-up/email', signUp(user.email)),
    ],
    [
      'signing up without confirming age and terms',
      AUTH_ERROR_CODES.termsNotAccepted,
      AUTH_ERROR_MESSAGES.en.termsNotAccepted,
      AUTH_ERROR_MESSAGES.ar.termsNotAccepted,
      (language) =>
        auth(language, 'sign-up/email', {
          ...signUp(`unconfirmed-${language}@example.com`),
          [TERMS_ACCEPTED_FIELD]: false,
        }),
    ],
    [
      'a reset link that is not valid',
      'INVALID_TOKEN',
      'Invalid token',
      AUTH_ERROR_MESSAGES.ar.invalidResetLink,
      (language) => auth(language, 'reset-password', { newPassword: 'secret-pass-2', token: 'x' }),
    ],
    [
      'a phone code never sent',
      'OTP_NOT_FOUND',
      'OTP not found',
      VALIDATION_MESSAGES.ar.codeExpired,
      (language) =>
        auth(language, 'phone-number/verify', { phoneNumber: '01012345678', code: '123456' }),
    ],
    [
      // better-auth's code for it is in no catalogue: the text says what its HTTP status means.
      'a password change while signed out',
      'UNAUTHORIZED',
      'Unauthorized',
      ERROR_MESSAGES.ar.UNAUTHENTICATED,
      (language) =>
        auth(language, 'change-password', { currentPassword: 'a-password', newPassword: 'b' }),
    ],
  ];

const LATIN = /[A-Za-z]/;
/** Names of formats and units are written the same in Arabic text (JPEG, 10 MB). */
const NAMES = /\b(JPEG|PNG|WebP|MB|MP|px)\b/g;

describe('errors in the caller’s language', () => {
  it.each(CASES)('%s (%s)', async (_name, code, provoke) => {
    const arabic = await provoke('ar');
    const english = await provoke('en');
    expect(arabic.codes).toContain(code);
    expect(english.codes).toEqual(arabic.codes);
    for (const message of arabic.messages) expect(message.replace(NAMES, '')).not.toMatch(LATIN);
    for (const message of english.messages) expect(message).toMatch(LATIN);
    // Field error messages are keys of the shared catalogue, never a library's sentence.
    for (const key of [...arabic.keys, ...english.keys])
      expect(isValidationKey(key), key).toBe(true);
  });
});

describe('/api/auth errors in the caller’s language', () => {
  it.each(AUTH_CASES)('%s (%s)', async (_name, code, englishMessage, arabicMessage, provoke) => {
    const arabic = await provoke('ar');
    const english = await provoke('en');
    expect(english.codes).toEqual([code]);
    expect(arabic.codes).toEqual(english.codes);
    expect(arabic.status).toBe(english.status);
    // Only the message changes language; English is better-auth's own answer.
    expect(english.messages).toEqual([englishMessage]);
    expect(arabic.messages).toEqual([arabicMessage]);
    expect(arabicMessage).not.toMatch(LATIN);
    expect({ ...JSON.parse(arabic.body), message: '' }).toEqual({
      ...JSON.parse(english.body),
      message: '',
    });
  });

  it('leaves answers that are no errors as they are', async () => {
    const [arabic, english] = await Promise.all(
      (['ar', 'en'] as const).map((language) =>
        auth(language, 'get-session', null, { cookie: user.cookie }),
      ),
    );
    expect(arabic?.status).toBe(200);
    expect(arabic?.body).toBe(english?.body);
  });
});
