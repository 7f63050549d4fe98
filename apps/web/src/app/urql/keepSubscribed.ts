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

/** Codes with which the server ends a stream for good: its session ended, or its rights. */
const REFUSALS = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

export interface KeepSubscribedOptions {
  /** Wait before reopening (`reconnectDelay` unless told). */
  delay?: (attempt: number) => number;
  /**
   * Runs each time the stream is opened again: events of the gap are not replayed (ADR 0018),
   * so the screen asks again for what it shows.
   */
  onReopen?: () => void;
  /** The server refused the stream (session ended, rights changed): it is not reopened. */
  onRefused?: () => void;
}

/**
 * Keeps a subscription open: our live streams never end by themselves, so whenever one ends
 * (ADR 0015) it is opened again, unless the server refused it. Returns the function that
 * stops it for good.
 */
export function keepSubscribed<Data, Variables extends AnyVariables>(
  client: Client,
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  onData: (data: Data) => void,
  { delay = reconnectDelay, onReopen, onRefused }: KeepSubscribedOptions = {},
): () => void {
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: { unsubscribe(): void } | undefined;
  const open = (again: boolean) => {
    let refused = false;
    current = pipe(
      client.subscription(query, variables),
      onEnd(() => {
        if (stopped) return;
        if (refused) onRefused?.();
        else timer = setTimeout(() => open(true), delay(attempt++));
      }),
      subscribe((result) => {
        if (
          result.error?.graphQLErrors.some((error) => REFUSALS.has(String(error.extensions.code)))
        )
          refused = true;
        // urql closes an ended stream with a copy of its last event (hasNext: false).
        if (!result.data || result.hasNext === false) return;
        attempt = 0;
        onData(result.data);
      }),
    );
    // Asked after subscribing again, so nothing between the two is missed.
    if (again) onReopen?.();
  };
  open(false);
  return () => {
    stopped = true;
    clearTimeout(timer);
    current?.unsubscribe();
  };
}
