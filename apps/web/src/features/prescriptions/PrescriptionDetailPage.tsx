import { EditIcon, EyeIcon } from './prescriptionIcons';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useQuery } from 'urql';
import { DELETED_BY_AUTHOR } from '@dawa/shared/posts';
import { POST_PAGES, postEditPath } from '@dawa/shared/postPages';
import { toApiError } from '../../app/errors/apiError';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { ShareMenu } from '../../app/dialogs/ShareMenu';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { useSession } from '../../app/session/session';
import { Avatar } from '../../app/ui/Avatar';
import { BackLink } from '../../app/ui/BackLink';
import { CommentsSection } from './CommentsSection';
import { commentCount } from './commentState';
import { formatDateTime } from '../../app/format/format';
import { applyDetailChange, isPubliclyListed, shownPrescription, type LiveDetail } from './live';
import {
  PrescriptionChangedSubscription,
  PrescriptionQuery,
  type PrescriptionItem,
} from './prescriptions.graphql';
import { useComments } from './useComments';
import { useLiveSubscription } from '../../app/urql/useLiveSubscription';
import shared from './Prescriptions.module.css';
import { LoadError } from '../../app/ui/LoadError';
import styles from './Detail.module.css';
import { SkeletonBar } from '../../app/ui/SkeletonBar';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import { Page } from '../../app/ui/Page';
import { pageTitle } from '../../app/ui/pageTitle';
import { buttonClass } from '../../app/ui/buttonClass';

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

  // Edits made elsewhere (the author, a moderator) show at once; a removal from the public
  // list asks the server again, which still answers the author and moderators.
  const refetch = () => reexecute({ requestPolicy: 'network-only' });
  const [live, setLive] = useState<LiveDetail<PrescriptionItem> | null>(null);
  useLiveSubscription(
    PrescriptionChangedSubscription,
    {},
    ({ prescriptionChanged: change }) => {
      if (change.id !== id) return;
      const next = applyDetailChange({ ...change, item: change.prescription });
      setLive(next);
      if (!next.item) refetch();
    },
    { onReopen: refetch },
  );
  const item = shownPrescription(id, result.data?.prescription, live);
  // Opened from a link (not a fresh page load): the focus goes to its heading, as the link
  // that had it is gone.
  const heading = useRef<HTMLHeadingElement>(null);
  const { key: locationKey } = useLocation();
  const shownId = item?.id;
  useEffect(() => {
    if (shownId && locationKey !== 'default') heading.current?.focus();
  }, [shownId, locationKey]);
  const removed = live?.id === id && !live.item;
  useDocumentTitle(item?.title ?? t('section'));

  // The stream brings fresh counters for publicly listed posts only: refetch the others'.
  const comments = useComments(id, Boolean(item), () => {
    if (item && !isPubliclyListed(item)) refetch();
  });
  const own = Boolean(item && viewerId && item.createdBy === viewerId);

  const back = (
    <BackLink to={`/${language}/${POST_PAGES.prescription.list}`}>{t('detail.back')}</BackLink>
  );

  if (!item && result.error) {
    const notFound = errorCode === 'NOT_FOUND';
    return (
      <Page>
        {back}
        <LoadError
          message={notFound ? t(removed ? 'detail.gone' : 'detail.notFound') : t('detail.error')}
          action={
            !notFound && (
              <button type="button" className={buttonClass()} onClick={refetch}>
                {t('list.retry')}
              </button>
            )
          }
        />
      </Page>
    );
  }

  if (!item) {
    return (
      <Page aria-busy>
        {back}
        <p className={visuallyHidden} role="status">
          {t('detail.loading')}
        </p>
        <div className={styles.article}>
          <div className={styles.photo} />
          <div className={styles.text}>
            <SkeletonBar inlineSize="60%" blockSize={32} />
            <SkeletonBar inlineSize="40%" />
            <SkeletonBar inlineSize="90%" />
            <SkeletonBar inlineSize="85%" />
          </div>
        </div>
      </Page>
    );
  }

  const author = item.creator?.fullName ?? t('card.unknownAuthor');
  const deletedByAuthor = item.deactivationReason === DELETED_BY_AUTHOR;

  return (
    <Page>
      {back}
      <article
        className={item.image ? styles.article : `${styles.article} ${styles.textOnly}`}
        aria-labelledby="prescription-title"
      >
        {/* No photo once its author deleted the post: the deletion removed it. */}
        {item.image && (
          <a
            href={item.image}
            className={styles.photoLink}
            target="_blank"
            rel="noopener noreferrer"
          >
            <img
              className={styles.photo}
              src={item.image}
              alt={t('detail.photo', { title: item.title })}
              width={640}
              height={480}
            />
            <span className={visuallyHidden}>{t('detail.openPhoto')}</span>
          </a>
        )}
        <div className={styles.text}>
          {item.postStatus !== 'accepted' && (
            <p
              className={item.postStatus === 'pending' ? styles.pending : styles.deleted}
              role="note"
            >
              {item.postStatus === 'pending'
                ? t('detail.pending')
                : deletedByAuthor
                  ? t('detail.deletedByAuthor')
                  : t('detail.deleted')}
              {item.deactivationReason && !deletedByAuthor && (
                <span className={styles.reason}>
                  {' '}
                  {t('detail.reason', { reason: item.deactivationReason })}
                </span>
              )}
            </p>
          )}
          {own && item.hasPendingEdit && (
            <p className={styles.pending} role="note">
              {t('detail.editPending')}
            </p>
          )}
          {/* Aligned by its own language, like the description under it. */}
          <h1 ref={heading} id="prescription-title" className={pageTitle} dir="auto" tabIndex={-1}>
            {item.title}
          </h1>
          <div className={styles.byline}>
            <Avatar name={author} src={item.creator?.avatar} size={40} />
            <div className={styles.bylineText}>
              <bdi className={styles.authorName}>{author}</bdi>
              <span className={shared.muted}>
                {t('detail.posted')}{' '}
                <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, language)}</time>
              </span>
            </div>
          </div>
          <p className={styles.description} dir="auto">
            {item.description}
          </p>
          <div className={styles.toolbar}>
            <span className={styles.viewers}>
              <EyeIcon />
              <span>{t('detail.viewers', { count: item.viewers })}</span>
            </span>
            <div className={styles.toolbarActions}>
              {own && item.postStatus !== 'deleted' && (
                <Link
                  to={`/${language}${postEditPath('prescription', item.id)}`}
                  className={buttonClass()}
                >
                  <EditIcon />
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
      {/* The server lets whoever may open a post read its comments; only accepted ones take
          new comments. */}
      <CommentsSection
        prescriptionId={item.id}
        viewerId={viewerId}
        comments={comments}
        total={commentCount(item.commentsLength, comments.items)}
        canComment={item.postStatus === 'accepted'}
      />
    </Page>
  );
}
