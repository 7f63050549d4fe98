import { useState } from 'react';
import type { TypedDocumentNode } from 'urql';
import type { PageVariables } from '../paging/cursorPaging';
import type { CursorPage } from '../paging/useCursorPage';
import { usePagedQuery } from '../paging/usePagedQuery';
import { useLiveSubscription } from '../urql/useLiveSubscription';

/** A post's change as a kind's `<kind>Changed` subscription tells it. */
interface PostChange {
  id: string;
  kind: string;
}

/**
 * A kind's public list, a page at a time (`usePagedQuery`), kept live: a newly accepted post
 * while on the first page, or a change to one shown, asks the server for the page again (which
 * applies the filters), and so does the stream reopened after a gap (ADR 0018).
 */
export function useLivePostList<
  Field extends string,
  T extends { id: string },
  Extra extends Record<string, unknown>,
  Change,
>(
  query: TypedDocumentNode<Record<Field, CursorPage<T>>, PageVariables & Extra>,
  field: Field,
  size: number,
  variables: Extra,
  subscription: TypedDocumentNode<Change, { mine: boolean }>,
  changeOf: (data: Change) => PostChange,
) {
  const [reloadKey, setReloadKey] = useState(0);
  const paged = usePagedQuery(query, field, size, reloadKey, variables);
  const reload = () => setReloadKey((key) => key + 1);
  useLiveSubscription(
    subscription,
    { mine: false },
    (data) => {
      const change = changeOf(data);
      const shown = paged.current?.items.some((item) => item.id === change.id) ?? false;
      if (shown || (change.kind === 'add' && paged.page === 1)) reload();
    },
    { onReopen: reload },
  );
  return paged;
}
