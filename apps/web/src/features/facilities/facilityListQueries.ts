import { FACILITY_PAGE_SIZE } from '@dawa/shared/facilities';
import { ALERT_DOCUMENTS } from '../../app/alerts/alerts.graphql';
import { firstPage } from '../../app/paging/cursorPaging';
import { pageQuery } from '../../app/urql/pageAnswers';
import { FacilityReferenceQuery, PropertiesQuery } from './facilities.graphql';
import { filterFromParams, sortFromParams } from './facilityFilter';

/** What `/{lang}/facilities` asks first (FacilityListPage, unfiltered): its HTML answers it. */
export const FACILITY_LIST_QUERIES = [
  pageQuery(
    PropertiesQuery,
    {
      filter: filterFromParams(new URLSearchParams()),
      sort: sortFromParams(new URLSearchParams()),
      ...firstPage(FACILITY_PAGE_SIZE),
    },
    // The first cover shown is the page's largest paint (FacilityListPage).
    'properties.items.*.cover.thumbnailUrl',
  ),
  pageQuery(FacilityReferenceQuery),
  pageQuery(ALERT_DOCUMENTS.facility.list),
];
