import { OFFER_EDITORS } from '@dawa/shared/offers';
import { hasAnyRole } from '@dawa/shared/roles';
import { forbidden } from '../../platform/errors';
import type { Viewer } from '../../platform/graphql/context';
import { requireSignedIn } from '../../platform/errors';

/** Offers are managed in the admin area by owner, editor and entityEditor. */
export function requireOfferEditor(viewer: Viewer | null): Viewer {
  const me = requireSignedIn(viewer);
  if (!hasAnyRole(me.roles, OFFER_EDITORS)) throw forbidden();
  return me;
}
