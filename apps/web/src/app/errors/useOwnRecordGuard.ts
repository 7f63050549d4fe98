import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { CombinedError } from 'urql';
import { useLanguage } from '../i18n/useLanguage';
import { useSession } from '../session/session';
import { toApiError } from './apiError';
import { useApiErrorHandler } from './useApiErrorHandler';

/**
 * The guard of a page that edits one of the user's own records (a prescription, a job ad):
 * someone else's record opens the 403 page, one the user cannot see at all (pending, removed,
 * unknown) the 404 page, and any other error goes to the shared handler. True once the record
 * is known to be the user's, which is when the page shows its form.
 */
export function useOwnRecordGuard(
  record: { createdBy: string } | null | undefined,
  error: CombinedError | undefined,
): boolean {
  const language = useLanguage();
  const navigate = useNavigate();
  const session = useSession();
  const handleApiError = useApiErrorHandler();
  const notOwner = Boolean(record && session && record.createdBy !== session.user.id);
  const notFound = error ? toApiError(error).code === 'NOT_FOUND' : false;
  useEffect(() => {
    if (notOwner) void navigate(`/${language}/403`, { replace: true });
    else if (notFound) void navigate(`/${language}/404`, { replace: true });
    else if (error) handleApiError(error);
  }, [notOwner, notFound, error, handleApiError, navigate, language]);
  return Boolean(record) && !notOwner;
}
