import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { JOB_PAGE_SIZE } from '@dawa/shared/jobs';
import { SaveAlert } from '../../app/alerts/SaveAlert';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { Pager } from '../../app/paging/Pager';
import { useLivePostList } from '../../app/posts/useLivePostList';
import { PostLinks } from '../../app/posts/PostLinks';
import { ListPage } from '../../app/ui/ListPage';
import { JobCard } from './JobCard';
import { JobFilters } from './JobFilters';
import { filterFromParams, paramsWithFilter, type JobFilterValues } from './jobFilter';
import { JobChangedSubscription, JobsQuery } from './jobs.graphql';
import { useJobReference } from './useJobReference';
import { buttonClass } from '../../app/ui/buttonClass';
import { EmptyState } from '../../app/ui/EmptyState';

/**
 * `/{lang}/job-opportunities?page=` (SPEC §2): published ads, newest first, 10 a page, with
 * filters in the URL (they survive reload, back and forward, and can be shared). Live: a newly
 * accepted ad, or a change to one shown, asks the server for the page again, which applies
 * the filters.
 */
export function JobListPage() {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  useDocumentTitle(t('section'));
  const [params] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const reference = useJobReference();
  const { page, goTo, current, loading, pager } = useLivePostList(
    JobsQuery,
    'jobs',
    JOB_PAGE_SIZE,
    { filter },
    JobChangedSubscription,
    (data) => data.jobChanged,
  );

  const applyFilter = (next: JobFilterValues) => {
    const search = paramsWithFilter(params, next).toString();
    void navigate({ search: search ? `?${search}` : '' });
  };
  const filtered = Object.keys(filter).length > 0;

  return (
    <ListPage
      header={{
        title: t('list.heading'),
        intro: t('list.intro'),
        actions: <PostLinks kind="job" to="mine" label={t('list.mine')} />,
      }}
      filters={
        <>
          <JobFilters filter={filter} reference={reference} onChange={applyFilter} />
          <SaveAlert kind="job" filter={filter} />
        </>
      }
      items={current?.items}
      label={t('list.heading')}
      keyOf={(job) => job.id}
      renderItem={(job) => <JobCard job={job} />}
      loading={loading}
      loadingText={t('list.loading')}
      empty={
        <EmptyState>
          <p>{page > 1 ? t('list.emptyPage') : filtered ? t('list.empty') : t('list.emptyAll')}</p>
          {filtered && (
            <button type="button" className={buttonClass()} onClick={() => applyFilter({})}>
              {t('list.clearFilters')}
            </button>
          )}
        </EmptyState>
      }
      pager={<Pager namespace="jobs" page={page} pager={pager} goTo={goTo} />}
    />
  );
}
