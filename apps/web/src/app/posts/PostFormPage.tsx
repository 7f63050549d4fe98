import { Suspense, useEffect, type ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import { useQuery, type DocumentInput } from 'urql';
import { useOwnRecordGuard } from '../errors/useOwnRecordGuard';
import { showToast } from '../feedback/toast';
import { useLanguage } from '../i18n/useLanguage';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { Page } from '../ui/Page';
import { PageHeader } from '../ui/PageHeader';
import { LISTED_KIND_NAMESPACES, type ListedKind } from './listedKinds';
import { usePostQuota } from './usePostQuota';
import styles from './Posts.module.css';

export interface PostFormPageProps<Data, Item> {
  kind: ListedKind;
  /** The post to edit, with the edit waiting for review if there is one. */
  editQuery: DocumentInput<Data, { id: string }>;
  editedOf: (
    data: Data,
  ) => (Item & { createdBy: string; pendingEdit: Item | null }) | null | undefined;
  /** The kind's form (lazy: the form's code loads with this page). */
  Form: ComponentType<{ initial?: Item }>;
}

/**
 * A kind's add and edit page (SPEC §2): `/{lang}/add-…` and `/{lang}/add-…/edit/:id`. Adding
 * first counts the ads the user created this month: at the limit they are sent home with the
 * SPEC §8 message. Editing is the owner's: someone else's ad goes to 403, a hidden one to 404.
 */
export function PostFormPage<Data, Item>(props: PostFormPageProps<Data, Item>) {
  const { id } = useParams();
  return id ? <EditPost {...props} id={id} /> : <AddPost {...props} />;
}

function AddPost<Data, Item>({ kind, Form }: PostFormPageProps<Data, Item>) {
  const { t } = useTranslation(LISTED_KIND_NAMESPACES[kind]);
  const language = useLanguage();
  const navigate = useNavigate();
  useDocumentTitle(t('form.addTitle'));
  const { known, fullAt } = usePostQuota(kind);
  useEffect(() => {
    if (fullAt === null) return;
    showToast(language, {
      type: 'error',
      title: t('form.quotaGuard', { count: fullAt }),
      key: `${kind}-quota`,
    });
    void navigate(`/${language}`, { replace: true });
  }, [fullAt, kind, language, navigate, t]);

  return (
    <Page>
      <PageHeader title={t('form.addTitle')} intro={t('form.addIntro')} />
      {known && fullAt === null && (
        <Suspense fallback={<p className={styles.status}>{t('list.loading')}</p>}>
          <Form />
        </Suspense>
      )}
    </Page>
  );
}

function EditPost<Data, Item>({
  kind,
  editQuery,
  editedOf,
  Form,
  id,
}: PostFormPageProps<Data, Item> & { id: string }) {
  const { t } = useTranslation(LISTED_KIND_NAMESPACES[kind]);
  useDocumentTitle(t('form.editTitle'));
  const [result] = useQuery({ query: editQuery, variables: { id }, requestPolicy: 'network-only' });
  const post = result.data && editedOf(result.data);
  const own = useOwnRecordGuard(post, result.error);

  return (
    <Page>
      <PageHeader title={t('form.editTitle')} />
      {post && own && (
        <Suspense fallback={<p className={styles.status}>{t('list.loading')}</p>}>
          {/* Editing again edits the edit waiting for review. */}
          <Form initial={post.pendingEdit ?? post} />
        </Suspense>
      )}
    </Page>
  );
}
