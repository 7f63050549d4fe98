import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { deflateSync } from 'node:zlib';
import path from 'node:path';
import sharp from 'sharp';
import { addDays, cairoDate } from '@dawa/shared/time';
import { UPLOAD_PATH, type UploadAnswer, type UploadPurpose } from '@dawa/shared/uploads';
import { expect } from 'vitest';
import type { TestServer } from './server';

/** A signed-in test user: its session cookie (see `TestServer.signIn`). */
export interface SignedIn {
  cookie: string;
}

/**
 * `server.graphql` as `user` (or signed out), each call from its own address
 * `10.{network}.x.y` in `X-Forwarded-For`, so the per-IP limits do not interfere (the server
 * runs with `TRUST_PROXY`). A test file takes a `network` of its own; `server` is read at each
 * call, so the helper can be made before `beforeAll` starts the server.
 */
export function graphqlFromOwnAddresses(server: () => TestServer, network: number) {
  let ip = 0;
  return <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    user?: SignedIn,
  ) =>
    server().graphql<T>(query, variables, {
      ...(user ? { cookie: user.cookie } : {}),
      headers: { 'x-forwarded-for': `10.${network}.${Math.floor(++ip / 250)}.${ip % 250}` },
    });
}

/** Uploads an image through `/api/uploads` as `user` (a prescription photo unless told); its id. */
export async function uploadImage(
  server: TestServer,
  user: SignedIn,
  image: Buffer,
  purpose: UploadPurpose = 'prescription',
): Promise<string> {
  const response = await fetch(`${server.url}${UPLOAD_PATH}?purpose=${purpose}`, {
    method: 'POST',
    headers: { cookie: user.cookie, 'x-file-name': `${purpose}.png` },
    body: new Uint8Array(image),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as UploadAnswer).id;
}

/** A plain PNG of the given size, as a camera or a provider would send one. */
export function pngImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();
}

/**
 * A built web app reduced to its `index.html` (title and description), for the server's page
 * answers such as link previews; pass it as `WEB_DIST_DIR`. The caller removes the folder.
 */
export function builtWebApp(): string {
  const webDir = mkdtempSync(path.join(tmpdir(), 'dawa-web-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><meta name="description" content="Dawa" /><title>Dawa</title></head><body></body></html>',
  );
  return webDir;
}

/** A valid PropertyInput (a pharmacy for sale in Dokki, 2.5 million L.E., 60 m², opened). */
export const facilityInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pharmacy for sale in Dokki',
  address: '12 Tahrir Street, Dokki',
  income: 15000,
  cityId: 'giza',
  regionId: 'giza.dokki',
  listedForId: 'sale',
  typeId: 'pharmacy',
  price: 2_500_000,
  imageUploadIds: [],
  description: 'A licensed pharmacy on a busy street, with its stock and fittings.',
  phoneNumber: '01012345678',
  spaceArea: 60,
  isClosed: false,
  ...overrides,
});

/** A valid `JobInput` (an evening pharmacist's ad in Dokki, running 30 days), with `overrides`. */
export const jobInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pharmacist for the evening shift',
  type: 'companyOwner',
  companyName: 'El Nour Pharmacies',
  workplaceId: 'community-pharmacy',
  positionId: 'pharmacist',
  cityId: 'giza',
  regionId: 'giza.dokki',
  address: '12 Tahrir Street, Dokki',
  description: 'Evening shift 4 pm to midnight, six days a week. Two years of experience.',
  salary: { negotiable: false, from: 9000, to: 12000, period: 'month' },
  email: 'jobs@elnour.example',
  phoneNumber: '01012345678',
  runUntil: addDays(cairoDate(), 30),
  ...overrides,
});

/**
 * A one-page PDF with a valid cross-reference table. `catalog` adds entries to its catalogue
 * (an `/OpenAction` to test refusals); `objects` adds whole objects (numbered from 4) given as
 * their text between `obj` and `endobj`, binary allowed (latin1).
 */
export function pdfDocument(options: { catalog?: string; objects?: string[] } = {}): Buffer {
  const bodies = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ...(options.objects ?? []),
  ];
  let text = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

/** An object stream (`/Type /ObjStm`) holding `objects`, deflated unless `filter` says else. */
export function pdfObjectStream(objects: string, filter = '/FlateDecode'): string {
  const data =
    filter === '/FlateDecode' ? deflateSync(Buffer.from(objects, 'latin1')) : Buffer.from(objects);
  return `<< /Type /ObjStm /N 1 /First 0 /Length ${data.length} /Filter ${filter} >>\nstream\n${data.toString('latin1')}\nendstream`;
}
