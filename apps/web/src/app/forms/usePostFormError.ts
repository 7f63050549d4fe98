import { useCallback } from 'react';
import type { FormInstance } from 'antd';
import type { CombinedError } from 'urql';
import { toApiError } from '../errors/apiError';
import { useApiErrorHandler } from '../errors/useApiErrorHandler';
import { formFieldErrors, quotaLimitOf } from './fieldErrors';

export interface PostFormErrorTarget<Field extends string> {
  form: Pick<FormInstance, 'setFields'>;
  /** The form field a server error path belongs to. */
  fieldOf: (path: string) => Field | undefined;
  /** A field error's message key as the form says it. */
  message: (key: string) => string;
}

/**
 * What a post form (a job, a facility) does with its create or update mutation's error: the
 * monthly limit (SPEC §8) is returned for the form to say above its fields; field errors go on
 * their fields; anything else to the shared handler. Null when it was not the limit.
 */
export function usePostFormError() {
  const handleApiError = useApiErrorHandler();
  return useCallback(
    <Field extends string>(
      error: CombinedError,
      { form, fieldOf, message }: PostFormErrorTarget<Field>,
    ): number | null => {
      const apiError = toApiError(error);
      if (apiError.code === 'QUOTA_EXCEEDED') return quotaLimitOf(apiError.fieldErrors) ?? 0;
      const errors = formFieldErrors(apiError.fieldErrors, fieldOf);
      if (errors.size > 0) {
        form.setFields([...errors].map(([name, key]) => ({ name, errors: [message(key)] })));
      } else {
        handleApiError(error);
      }
      return null;
    },
    [handleApiError],
  );
}
