import { OFFER_PAGE_SIZE } from '@dawa/shared/offers';
import { firstPage } from '../../app/paging/cursorPaging';
import { pageQuery } from '../../app/urql/pageAnswers';
import { OffersQuery } from './offers.graphql';

/** What `/{lang}/offers` asks first (OfferListPage): its HTML answers it. */
export const OFFER_LIST_QUERIES = [pageQuery(OffersQuery, firstPage(OFFER_PAGE_SIZE))];
