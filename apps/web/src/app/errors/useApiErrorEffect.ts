import { useEffect } from 'react';
import type { CombinedError } from 'urql';
import { useApiErrorHandler } from './useApiErrorHandler';

/** Runs the shared handler once for each new query error. */
export function useApiErrorEffect(error: CombinedError | undefined): void {
  const handleError = useApiErrorHandler();
  useEffect(() => {
    if (error) handleError(error);
  }, [error, handleError]);
}
