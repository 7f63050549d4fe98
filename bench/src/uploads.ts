// `npm run bench:uploads` (issue #21): the upload route against hostile and heavy images, on the
// built server (`npm run build` first) started as `npm start` starts it. An adversarial corpus is
// made here at run time; for each input, with one and with two sent at once: the answers, the
// time and the server's peak RSS over its RSS just before (Linux: VmHWM, reset through
// /proc/<pid>/clear_refs). Then fairness: a normal photo alone, and behind a flood of 50 large
// uploads from two accounts. Targets: no input raises the peak by more than 300 MB, a refusal
// answers in under 100 ms, the photo behind the flood in under 2 s.
import { readFileSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { TERMS_ACCEPTED_FIELD } from '@dawa/shared/legal';
import { UPLOADS_IN_FLIGHT_PER_USER } from '../../apps/server/src/features/uploads/uploads.policy';
import { startBenchServer } from './server';

const server = await startBenchServer(3210, {
  TRUST_PROXY: '1',
  PUBLIC_URL: 'http://127.0.0.1:3210',
});
const pid = server.pid;
if (pid === undefined) throw new Error('bench:uploads measures its own server: unset BENCH_URL');

// ---------------------------------------------------------------- the corpus

/** A PNG of zeros (filter 0 on every row), deflated: tiny on the wire, huge once decoded. */
function zeroPng(
  width: number,
  height: number,
  colourType: 0 | 2 | 3 | 4 | 6,
  bitDepth: 8 | 16,
  extraChunks: Buffer[] = [],
): Buffer {
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colourType];
  const rowBytes = 1 + Math.ceil((width * channels * bitDepth) / 8);
  const raw = Buffer.alloc(rowBytes * height);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, colourType, 0, 0, 0], 8);
  const palette = colourType === 3 ? [chunk('PLTE', Buffer.from([0, 128, 96]))] : [];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...palette,
    ...extraChunks,
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A zTXt chunk whose text inflates to `megabytes` MB. */
function zTxtBomb(megabytes: number): Buffer {
  const text = deflateSync(Buffer.alloc(megabytes * 1024 * 1024, 0x41), { level: 9 });
  return chunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), text]));
}

/** Camera-like noise, so encoders cannot shrink it to nothing (`sigma`: how much detail). */
const noise = (width: number, height: number, sigma = 40) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  });

async function animatedWebp(frames: number, side: number): Promise<Buffer> {
  const frame = await noise(side, side).png().toBuffer();
  return sharp(
    Array.from({ length: frames }, () => frame),
    { join: { animated: true } },
  )
    .webp({ quality: 80, effort: 0 })
    .toBuffer();
}

console.log('Making the corpus…');
const corpus: { name: string; bytes: Buffer }[] = [
  { name: 'photo 12 MP JPEG', bytes: await noise(4000, 3000).jpeg({ quality: 85 }).toBuffer() },
  {
    name: 'photo 12 MP JPEG q95 (under 10 MB)',
    bytes: await noise(4000, 3000).jpeg({ quality: 95 }).toBuffer(),
  },
  {
    name: '40 MP progressive JPEG',
    bytes: await noise(7300, 5479, 8).jpeg({ quality: 75, progressive: true }).toBuffer(),
  },
  {
    name: '40 MP baseline JPEG',
    bytes: await noise(7300, 5479, 8).jpeg({ quality: 75 }).toBuffer(),
  },
  { name: 'animated WebP 30 × 1024²', bytes: await animatedWebp(30, 1024) },
  { name: 'PNG 16384 × 2441 RGBA (40 MP)', bytes: zeroPng(16384, 2441, 6, 8) },
  { name: 'PNG 16384 × 820 RGBA 16-bit (1:20)', bytes: zeroPng(16384, 820, 6, 16) },
  { name: 'PNG 9,000,000 × 4 RGBA', bytes: zeroPng(9_000_000, 4, 6, 8) },
  { name: 'PNG 4 × 9,000,000 RGBA', bytes: zeroPng(4, 9_000_000, 6, 8) },
  { name: 'PNG 100,000 × 100 grey', bytes: zeroPng(100_000, 100, 0, 8) },
  { name: 'PNG 16385 × 1000 RGB', bytes: zeroPng(16385, 1000, 2, 8) },
  { name: 'PNG 6000 × 6000 palette', bytes: zeroPng(6000, 6000, 3, 8) },
  { name: 'PNG 6000 × 6000 grey+alpha 16-bit', bytes: zeroPng(6000, 6000, 4, 16) },
  { name: 'PNG 6000 × 6000 RGB 16-bit', bytes: zeroPng(6000, 6000, 2, 16) },
  { name: 'PNG 50,000 × 50,000 (2.5 GP)', bytes: zeroPng(50_000, 50_000, 0, 8) },
  { name: 'PNG 1000² + 256 MB zTXt', bytes: zeroPng(1000, 1000, 2, 8, [zTxtBomb(256)]) },
];

