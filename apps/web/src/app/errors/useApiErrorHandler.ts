import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import type { CombinedError } from 'urql';
import { showToast } from '../feedback/toast';
import { useLanguage } from '../i18n/useLanguage';
import { handlingOf, toApiError, type ApiError } from './apiError';

/**
 * The SPEC §8 shared handling of a failed call: FORBIDDEN and INTERNAL open the error pages,
 * everything else is a toast in the page language, with the field errors' texts.
 */
export function useShowApiError(): (apiError: ApiError) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();

  return useCallback(
    (apiError: ApiError) => {
      switch (handlingOf(apiError.code)) {
        case 'forbiddenPage':
          void navigate(`/${language}/403`);
          break;
        case 'serverErrorPage':
          void navigate(`/${language}/500`);
          break;
        case 'toast': {
          const title = t(`errors.${apiError.code}`);
          // The API words each field error in the page's language with its counts and limits
          // filled in (an unknown key as its code's message, which the title already says).
          const details = apiError.fieldErrors.flatMap(({ text }) =>
            text && text !== title ? [text] : [],
          );
          showToast(language, {
            type: 'error',
            // One toast per code, so several failing queries do not stack up.
            key: apiError.code,
            title,
            description: details.length > 0 ? [...new Set(details)].join(' · ') : undefined,
          });
          break;
        }
      }
    },
    [t, navigate, language],
  );
}

/** `useShowApiError` for a GraphQL call; returns the mapped error so a form can mark fields. */
export function useApiErrorHandler(): (error: CombinedError) => ApiError {
  const show = useShowApiError();
  return useCallback(
    (error: CombinedError) => {
      const apiError = toApiError(error);
      show(apiError);
      return apiError;
    },
    [show],
  );
}
