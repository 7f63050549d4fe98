import type { Language } from '@dawa/shared/language';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { Repeater, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import { SESSIONS_TOPIC, isSessionEnded } from '../auth/auth';
import { resolveViewer } from '../auth/viewer';
import type { Viewer } from '../auth/viewer.types';
import { messageIn } from '../errors';
import { EVENTS_TOPIC, isPublishedEvent } from '../events/events';
import type { Platform } from '../platform';
import type { RequestContext } from './context';

/**
 * A safety net for a missed bus message (Redis away): every open signed-in stream is checked
 * again this often, one statement each.
 */
const RECHECK_ALL_MS = 60_000;

interface OpenStream {
  viewer: Viewer;
  headers: Headers;
  end(): void;
}

/**
 * Live streams opened with a session end when that session, or the account's right to it, does:
 * sign-out, a revoked session, a password change, an account disabled or deleted, roles changed.
 * Any such change is announced on the bus (better-auth's session deletions on `sessions`, our
 * account changes as `user` events), and every instance checks the credentials of its streams of
 * that user again (the same one-statement check as a request, `resolveViewer`). A stream whose
 * credentials no longer give the same viewer gets an UNAUTHENTICATED error and ends; the client
 * signs in again or subscribes again with what it now may see.
 */
export async function startSessionStreams(platform: Platform) {
  const open = new Map<string, Set<OpenStream>>();

  const recheck = async (stream: OpenStream) => {
    const now = await resolveViewer(platform, stream.headers);
    const same =
      now?.id === stream.viewer.id &&
      now.roles.length === stream.viewer.roles.length &&
      now.roles.every((role) => stream.viewer.roles.includes(role));
    if (!same) stream.end();
  };
  const recheckUser = (userId: string) =>
    Promise.all([...(open.get(userId) ?? [])].map(recheck)).catch((error: unknown) => {
      // The database is away: the periodic check tries again.
      platform.logger.warn({ err: error }, 'live stream session check failed');
    });

  const unsubscribers = await Promise.all([
    platform.bus.subscribe(SESSIONS_TOPIC, (message) => {
      if (isSessionEnded(message)) void recheckUser(message.userId);
    }),
    platform.bus.subscribe(EVENTS_TOPIC, (message) => {
      if (isPublishedEvent(message) && message.entity === 'user')
        void recheckUser(message.entityId);
    }),
  ]);
  const sweep = setInterval(() => {
    void (async () => {
      for (const userId of open.keys()) await recheckUser(userId);
    })();
  }, RECHECK_ALL_MS);
  sweep.unref();
  platform.onClose(async () => {
    clearInterval(sweep);
    await Promise.all(unsubscribers.map((unsubscribe) => unsubscribe()));
  });

  /** `source`, until the session it was opened with ends. */
  function bind(
    source: AsyncIterable<ExecutionResult>,
    { viewer, headers, language }: { viewer: Viewer; headers: Headers; language: Language },
  ): Repeater<ExecutionResult> {
    return new Repeater<ExecutionResult>(async (push, stop) => {
      const stream: OpenStream = {
        viewer,
        headers,
        end() {
          void push({
            errors: [
              new GraphQLError(
                messageIn(
                  language,
                  'UNAUTHENTICATED',
                  'Your session has ended. Please sign in again.',
                ),
                { extensions: { code: 'UNAUTHENTICATED' } },
              ),
            ],
          });
          stop();
        },
      };
      const streams = open.get(viewer.id) ?? new Set();
      open.set(viewer.id, streams.add(stream));
      const iterator = source[Symbol.asyncIterator]();
      try {
        for (;;) {
          const next = await Promise.race([iterator.next(), stop.then(() => null)]);
          if (!next || next.done) break;
          await push(next.value);
        }
      } finally {
        stop();
        streams.delete(stream);
        if (streams.size === 0) open.delete(viewer.id);
        await iterator.return?.();
      }
    });
  }

  const plugin: Plugin<RequestContext> = {
    onSubscribe({ args }) {
      const context = args.contextValue as RequestContext & Partial<YogaInitialContext>;
      const { viewer, request, language } = context;
      if (!viewer || !request) return;
      return {
        onSubscribeResult({ result, setResult }) {
          if (Symbol.asyncIterator in result)
            setResult(bind(result, { viewer, headers: request.headers, language }));
        },
      };
    },
  };
  return { plugin };
}

export type SessionStreams = Awaited<ReturnType<typeof startSessionStreams>>;
