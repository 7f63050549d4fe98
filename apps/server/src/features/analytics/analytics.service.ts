import {
  ANALYTICS_EVENT_NAMES,
  analyticsParamsSchemas,
  anonymousIdSchema,
} from '@dawa/shared/analytics';
import { ANALYTICS_BATCH_MAX } from '@dawa/shared/limits';
import type { Language } from '@dawa/shared/language';
import { z } from 'zod';
import { newId } from '../../platform/db/ids';
import { AppError, parseInput } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import { analyticsEvent } from './analytics.tables';

const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

const batchSchema = z.object({
  anonymousId: anonymousIdSchema,
  events: z
    .array(
      z.object({
        name: z.enum(ANALYTICS_EVENT_NAMES),
        params: z.unknown().optional(),
        occurredAt: z.date().optional(),
      }),
    )
    .min(1)
    .max(ANALYTICS_BATCH_MAX),
});

export interface TrackRequest {
  userId: string | null;
  language: Language;
}

/**
 * Stores a batch of analytics events. They are observations, not changes to anything a
 * user owns, so they are not written to the audit log; a bad event rejects the batch.
 */
export async function trackEvents(
  platform: Platform,
  request: TrackRequest,
  input: unknown,
): Promise<number> {
  const batch = parseInput(batchSchema, input);
  const now = Date.now();
  const rows = batch.events.map((event, index) => {
    const params = analyticsParamsSchemas[event.name].safeParse(event.params ?? {});
    if (!params.success) {
      throw new AppError('VALIDATION', 'Invalid event parameters.', [
        { path: `events.${index}.params`, message: 'invalid' },
      ]);
    }
    // The client's clock is only trusted within a day of ours.
    const occurredAt =
      event.occurredAt && Math.abs(event.occurredAt.getTime() - now) <= MAX_CLOCK_SKEW_MS
        ? event.occurredAt
        : new Date(now);
    return {
      id: newId(),
      name: event.name,
      params: params.data,
      anonymousId: batch.anonymousId,
      userId: request.userId,
      language: request.language,
      occurredAt,
    };
  });
  await platform.database.transaction((tx) => tx.insert(analyticsEvent).values(rows));
  return rows.length;
}
