// Percentiles and number formatting shared by the parts of the search benchmark.

/** Nearest-rank percentile of the samples (`p` in 0..100); NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}

/** Rounds to `digits` decimals; keeps NaN and null as null for JSON. */
export function round(value: number | null | undefined, digits = 3): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function mb(bytes: number): number {
  return bytes / (1024 * 1024);
}

/** The resident set of a process in MB from /proc (Linux), or null elsewhere. */
export async function processRssMb(
  pid: number,
  field: 'VmRSS' | 'VmHWM' = 'VmRSS',
): Promise<number | null> {
  try {
    const { readFile } = await import('node:fs/promises');
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system, ms) a process has used, from /proc (Linux), or null elsewhere. */
export async function processCpuMs(pid: number): Promise<number | null> {
  try {
    const { readFile } = await import('node:fs/promises');
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3 (state).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    // Linux reports in clock ticks, USER_HZ = 100 on every common platform.
    return ticks * 10;
  } catch {
    return null;
  }
}
