import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JOB_PAGE_SIZE } from '@dawa/shared/jobs';
import { POST_PAGES } from '@dawa/shared/postPages';
import { SaveAlert } from '../../app/alerts/SaveAlert';
import { useLanguage } from '../../app/i18n/useLanguage';
import { ButtonLink } from '../../app/layout/ButtonLink';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { Pager } from '../../app/paging/Pager';
import { usePagedQuery } from '../../app/paging/usePagedQuery';
import { ListPage } from '../../app/ui/ListPage';
import { useLiveSubscription } from '../../app/urql/useLiveSubscription';
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
  const language = useLanguage();
  const navigate = useNavigate();
  useDocumentTitle(t('section'));
  const [params] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const reference = useJobReference();
  const [reloadKey, setReloadKey] = useState(0);
  const { page, goTo, current, loading, pager } = usePagedQuery(
    JobsQuery,
    'jobs',
    JOB_PAGE_SIZE,
    reloadKey,
    { filter },
  );

  const reload = () => setReloadKey((key) => key + 1);
  useLiveSubscription(
    JobChangedSubscription,
    { mine: false },
    ({ jobChanged: change }) => {
      const shown = current?.items.some((job) => job.id === change.id) ?? false;
      if (shown || (change.kind === 'add' && page === 1)) reload();
    },
    { onReopen: reload },
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
        actions: (
          <>
            <ButtonLink to={`/${language}/${POST_PAGES.job.mine}`}>{t('list.mine')}</ButtonLink>
            <ButtonLink to={`/${language}/${POST_PAGES.job.create}`} type="primary">
              {t('list.add')}
            </ButtonLink>
          </>
        ),
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
