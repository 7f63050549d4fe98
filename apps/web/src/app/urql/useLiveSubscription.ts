import { useEffect, useRef } from 'react';
import { useClient, type AnyVariables, type TypedDocumentNode } from 'urql';
import { keepSubscribed } from './keepSubscribed';

/**
 * Runs `onData` for each event of a subscription (SSE, see app/urql) while mounted and not
 * paused, reconnecting when the stream ends. The handler may change between renders without
 * restarting the stream.
 */
export function useLiveSubscription<Data, Variables extends AnyVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  onData: (data: Data) => void,
  pause = false,
): void {
  const client = useClient();
  const handler = useRef(onData);
  useEffect(() => {
    handler.current = onData;
  });
  const key = JSON.stringify(variables);
  useEffect(() => {
    if (pause) return;
    return keepSubscribed(client, query, JSON.parse(key) as Variables, (data) =>
      handler.current(data),
    );
  }, [client, query, key, pause]);
}
