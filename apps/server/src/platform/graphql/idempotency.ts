import { createHash } from 'node:crypto';
import type { ErrorCode } from '@dawa/shared/errors';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, lt } from 'drizzle-orm';
import { GraphQLError, print, type ExecutionResult } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import type { Plugin, YogaInitialContext } from 'graphql-yoga';
import type { Db } from '../db/db';
import { AppError } from '../errors';
import type { Platform } from '../platform';
import type { RequestContext } from './context';
import { idempotentRequest, type StoredAnswer } from './idempotency.tables';
import { mutationOf } from './operations';
import { maskError } from './yoga';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** How long a key is remembered (issue #20 §5). */
const KEY_LIFETIME_HOURS = 24;
/** Printable ASCII, as the IETF draft and Stripe allow; a UUID fits easily. */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
/** A retry that arrives while the first request still runs waits this long for its answer. */
const WAIT_FOR_FIRST_MS = 10_000;

/**
 * Safe retries of mutations (SPEC §7: clients try up to twice). A mutation sent with an
 * `Idempotency-Key` header claims the key in the transaction of its first write (`Actor.claim`),
 * so the key exists if and only if the writes committed, on any instance; its answer is stored
 * after. The same key from the same caller within 24 hours replays that answer and writes
 * nothing (`Idempotent-Replayed: true`); with a different request it is refused. A request
 * that wrote nothing (refused by validation, say) leaves no key, so its retry runs again.
 */
export function idempotentMutations(platform: Platform, logger: FastifyBaseLogger) {
  const { db } = platform.database;
  const fresh = () => gt(idempotentRequest.createdAt, hoursAgo(KEY_LIFETIME_HOURS));

  const cleanup = setInterval(
    () => {
      db.delete(idempotentRequest)
        .where(lt(idempotentRequest.createdAt, hoursAgo(KEY_LIFETIME_HOURS)))
        .catch((error: unknown) => logger.warn({ err: error }, 'idempotency key cleanup failed'));
    },
    60 * 60 * 1000,
  );
  cleanup.unref();
  platform.onClose(() => clearInterval(cleanup));

  const find = async (caller: string, key: string) => {
    const [row] = await db
      .select()
      .from(idempotentRequest)
      .where(and(eq(idempotentRequest.caller, caller), eq(idempotentRequest.key, key), fresh()));
    return row;
  };

  /** The first request's answer, waiting a little while it still runs. */
  const answerOf = async (caller: string, key: string, requestHash: string) => {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const row = await find(caller, key);
      if (row && row.requestHash !== requestHash) return refused(KEY_REUSED);
      if (row?.answer) return replayed(row.answer);
      if (!row || Date.now() > deadline) return refused(FIRST_UNFINISHED);
      await sleep(100);
    }
  };

  const plugin: Plugin<RequestContext> = {
    async onExecute({ args, setResultAndStopExecution, extendContext }) {
      const context = args.contextValue as RequestContext & Partial<YogaInitialContext>;
      const key = context.request?.headers.get(IDEMPOTENCY_KEY_HEADER);
      if (key === null || key === undefined || !mutationOf(args.document, args.operationName))
        return;
      if (!KEY_FORMAT.test(key)) {
        setResultAndStopExecution(refused(KEY_INVALID));
        return;
      }
      const caller = context.viewer ? `user:${context.viewer.id}` : `ip:${context.ip}`;
      const requestHash = createHash('sha256')
        .update(JSON.stringify([print(args.document), args.variableValues ?? {}]))
        .digest('base64url');

      const known = await find(caller, key);
      if (known) {
        setResultAndStopExecution(await answerOf(caller, key, requestHash));
        return;
      }

      let claimed = false;
      let taken = false;
      const claim = async (tx: Db) => {
        if (claimed) return;
        // A key older than its lifetime (not yet cleaned up) is free to use again.
        const rows = await tx
          .insert(idempotentRequest)
          .values({ caller, key, requestHash })
          .onConflictDoUpdate({
            target: [idempotentRequest.caller, idempotentRequest.key],
            set: { requestHash, answer: null, createdAt: new Date() },
            setWhere: lt(idempotentRequest.createdAt, hoursAgo(KEY_LIFETIME_HOURS)),
          })
          .returning({ key: idempotentRequest.key });
        if (rows.length === 0) {
          // A concurrent request with this key wrote first: this one's writes roll back.
          taken = true;
          throw new AppError('CONFLICT', FIRST_UNFINISHED.message);
        }
        claimed = true;
      };
      extendContext({ actor: { ...context.actor, claim } });

      return {
        async onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          if (taken) {
            setResult(await answerOf(caller, key, requestHash));
            return;
          }
          if (!claimed) return;
          await db
            .update(idempotentRequest)
            .set({ answer: storable(result, logger) })
            .where(and(eq(idempotentRequest.caller, caller), eq(idempotentRequest.key, key)))
            .catch((error: unknown) => {
              // The writes are committed; a retry waits, then is told the key was used.
              logger.error({ err: error }, 'idempotent answer not stored');
            });
        },
      };
    },
  };
  return plugin;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

/** The answer as the client saw it: errors masked, as they were sent. */
function storable(result: ExecutionResult, logger: FastifyBaseLogger): StoredAnswer {
  return {
    ...(result.data !== undefined ? { data: result.data } : {}),
    ...(result.errors?.length
      ? {
          errors: result.errors.map((error) => {
            const masked = maskError(error, logger);
            return {
              message: masked.message,
              ...(masked.path ? { path: masked.path } : {}),
              extensions: masked.extensions,
            };
          }),
        }
      : {}),
  };
}

function replayed(answer: StoredAnswer): ExecutionResult {
  return {
    ...(answer.data !== undefined ? { data: answer.data as ExecutionResult['data'] } : {}),
    ...(answer.errors
      ? {
          errors: answer.errors.map(
            (error) =>
              new GraphQLError(error.message, {
                path: error.path,
                extensions: error.extensions as Record<string, unknown>,
              }),
          ),
        }
      : {}),
    extensions: { http: { headers: { 'idempotent-replayed': 'true' } } },
  };
}

const KEY_INVALID = {
  code: 'BAD_REQUEST',
  status: 400,
  message: 'The Idempotency-Key header must be 1 to 255 printable characters.',
} as const;
const KEY_REUSED = {
  code: 'CONFLICT',
  status: 422,
  message: 'This Idempotency-Key was used for a different request.',
} as const;
const FIRST_UNFINISHED = {
  code: 'CONFLICT',
  status: 409,
  message: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
} as const;

/** A refusal, in English: the answer's last step puts it in the caller's language (yoga.ts). */
function refused(reason: { code: ErrorCode; status: number; message: string }): ExecutionResult {
  return {
    errors: [new GraphQLError(reason.message, { extensions: { code: reason.code } })],
    extensions: { http: { status: reason.status } },
  };
}
