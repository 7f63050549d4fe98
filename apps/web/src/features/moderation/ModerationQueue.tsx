import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useClient, type CombinedError } from 'urql';
import { Empty, Spin } from 'antd';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { toApiError } from '../../app/errors/apiError';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { initialsOf } from '../../app/layout/initials';
import { DeleteDialog } from './DeleteDialog';
import type { DeleteChoice, PostModeration } from '../../app/posts/postKind';
import { formatDateTime } from '../../app/format/format';
import type { PostKind, QueueItem } from './moderation.graphql';
import { PostText } from './PostText';
import { focusAfterRemoval } from './queueState';
import { useModerationQueue } from './useModerationQueue';
import styles from './ModerationPage.module.css';
import { BusyButton } from '../../app/forms/BusyButton';
import { visuallyHidden } from '../../app/ui/visuallyHidden';

type Action = 'accept' | 'delete';

export interface ModerationQueueProps {
  definition: PostModeration<PostKind>;
  /** A reader of the moderation section: the queue without accept or delete. */
  readOnly: boolean;
}

/** One kind's pending posts: the list, "load more", and accept / delete-with-reason. */
export function ModerationQueue({ definition, readOnly }: ModerationQueueProps) {
  const { t } = useTranslation('moderation');
  const language = useLanguage();
  const client = useClient();
  const handleApiError = useApiErrorHandler();
  const queue = useModerationQueue(definition.kind);
  useApiErrorEffect(queue.error);
  const { items, hasMore, status, loadMore } = queue;

  const [busy, setBusy] = useState<{ id: string; action: Action } | null>(null);
  const [deleting, setDeleting] = useState<QueueItem | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const [focusNext, setFocusNext] = useState<{ id: string | null } | null>(null);
  const countId = useId();

  // Keyboard focus follows the list when a handled post leaves it.
  useEffect(() => {
    if (!focusNext) return;
    const target = focusNext.id
      ? listRef.current?.querySelector<HTMLElement>(`[data-post-id="${CSS.escape(focusNext.id)}"]`)
      : emptyRef.current;
    target?.focus();
  }, [focusNext, items]);

  // Every loaded post handled while more wait: bring the next page in.
  useEffect(() => {
    if (items.length === 0 && hasMore && status === 'ready') loadMore();
  }, [items.length, hasMore, status, loadMore]);

  const removeFromList = (item: QueueItem) => {
    setFocusNext({ id: focusAfterRemoval(items, item.id) });
    queue.remove(item.id);
  };

  /** The outcome of a moderator action; true when the post has left the queue. */
  const settle = (item: QueueItem, error: CombinedError | undefined, done: string): boolean => {
    if (!error) {
      showToast(language, { type: 'success', key: `moderation-${item.id}`, title: done });
      removeFromList(item);
      return true;
    }
    const { code } = toApiError(error);
    // Another moderator got there first: the post is no longer pending.
    if (code === 'CONFLICT' || code === 'NOT_FOUND') {
      showToast(language, {
        type: 'info',
        key: `moderation-${item.id}`,
        title: t('alreadyReviewed', { title: item.title }),
      });
      removeFromList(item);
      return true;
    }
    handleApiError(error);
    return false;
  };

  const accept = async (item: QueueItem) => {
    setBusy({ id: item.id, action: 'accept' });
    try {
      const error = item.edit
        ? await definition.acceptEdit(client, item.id)
        : await definition.accept(client, item.id);
      settle(item, error, t(item.edit ? 'edit.accepted' : 'accepted', { title: item.title }));
    } finally {
      setBusy(null);
    }
  };

  const reasons = definition.useReasons();
  const confirmDelete = async (choice: DeleteChoice): Promise<boolean> => {
    const item = deleting;
    if (!item) return true;
    setBusy({ id: item.id, action: 'delete' });
    try {
      const error = item.edit
        ? await definition.rejectEdit(client, item.id, choice)
        : await definition.remove(client, item.id, choice);
      const left = settle(
        item,
        error,
        t(item.edit ? 'edit.rejected' : 'deleted', { title: item.title }),
      );
      if (left) setDialogOpen(false);
      return left;
    } finally {
      setBusy(null);
    }
  };

  const firstLoad = status === 'loading' && items.length === 0;
  const { Media } = definition;

  return (
    <div className={styles.queue}>
      <div className={styles.toolbar}>
        <p id={countId} className={styles.count} role="status">
          {/* The empty state says it in words of its own. */}
          {firstLoad || status === 'error' || items.length === 0
            ? ''
            : t(hasMore ? 'shownMore' : 'shown', { count: items.length })}
        </p>
        <BusyButton
          icon={<ReloadOutlined aria-hidden />}
          busy={status === 'loading' && !firstLoad}
          disabled={firstLoad}
          onClick={queue.refresh}
        >
          {t('refresh')}
        </BusyButton>
      </div>

      {firstLoad ? (
        <div className={styles.loading}>
          <Spin description={t('loading')} />
        </div>
      ) : items.length === 0 && !hasMore && status !== 'error' ? (
        <div ref={emptyRef} tabIndex={-1} className={styles.empty}>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <strong className={styles.emptyTitle}>{t('empty')}</strong>
                <span className={styles.emptyHint}>{t('emptyHint')}</span>
              </>
            }
          />
        </div>
      ) : (
        <ul
          ref={listRef}
          className={styles.list}
          aria-label={t(`listLabel.${definition.kind}`)}
          aria-describedby={countId}
        >
          {items.map((item) => {
            const titleId = `moderation-${item.id}-title`;
            const itemBusy = busy?.id === item.id ? busy.action : null;
            return (
              <li key={item.id}>
                <article
                  className={styles.card}
                  aria-labelledby={titleId}
                  data-post-id={item.id}
                  tabIndex={-1}
                >
                  {item.edit && <EditNote before={item.edit.before.title} title={item.title} />}
                  <div className={styles.body}>
                    <Media item={item} />
                    <PostText item={item} titleId={titleId} />
                  </div>
                  <footer className={styles.footer}>
                    <div className={styles.meta}>
                      <Author name={item.creator?.fullName ?? null} avatar={item.creator?.avatar} />
                      <span className={styles.date}>
                        <span className={visuallyHidden}>{t('submitted')} </span>
                        <time dateTime={item.createdAt}>
                          {formatDateTime(item.createdAt, language)}
                        </time>
                      </span>
                    </div>
                    {!readOnly && (
                      <div className={styles.actions}>
                        <BusyButton
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={t(item.edit ? 'edit.rejectNamed' : 'deleteNamed', {
                            title: item.title,
                          })}
                          disabled={itemBusy !== null}
                          busy={itemBusy === 'delete'}
                          onClick={() => {
                            setDeleting(item);
                            setDialogOpen(true);
                          }}
                        >
                          {item.edit ? t('edit.reject') : t('delete')}
                        </BusyButton>
                        <BusyButton
                          type="primary"
                          icon={<CheckOutlined aria-hidden />}
                          aria-label={t(item.edit ? 'edit.acceptNamed' : 'acceptNamed', {
                            title: item.title,
                          })}
                          disabled={itemBusy !== null}
                          busy={itemBusy === 'accept'}
                          onClick={() => void accept(item)}
                        >
                          {t('accept')}
                        </BusyButton>
                      </div>
                    )}
                  </footer>
                </article>
              </li>
            );
          })}
        </ul>
      )}

      {hasMore && items.length > 0 && (
        <div className={styles.loadMore}>
          <BusyButton busy={status === 'loadingMore'} onClick={loadMore}>
            {t('loadMore')}
          </BusyButton>
        </div>
      )}

      {!readOnly && (
        <DeleteDialog
          open={dialogOpen && deleting !== null}
          title={deleting?.title ?? ''}
          reasons={reasons}
          withDetails={definition.withDetails}
          edit={Boolean(deleting?.edit)}
          onConfirm={confirmDelete}
          onCancel={() => setDialogOpen(false)}
          afterClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

export interface EditNoteProps {
  /** The published title, and the edited one shown in the card. */
  before: string;
  title: string;
}

/** Marks an edit of a published post, naming the published title when the edit changes it. */
function EditNote({ before, title }: EditNoteProps) {
  const { t } = useTranslation('moderation');
  return (
    <p className={styles.editNote}>
      <span className={styles.editTag}>{t('edit.tag')}</span> <span>{t('edit.hint')}</span>
      {before !== title && (
        <span className={styles.editBefore}>
          <bdi>{t('edit.before', { title: before })}</bdi>
        </span>
      )}
    </p>
  );
}

/** The author's picture (or initials) and name; decorative picture, the name is written. */
function Author({ name, avatar }: { name: string | null; avatar: string | null | undefined }) {
  const { t } = useTranslation('moderation');
  const [broken, setBroken] = useState(false);
  return (
    <span className={styles.author}>
      {avatar && !broken ? (
        <img
          className={styles.avatar}
          src={avatar}
          alt=""
          width={28}
          height={28}
          loading="lazy"
          onError={() => setBroken(true)}
        />
      ) : (
        <span className={styles.avatar} aria-hidden>
          {name ? initialsOf(name) : '?'}
        </span>
      )}
      <span className={styles.authorName}>
        <span className={visuallyHidden}>{t('author')} </span>
        <bdi>{name ?? t('unknownAuthor')}</bdi>
      </span>
    </span>
  );
}
