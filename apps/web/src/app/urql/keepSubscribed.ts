import type { AnyVariables, Client, TypedDocumentNode } from 'urql';
import { onEnd, pipe, subscribe } from 'wonka';

/** A stream that ends (its server shut down, the network dropped) is reopened after this… */
const RECONNECT_FIRST_MS = 1000;
/** …doubling on each failed try up to this; any event resets it. */
const RECONNECT_MAX_MS = 30_000;

/**
 * Waits before reconnect `attempt` (0 first): 50–100 % of the backoff step, so that the tabs
 * of a whole shut-down instance do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
  return step / 2 + (random() * step) / 2;
}

/**
 * Keeps a subscription open: our live streams never end by themselves, so whenever one ends
 * (ADR 0015) it is opened again. Returns the function that stops it for good.
 */
export function keepSubscribed<Data, Variables extends AnyVariables>(
  client: Client,
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  onData: (data: Data) => void,
  delay: (attempt: number) => number = reconnectDelay,
): () => void {
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: { unsubscribe(): void } | undefined;
  const open = () => {
    current = pipe(
      client.subscription(query, variables),
      onEnd(() => {
        if (!stopped) timer = setTimeout(open, delay(attempt++));
      }),
      subscribe((result) => {
        // urql closes an ended stream with a copy of its last event (hasNext: false).
        if (!result.data || result.hasNext === false) return;
        attempt = 0;
        onData(result.data);
      }),
    );
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    current?.unsubscribe();
  };
}
