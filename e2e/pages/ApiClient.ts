import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type BrowserContext } from '@playwright/test';
import { TERMS_ACCEPTED_FIELD } from '@dawa/shared/legal';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export const ADMIN = { email: 'admin@dawa.local', password: 'dawa-admin-2026' };

export interface Cookie {
  name: string;
  value: string;
}

interface Answer {
  status: number;
  body: unknown;
  cookies: Cookie[];
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

export interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; fieldErrors?: unknown[] } }[];
}

/** A signed-in session of the API: its cookies and the loopback address it talks from. */
export interface ApiSession {
  email: string;
  cookies: Cookie[];
  address: string;
}

/**
 * Every API user of a test talks from its own loopback address (127.x.y.z all reach the
 * server), so the per-IP limits meant for real clients (3 sign-ins in 10 s, 60 mutations a
 * minute) are not shared by the whole run; the browser itself stays on 127.0.0.1.
 */
export function randomLoopback(): string {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  return `127.${byte()}.${byte()}.${byte()}`;
}

export function send(
  method: string,
  path: string,
  options: {
    address: string;
    cookie?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body ?? '';
    const req = httpRequest(
      `${BASE_URL}${path}`,
      {
        method,
        localAddress: options.address,
        headers: {
          ...(options.cookie ? { cookie: options.cookie } : {}),
          'content-length': Buffer.byteLength(body),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = raw.toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON
          }
          const cookies = (res.headers['set-cookie'] ?? []).map((line) => {
            const [pair = ''] = line.split(';');
            const index = pair.indexOf('=');
            return { name: pair.slice(0, index), value: pair.slice(index + 1) };
          });
          resolve({
            status: res.statusCode ?? 0,
            body: parsed,
            cookies,
            headers: res.headers,
            raw,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Signs up a fresh account (`{emailPrefix}-…@dawa.test`) from a loopback address of its own.
 * Quotas and notifications are per user, so each test writes as new users.
 */
export async function signUpSession(emailPrefix: string, name: string): Promise<ApiSession> {
  const address = randomLoopback();
  const email = `${emailPrefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@dawa.test`;
  const answer = await send('POST', '/api/auth/sign-up/email', {
    address,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'dawa-e2e-2026', name, [TERMS_ACCEPTED_FIELD]: true }),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { email, cookies: answer.cookies, address };
}

/** Signs in an existing account (the admin, say) from a loopback address of its own. */
export async function signInSession(account: {
  email: string;
  password: string;
}): Promise<ApiSession> {
  const address = randomLoopback();
  const answer = await send('POST', '/api/auth/sign-in/email', {
    address,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { email: account.email, cookies: answer.cookies, address };
}

export const PRESCRIPTION_DESCRIPTION = 'Adult, 40, productive cough for 5 days. Which antibiotic?';

/**
 * A signed-in user of the API, for test setup and checks; the feature page objects add their
 * own calls on top.
 */
export class ApiClient {
  readonly email: string;
  readonly cookies: Cookie[];
  private readonly address: string;

  protected constructor(session: ApiSession) {
    this.email = session.email;
    this.cookies = session.cookies;
    this.address = session.address;
  }

  get cookie(): string {
    return this.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  }

  /** Puts this user's session into a browser context. */
  async signInBrowser(context: BrowserContext): Promise<void> {
    await context.clearCookies();
    await context.addCookies(this.cookies.map((cookie) => ({ ...cookie, url: BASE_URL })));
  }

  /** POST /graphql; the answer as it came, errors and all. */
  protected async graphqlAnswer<T>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLAnswer<T>> {
    const answer = await send('POST', '/graphql', {
      address: this.address,
      cookie: this.cookie,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return answer.body as GraphQLAnswer<T>;
  }

  /** POST /graphql, expecting no errors; the data. */
  protected async graphqlData<T>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const answer = await this.graphqlAnswer<T>(query, variables);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    if (!answer.data) throw new Error(`no data: ${JSON.stringify(answer)}`);
    return answer.data;
  }

  /** The user's id (`authMe`). */
  async id(): Promise<string> {
    return (await this.graphqlData<{ authMe: { id: string } }>('{ authMe { id } }')).authMe.id;
  }

  /** Uploads a photo through `/api/uploads` (a prescription's by default); the upload's id. */
  async upload(
    png: Buffer,
    purpose: 'prescription' | 'facility' = 'prescription',
  ): Promise<string> {
    const answer = await send('POST', `/api/uploads?purpose=${purpose}`, {
      address: this.address,
      cookie: this.cookie,
      headers: { 'x-file-name': 'case.png', 'content-type': 'application/octet-stream' },
      body: png,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return (answer.body as { id: string }).id;
  }

  /** Uploads the photo and creates a (pending) prescription with it; its id. */
  async createPrescription(
    title: string,
    png: Buffer,
    description = PRESCRIPTION_DESCRIPTION,
  ): Promise<string> {
    const imageUploadId = await this.upload(png);
    const data = await this.graphqlData<{ prescriptionCreate: { id: string } }>(
      `mutation($data: PrescriptionInput!) { prescriptionCreate(data: $data) { id } }`,
      { data: { title, description, imageUploadId } },
    );
    return data.prescriptionCreate.id;
  }

  /**
   * A pending job ad, as its owner posts it (a pharmacy in Dokki, Giza, running a month);
   * `fields` change any of it. Its id.
   */
  async createJob(name: string, fields: Record<string, unknown> = {}): Promise<string> {
    const { jobCreate } = await this.graphqlData<{ jobCreate: { id: string } }>(
      `mutation($data: JobInput!) { jobCreate(data: $data) { id } }`,
      { data: jobData(name, fields) },
    );
    return jobCreate.id;
  }

  /** The owner edits the whole ad again (an accepted one keeps showing; the edit waits). */
  async updateJob(id: string, name: string, fields: Record<string, unknown> = {}): Promise<void> {
    await this.graphqlData(
      `mutation($id: ID!, $data: JobInput!) { jobUpdate(id: $id, data: $data) { id } }`,
      {
        id,
        data: jobData(name, fields),
      },
    );
  }

  /** Moderators: accept a pending job ad. */
  async acceptJob(id: string): Promise<void> {
    await this.graphqlData(`mutation($id: ID!) { jobAccept(id: $id) { id } }`, { id });
  }

  /**
   * A pending facility ad, as its owner posts it (a pharmacy for sale in Dokki, Giza, no
   * photos); `fields` change any of it. Its id.
   */
  async createFacility(name: string, fields: Record<string, unknown> = {}): Promise<string> {
    const { propertyCreate } = await this.graphqlData<{ propertyCreate: { id: string } }>(
      `mutation($data: PropertyInput!) { propertyCreate(data: $data) { id } }`,
      { data: facilityData(name, fields) },
    );
    return propertyCreate.id;
  }

  /** Moderators: accept a pending facility ad. */
  async acceptFacility(id: string): Promise<void> {
    await this.graphqlData(`mutation($id: ID!) { propertyAccept(id: $id) { id } }`, { id });
  }

  /** Moderators: take a facility ad down with a deactivation reason of category property. */
  async deleteFacility(id: string, reasonId: string): Promise<void> {
    await this.graphqlData(
      `mutation($id: ID!, $reasonId: ID!) { propertyDelete(id: $id, reasonId: $reasonId) { id } }`,
      { id, reasonId },
    );
  }

  /** A job ad's status and reason, as its owner or a moderator sees them. */
  async job(id: string) {
    const answer = await this.graphqlData<{
      job: { postStatus: string; deactivationReason: { id: string } | null };
    }>(`query($id: ID!) { job(id: $id) { postStatus deactivationReason { id } } }`, { id });
    return answer.job;
  }
}

export type Rgb = [number, number, number];

/** A small valid PNG, made without any image library; `pixel` gives each pixel's colour. */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgb,
): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.concat(
    Array.from({ length: height }, (_, y) =>
      Buffer.from([0, ...Array.from({ length: width }, (_, x) => pixel(x, y)).flat()]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small valid PNG of one colour. */
export function makePng(width = 8, height = 8, rgb: Rgb = [60, 180, 140]): Buffer {
  return encodePng(width, height, () => rgb);
}

/** A whole job ad as the API takes it, valid for 30 days. */
function jobData(name: string, fields: Record<string, unknown>): Record<string, unknown> {
  const runUntil = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return {
    name,
    type: 'companyOwner',
    companyName: 'El Nour Pharmacies',
    workplaceId: 'community-pharmacy',
    positionId: 'pharmacist',
    cityId: 'giza',
    regionId: 'giza.dokki',
    address: '12 Tahrir Street, Dokki',
    description: 'Evening shift from 4 pm to midnight, six days a week; two years of experience.',
    salary: { negotiable: true },
    email: 'jobs@elnour.example',
    phoneNumber: '01012345678',
    runUntil,
    ...fields,
  };
}

/** A whole facility ad as the API takes it: a pharmacy for sale in Dokki, Giza. */
function facilityData(name: string, fields: Record<string, unknown>): Record<string, unknown> {
  return {
    name,
    listedForId: 'sale',
    typeId: 'pharmacy',
    cityId: 'giza',
    regionId: 'giza.dokki',
    address: '12 Tahrir Street, Dokki',
    price: 1_250_000,
    income: 8000,
    spaceArea: 85,
    isClosed: false,
    imageUploadIds: [],
    description:
      'A licensed pharmacy with its stock and fittings, on a busy street near the metro.',
    phoneNumber: '01012345678',
    ...fields,
  };
}
