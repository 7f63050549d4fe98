import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { POST_MODERATORS } from '@dawa/shared/posts';
import { COMMENT_MAX } from '@dawa/shared/prescriptions';
import { hasAnyRole } from '@dawa/shared/roles';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { toApiError } from '../../app/errors/apiError';
import { useViewerRoles } from '../../app/session/useViewerRoles';
import { Avatar } from '../../app/ui/Avatar';
import { formatDateTime } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import {
  CommentCreateMutation,
  CommentDestroyMutation,
  CommentUpdateMutation,
  type CommentItem,
} from './prescriptions.graphql';
import type { Comments } from './useComments';
import { useTyping } from './useTyping';
import { commentError, type ValidationKey } from './validation';
import shared from './Prescriptions.module.css';
import { LoadError } from '../../app/ui/LoadError';
import styles from './Detail.module.css';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import { buttonClass } from '../../app/ui/buttonClass';

export interface CommentsSectionProps {
  prescriptionId: string;
  viewerId: string | undefined;
  comments: Comments;
  total: number;
  /** Only accepted prescriptions take new comments and edits; others are read-only. */
  canComment: boolean;
}

/**
 * Comments under a prescription: write, edit and delete own (moderators may delete any),
 * load more, live typing. Read-only, but for moderators' deletions, when `canComment` is off.
 */
export function CommentsSection({
  prescriptionId,
  viewerId,
  comments,
  total,
  canComment,
}: CommentsSectionProps) {
  const { t } = useTranslation('prescriptions');
  const headingId = useId();
  const typing = useTyping(prescriptionId, viewerId, canComment);
  const [text, setText] = useState('');
  const [error, setError] = useState<ValidationKey | null>(null);
  const [{ fetching: sending }, createComment] = useMutation(CommentCreateMutation);
  const handleApiError = useApiErrorHandler();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLTextAreaElement>(null);
  // Said once the comment is posted; cleared as the next one is typed, to be said again.
  const [posted, setPosted] = useState(false);

  // Someone's comment arrived: they are no longer typing.
  const moderator = hasAnyRole(useViewerRoles(), POST_MODERATORS);
  const latestAuthor = comments.items?.[0]?.createdBy;
  const { stopped } = typing;
  useEffect(() => {
    if (latestAuthor) stopped(latestAuthor);
  }, [latestAuthor, stopped]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = commentError(text);
    if (problem) {
      setError(problem);
      return;
    }
    const result = await createComment({ id: prescriptionId, data: { comment: text.trim() } });
    if (result.error) {
      const apiError = toApiError(result.error);
      const field = apiError.fieldErrors.find((fieldError) => fieldError.path.endsWith('comment'));
      if (field) setError('invalidComment');
      else handleApiError(result.error);
      return;
    }
    const created = result.data?.commentCreate;
    if (created) comments.apply('add', created.id, created);
    setText('');
    setError(null);
    setPosted(true);
    // Ready for the next comment, where the writer was.
    input.current?.focus();
  };

  const typingText =
    typing.typists.length === 1
      ? t('comments.typing', { name: typing.typists[0]?.name ?? '' })
      : typing.typists.length > 1
        ? t('comments.typingSeveral')
        : '';

  return (
    <section className={styles.comments} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.commentsHeading}>
        {t('comments.heading')}{' '}
        <span className={styles.count}>({t('comments.count', { count: total })})</span>
      </h2>

      {canComment ? (
        <form className={styles.commentForm} onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={inputId} className={styles.commentLabel}>
            {t('comments.label')}
          </label>
          {/* Read-only while sending, not disabled: a disabled box would drop the focus. */}
          <textarea
            ref={input}
            id={inputId}
            className={styles.textarea}
            value={text}
            rows={3}
            maxLength={COMMENT_MAX}
            dir="auto"
            readOnly={sending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setPosted(false);
              if (error) setError(null);
              if (event.target.value.trim()) typing.typed();
            }}
          />
          <p id={errorId} className={styles.fieldError} role="alert">
            {error ? t(`validation.${error}`) : ''}
          </p>
          <div className={styles.commentFormRow}>
            <p className={styles.typing} role="status" aria-live="polite" data-testid="typing">
              {typingText}
            </p>
            <p className={visuallyHidden} role="status">
              {posted ? t('comments.posted') : ''}
            </p>
            <button
              type="submit"
              className={buttonClass({ type: 'primary' })}
              disabled={sending}
              aria-busy={sending}
            >
              {t('comments.send')}
            </button>
          </div>
        </form>
      ) : (
        <p className={shared.muted}>{t('comments.closed')}</p>
      )}

      {comments.failed ? (
        <LoadError
          message={t('comments.error')}
          action={
            <button type="button" className={buttonClass()} onClick={comments.retry}>
              {t('list.retry')}
            </button>
          }
        />
      ) : !comments.items ? (
        <p className={shared.muted} role="status">
          {t('comments.loading')}
        </p>
      ) : comments.items.length === 0 ? (
        <p className={shared.muted}>{t(canComment ? 'comments.empty' : 'comments.none')}</p>
      ) : (
        <ol className={styles.commentList}>
          {comments.items.map((comment) => (
            <li key={comment.id}>
              <CommentView
                comment={comment}
                own={canComment && comment.createdBy === viewerId}
                removable={moderator}
                prescriptionId={prescriptionId}
                onChanged={comments.apply}
              />
            </li>
          ))}
        </ol>
      )}

      {comments.hasMore && (
        <button
          type="button"
          className={buttonClass()}
          onClick={comments.loadMore}
          disabled={comments.loadingMore}
          aria-busy={comments.loadingMore}
        >
          {t('comments.loadMore')}
        </button>
      )}
    </section>
  );
}

