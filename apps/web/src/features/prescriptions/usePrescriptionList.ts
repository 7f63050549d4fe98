import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { PRESCRIPTION_PAGE_SIZE } from '@dawa/shared/prescriptions';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import {
  cursorFromState,
  pageItems,
  pageVariables,
  pagerState,
  parsePage,
  restoreVariables,
  type PagerState,
} from '../../app/paging/cursorPaging';
import { applyLiveChange, isOwnListed, isPubliclyListed } from './live';
import {
  MyPrescriptionsQuery,
  PrescriptionChangedSubscription,
  PrescriptionsQuery,
  type PrescriptionItem,
} from './prescriptions.graphql';
import { useLiveSubscription } from '../../app/urql/useLiveSubscription';

export interface PrescriptionList {
  page: number;
  /** Undefined while the first answer is on its way. */
  items: PrescriptionItem[] | undefined;
  pager: PagerState | undefined;
  fetching: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The page of the URL (`?page=`, cursor in the history state: see app/paging/cursorPaging.ts),
 * kept live with `prescriptionChanged` by the SPEC §4 rules.
 */
export function usePrescriptionList(mine: boolean): PrescriptionList {
  const [params] = useSearchParams();
  const location = useLocation();
  const page = parsePage(params.get('page'));
  const cursor = cursorFromState(location.state);
  const variables = useMemo(
    () =>
      pageVariables(page, cursor, PRESCRIPTION_PAGE_SIZE) ??
      restoreVariables(page, PRESCRIPTION_PAGE_SIZE),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cursor's strings are its identity
    [page, cursor?.after, cursor?.before],
  );
  const [publicResult, reexecutePublic] = useQuery({
    query: PrescriptionsQuery,
    variables,
    requestPolicy: 'cache-and-network',
    pause: mine,
  });
  const [mineResult, reexecuteMine] = useQuery({
    query: MyPrescriptionsQuery,
    variables,
    requestPolicy: 'cache-and-network',
    pause: !mine,
  });
  const result = mine ? mineResult : publicResult;
  const reexecute = mine ? reexecuteMine : reexecutePublic;
  useApiErrorEffect(result.error);

  const connection = mine ? mineResult.data?.myPrescriptions : publicResult.data?.prescriptions;
  const base = useMemo(
    () =>
      connection ? pageItems(connection.items, page, variables, PRESCRIPTION_PAGE_SIZE) : undefined,
    [connection, page, variables],
  );

  // Live changes apply to the answer shown; a new answer starts over from it.
  const [live, setLive] = useState<{ base: typeof base; items: PrescriptionItem[] | undefined }>({
    base,
    items: base,
  });
  if (live.base !== base) setLive({ base, items: base });

  const pageInfo = connection?.pageInfo;
  const atStart = page === 1;
  const atEnd = pageInfo ? !pageInfo.hasNextPage : false;
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useLiveSubscription(
    PrescriptionChangedSubscription,
    { mine },
    ({ prescriptionChanged: change }) => {
      setLive((current) =>
        current.items
          ? {
              ...current,
              items: applyLiveChange(
                current.items,
                { kind: change.kind, id: change.id, item: change.prescription },
                mine ? isOwnListed : isPubliclyListed,
                { atStart, atEnd },
              ),
            }
          : current,
      );
    },
    { onReopen: retry },
  );

  return {
    page,
    items: live.items,
    pager: pageInfo ? pagerState(page, pageInfo, variables) : undefined,
    fetching: result.fetching,
    failed: Boolean(result.error) && !result.data,
    retry,
  };
}
