import { useCallback } from 'react';
import { useQuery } from 'urql';
import { useApiErrorEffect } from '../errors/useApiErrorEffect';
import { ALERT_DOCUMENTS, type AlertKind, type AlertOf } from './alerts.graphql';

export interface Alerts<K extends AlertKind> {
  /** Undefined while loading. */
  alerts: AlertOf<K>[] | undefined;
  /** Asks the server again (after a save or a delete). */
  refresh: () => void;
}

/** The viewer's saved alerts of one kind. */
export function useAlerts<K extends AlertKind>(kind: K): Alerts<K> {
  const [{ data, error }, reexecute] = useQuery({
    query: ALERT_DOCUMENTS[kind].list,
    requestPolicy: 'cache-and-network',
  });
  useApiErrorEffect(error);
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { alerts: data?.alerts as AlertOf<K>[] | undefined, refresh };
}
