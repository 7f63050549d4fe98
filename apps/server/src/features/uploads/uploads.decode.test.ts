import { describe, expect, it } from 'vitest';
import { DECODE_MEMORY_BUDGET, DecodeQueue, judgeHeader } from './uploads.decode';

const MB = 1024 * 1024;

describe('judgeHeader', () => {
  const photo = { format: 'jpeg', width: 4000, height: 3000, channels: 3, depth: 'uchar' };

  it('refuses too many pixels, a side over 16384 px or a shape beyond 20:1', () => {
    expect(judgeHeader({ ...photo, width: 8000, height: 6000 })).toEqual({
      ok: false,
      reason: 'tooManyPixels',
    });
    expect(judgeHeader({ ...photo, width: 9_000_000, height: 4 })).toEqual({
      ok: false,
      reason: 'shape',
    });
    expect(judgeHeader({ ...photo, width: 16_385, height: 2000 })).toMatchObject({
      reason: 'shape',
    });
    expect(judgeHeader({ ...photo, width: 300, height: 6001 })).toMatchObject({
      reason: 'shape',
    });
    expect(judgeHeader({ ...photo, width: 300, height: 6000 }).ok).toBe(true);
  });

  it('prices what must be held whole: progressive JPEG coefficients, interlaced PNG frames', () => {
    const baseline = judgeHeader({ ...photo, width: 7700, height: 5190 });
    const progressive = judgeHeader({
      ...photo,
      width: 7700,
      height: 5190,
      isProgressive: true,
      chromaSubsampling: '4:2:0',
    });
    if (!baseline.ok || !progressive.ok) throw new Error('both are accepted');
    // 40 MP × 1.5 samples × 2 bytes of coefficients on top of the streaming cost.
    expect(progressive.cost - baseline.cost).toBe(7700 * 5190 * 3);
    expect(baseline.cost).toBeLessThan(100 * MB);

    const interlaced16 = { format: 'png', width: 7700, height: 5190, channels: 4 };
    expect(judgeHeader({ ...interlaced16, depth: 'ushort', isProgressive: true })).toEqual({
      ok: false,
      reason: 'tooCostly',
    });
    expect(judgeHeader({ ...interlaced16, depth: 'ushort', isProgressive: false }).ok).toBe(true);
  });
});

/** A decode the test finishes by hand. */
function decodeControl() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const start = (queue: DecodeQueue, user: string, name: string, cost = MB) =>
    queue.run(user, cost, () => {
      started.push(name);
      return new Promise<string>((resolve) => finishers.set(name, () => resolve(name)));
    });
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  const finish = async (name: string) => {
    await tick();
    const resolve = finishers.get(name);
    if (!resolve) throw new Error(`${name} has not started`);
    resolve();
    // Let the queue admit the next one.
    await tick();
  };
  return { started, start, finish };
}

describe('DecodeQueue', () => {
  it('serves users in turn: a backlog delays another user by the decodes already running', async () => {
    const queue = new DecodeQueue(DECODE_MEMORY_BUDGET, 2);
    const { started, start, finish } = decodeControl();
    const flood = Array.from({ length: 20 }, (_, i) => start(queue, 'flooder', `f${i}`));
    const photo = start(queue, 'someone', 'photo');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['f0', 'f1']);
    expect(queue.size).toMatchObject({ running: 2, waiting: 19 });

    await finish('f0');
    expect(started).toEqual(['f0', 'f1', 'photo']);
    await finish('photo');
    expect(await photo).toBe('photo');
    for (let i = 1; i < 20; i++) await finish(`f${i}`);
    expect(await Promise.all(flood)).toHaveLength(20);
    expect(queue.size).toEqual({ running: 0, waiting: 0, memoryInUse: 0 });
  });

  it('alternates between users with backlogs', async () => {
    const queue = new DecodeQueue(DECODE_MEMORY_BUDGET, 1);
    const { started, start, finish } = decodeControl();
    for (const name of ['a1', 'a2', 'a3']) void start(queue, 'a', name);
    for (const name of ['b1', 'b2']) void start(queue, 'b', name);
    for (const name of ['a1', 'b1', 'a2', 'b2', 'a3']) await finish(name);
    expect(started).toEqual(['a1', 'b1', 'a2', 'b2', 'a3']);
  });

  it('keeps the decodes in flight within the memory budget', async () => {
    const queue = new DecodeQueue(200 * MB, 2);
    const { started, start, finish } = decodeControl();
    void start(queue, 'a', 'large', 150 * MB);
    void start(queue, 'b', 'second large', 150 * MB);
    void start(queue, 'c', 'small', 10 * MB);
    await new Promise((resolve) => setImmediate(resolve));
    // The second large one's turn has come: it waits for memory, and the small one behind it.
    expect(started).toEqual(['large']);
    expect(queue.size.memoryInUse).toBe(150 * MB);
    await finish('large');
    expect(started).toEqual(['large', 'second large', 'small']);
    await finish('second large');
    await finish('small');
    expect(queue.size.memoryInUse).toBe(0);
  });

  it('gives the slot back when a decode fails', async () => {
    const queue = new DecodeQueue(DECODE_MEMORY_BUDGET, 1);
    await expect(queue.run('a', MB, () => Promise.reject(new Error('damaged')))).rejects.toThrow(
      'damaged',
    );
    expect(await queue.run('a', MB, () => Promise.resolve('next'))).toBe('next');
  });
});
