import type { AnalyticsEventName, AnalyticsParams } from '@dawa/shared/analytics';
// From limits, not analytics: that module builds zod schemas, which must stay off first paint.
import { ANALYTICS_BATCH_MAX } from '@dawa/shared/limits';
import { languageFromPath } from '@dawa/shared/language';
import { stringifyDocument } from 'urql';
import { graphql } from '../graphql';
import { browserId } from '../session/browserId';

const AnalyticsTrackMutation = graphql(`
  mutation AnalyticsTrack($anonymousId: String!, $events: [AnalyticsEventInput!]!) {
    analyticsTrack(anonymousId: $anonymousId, events: $events)
  }
`);

const ANONYMOUS_ID_KEY = 'dawa.anonymousId';
const FLUSH_DELAY_MS = 5000;

interface QueuedEvent {
  name: AnalyticsEventName;
  params: Record<string, unknown>;
  occurredAt: string;
}

const queue: QueuedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** The browser's anonymous id: made once, kept in localStorage (SPEC §4 anonymous identity). */
export function anonymousId(): string {
  return browserId(ANONYMOUS_ID_KEY);
}

/**
 * Records an analytics event (SPEC §7). Events are sent in batches a few seconds later, and
 * at once when the page is hidden, so tracking never delays what the user is doing.
 */
export function track<N extends AnalyticsEventName>(name: N, params: AnalyticsParams<N>): void {
  queue.push({ name, params, occurredAt: new Date().toISOString() });
  if (queue.length >= ANALYTICS_BATCH_MAX) flush();
  else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
}

function flush(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0) return;
  const events = queue.splice(0, ANALYTICS_BATCH_MAX);
  const language = languageFromPath(location.pathname) ?? document.documentElement.lang;
  // keepalive lets the request finish while the page unloads; failures are not the user's problem.
  void fetch('/graphql', {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify({
      query: stringifyDocument(AnalyticsTrackMutation),
      variables: { anonymousId: anonymousId(), events },
    }),
  }).catch(() => undefined);
  if (queue.length > 0) flush();
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
