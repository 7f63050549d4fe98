import { JOB_PAGE_SIZE } from '@dawa/shared/jobs';
import { ALERT_DOCUMENTS } from '../../app/alerts/alerts.graphql';
import { firstPage } from '../../app/paging/cursorPaging';
import { pageQuery } from '../../app/urql/pageAnswers';
import { filterFromParams } from './jobFilter';
import { JobReferenceQuery, JobsQuery } from './jobs.graphql';

/** What `/{lang}/job-opportunities` asks first (JobListPage, unfiltered): its HTML answers it. */
export const JOB_LIST_QUERIES = [
  pageQuery(JobsQuery, {
    filter: filterFromParams(new URLSearchParams()),
    ...firstPage(JOB_PAGE_SIZE),
  }),
  pageQuery(JobReferenceQuery),
  pageQuery(ALERT_DOCUMENTS.job.list),
];
