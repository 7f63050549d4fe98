import { can } from '@dawa/shared/access';
import type { Viewer } from '../../platform/graphql/context';

/**
 * Who may open an order's attachments by their signed URL (`/files/signed/…`, mounted by the
 * HTTP server as the `order` entry of `signedAccess`): whoever the role table lets read orders,
 * checked again at every use, so a role taken away ends access before the URL expires.
 */
export const orderAttachmentAccess = (viewer: Viewer | null): Promise<boolean> =>
  Promise.resolve(viewer !== null && can(viewer.roles, 'orders', 'read'));
