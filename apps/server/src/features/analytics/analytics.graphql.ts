import { builder } from '../../platform/graphql/builder';
import {
  adminAttention,
  analyticsDashboard,
  trackEvents,
  type AnalyticsDashboard,
  type AttentionItem,
  type DailyActive,
  type DailyCount,
  type KeyCount,
  type ShareCount,
} from './analytics.service';

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

const DailyCountRef = builder.objectRef<DailyCount>('DailyCount').implement({
  description: 'A count of one Cairo day, for one key of a chart (a method, a kind, a type).',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The Cairo calendar day, YYYY-MM-DD.' }),
    key: t.exposeString('key', {
      description: 'What is counted: a sign-in method, a post kind, a notification type.',
    }),
    count: t.exposeInt('count', { description: 'How many, that day.' }),
  }),
});

const KeyCountRef = builder.objectRef<KeyCount>('KeyCount').implement({
  description: 'A count over the whole range for one key.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'What is counted (e.g. the drug search field).' }),
    count: t.exposeInt('count', { description: 'How many, over the range.' }),
  }),
});

const DailyActiveRef = builder.objectRef<DailyActive>('DailyActive').implement({
  description: 'Who used the app on one Cairo day.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The Cairo calendar day, YYYY-MM-DD.' }),
    visitors: t.exposeInt('visitors', {
      description: 'Distinct visitors: signed-in users once each, others by their browser.',
    }),
    users: t.exposeInt('users', { description: 'Distinct signed-in users.' }),
  }),
});

const ShareCountRef = builder.objectRef<ShareCount>('ShareCount').implement({
  description: 'Shares of one service’s content to one network, over the range.',
  fields: (t) => ({
    service: t.exposeString('service', {
      description: 'The shared content’s kind: prescription, job, facility, drug, offer…',
    }),
    network: t.exposeString('network', {
      description:
        'linkedin, whatsapp, twitter, copy (the link copied) or system (the phone’s share sheet).',
    }),
    count: t.exposeInt('count', { description: 'How many shares.' }),
  }),
});

type TopDrug = AnalyticsDashboard['topDrugs'][number];
const TopDrugRef = builder.objectRef<TopDrug>('TopSearchedDrug').implement({
  description: 'A drug opened from a search, with how often over the range.',
  fields: (t) => ({
    id: t.id({ description: 'The drug’s id.', resolve: (row) => row.drug.id }),
    tradeName: t.string({ description: 'Its trade name.', resolve: (row) => row.drug.tradeName }),
    arabicName: t.string({
      nullable: true,
      description: 'Its Arabic name, when known.',
      resolve: (row) => row.drug.arabicName,
    }),
    hits: t.exposeInt('hits', {
      description: 'Searches that opened it, once per visitor and day.',
    }),
  }),
});

const AnalyticsDashboardRef = builder
  .objectRef<AnalyticsDashboard>('AnalyticsDashboard')
  .implement({
    description:
      'The admin dashboard’s figures over a range of Cairo days; days without data are left out of the daily lists.',
    fields: (t) => ({
      from: t.exposeString('from', { description: 'The first day, YYYY-MM-DD.' }),
      to: t.exposeString('to', { description: 'The last day, YYYY-MM-DD, included.' }),
      activeUsers: t.field({
        type: [DailyActiveRef],
        description: 'Daily active visitors and signed-in users.',
        resolve: (dashboard) => dashboard.activeUsers,
      }),
      signUps: t.field({
        type: [DailyCountRef],
        description: 'Sign-ups per day by method (`key`: email, phone, google…).',
        resolve: (dashboard) => dashboard.signUps,
      }),
      logins: t.field({
        type: [DailyCountRef],
        description: 'Sign-ins per day by method.',
        resolve: (dashboard) => dashboard.logins,
      }),
      drugFilters: t.field({
        type: [KeyCountRef],
        description: 'Drug searches by the field searched (`key`: tradeName, genericName…).',
        resolve: (dashboard) => dashboard.drugFilters,
      }),
      topDrugs: t.field({
        type: [TopDrugRef],
        description: 'The 10 drugs most opened from a search, most first.',
        resolve: (dashboard) => dashboard.topDrugs,
      }),
      shares: t.field({
        type: [ShareCountRef],
        description: 'Shares by service and network, most first.',
        resolve: (dashboard) => dashboard.shares,
      }),
      postsCreated: t.field({
        type: [DailyCountRef],
        description: 'Posts created per day by kind (`key`: prescription, job, facility).',
        resolve: (dashboard) => dashboard.postsCreated,
      }),
      moderationBacklog: t.field({
        type: [DailyCountRef],
        description:
          'Posts and edits waiting for a moderator at the end of each day, by kind (every day of the range).',
        resolve: (dashboard) => dashboard.moderationBacklog,
      }),
      notificationsSent: t.field({
        type: [DailyCountRef],
        description: 'Notifications created per day by type.',
        resolve: (dashboard) => dashboard.notificationsSent,
      }),
    }),
  });

builder.queryField('analyticsDashboard', (t) =>
  t.field({
    type: AnalyticsDashboardRef,
    description:
      'The admin dashboard (analytics readers): usage, sign-ins, searches, shares, posts, moderation and notifications between two Cairo days, at most 366; VALIDATION otherwise.',
    authScopes: { access: { section: 'analytics', level: 'read' } },
    args: {
      from: t.arg.string({ required: true, description: 'The first day, YYYY-MM-DD.' }),
      to: t.arg.string({ required: true, description: 'The last day, YYYY-MM-DD, included.' }),
    },
    resolve: (_root, args, context) => analyticsDashboard(context.platform, context.viewer, args),
  }),
);

const AdminAttentionRef = builder.objectRef<AttentionItem>('AdminAttention').implement({
  description: 'A count on the admin home of something waiting for someone.',
  fields: (t) => ({
    key: t.exposeString('key', {
      description:
        'What waits: `pendingPosts.<kind>`, `pendingEdits.<kind>`, `openImports` or `unreadContacts`.',
    }),
    section: t.exposeString('section', {
      description: 'The admin section (ADR 0022) whose page deals with it.',
    }),
    count: t.exposeInt('count', { description: 'How many wait now.' }),
  }),
});

builder.queryField('adminAttention', (t) =>
  t.field({
    type: [AdminAttentionRef],
    description:
      'The admin home: what waits now, only for the sections the viewer’s roles read (empty without any).',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => adminAttention(context.platform, context.viewer),
  }),
);