// ---------------------------------------------------------------- the server's memory

const statusKb = (field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Number(/\d+/.exec(line ?? '')?.[0] ?? 0);
};
/** Sets the peak back to the current RSS (`clear_refs` 5). */
const resetPeak = () => writeFileSync(`/proc/${pid}/clear_refs`, '5');

// ---------------------------------------------------------------- accounts and uploads

let address = 0;
/** A fresh account from an address of its own (sign-up and upload limits are per address/user). */
async function signUp(): Promise<string> {
  address += 1;
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'x-forwarded-for': `10.77.${Math.floor(address / 250)}.${address % 250}`,
    },
    body: JSON.stringify({
      email: `bench-uploads-${Date.now()}-${address}@dawa.test`,
      password: 'bench-uploads-2026',
      name: 'Bench Uploads',
      [TERMS_ACCEPTED_FIELD]: true,
    }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return cookie;
}

interface Answer {
  status: number;
  code: string;
  ms: number;
}

async function upload(cookie: string, bytes: Buffer): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/uploads?purpose=prescription`, {
    method: 'POST',
    headers: { cookie, 'x-file-name': 'bench.bin', 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  const body = (await response.json()) as {
    code?: string;
    fieldErrors?: { message: string }[];
  };
  return {
    status: response.status,
    code: body.fieldErrors?.[0]?.message ?? body.code ?? 'stored',
    ms: performance.now() - started,
  };
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`);

// ---------------------------------------------------------------- memory per input

const rows: string[][] = [];
let worstPeakKb = 0;
let slowestRefusalMs = 0;
try {
  // Warm up: the first decode loads libvips' code and the first sessions.
  await upload(await signUp(), corpus[0]?.bytes ?? Buffer.alloc(0));
  console.log(`Server at rest: RSS ${mb(statusKb('VmRSS'))}\n`);
  for (const input of corpus) {
    const cells = [input.name, `${(input.bytes.length / 1024 / 1024).toFixed(1)} MB`];
    for (const concurrency of [1, 2]) {
      const cookies = await Promise.all(Array.from({ length: concurrency }, signUp));
      const before = statusKb('VmRSS');
      resetPeak();
      const answers = await Promise.all(cookies.map((cookie) => upload(cookie, input.bytes)));
      const peakKb = statusKb('VmHWM') - before;
      worstPeakKb = Math.max(worstPeakKb, peakKb);
      const refused = answers.filter((answer) => answer.status !== 201);
      for (const answer of refused) slowestRefusalMs = Math.max(slowestRefusalMs, answer.ms);
      const first = answers[0];
      if (concurrency === 1) cells.push(`${first?.status} ${first?.code}`);
      cells.push(seconds(Math.max(...answers.map((answer) => answer.ms))), mb(peakKb));
    }
    rows.push(cells);
  }

  const header = ['input', 'sent', 'answer', '×1 time', '×1 peak', '×2 time', '×2 peak'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(
    `\nWorst peak over rest: ${mb(worstPeakKb)} (target ≤ 300 MB); slowest refusal: ${seconds(slowestRefusalMs)} (target < 100 ms)\n`,
  );

  // -------------------------------------------------------------- fairness
  const photo = await noise(1600, 1200).jpeg({ quality: 85 }).toBuffer();
  const large = corpus[0]?.bytes ?? photo;
  const alone = await upload(await signUp(), photo);
  const [floodA, floodB, bystander] = [await signUp(), await signUp(), await signUp()];
  const flood = [
    ...Array.from({ length: 25 }, () => upload(floodA, large)),
    ...Array.from({ length: 25 }, () => upload(floodB, large)),
  ];
  // The flood is on its way; then someone else sends an ordinary photo.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const behind = await upload(bystander, photo);
  const flooded = await Promise.all(flood);
  const stored = flooded.filter((answer) => answer.status === 201).length;
  const limited = flooded.filter((answer) => answer.status === 429).length;
  console.log(`A 2 MP photo alone: ${seconds(alone.ms)} (${alone.status})`);
  console.log(
    `The same behind 50 uploads of 12 MP from two accounts: ${seconds(behind.ms)} (${behind.status}; target ≤ 2 s)`,
  );
  console.log(
    `The flood: ${stored} stored, ${limited} answered 429 at once (at most ${UPLOADS_IN_FLIGHT_PER_USER} in flight per user), last answer after ${seconds(Math.max(...flooded.map((answer) => answer.ms)))}`,
  );
  console.log(
    JSON.stringify({
      worstPeakMb: Math.round(worstPeakKb / 1024),
      slowestRefusalMs: Math.round(slowestRefusalMs),
      photoAloneMs: Math.round(alone.ms),
      photoBehindFloodMs: Math.round(behind.ms),
    }),
  );
} finally {
  await server.stop();
}
