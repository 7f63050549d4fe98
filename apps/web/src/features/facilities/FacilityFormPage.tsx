import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useOwnRecordGuard } from '../../app/errors/useOwnRecordGuard';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { usePostQuota } from '../../app/posts/usePostQuota';
import { Page } from '../../app/ui/Page';
import { PageHeader } from '../../app/ui/PageHeader';
import { PropertyEditQuery } from './facilities.graphql';
import styles from './Facilities.module.css';

const FacilityForm = lazy(() =>
  import('./FacilityForm').then((module) => ({ default: module.FacilityForm })),
);

/**
 * `/{lang}/add-facility` and `/{lang}/add-facility/edit/:id` (SPEC §2). Adding first counts the
 * ads the user created this month: at the limit (setting `property`) they are sent home with
 * the SPEC §8 message. Editing is the owner's: someone else's ad goes to 403, a hidden one to
 * 404.
 */
export function FacilityFormPage() {
  const { id } = useParams();
  return id ? <EditFacility id={id} /> : <AddFacility />;
}

function AddFacility() {
  const { t } = useTranslation('facilities');
  const language = useLanguage();
  const navigate = useNavigate();
  useDocumentTitle(t('form.addTitle'));
  const { known, fullAt } = usePostQuota('facility');
  useEffect(() => {
    if (fullAt === null) return;
    showToast(language, {
      type: 'error',
      title: t('form.quotaGuard', { count: fullAt }),
      key: 'facility-quota',
    });
    void navigate(`/${language}`, { replace: true });
  }, [fullAt, language, navigate, t]);

  return (
    <Page>
      <PageHeader title={t('form.addTitle')} intro={t('form.addIntro')} />
      {known && fullAt === null && (
        <Suspense fallback={<p className={styles.status}>{t('list.loading')}</p>}>
          <FacilityForm />
        </Suspense>
      )}
    </Page>
  );
}

function EditFacility({ id }: { id: string }) {
  const { t } = useTranslation('facilities');
  useDocumentTitle(t('form.editTitle'));
  const [result] = useQuery({
    query: PropertyEditQuery,
    variables: { id },
    requestPolicy: 'network-only',
  });
  const facility = result.data?.property;
  const own = useOwnRecordGuard(facility, result.error);

  return (
    <Page>
      <PageHeader title={t('form.editTitle')} />
      {facility && own && (
        <Suspense fallback={<p className={styles.status}>{t('list.loading')}</p>}>
          {/* Editing again edits the edit waiting for review. */}
          <FacilityForm initial={facility.pendingEdit ?? facility} />
        </Suspense>
      )}
    </Page>
  );
}
