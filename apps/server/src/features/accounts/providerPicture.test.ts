import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProviderPicture } from './providerPicture';

/** A picture host on 127.0.0.1: each path answers as the test needs. */
let server: Server;
let origin: string;
const source = { hosts: ['127.0.0.1'], protocols: ['http:'] };

beforeAll(async () => {
  server = createServer((request, response) => {
    switch (request.url) {
      case '/small.png':
        return response.end(Buffer.alloc(100, 1));
      case '/declared-large.png':
        return response.writeHead(200, { 'content-length': '5000' }).end(Buffer.alloc(5000));
      case '/streamed-large.png':
        // Chunked, no length: the cap has to hold while reading.
        response.write(Buffer.alloc(600));
        return response.end(Buffer.alloc(600));
      case '/hop':
        return response.writeHead(302, { location: '/small.png' }).end();
      case '/away':
        return response.writeHead(302, { location: 'http://localhost:9/small.png' }).end();
      case '/loop':
        return response.writeHead(302, { location: '/loop' }).end();
      case '/slow.png':
        return setTimeout(() => response.end(Buffer.alloc(10)), 1000);
      default:
        return response.writeHead(404).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

const fetchPicture = (path: string, options?: { maxBytes?: number; timeoutMs?: number }) =>
  fetchProviderPicture(`${origin}${path}`, source, { maxBytes: 1000, ...options });

describe('fetchProviderPicture', () => {
  it('reads a picture, also behind a redirect that stays on the provider', async () => {
    expect((await fetchPicture('/small.png')).length).toBe(100);
    expect((await fetchPicture('/hop')).length).toBe(100);
  });

  it('refuses a redirect off the provider’s hosts, and endless redirects', async () => {
    await expect(fetchPicture('/away')).rejects.toThrow('not a picture host');
    await expect(fetchPicture('/loop')).rejects.toThrow('too many redirects');
  });

  it('stops at the size cap, declared or streamed', async () => {
    await expect(fetchPicture('/declared-large.png')).rejects.toThrow('too large');
    await expect(fetchPicture('/streamed-large.png')).rejects.toThrow('too large');
  });

  it('gives up on a slow host and on an error answer', async () => {
    await expect(fetchPicture('/slow.png', { timeoutMs: 200 })).rejects.toThrow();
    await expect(fetchPicture('/missing.png')).rejects.toThrow('answered 404');
  });

  it('refuses a host that is not the provider’s without asking it', async () => {
    await expect(
      fetchProviderPicture('http://169.254.169.254/latest/meta-data', source),
    ).rejects.toThrow('not a picture host');
  });
});
