/**
 * The pages of each kind of post under `/{lang}` (SPEC §2), in one table: the web's links and
 * sign-in guard, the notifications' links and the server's link previews read it. A page is a
 * path without the language prefix; a detail page is `list/{id}`.
 */
export const POST_PAGES = {
  prescription: {
    service: 'prescriptions',
    list: 'prescriptions',
    mine: 'my-prescriptions',
    // Prescriptions are written in a dialog over the list, not on a page of their own.
    create: null,
    edit: 'edit-prescription',
  },
  job: {
    service: 'jobs',
    list: 'job-opportunities',
    mine: 'my-jobs',
    create: 'add-job',
    edit: 'add-job/edit',
  },
  facility: {
    service: 'facilities',
    list: 'facilities',
    mine: 'my-facilities',
    create: 'add-facility',
    edit: 'add-facility/edit',
  },
} as const satisfies Record<string, PostPages>;

export interface PostPages {
  /** The services-menu entry the kind belongs to (its login-required message). */
  service: 'prescriptions' | 'jobs' | 'facilities';
  list: string;
  mine: string;
  create: string | null;
  edit: string;
}

export type PostPageKind = keyof typeof POST_PAGES;

/** `/job-opportunities/{id}`: one post's page. */
export function postPath(kind: PostPageKind, id: string): string {
  return `/${POST_PAGES[kind].list}/${id}`;
}

/** `/add-job/edit/{id}`: the page where its author edits a post. */
export function postEditPath(kind: PostPageKind, id: string): string {
  return `/${POST_PAGES[kind].edit}/${id}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The post id of a kind's page (`job-opportunities/{id}`, the path after the language), in lower
 * case, or null for any other path.
 */
export function postIdOfPath(kind: PostPageKind, path: string): string | null {
  const [list, id, ...rest] = path.split('/');
  if (list !== POST_PAGES[kind].list || !id || rest.length > 0 || !UUID.test(id)) return null;
  return id.toLowerCase();
}
