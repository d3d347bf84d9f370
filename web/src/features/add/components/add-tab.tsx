import type { ListingItem } from '#domain/listing.ts';
import { pageTexts } from '#domain/messages.ts';
import { itemTexts } from '#web/lib/item-texts.ts';
import { addTexts } from '../utils/photo-file';
import { RecentUploads } from './recent-uploads';
import './add-tab.css';

interface Props {
  items: ListingItem[];
  /** Whether more items exist than the pages loaded so far hold (the +N tile says "N+"). */
  moreOnServer?: boolean;
  uploading: boolean;
  /** Upload progress in percent. */
  progress: number;
  /** The page message (SPEC.md point 8), shown in the error box. */
  error: string | undefined;
  /** Opens the main screen's hidden file input. */
  onChoosePhoto: () => void;
  onOpenItem: (id: string) => void;
  onShowAll: () => void;
  onStartOver: () => void;
}

/** The Add tab (SPEC.md point 2, "Add tab"). */
export function AddTab({
  items,
  moreOnServer = false,
  uploading,
  progress,
  error,
  onChoosePhoto,
  onOpenItem,
  onShowAll,
  onStartOver,
}: Props) {
  return (
    <section className="card tab-panel-card add-tab" aria-labelledby="add-title">
      <h2 id="add-title" className="section-title">
        {pageTexts.tagline}
      </h2>
      <button
        className="button button-primary button-large"
        type="button"
        onClick={onChoosePhoto}
        disabled={uploading}
      >
        {uploading ? itemTexts.uploading : itemTexts.upload}
      </button>
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
        <p className="error-box" role="alert">
          {error}
        </p>
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
