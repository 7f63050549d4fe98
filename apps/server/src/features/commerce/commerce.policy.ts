import { AppError } from '../../platform/errors';
import type { Actor } from '../../platform/events/events';
import type { Viewer } from '../../platform/graphql/context';

export interface CommerceRequest {
  viewer: Viewer | null;
  actor: Actor;
}

/** A customer or product that an order names stays: deleting it would change the order. */
export const refuseDeleteInUse = () =>
  new AppError('CONFLICT', 'Orders name this record, so it cannot be deleted.', [
    { path: 'id', message: 'recordInOrders' },
  ]);
