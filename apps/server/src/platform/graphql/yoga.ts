import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { isErrorCode, type ErrorCode, type FieldError } from '@dawa/shared/errors';
import { DEFAULT_LANGUAGE } from '@dawa/shared/language';
import { GraphQLError } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, messageIn, withTexts } from '../errors';
import { requestScope } from '../http/request-scope';
import type { RequestContext } from './context';
import { mutationOf } from './operations';
import { getSchema } from './schema';

/**
 * Writes per minute across all mutations (auth, contact, uploads have their own, stricter
 * limits): per user when signed in, else per IP — generous there, as a pharmacy's staff and
 * visitors often share one address, and every page view sends analytics.
 */
const MUTATION_RATE_PER_USER = { points: 120, durationSeconds: 60 };
const MUTATION_RATE_PER_IP = { points: 300, durationSeconds: 60 };

export function createGraphQL(options: {
  logger: FastifyBaseLogger;
  production: boolean;
  /** Pages whose calls may carry the user's cookie (ADR 0014). */
  trustedOrigins: readonly string[];
  /** Ends live streams with their session (sessionStreams.ts). */
  sessionStreams: Plugin<RequestContext>;
  /** Replays a retried mutation's answer (idempotency.ts). */
  idempotentMutations: Plugin<RequestContext>;
  /**
   * Features' work on every operation, given by the composition root (app.ts), run before the
   * mutation limits: the devices feature records the calling device.
   */
  operationPlugins: readonly Plugin<RequestContext>[];
}) {
  const trusted = new Set(options.trustedOrigins);
  return createYoga<RequestContext>({
    schema: getSchema(),
    graphqlEndpoint: '/graphql',
    // The app's own pages may send and read with credentials; any other page may call with a
    // bearer token, never with the user's cookie (refused before this, in origins.ts).
    cors: (request) => {
      const origin = request.headers.get('origin');
      // Readable by other pages' scripts too: what a retrying client needs to know.
      const exposedHeaders = ['Idempotent-Replayed', 'Retry-After'];
      return origin !== null && trusted.has(origin)
        ? { origin: [origin], credentials: true, exposedHeaders }
        : { origin: ['*'], credentials: false, exposedHeaders };
    },
    graphiql: !options.production,
    landingPage: false,
    batching: false,
    logging: false,
    maskedErrors: { maskError: (error) => maskError(error, options.logger) },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        maxAliases: { n: 15 },
        maxTokens: { n: 2000 },
        maxDirectives: { n: 20 },
        costLimit: { maxCost: 5000 },
        blockFieldSuggestion: { enabled: options.production },
      }),
      ...(options.production ? [useDisableIntrospection()] : []),
      ...options.operationPlugins,
      limitMutations(),
      options.idempotentMutations,
      codeRequestErrors(),
      answerUnavailableWith503(),
      options.sessionStreams,
      errorsInCallersLanguage(),
    ],
  });
}

/** Counts every mutation field against the caller (user, else IP) before anything runs. */
function limitMutations(): Plugin<RequestContext> {
  return {
    async onExecute({ args }) {
      const operation = mutationOf(args.document, args.operationName);
      if (!operation) return;
      const context = args.contextValue;
      const [limiter, key] = context.viewer
        ? [context.platform.rateLimiter('mutation', MUTATION_RATE_PER_USER), context.viewer.id]
        : [context.platform.rateLimiter('mutationAnonymous', MUTATION_RATE_PER_IP), context.ip];
      for (let i = 0; i < operation.selectionSet.selections.length; i++) await limiter.consume(key);
    },
  };
}

/**
 * A result that failed because the database is unreachable answers HTTP 503 with Retry-After,
 * so load balancers, proxies and clients that only read the status know to try again.
 */
function answerUnavailableWith503(): Plugin<RequestContext> {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          const unavailable = result.errors.some((error) =>
            isDatabaseUnavailable(error.originalError),
          );
          if (!unavailable) return;
          setResult({
            ...result,
            extensions: {
              ...result.extensions,
              http: {
                status: 503,
                headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
              },
            },
          });
        },
      };
    },
  };
}

