import { builder } from '../../platform/graphql/builder';
import { trackEvents } from './analytics.service';

const AnalyticsEventInputRef = builder.inputType('AnalyticsEventInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    params: t.field({ type: 'JSON', required: false }),
    occurredAt: t.field({ type: 'DateTime', required: false }),
  }),
});

builder.mutationField('analyticsTrack', (t) =>
  t.int({
    description: 'Records a batch of analytics events (SPEC §7); returns how many were stored.',
    authScopes: { public: true },
    args: {
      anonymousId: t.arg.string({ required: true }),
      events: t.arg({ type: [AnalyticsEventInputRef], required: true }),
    },
    resolve: (_root, args, context) =>
      trackEvents(
        context.platform,
        { userId: context.viewer?.id ?? null, language: context.language },
        args,
      ),
  }),
);
