import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { toApiError } from '../../app/errors/apiError';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { ShareMenu } from '../../app/dialogs/ShareMenu';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { useSession } from '../../app/session/session';
import { Avatar } from './Avatar';
import { CommentsSection } from './CommentsSection';
import { formatDateTime } from './format';
import {
  PrescriptionChangedSubscription,
  PrescriptionQuery,
  type PrescriptionItem,
} from './prescriptions.graphql';
import { useComments } from './useComments';
import { useLiveSubscription } from './useLiveSubscription';
import shared from './Prescriptions.module.css';
import styles from './Detail.module.css';

/** `/{lang}/prescriptions/:id` (SPEC §2/§3): photo, text, author, counters, share, comments. */
export function PrescriptionDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('prescriptions');
  const language = useLanguage();
  const session = useSession();
  const viewerId = session?.user.id;
  const [result, reexecute] = useQuery({ query: PrescriptionQuery, variables: { id } });
  const handleApiError = useApiErrorHandler();
  const errorCode = result.error ? toApiError(result.error).code : null;
  useEffect(() => {
    if (result.error && errorCode !== 'NOT_FOUND') handleApiError(result.error);
  }, [result.error, errorCode, handleApiError]);

  // Edits made elsewhere (the author, a moderator) show at once.
  const [live, setLive] = useState<PrescriptionItem | null>(null);
  useLiveSubscription(PrescriptionChangedSubscription, {}, ({ prescriptionChanged: change }) => {
    if (change.id === id && change.prescription) setLive(change.prescription);
  });
  const fetched = result.data?.prescription;
  const item =
    live && fetched && live.id === fetched.id && live.updatedAt >= fetched.updatedAt
      ? live
      : fetched;
  useDocumentTitle(item?.title ?? t('section'));

  const visible = item?.postStatus === 'accepted';
  const comments = useComments(id, Boolean(item) && visible);
  const own = Boolean(item && viewerId && item.createdBy === viewerId);

  const back = (
    <Link to={`/${language}/prescriptions`} className={styles.back}>
      <ArrowLeftOutlined aria-hidden className={shared.mirrored} />
      <span>{t('detail.back')}</span>
    </Link>
  );

  if (errorCode === 'NOT_FOUND' || (result.error && !fetched)) {
    return (
      <div className={shared.page}>
        {back}
        <div className={shared.error} role="alert">
          <p>{errorCode === 'NOT_FOUND' ? t('detail.notFound') : t('detail.error')}</p>
          {errorCode !== 'NOT_FOUND' && (
            <button
              type="button"
              className={shared.secondaryButton}
              onClick={() => reexecute({ requestPolicy: 'network-only' })}
            >
              {t('list.retry')}
            </button>
          )}
        </div>
      </div>
    );
  }

  if (!item) {
    return (
      <div className={shared.page} aria-busy>
        {back}
        <p className={shared.visuallyHidden} role="status">
          {t('detail.loading')}
        </p>
        <div className={styles.article}>
          <div className={`${styles.photo} ${shared.bar}`} />
          <div className={styles.text}>
            <span className={shared.bar} style={{ inlineSize: '60%', blockSize: 32 }} />
            <span className={shared.bar} style={{ inlineSize: '40%' }} />
            <span className={shared.bar} style={{ inlineSize: '90%' }} />
            <span className={shared.bar} style={{ inlineSize: '85%' }} />
          </div>
        </div>
      </div>
    );
  }

  const author = item.creator?.fullName ?? t('card.unknownAuthor');
  const total = Math.max(item.commentsLength + comments.delta, comments.items?.length ?? 0);

  return (
    <div className={shared.page}>
      {back}
      <article className={styles.article} aria-labelledby="prescription-title">
        <a href={item.image} className={styles.photoLink} target="_blank" rel="noopener noreferrer">
          <img
            className={styles.photo}
            src={item.image}
            alt={t('detail.photo', { title: item.title })}
            width={640}
            height={480}
          />
          <span className={shared.visuallyHidden}>{t('detail.openPhoto')}</span>
        </a>
        <div className={styles.text}>
          {item.postStatus !== 'accepted' && (
            <p
              className={item.postStatus === 'pending' ? styles.pending : styles.deleted}
              role="note"
            >
              {item.postStatus === 'pending' ? t('detail.pending') : t('detail.deleted')}
              {item.deactivationReason && (
                <span className={styles.reason}>
                  {' '}
                  {t('detail.reason', { reason: item.deactivationReason })}
                </span>
              )}
            </p>
          )}
          <h1 id="prescription-title" className={shared.title}>
            <bdi>{item.title}</bdi>
          </h1>
          <div className={styles.byline}>
            <Avatar name={author} src={item.creator?.avatar} size={40} />
            <div className={styles.bylineText}>
              <bdi className={styles.authorName}>{author}</bdi>
              <span className={shared.muted}>
                {t('detail.posted')}{' '}
                <time dateTime={item.createdAt} dir="ltr">
                  {formatDateTime(item.createdAt)}
                </time>
              </span>
            </div>
          </div>
          <p className={styles.description} dir="auto">
            {item.description}
          </p>
          <div className={styles.toolbar}>
            <span className={styles.viewers}>
              <EyeOutlined aria-hidden />
              <span>{t('detail.viewers', { count: item.viewers })}</span>
            </span>
            <div className={styles.toolbarActions}>
              {own && (
                <Link
                  to={`/${language}/edit-prescription/${item.id}`}
                  className={shared.secondaryButton}
                >
                  <EditOutlined aria-hidden />
                  <span>{t('detail.edit')}</span>
                </Link>
              )}
              <ShareMenu
                service="prescriptions"
                id={item.id}
                text={`${item.title} - ${item.description.slice(0, 120)}`}
              />
            </div>
          </div>
        </div>
      </article>
      {visible && (
        <CommentsSection
          prescriptionId={item.id}
          viewerId={viewerId}
          comments={comments}
          total={total}
          canComment={visible}
        />
      )}
    </div>
  );
}
