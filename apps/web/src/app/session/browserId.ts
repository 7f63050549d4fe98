const pageIds = new Map<string, string>();

/**
 * An id made once for this browser and kept in localStorage under `key`; where storage is
 * blocked (private mode), an id for this page only.
 */
export function browserId(key: string): string {
  try {
    const stored = localStorage.getItem(key);
    if (stored) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(key, created);
    return created;
  } catch {
    let id = pageIds.get(key);
    if (!id) pageIds.set(key, (id = crypto.randomUUID()));
    return id;
  }
}
