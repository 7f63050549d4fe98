import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, type CombinedError } from 'urql';
import { MODERATION_PAGE_SIZE } from '@dawa/shared/posts';
import { ModerationQueueQuery, type PostKind, type QueueItem } from './moderation.graphql';
import { initialQueue, withoutItem, withPage, type QueueState } from './queueState';

export interface ModerationQueue extends QueueState<QueueItem> {
  /** The last failed load (for the app's error handler). */
  error: CombinedError | undefined;
  loadMore: () => void;
  /** Asks for the first page again (posts submitted since the page opened). */
  refresh: () => void;
  remove: (id: string) => void;
}

/**
 * The pending posts of one kind, newest first, a page at a time. Always asked from the
 * network: another moderator may have handled posts since. Mount it per kind (`key={kind}`).
 */
export function useModerationQueue(kind: PostKind): ModerationQueue {
  const client = useClient();
  const [state, setState] = useState<QueueState<QueueItem>>(initialQueue);
  const [error, setError] = useState<CombinedError>();
  // Only the latest request may write: a refresh overtakes a slow "load more".
  const latest = useRef(0);

  const fetchPage = useCallback(
    (after: string | null) =>
      client
        .query(
          ModerationQueueQuery,
          { kind, first: MODERATION_PAGE_SIZE, after },
          { requestPolicy: 'network-only' },
        )
        .toPromise(),
    [client, kind],
  );

  /** Asks for a page; only the latest request's answer is applied. */
  const load = useCallback(
    (mode: 'replace' | 'append', after: string | null) => {
      const ticket = ++latest.current;
      void fetchPage(after).then((result) => {
        if (ticket !== latest.current) return;
        const page = result.data?.moderationQueue;
        if (result.error || !page) {
          setError(result.error);
          setState((previous) => ({ ...previous, status: 'error' }));
          return;
        }
        setError(undefined);
        setState((previous) => withPage(previous, page, mode));
      });
    },
    [fetchPage],
  );

  useEffect(() => {
    load('replace', null);
  }, [load]);

  const loadMore = useCallback(() => {
    if (!state.hasMore || state.status === 'loadingMore') return;
    setState((previous) => ({ ...previous, status: 'loadingMore' }));
    load('append', state.endCursor);
  }, [load, state.hasMore, state.status, state.endCursor]);

  const refresh = useCallback(() => {
    setState((previous) => ({ ...previous, status: 'loading' }));
    load('replace', null);
  }, [load]);

  const remove = useCallback((id: string) => {
    setState((previous) => withoutItem(previous, id));
  }, []);

  return { ...state, error, loadMore, refresh, remove };
}
