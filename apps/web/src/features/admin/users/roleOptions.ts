import type { TFunction } from '../../../app/i18n/translate';
import { ROLES } from '@dawa/shared/roles';

/** The 13 SPEC §6 roles as options of a select, in the page language. */
export function roleOptions(t: TFunction<'admin'>) {
  return ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}
