import { FooterSocialLinksQuery } from './footer.graphql';
import { UnreadCountQuery } from './useUnreadNotificationCount';
import { ViewerRolesQuery } from '../session/viewerRoles.graphql';
import { pageQuery } from '../urql/pageAnswers';

/**
 * What the signed-in layout asks as a page opens (the bell's count, the roles for the admin
 * link, the footer's links): the shells' HTML answers them (src/prerender.tsx).
 */
export const LAYOUT_QUERIES = [
  pageQuery(UnreadCountQuery),
  pageQuery(ViewerRolesQuery),
  pageQuery(FooterSocialLinksQuery),
];
