import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1 (allowed outside production): what it received, what it answers. */
export interface PushService {
  /** An endpoint URL of this service. */
  endpoint(path: string): string;
  received: ReceivedPush[];
  /** The status each path answers (201 when not set). */
  answers: Map<string, number>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({
        path,
        method: request.method ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription to `endpoint`, with the keys to read what is pushed to it. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: {
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
      },
    },
    /** The payload of a push sent to this subscription (RFC 8291, aes128gcm), as JSON. */
    read: (body: Buffer): unknown => JSON.parse(decrypt(body, ecdh, authSecret).toString('utf8')),
  };
}

/** RFC 8188 / 8291 decryption of one record, as a browser does it. */
function decrypt(body: Buffer, ecdh: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const keyLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyLength);
  const record = body.subarray(21 + keyLength);
  const info = (label: string) => Buffer.from(`${label}\0`);
  const keyInfo = Buffer.concat([info('WebPush: info'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(
    hkdfSync('sha256', ecdh.computeSecret(senderKey), authSecret, keyInfo, 32),
  );
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zeros.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end);
}
