import type { UploadProblem } from './uploadFile';

/**
 * A stored file of a multi-photo field: the upload's id (sent with the form) and its files. A
 * document (an order's PDF) has no thumbnail: it shows as a row with its name and size.
 */
export interface UploadedPhoto {
  id: string;
  url: string;
  /** Null for a document. */
  thumbnailUrl: string | null;
  /** What a document shows instead of a thumbnail. */
  document?: { name: string; size: number };
}

/**
 * A file of the field not (yet) among its photos: waiting its turn, on its way, finished (and
 * waiting for a file chosen before it), or refused. `preview` is the file's local picture (an
 * object URL), none for a file that is no image. `retry` is false for a file refused before
 * sending (too big, wrong type): sending it again would be refused again.
 */
export type PendingPhoto = { key: string; file: File; preview: string | null } & (
  | { state: 'waiting' }
  | { state: 'uploading'; percent: number }
  | { state: 'done'; photo: UploadedPhoto }
  | { state: 'failed'; problem: UploadProblem; retry: boolean }
);

/** At most this many files are sent at once (the server takes four per user in flight). */
export const PARALLEL_UPLOADS = 2;

/** The list with the item at `from` moved to `to`; the same list when either is out of range. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length)
    return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The list without the item at `index`. */
export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/**
 * The places the listed files hold: all but those refused before sending (too big, wrong
 * type), which can only be removed. A file that failed on its way keeps its place for a retry.
 */
export function placesHeld(pending: readonly PendingPhoto[]): number {
  return pending.filter((item) => !(item.state === 'failed' && !item.retry)).length;
}

/**
 * Which of the chosen files the field takes: as many as the free places (`taken` counts the
 * photos and `placesHeld`), in the order chosen.
 */
export function admitFiles<T>(
  files: readonly T[],
  taken: number,
  max: number,
): { admitted: T[]; refused: number } {
  const free = Math.max(0, max - taken);
  return { admitted: files.slice(0, free), refused: Math.max(0, files.length - free) };
}

/**
 * Moves the finished uploads into the photos in the order the files were chosen: a file that
 * finished early waits for the ones chosen before it, unless they failed (those stay listed,
 * with their error, until retried or removed).
 */
export function settleFinished(pending: readonly PendingPhoto[]): {
  finished: UploadedPhoto[];
  pending: PendingPhoto[];
} {
  const finished: UploadedPhoto[] = [];
  const rest: PendingPhoto[] = [];
  let blocked = false;
  for (const item of pending) {
    if (item.state === 'waiting' || item.state === 'uploading') blocked = true;
    if (item.state === 'done' && !blocked) finished.push(item.photo);
    else rest.push(item);
  }
  return { finished, pending: rest };
}

/** The files to start now: the first waiting ones, up to `PARALLEL_UPLOADS` on their way. */
export function nextToStart(pending: readonly PendingPhoto[]): PendingPhoto[] {
  const running = pending.filter((item) => item.state === 'uploading').length;
  return pending
    .filter((item) => item.state === 'waiting')
    .slice(0, Math.max(0, PARALLEL_UPLOADS - running));
}

/** True while a file waits or is on its way: the form must not be sent meanwhile. */
export function isBusy(pending: readonly PendingPhoto[]): boolean {
  return pending.some((item) => item.state === 'waiting' || item.state === 'uploading');
}
