import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import {
  UPLOAD_ACCEPT,
  UPLOAD_FORMATS_LABEL,
  UPLOAD_MAX_SIZE_LABEL,
  type UploadPurpose,
} from '@dawa/shared/uploads';
import {
  checkImageFile,
  uploadImage,
  UploadFailure,
  isolated,
  problem,
  uploadProblemKey,
  type UploadHandle,
  type UploadProblem,
} from './uploadFile';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import zone from './UploadZone.module.css';
import styles from './ImageUpload.module.css';

/** A stored picture: `id` only for a new upload (an unchanged picture keeps its record's). */
export interface ImageValue {
  id?: string;
  url: string;
}

export interface ImageUploadProps {
  purpose: UploadPurpose;
  value?: ImageValue | null;
  onChange?: (value: ImageValue | null) => void;
  /** True while a file is on its way; forms wait before saving. */
  onBusyChange?: (busy: boolean) => void;
  /** The field's visible label; also names the drop zone. */
  label: string;
  /** An error from the form (e.g. a required picture missing), already translated. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * The one image field of every form (prescriptions, jobs, facilities, avatars): drag and drop
 * or choose, checks type and size before sending, uploads with a progress bar, previews the
 * stored picture, and replaces or removes it. Plain HTML: no antd in the widget itself.
 */
export function ImageUpload({
  purpose,
  value,
  onChange,
  onBusyChange,
  label,
  error,
  required,
  disabled,
  id,
}: ImageUploadProps) {
  const { t } = useTranslation('uploads');
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);
  const handleRef = useRef<UploadHandle | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refused, setRefused] = useState<UploadProblem | null>(null);
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => () => handleRef.current?.abort(), []);

  const uploading = progress !== null;
  const setBusy = (busy: boolean) => onBusyChange?.(busy);

  const start = (file: File | undefined) => {
    if (!file || disabled) return;
    const local = checkImageFile(file);
    if (local) {
      setRefused(local);
      return;
    }
    handleRef.current?.abort();
    setRefused(null);
    setProgress(0);
    setBusy(true);
    const handle = uploadImage(file, purpose, setProgress);
    handleRef.current = handle;
    handle.promise.then(
      (answer) => {
        if (handleRef.current !== handle) return;
        handleRef.current = null;
        setProgress(null);
        setBusy(false);
        setAnnouncement(t('uploaded'));
        onChange?.({ id: answer.id, url: answer.url });
      },
      (failure: unknown) => {
        if (handleRef.current !== handle) return;
        handleRef.current = null;
        setProgress(null);
        setBusy(false);
        if (failure instanceof UploadFailure && failure.aborted) return;
        setRefused(failure instanceof UploadFailure ? failure.problem : problem('failed'));
      },
    );
  };

  const cancel = () => {
    handleRef.current?.abort();
    handleRef.current = null;
    setProgress(null);
    setBusy(false);
  };

  const remove = () => {
    setRefused(null);
    setAnnouncement(t('removed'));
    onChange?.(null);
    inputRef.current?.focus();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    start(event.dataTransfer.files[0]);
  };

  const message = refused ? t(uploadProblemKey(refused.key), isolated(refused.params)) : error;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const labelId = `${baseId}-label`;

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
        {required && (
          <span aria-hidden className={styles.required}>
            {' '}
            *
          </span>
        )}
      </span>
      <div
        className={[
          `${zone.zone} ${styles.zone}`,
          dragging ? zone.dragging : '',
          message ? zone.invalid : '',
          value ? styles.filled : '',
        ].join(' ')}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={message ? `${hintId} ${errorId}` : hintId}
        data-testid="image-upload"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className={styles.preview}>
          {value ? (
            <img src={value.url} alt={t('preview')} className={styles.image} />
          ) : (
            <PictureOutlined aria-hidden className={styles.placeholder} />
          )}
        </div>
        <div className={styles.body}>
          {!value && <p className={styles.dropHint}>{t('dropHint')}</p>}
          <p id={hintId} className={zone.hint}>
            {t(
              'formatsHint',
              isolated({ formats: UPLOAD_FORMATS_LABEL, max: UPLOAD_MAX_SIZE_LABEL }),
            )}
          </p>
          {uploading ? (
            <div className={styles.progressRow}>
              <progress
                className={styles.progress}
                max={100}
                value={progress}
                aria-label={t('uploading', { percent: progress })}
              />
              <span className={styles.percent} aria-hidden>
                {progress}%
              </span>
              <button type="button" className={styles.linkButton} onClick={cancel}>
                {t('cancel')}
              </button>
            </div>
          ) : (
            <div className={styles.actions}>
              <label className={`${zone.button} ${disabled ? zone.disabledButton : ''}`}>
                <input
                  ref={inputRef}
                  id={baseId}
                  type="file"
                  accept={UPLOAD_ACCEPT}
                  className={zone.input}
                  disabled={disabled}
                  aria-describedby={message ? `${hintId} ${errorId}` : hintId}
                  aria-invalid={message ? true : undefined}
                  aria-required={required}
                  onChange={(event) => {
                    start(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
                <CloudUploadOutlined aria-hidden />
                <span>{value ? t('replace') : t('choose')}</span>
              </label>
              {value && (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={remove}
                  disabled={disabled}
                >
                  <DeleteOutlined aria-hidden />
                  <span>{t('remove')}</span>
                </button>
              )}
            </div>
          )}
          <p id={errorId} className={styles.error} role="alert">
            {message ?? ''}
          </p>
        </div>
      </div>
      <p className={visuallyHidden} role="status">
        {uploading ? t('uploading', { percent: progress }) : announcement}
      </p>
    </div>
  );
}
