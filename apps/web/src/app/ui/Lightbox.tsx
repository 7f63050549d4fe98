import { useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import YetAnotherLightbox, { type Slide } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { UPLOAD_THUMBNAIL_WIDTH } from '@dawa/shared/uploads';
import { formatNumber } from '../format/format';
import { useLanguage } from '../i18n/useLanguage';
// Not `styles`: the library's stylesheet is called that.
import classes from './Lightbox.module.css';

/** A photo of a gallery: both stored files, and the full one's size when known. */
export interface GalleryPhoto {
  url: string;
  thumbnailUrl: string;
  /** Of the full photo, when known: keeps the page from moving as it loads. */
  width?: number | null;
  height?: number | null;
}

export interface LightboxProps {
  photos: GalleryPhoto[];
  title: string;
  open: boolean;
  index: number;
  /** The photo shown changed (by swipe, key or button). */
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A photo as the library's slide: both files with their widths when the size is known. */
function slideOf(photo: GalleryPhoto, alt: string): Slide {
  const { width, height } = photo;
  if (!width || !height) return { src: photo.url, alt };
  const thumbHeight = Math.round((height * UPLOAD_THUMBNAIL_WIDTH) / width);
  return {
    src: photo.url,
    alt,
    width,
    height,
    srcSet: [
      { src: photo.thumbnailUrl, width: UPLOAD_THUMBNAIL_WIDTH, height: thumbHeight },
      { src: photo.url, width, height },
    ],
  };
}

/**
 * Tab stays on the dialog's buttons, going round (the library makes the page behind inert, so
 * Tab would otherwise leave for the browser's own controls).
 */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled)')];
  const first = buttons[0];
  const last = buttons.at(-1);
  if (!first || !last) return;
  const at = buttons.indexOf(document.activeElement as HTMLElement);
  if (event.shiftKey && at <= 0) last.focus();
  else if (!event.shiftKey && (at === -1 || at === buttons.length - 1)) first.focus();
  else return;
  event.preventDefault();
}

/**
 * The full-screen photo viewer (yet-another-react-lightbox): a modal dialog that traps the focus
 * and gives it back, closes on Esc, moves with the arrow keys (mirrored in right-to-left pages:
 * ArrowLeft is the next photo in Arabic), Home and End, swipe and the buttons, and loads the
 * neighbours of the photo shown. Loaded on the first opening (the default export, for `lazy`).
 */
export default function Lightbox({
  photos,
  title,
  open,
  index,
  onIndexChange,
  onClose,
}: LightboxProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const total = photos.length;
  const slides = useMemo(
    () =>
      photos.map((photo, position) =>
        slideOf(photo, t('gallery.photo', { title, position: position + 1, total })),
      ),
    [photos, t, title, total],
  );
  const single = total < 2;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') return keepFocusInside(event);
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? total - 1 : null;
    if (to === null) return;
    event.preventDefault();
    onIndexChange(to);
  };

  return (
    <YetAnotherLightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      carousel={{ finite: true, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      on={{ view: ({ index: shown }) => onIndexChange(shown) }}
      portal={{ container: { onKeyDown } }}
      labels={{
        Lightbox: t('gallery.dialog', { title }),
        Carousel: t('gallery.roleCarousel'),
        'Photo gallery': t('gallery.region'),
        Slide: t('gallery.roleSlide'),
        // The library puts the numbers in.
        '{index} of {total}': t('gallery.slide', { position: '{index}', total: '{total}' }),
        Previous: t('gallery.previous'),
        Next: t('gallery.next'),
        Close: t('gallery.close'),
      }}
      render={{
        // One photo: neither buttons nor counter.
        ...(single
          ? { buttonPrev: () => null, buttonNext: () => null }
          : {
              controls: () => (
                <p className={classes.counter} aria-hidden data-testid="lightbox-counter">
                  {/* "2 / 5" reads left to right in Arabic too, as its digits do (ADR 0020). */}
                  <span dir="ltr">
                    {`${formatNumber(index + 1, language)} / ${formatNumber(total, language)}`}
                  </span>
                </p>
              ),
            }),
      }}
    />
  );
}
