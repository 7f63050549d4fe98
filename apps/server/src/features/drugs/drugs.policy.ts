import { DRUG_EDITORS } from '@dawa/shared/drugs';
import { hasAnyRole } from '@dawa/shared/roles';
import { forbidden, requireSignedIn } from '../../platform/errors';
import type { Viewer } from '../../platform/graphql/context';

/** Opening drugs from search results: generous for people, a wall for scripts. */
export const SEARCH_HIT_PER_IP = { points: 120, durationSeconds: 60 };

export function requireDrugEditor(viewer: Viewer | null): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (!hasAnyRole(signedIn.roles, DRUG_EDITORS)) throw forbidden();
  return signedIn;
}
