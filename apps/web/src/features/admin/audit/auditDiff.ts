/** One key of a change: what it was and what it became. */
export type AuditDiffEntry =
  | { key: string; change: 'added'; after: unknown }
  | { key: string; change: 'removed'; before: unknown }
  | { key: string; change: 'changed'; before: unknown; after: unknown };

/**
 * What an event's values say about the change. An update that recorded `before` and `after`
 * (the server's `beforeAfter`) gives the difference of their keys; any other event gives its
 * values as recorded.
 */
export type AuditChange =
  | { kind: 'diff'; entries: AuditDiffEntry[] }
  | { kind: 'values'; entries: { key: string; value: unknown }[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function auditChange(values: unknown): AuditChange {
  const recorded = isRecord(values) ? values : {};
  const { before, after } = recorded;
  if (!isRecord(before) || !isRecord(after))
    return {
      kind: 'values',
      entries: Object.entries(recorded).map(([key, value]) => ({ key, value })),
    };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const entries: AuditDiffEntry[] = [];
  for (const key of keys) {
    const had = Object.hasOwn(before, key);
    const has = Object.hasOwn(after, key);
    if (had && has) {
      if (!same(before[key], after[key]))
        entries.push({ key, change: 'changed', before: before[key], after: after[key] });
    } else if (has) entries.push({ key, change: 'added', after: after[key] });
    else entries.push({ key, change: 'removed', before: before[key] });
  }
  return { kind: 'diff', entries };
}

/** A recorded value as text: strings as they are, anything else as compact JSON. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}
