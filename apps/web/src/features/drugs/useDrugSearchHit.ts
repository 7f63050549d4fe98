import { useCallback } from 'react';
import { useMutation } from 'urql';
import { anonymousId } from '../../app/analytics/track';
import { useSession } from '../../app/session/session';
import { DrugSearchHitMutation } from './drugs.graphql';

/**
 * Counts that a search led to opening a drug (it feeds "most searched"). Signed-out visitors
 * are counted by their anonymous id. A failed count is not the visitor's problem: no toast.
 */
export function useDrugSearchHit(): (id: string) => void {
  const [, recordHit] = useMutation(DrugSearchHitMutation);
  const session = useSession();
  const signedIn = Boolean(session);
  return useCallback(
    (id: string) => {
      void recordHit({ id, anonymousId: signedIn ? null : anonymousId() });
    },
    [recordHit, signedIn],
  );
}
