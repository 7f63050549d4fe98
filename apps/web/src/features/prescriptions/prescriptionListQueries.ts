import { PRESCRIPTION_PAGE_SIZE } from '@dawa/shared/prescriptions';
import { firstPage } from '../../app/paging/cursorPaging';
import { pageQuery } from '../../app/urql/pageAnswers';
import { PrescriptionsQuery } from './prescriptions.graphql';

/** What `/{lang}/prescriptions` asks first (usePrescriptionList): its HTML answers it. */
export const PRESCRIPTION_LIST_QUERIES = [
  pageQuery(PrescriptionsQuery, firstPage(PRESCRIPTION_PAGE_SIZE)),
];
