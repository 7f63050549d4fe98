import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { COMMENT_PAGE_SIZE } from '@dawa/shared/prescriptions';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { applyCommentChange, type CommentState } from './commentState';
import {
  CommentsChangedSubscription,
  PrescriptionCommentsQuery,
  type CommentItem,
} from './prescriptions.graphql';
import { useLiveSubscription } from '../../app/urql/useLiveSubscription';

export interface Comments {
  items: CommentItem[] | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  failed: boolean;
  loadMore: () => void;
  retry: () => void;
  apply: (kind: 'add' | 'update' | 'remove', id: string, comment: CommentItem | null) => void;
}

const EMPTY: CommentState<CommentItem> = {
  items: undefined,
  endCursor: null,
  hasMore: false,
};

/**
 * The comments of a prescription, 5 at a time newest first (SPEC §9), kept live.
 * `onAddedOrRemoved` hears of every comment created or deleted, ours or live, repeats included.
 */
export function useComments(
  prescriptionId: string,
  enabled: boolean,
  onAddedOrRemoved: () => void,
): Comments {
  const client = useClient();
  const handleApiError = useApiErrorHandler();
  const [state, setState] = useState<CommentState<CommentItem> & { key: string }>({
    ...EMPTY,
    key: '',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const fetchPage = useCallback(
    async (after: string | null) => {
      const result = await client
        .query(
          PrescriptionCommentsQuery,
          { prescriptionId, first: COMMENT_PAGE_SIZE, after },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      if (result.error) {
        handleApiError(result.error);
        return null;
      }
      return result.data?.prescriptionComments ?? null;
    },
    [client, prescriptionId, handleApiError],
  );

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    void fetchPage(null).then((page) => {
      if (cancelled) return;
      if (!page) {
        setFailed(true);
        return;
      }
      setFailed(false);
      setState({
        key: prescriptionId,
        items: page.items,
        endCursor: page.pageInfo.endCursor ?? null,
        hasMore: page.pageInfo.hasNextPage,
      });
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, fetchPage, prescriptionId, attempt]);

  const current = state.key === prescriptionId ? state : { ...EMPTY, key: prescriptionId };

  const loadMore = () => {
    if (!current.endCursor || loadingMore) return;
    setLoadingMore(true);
    void fetchPage(current.endCursor).then((page) => {
      setLoadingMore(false);
      if (!page) return;
      setState((previous) => {
        const known = new Set(previous.items?.map((item) => item.id));
        return {
          ...previous,
          items: [...(previous.items ?? []), ...page.items.filter((item) => !known.has(item.id))],
          endCursor: page.pageInfo.endCursor ?? previous.endCursor,
          hasMore: page.pageInfo.hasNextPage,
        };
      });
    });
  };

  const apply = (kind: 'add' | 'update' | 'remove', id: string, comment: CommentItem | null) => {
    setState((previous) => ({
      ...previous,
      ...applyCommentChange(previous, { kind, id, comment }),
    }));
    if (kind !== 'update') onAddedOrRemoved();
  };

  useLiveSubscription(
    CommentsChangedSubscription,
    { prescriptionId },
    ({ prescriptionCommentsChanged: change }) =>
      apply(change.kind, change.id, change.comment ?? null),
    // Comments of the gap are not replayed: the first page again.
    { pause: !enabled, onReopen: () => setAttempt((value) => value + 1) },
  );

  return {
    items: current.items,
    hasMore: current.hasMore,
    loadingMore,
    failed,
    loadMore,
    retry: () => setAttempt((value) => value + 1),
    apply,
  };
}
