import type { FormInstance } from 'antd';
import type { ZodType } from 'zod';
import type { Rule } from 'antd/es/form';
import { useTranslation } from '../../../app/i18n/useTranslation';
import type { CombinedError } from 'urql';
import { QUOTA_MAX, QUOTA_MIN, SETTINGS_RELOAD_DELAY_MS } from '@dawa/shared/settings';
import { useApiErrorHandler } from '../../../app/errors/useApiErrorHandler';
import { showToast } from '../../../app/feedback/toast';
import { fieldIn, fieldProblem, formFieldErrors } from '../../../app/forms/fieldErrors';
import { formatNumber } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { validationMessageKey } from '../../../app/forms/validationMessageKey';

export interface SettingsSave<Field extends string> {
  /** A field's rules: the server's own zod rule, its message from the catalogue (SPEC §5). */
  rules: (field: Field) => Rule[];
  /**
   * After a mutation: its field errors on the form, or the saved toast and, as SPEC §4 says
   * of settings, the page reloading after a short delay (so a new theme paints everywhere).
   */
  settle: (result: { error?: CombinedError }) => void;
}

/** The save behaviour every section of the settings page shares. */
export function useSettingsSave<Field extends string>(
  form: FormInstance,
  shape: Record<Field, ZodType>,
  fields: readonly Field[],
): SettingsSave<Field> {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const handleError = useApiErrorHandler();
  // The bounds `numberRange` names, in the page's digits.
  const bounds = { min: formatNumber(QUOTA_MIN, language), max: formatNumber(QUOTA_MAX, language) };
  const message = (key: string) => t(validationMessageKey(key), bounds);

  return {
    rules: (field) => [
      {
        validator: (_rule, value: unknown) => {
          const problem = fieldProblem(shape, field, value);
          return problem ? Promise.reject(new Error(message(problem))) : Promise.resolve();
        },
      },
    ],
    settle: ({ error }) => {
      if (error) {
        const apiError = handleError(error);
        const errors = formFieldErrors(apiError.fieldErrors, fieldIn(fields));
        form.setFields([...errors].map(([name, key]) => ({ name, errors: [message(key)] })));
        return;
      }
      showToast(language, {
        type: 'success',
        key: 'settings-saved',
        title: t('settings.saved'),
        description: t('settings.reloading'),
      });
      window.setTimeout(() => window.location.reload(), SETTINGS_RELOAD_DELAY_MS);
    },
  };
}