/**
 * Every error of an answer in the caller's language, whatever made it (our services, GraphQL's
 * parser and validation, whose results yoga caches per query text, or a plugin): the last step
 * before the answer is written. Field errors get their `text` too.
 */
function errorsInCallersLanguage(): Plugin<RequestContext> {
  return {
    onResultProcess({ result, setResult, serverContext }) {
      const language = (serverContext as Partial<RequestContext>).language ?? DEFAULT_LANGUAGE;
      if (Array.isArray(result) || Symbol.asyncIterator in result || !result.errors?.length) return;
      setResult({
        ...result,
        errors: result.errors.map((error) => {
          const code = error.extensions?.code;
          if (!isErrorCode(code)) return error;
          const fieldErrors = error.extensions.fieldErrors as FieldError[] | undefined;
          return new GraphQLError(messageIn(language, code, error.message), {
            nodes: error.nodes,
            path: error.path,
            extensions: {
              ...error.extensions,
              ...(fieldErrors ? { fieldErrors: withTexts(fieldErrors, language, code) } : {}),
            },
          });
        }),
      });
    },
  };
}

/** Syntax and validation errors (armor's limits among them) are the caller's: BAD_REQUEST. */
function codeRequestErrors(): Plugin<RequestContext> {
  const withCode = (error: Error) =>
    error instanceof GraphQLError
      ? new GraphQLError(error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          extensions: { ...error.extensions, code: 'BAD_REQUEST' },
        })
      : new GraphQLError(error.message, { extensions: { code: 'BAD_REQUEST' } });
  return {
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (result instanceof GraphQLError) replaceParseResult(withCode(result));
      };
    },
    onValidate() {
      return ({ result, setResult }) => {
        if (result.length) setResult(result.map(withCode));
      };
    },
  };
}

/** What a 503 UNAVAILABLE tells the client to wait before trying again. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Our errors keep their code (and field errors); GraphQL's own (syntax, validation, limits)
 * become BAD_REQUEST; an unreachable database is UNAVAILABLE (503); anything else is logged
 * with the request id and reaches the client only as INTERNAL. Messages are in the caller's
 * language (`messageIn`).
 */
export function maskError(error: unknown, fallbackLogger: FastifyBaseLogger): GraphQLError {
  const graphQLError = error instanceof GraphQLError ? error : undefined;
  const original = graphQLError ? graphQLError.originalError : error;
  const location = graphQLError ? { nodes: graphQLError.nodes, path: graphQLError.path } : {};
  const scope = requestScope.getStore();
  const say = (code: ErrorCode, english: string) =>
    messageIn(scope?.language ?? DEFAULT_LANGUAGE, code, english);

  if (original instanceof AppError) {
    return new GraphQLError(say(original.code, original.message), {
      ...location,
      extensions: {
        code: original.code,
        ...(original.fieldErrors.length ? { fieldErrors: original.fieldErrors } : {}),
      },
    });
  }
  if (isDatabaseUnavailable(original)) {
    (scope?.logger ?? fallbackLogger).warn({ err: original }, 'database unavailable');
    return new GraphQLError(
      say('UNAVAILABLE', 'The service is unavailable for a moment, please try again shortly.'),
      { ...location, extensions: { code: 'UNAVAILABLE' } },
    );
  }
  if (graphQLError && (!original || original instanceof GraphQLError)) {
    const given = graphQLError.extensions.code;
    const code = isErrorCode(given) ? given : 'BAD_REQUEST';
    return new GraphQLError(say(code, graphQLError.message), {
      ...location,
      extensions: { ...graphQLError.extensions, code },
    });
  }
  (scope?.logger ?? fallbackLogger).error({ err: original }, 'unexpected error in GraphQL');
  return new GraphQLError(say('INTERNAL', 'Ops, an error occurred.'), {
    ...location,
    extensions: { code: 'INTERNAL', ...(scope ? { requestId: scope.requestId } : {}) },
  });
}
