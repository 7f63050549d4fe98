import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { JOB_PAGE_SIZE, JOB_RUN_MAX_DAYS } from '@dawa/shared/jobs';
import { addDays, cairoDate } from '@dawa/shared/time';
import { postEditPath } from '@dawa/shared/postPages';
import { toApiError } from '../../app/errors/apiError';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { Pager } from '../../app/paging/Pager';
import { usePagedQuery } from '../../app/paging/usePagedQuery';
import { buttonClass } from '../../app/ui/buttonClass';
import { PostAddLink, PostLinks } from '../../app/posts/PostLinks';
import { ListPage } from '../../app/ui/ListPage';
import { useLiveSubscription } from '../../app/urql/useLiveSubscription';
import { JobCard } from './JobCard';
import {
  JobActivateMutation,
  JobChangedSubscription,
  JobHiredSetMutation,
  MyJobsQuery,
  type JobItem,
} from './jobs.graphql';
import styles from './Jobs.module.css';
import { EmptyState } from '../../app/ui/EmptyState';

/**
 * `/{lang}/my-jobs` (SPEC §2, §4): the user's ads, accepted and waiting for review, each with
 * its label and what its owner can do: edit, mark filled (or open again), activate an expired
 * or inactive ad with a new date. Live: a moderator's decision shows without a reload.
 */
export function MyJobsPage() {
  const { t } = useTranslation('jobs');
  useDocumentTitle(t('mine.heading'));
  const [reloadKey, setReloadKey] = useState(0);
  const reload = () => setReloadKey((key) => key + 1);
  const { page, goTo, current, loading, pager } = usePagedQuery(
    MyJobsQuery,
    'myJobs',
    JOB_PAGE_SIZE,
    reloadKey,
  );
  useLiveSubscription(JobChangedSubscription, { mine: true }, reload, { onReopen: reload });

  return (
    <ListPage
      header={{
        title: t('mine.heading'),
        intro: t('mine.intro'),
        actions: <PostLinks kind="job" to="list" label={t('detail.back')} />,
      }}
      items={current?.items}
      label={t('mine.heading')}
      keyOf={(job) => job.id}
      renderItem={(job) => (
        <JobCard job={job} showLabel actions={<OwnerActions job={job} onChange={reload} />} />
      )}
      loading={loading}
      loadingText={t('list.loading')}
      empty={
        <EmptyState>
          <p>{t('mine.empty')}</p>
          <PostAddLink kind="job" />
        </EmptyState>
      }
      pager={<Pager namespace="jobs" page={page} pager={pager} goTo={goTo} />}
    />
  );
}

interface OwnerActionsProps {
  job: JobItem;
  onChange: () => void;
}

/** Edit, Hired / Open again, and Activate ad with its date, for one of the user's ads. */
function OwnerActions({ job, onChange }: OwnerActionsProps) {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const handleApiError = useApiErrorHandler();
  const [{ fetching: hiring }, setHired] = useMutation(JobHiredSetMutation);
  const [{ fetching: activating }, activate] = useMutation(JobActivateMutation);
  const [dateError, setDateError] = useState(false);
  const dateId = useId();
  const today = cairoDate();
  const canActivate = job.label === 'expired' || job.label === 'inactive';
  const canHire = job.postStatus === 'accepted' && job.label !== 'expired';

  const toggleHired = async () => {
    const result = await setHired({ id: job.id, hired: !job.hired });
    if (result.error) handleApiError(result.error);
    else onChange();
  };

  const submitActivation = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const runUntil = String(new FormData(event.currentTarget).get('runUntil') ?? '');
    const result = await activate({ id: job.id, runUntil });
    if (result.error) {
      const apiError = toApiError(result.error);
      if (apiError.fieldErrors.some((error) => error.path === 'runUntil')) setDateError(true);
      else handleApiError(result.error);
      return;
    }
    setDateError(false);
    showToast(language, { type: 'success', title: t('mine.activated'), key: `job-${job.id}` });
    onChange();
  };

  return (
    <>
      <Link className={buttonClass()} to={`/${language}${postEditPath('job', job.id)}`}>
        {t('mine.edit')}
      </Link>
      {canHire && (
        <button
          type="button"
          className={buttonClass()}
          disabled={hiring}
          onClick={() => void toggleHired()}
        >
          {job.hired ? t('mine.reopen') : t('mine.hired')}
        </button>
      )}
      {canActivate && (
        <form className={styles.activate} onSubmit={(event) => void submitActivation(event)}>
          <label htmlFor={dateId}>{t('form.runUntil')}</label>
          <input
            id={dateId}
            type="date"
            name="runUntil"
            required
            defaultValue={addDays(today, 30)}
            min={addDays(today, 1)}
            max={addDays(today, JOB_RUN_MAX_DAYS)}
            aria-invalid={dateError || undefined}
            aria-describedby={dateError ? `${dateId}-error` : undefined}
          />
          <button type="submit" className={buttonClass({ type: 'primary' })} disabled={activating}>
            {t('mine.activate')}
          </button>
          {dateError && (
            <p id={`${dateId}-error`} className={styles.fieldError} role="alert">
              {t('validation.invalidRunUntil')}
            </p>
          )}
        </form>
      )}
    </>
  );
}
