import { UPLOAD_MAX_ASPECT_RATIO, UPLOAD_MAX_PIXELS, UPLOAD_MAX_SIDE } from '@dawa/shared/uploads';

/**
 * What decoding an image will cost, known from its header before a pixel is decoded, and the
 * queue that admits decodes within a memory budget, serving users in turn
 * (docs/decisions/0012-upload-memory-and-fairness.md has the measurements behind the figures).
 */

const MB = 1024 * 1024;

/**
 * The memory all decodes in flight may take together, and so the most one may take. The
 * server's own heap is capped near 320 MB (ADR 0005); this keeps an upload burst from more
 * than doubling it.
 */
export const DECODE_MEMORY_BUDGET = 256 * MB;
/** At most this many decodes at once, whatever their cost: each keeps a core busy. */
export const DECODE_CONCURRENCY = 2;

/** The header facts the estimate needs (a subset of sharp's metadata). */
export interface ImageHeader {
  format: string;
  width: number;
  height: number;
  channels?: number;
  /** libvips' band format: 'uchar' (8 bits a sample), 'ushort' (16)… */
  depth?: string;
  isProgressive?: boolean;
  chromaSubsampling?: string;
}

export type HeaderVerdict =
  { ok: true; cost: number } | { ok: false; reason: 'tooManyPixels' | 'shape' | 'tooCostly' };

/** Measured floor of any decode and re-encode: libvips, the output buffers, the thumbnail. */
const BASE_COST = 48 * MB;
/**
 * A streaming decode and resize holds a band of input lines at a time; how many grows with the
 * shrink factor. 1,024 lines of the input's width is above every case measured.
 */
const LINES_HELD = 1024;

/**
 * Whether to decode an image and what it will cost (bytes). Baseline JPEG, plain PNG and WebP
 * stream line by line; a progressive JPEG keeps all its DCT coefficients (2 bytes a sample)
 * and an interlaced PNG its whole frame until the last pass, so those cost their full size.
 */
export function judgeHeader(header: ImageHeader): HeaderVerdict {
  const { width, height } = header;
  if (width * height > UPLOAD_MAX_PIXELS) return { ok: false, reason: 'tooManyPixels' };
  const long = Math.max(width, height);
  const short = Math.max(1, Math.min(width, height));
  if (long > UPLOAD_MAX_SIDE || long / short > UPLOAD_MAX_ASPECT_RATIO)
    return { ok: false, reason: 'shape' };

  const channels = header.channels ?? 4;
  const sampleBytes = header.depth === 'ushort' ? 2 : header.depth === 'uchar' ? 1 : 4;
  let whole = 0;
  if (header.format === 'jpeg' && header.isProgressive) {
    // 4:2:0 keeps one full-size plane and two quarter-size ones.
    const samplesPerPixel = header.chromaSubsampling === '4:2:0' ? 1.5 : channels;
    whole = width * height * samplesPerPixel * 2;
  } else if (header.format === 'png' && header.isProgressive) {
    whole = width * height * channels * sampleBytes;
  }
  const cost = BASE_COST + width * channels * sampleBytes * LINES_HELD + whole;
  return cost > DECODE_MEMORY_BUDGET ? { ok: false, reason: 'tooCostly' } : { ok: true, cost };
}

interface Waiting {
  cost: number;
  start: () => void;
}

interface UserLine {
  waiting: Waiting[];
  running: number;
  /** When the user was last served (a tick of the queue); 0 before their first decode. */
  servedAt: number;
}

/**
 * Admits decodes while their costs fit the budget and fewer than `concurrency` run, taking
 * users in turn: each user has a line of their own, and the next decode comes from the user
 * served least recently. One user's backlog thus delays another's photo by at most the
 * decodes already running. A decode whose turn has come waits for the memory it needs rather
 * than letting cheaper ones pass (they would starve it).
 */
export class DecodeQueue {
  private running = 0;
  private memoryInUse = 0;
  private ticks = 0;
  /** Users with decodes waiting or running. */
  private readonly users = new Map<string, UserLine>();

  constructor(
    private readonly budget = DECODE_MEMORY_BUDGET,
    private readonly concurrency = DECODE_CONCURRENCY,
  ) {}

  /** Runs `work` once admitted; `cost` must not exceed the budget (see `judgeHeader`). */
  async run<T>(user: string, cost: number, work: () => Promise<T>): Promise<T> {
    const reserved = Math.min(cost, this.budget);
    let line = this.users.get(user);
    if (!line) {
      line = { waiting: [], running: 0, servedAt: 0 };
      this.users.set(user, line);
    }
    const own = line;
    await new Promise<void>((start) => {
      own.waiting.push({ cost: reserved, start });
      this.admit();
    });
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.memoryInUse -= reserved;
      own.running -= 1;
      if (own.running === 0 && own.waiting.length === 0) this.users.delete(user);
      this.admit();
    }
  }

  /** Decodes waiting and running, for metrics and tests. */
  get size(): { running: number; waiting: number; memoryInUse: number } {
    let waiting = 0;
    for (const line of this.users.values()) waiting += line.waiting.length;
    return { running: this.running, waiting, memoryInUse: this.memoryInUse };
  }

  private admit(): void {
    while (this.running < this.concurrency) {
      let next: UserLine | undefined;
      for (const line of this.users.values()) {
        if (line.waiting.length > 0 && (!next || line.servedAt < next.servedAt)) next = line;
      }
      const head = next?.waiting[0];
      if (!next || !head) return;
      if (this.running > 0 && this.memoryInUse + head.cost > this.budget) return;
      next.waiting.shift();
      this.ticks += 1;
      next.servedAt = this.ticks;
      next.running += 1;
      this.running += 1;
      this.memoryInUse += head.cost;
      head.start();
    }
  }
}
