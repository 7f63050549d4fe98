import { useEffect, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import CloudUploadOutlined from '@ant-design/icons/CloudUploadOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import {
  UPLOAD_PURPOSE_RULES,
  uploadAccept,
  uploadFormatsLabel,
  type UploadPurpose,
} from '@dawa/shared/uploads';
import { formatFileSize } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import {
  checkImageFile,
  isPdfFile,
  isolated,
  problem,
  uploadImage,
  UploadFailure,
  uploadProblemKey,
  type UploadHandle,
} from './uploadFile';
import {
  admitFiles,
  isBusy,
  moveItem,
  nextToStart,
  placesHeld,
  removeItem,
  settleFinished,
  type PendingPhoto,
  type UploadedPhoto,
} from './photoList';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import zone from './UploadZone.module.css';
import styles from './PhotosField.module.css';

export type { UploadedPhoto } from './photoList';

export interface PhotosFieldProps {
  /** The stored photos, the cover first. Optional only so that a `Form.Item` can pass it. */
  value?: UploadedPhoto[];
  onChange?: (next: UploadedPhoto[]) => void;
  /** How many photos the record takes. */
  max: number;
  purpose: UploadPurpose;
  /** The file picker's id: a `Form.Item`'s label points at it. */
  id?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
  status?: 'error';
  /** Tells the form whether uploads are still running (it must not submit meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

/** What the drag of a photo carries: its place in the list. */
const PHOTO_DRAG = 'application/x-dawa-photo';
const NO_PHOTOS: UploadedPhoto[] = [];

type Move = 'earlier' | 'later';

let lastKey = 0;

/**
 * The field of a record's several photos (facilities and others): choose or drop several
 * files; each goes through the one upload pipeline with its own progress and error, and can
 * be retried or removed; the photos are reordered by drag or by buttons (the first is the
 * cover). Refuses files beyond `max` with a message. Plain HTML, like `ImageUpload`. For a
 * purpose that takes documents (an order's PDFs) it speaks of files, and a document shows as a
 * row (icon, name, size) instead of a thumbnail.
 */
export function PhotosField({
  value = NO_PHOTOS,
  onChange,
  max,
  purpose,
  id,
  disabled,
  'aria-describedby': describedBy,
  status,
  onBusyChange,
}: PhotosFieldProps) {
  const { t } = useTranslation('uploads');
  const language = useLanguage();
  const rule = UPLOAD_PURPOSE_RULES[purpose];
  /** The texts' section: `files` where documents are taken, `photos` otherwise. */
  const words = rule.documents.length > 0 ? 'files' : 'photos';
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [notice, setNotice] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Uploads finish after the render that started them: they read the latest of these.
  const latest = useRef({ value, pending, onChange, onBusyChange, purpose, busy: false });
  const handles = useRef(new Map<string, UploadHandle>());
  const focusAfter = useRef<{ id: string; move: Move } | null>(null);

  // The photos as the form last gave them. A render with the props of before an upload's
  // `onChange` reached the form (another file's progress re-renders first) must not take back
  // the photos emitted since: `value` is taken only when the form sends a new one, and not when
  // it is one this field emitted (the form echoing it back, maybe after a later emit). In a
  // layout effect, so that no upload settles between a render and its taking `value`.
  const valueSeen = useRef(value);
  const emitted = useRef(new WeakSet<UploadedPhoto[]>());
  useLayoutEffect(() => {
    Object.assign(latest.current, { onChange, onBusyChange, purpose });
    if (value !== valueSeen.current) {
      valueSeen.current = value;
      if (!emitted.current.has(value)) latest.current.value = value;
    }
  });

  useEffect(() => {
    const running = handles.current;
    const state = latest.current; // one object throughout, holding the latest files
    return () => {
      for (const handle of running.values()) handle.abort();
      for (const item of state.pending) if (item.preview) URL.revokeObjectURL(item.preview);
    };
  }, []);

  // After a move by button, the focus follows the photo (to the other button at an end).
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const tile = listRef.current?.querySelector(`[data-photo-id="${CSS.escape(target.id)}"]`);
    const buttons = [...(tile?.querySelectorAll<HTMLButtonElement>('[data-move]') ?? [])];
    const enabled = buttons.filter((button) => !button.disabled);
    (enabled.find((button) => button.dataset.move === target.move) ?? enabled[0])?.focus();
  }, [value]);

  const emit = (next: UploadedPhoto[]) => {
    emitted.current.add(next);
    latest.current.value = next;
    latest.current.onChange?.(next);
  };

  /** Applies a change to the files, settles the finished ones and starts the next. */
  const update = (change: (list: PendingPhoto[]) => PendingPhoto[]) => {
    const settled = settleFinished(change(latest.current.pending));
    let next = settled.pending;
    if (settled.finished.length > 0) {
      emit([...latest.current.value, ...settled.finished]);
      setAnnouncement(t(`${words}.uploaded`, { count: settled.finished.length }));
      const kept = new Set(next.map((item) => item.key));
      for (const item of latest.current.pending)
        if (!kept.has(item.key) && item.preview) URL.revokeObjectURL(item.preview);
    }
    const starting = new Set(nextToStart(next).map((item) => item.key));
    next = next.map((item) =>
      starting.has(item.key) ? { ...item, state: 'uploading', percent: 0 } : item,
    );
    latest.current.pending = next;
    setPending(next);
    const busy = isBusy(next);
    if (busy !== latest.current.busy) {
      latest.current.busy = busy;
      latest.current.onBusyChange?.(busy);
    }
    for (const item of next) if (starting.has(item.key)) send(item);
  };

  const replace = (key: string, item: (old: PendingPhoto) => PendingPhoto | null) =>
    update((list) =>
      list.flatMap((old) => {
        if (old.key !== key) return [old];
        const changed = item(old);
        return changed ? [changed] : [];
      }),
    );

  const send = ({ key, file }: PendingPhoto) => {
    const handle = uploadImage(file, latest.current.purpose, (percent) =>
      replace(key, (old) => (old.state === 'uploading' ? { ...old, percent } : old)),
    );
    handles.current.set(key, handle);
    handle.promise.then(
      (answer) => {
        handles.current.delete(key);
        const photo: UploadedPhoto = {
          id: answer.id,
          url: answer.url,
          thumbnailUrl: answer.thumbnailUrl,
          ...(answer.thumbnailUrl === null
            ? { document: { name: answer.name ?? file.name, size: answer.size } }
            : {}),
        };
        replace(key, (old) => ({ key, file, preview: old.preview, state: 'done', photo }));
      },
      (failure: unknown) => {
        handles.current.delete(key);
        if (failure instanceof UploadFailure && failure.aborted) return;
        const refused = failure instanceof UploadFailure ? failure.problem : problem('failed');
        replace(key, (old) => ({ ...old, state: 'failed', problem: refused, retry: true }));
      },
    );
  };

  const taken = value.length + placesHeld(pending);
  const full = taken >= max;

  const add = (files: File[]) => {
    if (disabled || files.length === 0) return;
    const { admitted, refused } = admitFiles(
      files,
      latest.current.value.length + placesHeld(latest.current.pending),
      max,
    );
    setNotice(refused > 0 ? t(`${words}.tooMany`, { max }) : '');
    if (admitted.length === 0) return;
    const added = admitted.map((file): PendingPhoto => {
      const base = { key: `photo-${++lastKey}`, file };
      const local = checkImageFile(file, latest.current.purpose);
      if (local) return { ...base, preview: null, state: 'failed', problem: local, retry: false };
      // A document has no picture to preview.
      const preview = isPdfFile(file) ? null : URL.createObjectURL(file);
      return { ...base, preview, state: 'waiting' };
    });
    update((list) => [...list, ...added]);
  };

  const discard = (item: PendingPhoto) => {
    handles.current.get(item.key)?.abort();
    handles.current.delete(item.key);
    if (item.preview) URL.revokeObjectURL(item.preview);
    setNotice('');
    setAnnouncement(t('photos.fileRemoved', { name: item.file.name }));
    replace(item.key, () => null);
    inputRef.current?.focus();
  };

  const retry = (item: PendingPhoto) =>
    replace(item.key, (old) => ({
      key: old.key,
      file: old.file,
      preview: old.preview,
      state: 'waiting',
    }));

  const remove = (index: number) => {
    setNotice('');
    setAnnouncement(t('removed'));
    emit(removeItem(value, index));
    const tiles = listRef.current?.querySelectorAll<HTMLElement>('[data-photo-id]');
    const neighbour = tiles?.[index + 1] ?? tiles?.[index - 1];
    (neighbour?.querySelector<HTMLButtonElement>('[data-remove]') ?? inputRef.current)?.focus();
  };

  const move = (from: number, to: number, by?: Move) => {
    if (to < 0 || to >= value.length || from === to) return;
    const photo = value[from];
    if (by && photo) focusAfter.current = { id: photo.id, move: by };
    emit(moveItem(value, from, to));
    setAnnouncement(t(`${words}.moved`, { position: to + 1, total: value.length }));
  };

  const onZoneDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    setDropTarget(null);
    if (event.dataTransfer.types.includes('Files')) add([...event.dataTransfer.files]);
  };

  const onTileDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    if (!event.dataTransfer.types.includes(PHOTO_DRAG)) return;
    event.preventDefault();
    event.stopPropagation();
    setDropTarget(null);
    move(Number(event.dataTransfer.getData(PHOTO_DRAG)), index);
  };

  const hintId = `${id ?? 'photos'}-hint`;
  const noticeId = `${id ?? 'photos'}-notice`;
  const described = [describedBy, hintId, notice ? noticeId : ''].filter(Boolean).join(' ');
  const fileMessage = (item: PendingPhoto & { state: 'failed' }) =>
    t(uploadProblemKey(item.problem.key), isolated(item.problem.params));

  return (
    <div className={styles.field}>
      <div
        className={[
          `${zone.zone} ${styles.zone}`,
          dragging ? zone.dragging : '',
          status === 'error' || notice ? zone.invalid : '',
        ].join(' ')}
        data-testid="photos-field"
        onDragOver={(event) => {
          if (disabled || !event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onZoneDrop}
      >
        <div className={styles.head}>
          <label className={`${zone.button} ${disabled || full ? zone.disabledButton : ''}`}>
            <input
              ref={inputRef}
              id={id}
              type="file"
              multiple
              accept={uploadAccept(purpose)}
              className={zone.input}
              disabled={disabled || full}
              aria-describedby={described}
              aria-invalid={status === 'error' || notice ? true : undefined}
              onChange={(event) => {
                add([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
            />
            <CloudUploadOutlined aria-hidden />
            <span>{t(`${words}.add`)}</span>
          </label>
          <span className={styles.counter} data-testid="photos-count">
            {t(`${words}.counter`, { added: value.length, max })}
          </span>
        </div>
        <p id={hintId} className={zone.hint}>
          {full ? t(`${words}.full`) : t(`${words}.dropHint`)}{' '}
          {t(
            `${words}.formatsHint`,
            isolated({ formats: uploadFormatsLabel(purpose), max: rule.maxSizeLabel }),
          )}
        </p>
        {taken > 0 && (
          <ul ref={listRef} className={styles.grid} aria-label={t(`${words}.list`)}>
            {value.map((photo, index) => (
              <li
                key={photo.id}
                className={[
                  styles.tile,
                  photo.document ? styles.document : '',
                  dropTarget === index ? styles.dropTarget : '',
                ].join(' ')}
                data-photo-id={photo.id}
                draggable={!disabled}
                onDragStart={(event) => {
                  event.dataTransfer.setData(PHOTO_DRAG, String(index));
                  event.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(event) => {
                  if (!event.dataTransfer.types.includes(PHOTO_DRAG)) return;
                  event.preventDefault();
                  event.stopPropagation();
                  setDropTarget(index);
                }}
                onDragLeave={() => setDropTarget(null)}
                onDrop={(event) => onTileDrop(event, index)}
              >
                {photo.document ? (
                  <>
                    <FilePdfOutlined aria-hidden className={styles.documentIcon} />
                    <div className={styles.fileBody} data-testid="photos-document">
                      <bdi className={styles.fileName}>{photo.document.name}</bdi>
                      <span className={styles.fileStatus}>
                        {formatFileSize(photo.document.size, language)}
                      </span>
                    </div>
                  </>
                ) : (
                  <div className={styles.thumb}>
                    {photo.thumbnailUrl && (
                      <img
                        src={photo.thumbnailUrl}
                        alt={t(`${words}.photo`, { position: index + 1 })}
                        draggable={false}
                        width={160}
                        height={160}
                      />
                    )}
                    {index === 0 && words === 'photos' && (
                      <span className={styles.cover}>{t('photos.cover')}</span>
                    )}
                  </div>
                )}
                <div className={styles.tools}>
                  <button
                    type="button"
                    className={styles.tool}
                    data-move="earlier"
                    disabled={disabled || index === 0}
                    aria-label={t(`${words}.moveEarlier`, { position: index + 1 })}
                    title={t(`${words}.moveEarlier`, { position: index + 1 })}
                    onClick={() => move(index, index - 1, 'earlier')}
                  >
                    <ArrowLeftOutlined aria-hidden className={styles.mirrored} />
                  </button>
                  <button
                    type="button"
                    className={styles.tool}
                    data-move="later"
                    disabled={disabled || index === value.length - 1}
                    aria-label={t(`${words}.moveLater`, { position: index + 1 })}
                    title={t(`${words}.moveLater`, { position: index + 1 })}
                    onClick={() => move(index, index + 1, 'later')}
                  >
                    <ArrowRightOutlined aria-hidden className={styles.mirrored} />
                  </button>
                  <button
                    type="button"
                    className={`${styles.tool} ${styles.danger}`}
                    data-remove
                    disabled={disabled}
                    aria-label={t(`${words}.remove`, { position: index + 1 })}
                    title={t(`${words}.remove`, { position: index + 1 })}
                    onClick={() => remove(index)}
                  >
                    <DeleteOutlined aria-hidden />
                  </button>
                </div>
              </li>
            ))}
            {pending.map((item) => (
              <li
                key={item.key}
                className={[
                  styles.tile,
                  isPdfFile(item.file) ? styles.document : '',
                  item.state === 'failed' ? styles.failed : '',
                ].join(' ')}
                data-testid="photos-file"
                data-state={item.state}
              >
                {isPdfFile(item.file) ? (
                  <FilePdfOutlined aria-hidden className={styles.documentIcon} />
                ) : (
                  <div className={styles.thumb}>
                    {item.preview ? (
                      <img src={item.preview} alt="" width={160} height={160} />
                    ) : (
                      <PictureOutlined aria-hidden className={styles.placeholder} />
                    )}
                  </div>
                )}
                <div className={styles.fileBody}>
                  <span className={styles.fileName}>{item.file.name}</span>
                  {item.state === 'failed' ? (
                    <span className={styles.fileError} role="alert">
                      {fileMessage(item)}
                    </span>
                  ) : item.state === 'waiting' ? (
                    <span className={styles.fileStatus}>{t('photos.waiting')}</span>
                  ) : (
                    <progress
                      className={styles.progress}
                      max={100}
                      value={item.state === 'done' ? 100 : item.percent}
                      aria-label={t('photos.uploadingFile', {
                        name: item.file.name,
                        percent: item.state === 'done' ? 100 : item.percent,
                      })}
                    />
                  )}
                </div>
                <div className={styles.tools}>
                  {item.state === 'failed' && item.retry && (
                    <button
                      type="button"
                      className={styles.tool}
                      disabled={disabled}
                      aria-label={t('photos.retry', { name: item.file.name })}
                      title={t('photos.retry', { name: item.file.name })}
                      onClick={() => retry(item)}
                    >
                      <ReloadOutlined aria-hidden />
                    </button>
                  )}
                  <button
                    type="button"
                    className={`${styles.tool} ${styles.danger}`}
                    aria-label={
                      item.state === 'failed'
                        ? t('photos.removeFile', { name: item.file.name })
                        : t('photos.cancelFile', { name: item.file.name })
                    }
                    title={
                      item.state === 'failed'
                        ? t('photos.removeFile', { name: item.file.name })
                        : t('photos.cancelFile', { name: item.file.name })
                    }
                    onClick={() => discard(item)}
                  >
                    {item.state === 'failed' ? (
                      <DeleteOutlined aria-hidden />
                    ) : (
                      <CloseOutlined aria-hidden />
                    )}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p id={noticeId} className={styles.error} role="alert">
          {notice}
        </p>
      </div>
      <p className={visuallyHidden} role="status">
        {announcement}
      </p>
    </div>
  );
}
