import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useOwnRecordGuard } from '../../app/errors/useOwnRecordGuard';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { PageHeader } from '../../app/ui/PageHeader';
import { usePostQuota } from '../../app/posts/usePostQuota';
import { JobEditQuery } from './jobs.graphql';
import styles from './Jobs.module.css';
import { Page } from '../../app/ui/Page';

const JobForm = lazy(() => import('./JobForm').then((module) => ({ default: module.JobForm })));

/**
 * `/{lang}/add-job` and `/{lang}/add-job/edit/:id` (SPEC §2). Adding first counts the ads the
 * user created this month: at the limit (setting `job`) they are sent home with the SPEC
 * message. Editing is the owner's: someone else's ad goes to 403, a hidden one to 404.
 */
export function JobFormPage() {
  const { id } = useParams();
  return id ? <EditJob id={id} /> : <AddJob />;
}

function AddJob() {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const navigate = useNavigate();
  useDocumentTitle(t('form.addTitle'));
  const { known, fullAt } = usePostQuota('job');
  const full = fullAt !== null;
  useEffect(() => {
    if (!full) return;
    showToast(language, { type: 'error', title: t('form.quotaGuard'), key: 'job-quota' });
    void navigate(`/${language}`, { replace: true });
  }, [full, language, navigate, t]);

  return (
    <Page>
      <PageHeader title={t('form.addTitle')} intro={t('form.addIntro')} />
      {known && !full && (
        <Suspense fallback={<p className={styles.status}>{t('list.loading')}</p>}>
          <JobForm />
        </Suspense>
      )}
    </Page>
  );
}

function EditJob({ id }: { id: string }) {
  const { t } = useTranslation('jobs');
  useDocumentTitle(t('form.editTitle'));
  const [result] = useQuery({
    query: JobEditQuery,
    variables: { id },
    requestPolicy: 'network-only',
  });
  const job = result.data?.job;
  const own = useOwnRecordGuard(job, result.error);

  return (
    <Page>
      <PageHeader title={t('form.editTitle')} />
      {job && own && (
        <Suspense fallback={<p className={styles.status}>{t('list.loading')}</p>}>
          {/* Editing again edits the edit waiting for review. */}
          <JobForm initial={job.pendingEdit ?? job} />
        </Suspense>
      )}
    </Page>
  );
}
