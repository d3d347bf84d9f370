import { useRef } from 'react';
import type { ListingItem } from '#domain/listing.ts';
import { pageTexts, recoveryTexts } from '#domain/messages.ts';
import { useCoarsePointer } from '#web/hooks/use-coarse-pointer.ts';
import { itemTexts } from '#web/lib/item-texts.ts';
import { addTexts, firstFile } from '../utils/photo-file';
import { RecentUploads } from './recent-uploads';
import './add-tab.css';

interface Props {
  items: ListingItem[];
  /** Whether more items exist than the pages loaded so far hold (the +N tile says "N+"). */
  moreOnServer?: boolean;
  uploading: boolean;
  /** Upload progress in percent. */
  progress: number;
  /** The page message (docs/product.md#messages), shown in the error box. */
  error: string | undefined;
  /** The error box's Try again: the same photo, or the failed analysis, once more. */
  onRetry: () => void;
  /** Opens the main screen's hidden file input. */
  onChoosePhoto: () => void;
  /** A photo taken with the camera (touch devices), or undefined when none was taken. */
  onPhotoTaken: (file: File | undefined) => void;
  onOpenItem: (id: string) => void;
  onShowAll: () => void;
  onStartOver: () => void;
}

/** The Add tab (docs/product.md#screens, "Add tab"). */
export function AddTab({
  items,
  moreOnServer = false,
  uploading,
  progress,
  error,
  onRetry,
  onChoosePhoto,
  onPhotoTaken,
  onOpenItem,
  onShowAll,
  onStartOver,
}: Props) {
  // On a phone the camera is one tap away; a desktop keeps the spec's single upload button.
  const touch = useCoarsePointer();
  const camera = useRef<HTMLInputElement>(null);

  return (
    <section className="card tab-panel-card add-tab" aria-labelledby="add-title">
      <h2 id="add-title" className="section-title">
        {pageTexts.tagline}
      </h2>
      {touch ? (
        <div className="photo-sources">
          <button
            className="button button-primary button-large"
            type="button"
            onClick={() => camera.current?.click()}
            disabled={uploading}
          >
            {uploading ? itemTexts.uploading : itemTexts.takePhoto}
          </button>
          <button
            className="button button-outline"
            type="button"
            onClick={onChoosePhoto}
            disabled={uploading}
          >
            {itemTexts.chooseFromLibrary}
          </button>
          {/* capture opens the rear camera directly instead of the file picker. */}
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            aria-hidden="true"
            tabIndex={-1}
            data-testid="camera-input"
            onChange={(event) => {
              const file = firstFile(event.target.files);
              event.target.value = '';
              onPhotoTaken(file);
            }}
          />
        </div>
      ) : (
        <button
          className="button button-primary button-large"
          type="button"
          onClick={onChoosePhoto}
          disabled={uploading}
        >
          {uploading ? itemTexts.uploading : itemTexts.upload}
        </button>
      )}
      {uploading && (
        <progress
          className="upload-progress"
          max={100}
          value={progress}
          aria-label={addTexts.uploadProgress(progress)}
        />
      )}
      <p className="muted">{pageTexts.uploadHint}</p>
      {error && (
        <div className="error-box" role="alert">
          <p>{error}</p>
          <button className="button button-outline" type="button" onClick={onRetry} disabled={uploading}>
            {recoveryTexts.tryAgain}
          </button>
        </div>
      )}
      {items.length > 0 && (
        <>
          <RecentUploads
            items={items}
            moreOnServer={moreOnServer}
            onOpenItem={onOpenItem}
            onShowAll={onShowAll}
          />
          <div className="add-actions">
            <button
              className="button button-outline"
              type="button"
              onClick={onChoosePhoto}
              disabled={uploading}
            >
              {itemTexts.uploadNewItem}
            </button>
            <button className="button button-quiet" type="button" onClick={onStartOver}>
              {itemTexts.startOver}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
