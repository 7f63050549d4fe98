import type { AuthErrorKey } from '@dawa/shared/authErrors';
import type { ErrorCode } from '@dawa/shared/errors';
import type { ValidationKey } from '@dawa/shared/validationMessages';
import type appOwn from '../messages/en.json';
import type admin from '../../features/admin/messages/en.json';
import type auth from '../../features/auth/messages/en.json';
import type drugs from '../../features/drugs/messages/en.json';
import type facilities from '../../features/facilities/messages/en.json';
import type home from '../../features/home/messages/en.json';
import type jobs from '../../features/jobs/messages/en.json';
import type moderation from '../../features/moderation/messages/en.json';
import type notifications from '../../features/notifications/messages/en.json';
import type offers from '../../features/offers/messages/en.json';
import type prescriptions from '../../features/prescriptions/messages/en.json';
import type profile from '../../features/profile/messages/en.json';
import type uploads from '../../features/uploads/messages/en.json';

/** Every catalogue has the field error texts shared with the API (i18n.ts merges them in). */
type WithValidation<Catalogue> = Catalogue & { validation: Record<ValidationKey, string> };
/** The shell's catalogue has the error code texts shared with the API too. */
type app = WithValidation<typeof appOwn & { errors: Record<ErrorCode, string> }>;
/** So has the auth catalogue its error texts (the /api/auth answers' messages). */
type authWithErrors = typeof auth & { errors: Record<AuthErrorKey, string> };

// English catalogues define the keys; catalogues.test.ts keeps Arabic in step.
/** Each namespace's catalogue as the translator has it: what its keys are checked against. */
export interface Resources {
  app: app;
  admin: WithValidation<typeof admin>;
  auth: WithValidation<authWithErrors>;
  drugs: WithValidation<typeof drugs>;
  facilities: WithValidation<typeof facilities>;
  home: WithValidation<typeof home>;
  jobs: WithValidation<typeof jobs>;
  moderation: WithValidation<typeof moderation>;
  notifications: WithValidation<typeof notifications>;
  offers: WithValidation<typeof offers>;
  prescriptions: WithValidation<typeof prescriptions>;
  profile: WithValidation<typeof profile>;
  uploads: WithValidation<typeof uploads>;
}
