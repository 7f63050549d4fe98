import { useEffect, useState } from 'react';
import type { CombinedError } from 'urql';
import { isNetworkFailure } from '../../../app/errors/apiError';
import { askOffline, type OfflineResult } from './offlineDrugs';
import type { OfflineAnswer, OfflineQuery } from './offlineProtocol';

export interface OfflineFallback<T> {
  /** The offline index's answer, once it has one. */
  result: OfflineResult<T> | undefined;
  /** Asked and not answered yet. */
  pending: boolean;
  /** The error to report: none while the offline index answers instead. */
  error: CombinedError | undefined;
}

/**
 * When a drug query fails for want of a network, the same question asked of the offline drug
 * index (issue #18 point 4); without a stored catalogue the error stands ('No Internet
 * Connection'). `query` null asks nothing.
 */
export function useOfflineAnswer<Q extends OfflineQuery>(
  error: CombinedError | undefined,
  query: Q | null,
): OfflineFallback<OfflineAnswer<Q>> {
  const key = query && isNetworkFailure(error) ? JSON.stringify(query) : null;
  const [answered, setAnswered] = useState<{
    key: string;
    result: OfflineResult<OfflineAnswer<Q>> | null;
  }>();
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void askOffline(JSON.parse(key) as Q).then((result) => {
      if (live) setAnswered({ key, result });
    });
    return () => {
      live = false;
    };
  }, [key]);
  const current = key !== null && answered?.key === key ? answered : undefined;
  return {
    result: current?.result ?? undefined,
    pending: key !== null && current === undefined,
    error: key !== null && current?.result !== null ? undefined : error,
  };
}
