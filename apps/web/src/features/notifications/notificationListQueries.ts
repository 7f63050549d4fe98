import { NOTIFICATION_LIST_PAGE_SIZE } from '@dawa/shared/notifications';
import { firstPage } from '../../app/paging/cursorPaging';
import { pageQuery } from '../../app/urql/pageAnswers';
import { NotificationsQuery } from './notifications.graphql';

/** What `/{lang}/notification` asks first (NotificationListPage): its HTML answers it. */
export const NOTIFICATION_LIST_QUERIES = [
  pageQuery(NotificationsQuery, firstPage(NOTIFICATION_LIST_PAGE_SIZE)),
];
