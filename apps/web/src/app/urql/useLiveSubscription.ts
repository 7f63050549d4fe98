import { useEffect, useRef } from 'react';
import { useClient, type AnyVariables, type TypedDocumentNode } from 'urql';
import { refreshSession } from '../session/session';
import { keepSubscribed } from './keepSubscribed';

export interface LiveSubscriptionOptions {
  /** Not subscribed while true. */
  pause?: boolean;
  /** The stream was reopened after a gap: ask again for what the screen shows (ADR 0018). */
  onReopen?: () => void;
}

/**
 * Runs `onData` for each event of a subscription (SSE, see app/urql) while mounted and not
 * paused, reconnecting when the stream ends. The handlers may change between renders without
 * restarting the stream. A stream the server refuses (the session ended) is not reopened: the
 * session is checked again, and the app follows it.
 */
export function useLiveSubscription<Data, Variables extends AnyVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  onData: (data: Data) => void,
  { pause = false, onReopen }: LiveSubscriptionOptions = {},
): void {
  const client = useClient();
  const handlers = useRef({ onData, onReopen });
  useEffect(() => {
    handlers.current = { onData, onReopen };
  });
  const key = JSON.stringify(variables);
  useEffect(() => {
    if (pause) return;
    return keepSubscribed(
      client,
      query,
      JSON.parse(key) as Variables,
      (data) => handlers.current.onData(data),
      {
        onReopen: () => handlers.current.onReopen?.(),
        onRefused: () => void refreshSession(),
      },
    );
  }, [client, query, key, pause]);
}
