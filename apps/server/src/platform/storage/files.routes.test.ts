import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesRoutes } from './files.routes';
import { createDiskStorage, type Storage } from './storage';

describe('GET /files/*', () => {
  let dir: string;
  let storage: Storage;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dawa-files-'));
    storage = createDiskStorage(dir);
    app = Fastify();
    await app.register(filesRoutes, { storage });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves a stored file with its content type, cached forever and never sniffed', async () => {
    const body = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0x01, 0x02]);
    await storage.put('prescriptions/2026/abc.webp', body, 'image/webp');

    const response = await app.inject({ method: 'GET', url: '/files/prescriptions/2026/abc.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(body)).toBe(true);
  });

  it('never serves an upload, however the URL spells its key (their route checks access)', async () => {
    await storage.put('uploads/prescription/p1.webp', Buffer.from('RIFF'), 'image/webp');
    for (const url of [
      '/files/uploads/prescription/p1.webp',
      '/files/uploads%2Fprescription%2Fp1.webp',
      '/files/uploads%2fprescription/p1.webp',
    ])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('sandboxes files a browser would open as a document, but not PDFs', async () => {
    await storage.put(
      'attachments/page.html',
      Buffer.from('<script>alert(1)</script>'),
      'text/html',
    );
    await storage.put('attachments/cv.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');

    const html = await app.inject({ method: 'GET', url: '/files/attachments/page.html' });
    expect(html.headers['content-security-policy']).toMatch(/default-src 'none'.*; sandbox$/);
    const pdf = await app.inject({ method: 'GET', url: '/files/attachments/cv.pdf' });
    expect(pdf.headers['content-security-policy']).not.toContain('sandbox');
  });

  it.each([
    '/files/prescriptions/2026/missing.webp',
    '/files/',
    '/files/../package.json',
    '/files/prescriptions/%2e%2e/%2e%2e/package.json',
    '/files/prescriptions/2026/.abc.webp.json',
    '/files/a%00b.webp',
  ])('answers 404 for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
