/**
 * The kinds of post with a public list, a page each and a form (jobs, facilities), and the
 * catalogue of each: their catalogues hold the same keys under `form.*`, `detail.*` and
 * `card.*` that the shared post blocks say.
 */
export const LISTED_KIND_NAMESPACES = { job: 'jobs', facility: 'facilities' } as const;

export type ListedKind = keyof typeof LISTED_KIND_NAMESPACES;
