import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { UPLOAD_MAX_DIMENSION, UPLOAD_THUMBNAIL_WIDTH } from '@dawa/shared/uploads';
import type { GalleryPhoto } from './Lightbox';
import styles from './Gallery.module.css';

// Declared with the lightbox, which is loaded apart (a type import costs nothing at run time).
export type { GalleryPhoto } from './Lightbox';

export interface GalleryProps {
  /** The cover first. */
  photos: GalleryPhoto[];
  /** What the photos show (the record's name): the base of each alt text. */
  title: string;
}

// The lightbox and its library load on the first click, not with the page.
const Lightbox = lazy(() => import('./Lightbox'));

/** A photo's size: its own, else the stored maximum's, 4:3. */
function sizeOf(photo: GalleryPhoto): { width: number; height: number } {
  if (photo.width && photo.height) return { width: photo.width, height: photo.height };
  return { width: UPLOAD_MAX_DIMENSION, height: (UPLOAD_MAX_DIMENSION * 3) / 4 };
}

/** Both files of a photo, for the browser to choose by the space the image takes. */
export function photoSrcSet(photo: GalleryPhoto): string {
  return `${photo.thumbnailUrl} ${UPLOAD_THUMBNAIL_WIDTH}w, ${photo.url} ${sizeOf(photo).width}w`;
}

/**
 * A record's photos on its detail page: the cover large, the others as a strip of thumbnails
 * (lazy-loaded); each opens the lightbox (full screen, swipe and keys, mirrored in Arabic).
 * Renders nothing without photos: the page shows its own placeholder.
 */
export function Gallery({ photos, title }: GalleryProps) {
  const { t } = useTranslation();
  // Mounted from the first opening on, so that closing can animate and give the focus back.
  const [viewer, setViewer] = useState<{ open: boolean; index: number } | null>(null);
  if (photos.length === 0) return null;

  const show = (index: number) => setViewer({ open: true, index });

  const total = photos.length;
  const alt = (index: number) => t('gallery.photo', { title, position: index + 1, total });
  const [cover, ...others] = photos;

  return (
    <div className={styles.gallery} data-testid="gallery">
      {cover && (
        <button
          type="button"
          className={styles.cover}
          aria-haspopup="dialog"
          onClick={() => show(0)}
        >
          <img
            src={cover.url}
            srcSet={photoSrcSet(cover)}
            sizes="(min-width: 960px) 720px, 100vw"
            alt={alt(0)}
            {...sizeOf(cover)}
            decoding="async"
            fetchPriority="high"
          />
        </button>
      )}
      {others.length > 0 && (
        <ul className={styles.strip}>
          {others.map((photo, offset) => (
            <li key={photo.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-haspopup="dialog"
                onClick={() => show(offset + 1)}
              >
                <img
                  src={photo.thumbnailUrl}
                  srcSet={photoSrcSet(photo)}
                  sizes="96px"
                  alt={alt(offset + 1)}
                  {...sizeOf(photo)}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewer && (
        <Suspense fallback={null}>
          <Lightbox
            photos={photos}
            title={title}
            open={viewer.open}
            index={viewer.index}
            onIndexChange={(index) => setViewer((current) => current && { ...current, index })}
            onClose={() => setViewer((current) => current && { ...current, open: false })}
          />
        </Suspense>
      )}
    </div>
  );
}