interface CommentViewProps {
  comment: CommentItem;
  /** One's own comment on a prescription open to comments: editable and deletable. */
  own: boolean;
  /** Deletable though not one's own (a moderator). */
  removable: boolean;
  prescriptionId: string;
  onChanged: Comments['apply'];
}

function CommentView({ comment, own, removable, prescriptionId, onChanged }: CommentViewProps) {
  const { t } = useTranslation('prescriptions');
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [draft, setDraft] = useState(comment.comment);
  const [error, setError] = useState<ValidationKey | null>(null);
  const [{ fetching: saving }, updateComment] = useMutation(CommentUpdateMutation);
  const [{ fetching: deleting }, destroyComment] = useMutation(CommentDestroyMutation);
  const handleApiError = useApiErrorHandler();
  const editId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const author = comment.creator?.fullName ?? t('card.unknownAuthor');
  const edited = comment.updatedAt !== comment.createdAt;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = commentError(draft);
    if (problem) {
      setError(problem);
      return;
    }
    const result = await updateComment({
      prescriptionId,
      commentId: comment.id,
      data: { comment: draft.trim() },
    });
    if (result.error) {
      handleApiError(result.error);
      return;
    }
    const updated = result.data?.commentUpdate;
    if (updated) onChanged('update', updated.id, updated);
    setEditing(false);
    queueMicrotask(() => editButton.current?.focus());
  };

  const remove = async () => {
    const result = await destroyComment({ prescId: prescriptionId, ids: [comment.id] });
    if (result.error) {
      handleApiError(result.error);
      return;
    }
    onChanged('remove', comment.id, null);
  };

  return (
    <article className={styles.comment} aria-label={t('comments.actions', { name: author })}>
      <header className={styles.commentHeader}>
        <Avatar name={author} src={comment.creator?.avatar} size={32} />
        <div className={styles.commentMeta}>
          <bdi className={styles.commentAuthor}>{author}</bdi>
          <span className={shared.muted}>
            <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt, language)}</time>
            {edited && <span> · {t('comments.edited')}</span>}
          </span>
        </div>
      </header>
      {editing ? (
        <form className={styles.commentForm} onSubmit={(event) => void save(event)} noValidate>
          <label htmlFor={editId} className={visuallyHidden}>
            {t('comments.editLabel')}
          </label>
          <textarea
            id={editId}
            className={styles.textarea}
            value={draft}
            rows={3}
            maxLength={COMMENT_MAX}
            dir="auto"
            disabled={saving}
            aria-invalid={error ? true : undefined}
            autoFocus
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
          />
          <p className={styles.fieldError} role="alert">
            {error ? t(`validation.${error}`) : ''}
          </p>
          <div className={styles.commentActions}>
            <button type="submit" className={buttonClass({ type: 'primary' })} disabled={saving}>
              {t('comments.save')}
            </button>
            <button
              type="button"
              className={styles.textButton}
              onClick={() => {
                setEditing(false);
                setDraft(comment.comment);
              }}
            >
              {t('comments.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <p className={styles.commentText} dir="auto">
          {comment.comment}
        </p>
      )}
      {(own || removable) && !editing && (
        <div className={styles.commentActions}>
          {confirming ? (
            <>
              <span className={styles.confirm}>{t('comments.confirmDelete')}</span>
              <button
                type="button"
                className={styles.dangerButton}
                disabled={deleting}
                onClick={() => void remove()}
              >
                {t('comments.delete')}
              </button>
              <button
                type="button"
                className={styles.textButton}
                onClick={() => setConfirming(false)}
              >
                {t('comments.cancel')}
              </button>
            </>
          ) : (
            <>
              {own && (
                <button
                  type="button"
                  ref={editButton}
                  className={styles.textButton}
                  onClick={() => {
                    setDraft(comment.comment);
                    setEditing(true);
                  }}
                >
                  {t('comments.edit')}
                </button>
              )}
              <button
                type="button"
                className={styles.textButton}
                onClick={() => setConfirming(true)}
              >
                {t('comments.delete')}
              </button>
            </>
          )}
        </div>
      )}
    </article>
  );
}
