import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useQuery } from 'urql';
import { postPath } from '@dawa/shared/postPages';
import { useOwnRecordGuard } from '../../app/errors/useOwnRecordGuard';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { LazyPrescriptionForm } from './LazyPrescriptionForm';
import { PrescriptionEditQuery } from './prescriptions.graphql';
import styles from './Detail.module.css';
import { SkeletonBar } from '../../app/ui/SkeletonBar';
import { BackLink } from '../../app/ui/BackLink';
import { Page } from '../../app/ui/Page';
import { PageHeader } from '../../app/ui/PageHeader';

/** `/{lang}/edit-prescription/:id` (SPEC §2): the author edits; others are sent to 403. */
export function EditPrescriptionPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('prescriptions');
  const language = useLanguage();
  const navigate = useNavigate();
  useDocumentTitle(t('form.editTitle'));
  const [result] = useQuery({
    query: PrescriptionEditQuery,
    variables: { id },
    requestPolicy: 'network-only',
  });
  const item = result.data?.prescription;
  // Someone else's prescription: 403; one they cannot see at all (pending, removed): 404.
  const own = useOwnRecordGuard(item, result.error);

  const skeleton = (
    <div className={styles.formSkeleton} aria-hidden>
      <SkeletonBar inlineSize="30%" />
      <SkeletonBar blockSize={40} />
      <SkeletonBar inlineSize="30%" />
      <SkeletonBar blockSize={110} />
      <SkeletonBar blockSize={140} />
    </div>
  );

  return (
    <Page>
      <BackLink to={`/${language}${postPath('prescription', id)}`}>
        <bdi>{item?.title ?? t('detail.back')}</bdi>
      </BackLink>
      <PageHeader title={t('form.editTitle')} />
      <div className={styles.formCard}>
        {item && own ? (
          <LazyPrescriptionForm
            // Editing again edits the edit waiting for review.
            initial={item.pendingEdit ?? item}
            fallback={skeleton}
            onCancel={() => void navigate(`/${language}${postPath('prescription', id)}`)}
            onSaved={(saved) => {
              showToast(language, {
                type: 'success',
                key: 'prescription-saved',
                title: t('form.editPending'),
              });
              void navigate(`/${language}${postPath('prescription', saved.id)}`);
            }}
          />
        ) : (
          !result.error && skeleton
        )}
      </div>
    </Page>
  );
}
