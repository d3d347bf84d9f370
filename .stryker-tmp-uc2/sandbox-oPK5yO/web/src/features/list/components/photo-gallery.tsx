// @ts-nocheck
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import type { ListingPhoto } from '#domain/photos.ts';
import { photoTexts } from '#domain/messages.ts';
import './photo-gallery.css';

interface Props {
  photos: readonly ListingPhoto[];
  /** The item's title: the cover's alt text, as the single photo's was. */
  title: string;
  /** Which photo shows (0 is the cover). */
  shown: number;
  onShow: (index: number) => void;
  /** Drawn over the photos (the category badge). */
  children?: ReactNode;
}

/**
 * The item's photos on Listing Details (docs/product.md#screens, "List tab, item selected"): a
 * row of full-width slides that snaps photo by photo (a swipe on a phone, CSS scroll-snap, no
 * library), and under it a strip of thumbnails that show a photo when chosen. The row takes
 * the arrow keys, Home and End when focused; screen readers hear a carousel of named slides,
 * and each thumbnail says which photo it shows and whether it is the one shown.
 */
export function PhotoGallery({ photos, title, shown, onShow, children }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const settling = useRef<number>(undefined);
  const count = photos.length;

  // Brings the shown photo into view when it was chosen elsewhere (a thumbnail, a key, Make cover).
  useEffect(() => {
    const row = track.current;
    if (!row || row.clientWidth === 0 || Math.round(row.scrollLeft / row.clientWidth) === shown) return;
    row.scrollTo?.({ left: shown * row.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, [shown]);
  useEffect(() => () => window.clearTimeout(settling.current), []);

  // A swipe shows the photo it settles on. Only once the row is still: a smooth scroll passes
  // the photos between, and none of them is the one chosen.
  const onScroll = () => {
    window.clearTimeout(settling.current);
    settling.current = window.setTimeout(() => {
      const row = track.current;
      if (!row || row.clientWidth === 0) return;
      const index = Math.min(count - 1, Math.max(0, Math.round(row.scrollLeft / row.clientWidth)));
      if (index !== shown) onShow(index);
    }, SETTLE_MS);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = { ArrowLeft: shown - 1, ArrowRight: shown + 1, Home: 0, End: count - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onShow(Math.min(count - 1, Math.max(0, next)));
  };

  const altOf = (index: number) =>
    index === 0 ? title : `${title}, ${photoTexts.photoOf(index + 1, count)}`;

  if (count <= 1) {
    return (
      <div className="details-media">
        <img className="details-image" src={photos[0]?.url} alt={title} />
        {children}
      </div>
    );
  }
  return (
    <div className="photo-gallery">
      <div className="details-media">
        <div
          ref={track}
          className="gallery-track"
          role="region"
          aria-roledescription="carousel"
          aria-label={photoTexts.gallery}
          tabIndex={0}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
        >
          {photos.map((photo, index) => (
            <div
              key={photo.key}
              className="gallery-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={photoTexts.photoOf(index + 1, count)}
            >
              <img className="gallery-image" src={photo.url} alt={altOf(index)} draggable={false} />
            </div>
          ))}
        </div>
        {children}
        <span className="gallery-position" aria-hidden="true">
          {shown === 0 ? `${photoTexts.coverBadge} · ` : ''}
          {shown + 1} / {count}
        </span>
      </div>
      <ul className="gallery-thumbs">
        {photos.map((photo, index) => (
          <li key={photo.key}>
            <button
              type="button"
              className="gallery-thumb"
              // The cover's name says "Cover" too, as its thumbnail shows it.
              aria-label={
                index === 0
                  ? `${photoTexts.showPhoto(index + 1, count)}, ${photoTexts.coverBadge}`
                  : photoTexts.showPhoto(index + 1, count)
              }
              aria-current={index === shown ? 'true' : undefined}
              onClick={() => onShow(index)}
            >
              <img src={photo.url} alt="" draggable={false} />
              {index === 0 && <span className="gallery-thumb-cover">{photoTexts.coverBadge}</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How long the row is still before a swipe counts as settled (a smooth scroll fires every frame). */
const SETTLE_MS = 120;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
