import type { ErrorCode } from '@dawa/shared/errors';
import type appOwn from '../messages/en.json';
import type admin from '../../features/admin/messages/en.json';
import type auth from '../../features/auth/messages/en.json';
import type drugs from '../../features/drugs/messages/en.json';
import type home from '../../features/home/messages/en.json';
import type jobs from '../../features/jobs/messages/en.json';
import type moderation from '../../features/moderation/messages/en.json';
import type notifications from '../../features/notifications/messages/en.json';
import type offers from '../../features/offers/messages/en.json';
import type prescriptions from '../../features/prescriptions/messages/en.json';
import type profile from '../../features/profile/messages/en.json';
import type uploads from '../../features/uploads/messages/en.json';

/** The shell's catalogue with the error texts shared with the API (i18n.ts merges them). */
type app = typeof appOwn & { errors: Record<ErrorCode, string> };

// English catalogues define the keys; catalogues.test.ts keeps Arabic in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: {
      app: app;
      admin: typeof admin;
      auth: typeof auth;
      drugs: typeof drugs;
      home: typeof home;
      jobs: typeof jobs;
      moderation: typeof moderation;
      notifications: typeof notifications;
      offers: typeof offers;
      prescriptions: typeof prescriptions;
      profile: typeof profile;
      uploads: typeof uploads;
    };
  }
}
