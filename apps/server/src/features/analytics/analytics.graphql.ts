import { builder } from '../../platform/graphql/builder';
import { trackEvents } from './analytics.service';

const AnalyticsEventInputRef = builder.inputType('AnalyticsEventInput', {
  description: 'One analytics event of SPEC §7, with its parameters.',
  fields: (t) => ({
    name: t.string({
      required: true,
      description:
        'app_open, screen_view, drug_filter, button_click, sign_up, login, share or app_install; another name rejects the batch.',
    }),
    params: t.field({
      type: 'JSON',
      required: false,
      description:
        'The parameters of this event, an object whose shape depends on `name` ' +
        '(packages/shared/src/analytics.ts; none for app_open); wrong ones reject the batch.',
    }),
    occurredAt: t.field({
      type: 'DateTime',
      required: false,
      description: 'When it happened; left out, or more than a day from server time, means now.',
    }),
  }),
});

builder.mutationField('analyticsTrack', (t) =>
  t.int({
    description:
      'Records a batch of analytics events (SPEC §7), with the viewer (if signed in) and language; returns how many were stored. Open to everyone.',
    authScopes: { public: true },
    args: {
      anonymousId: t.arg.string({
        required: true,
        description: 'The browser’s anonymous id (a UUID), kept with each event.',
      }),
      events: t.arg({
        type: [AnalyticsEventInputRef],
        required: true,
        description: '1 to 50 events; one invalid event rejects them all (VALIDATION).',
      }),
    },
    resolve: (_root, args, context) =>
      trackEvents(
        context.platform,
        { userId: context.viewer?.id ?? null, language: context.language },
        args,
      ),
  }),
);
