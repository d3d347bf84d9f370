import type { WebListing } from '#domain/listing.ts';
import { batchTexts, itemTexts, pageTexts, recoveryTexts } from '#domain/messages.ts';
import { LoadingSpinner } from '#web/components/loading-spinner.tsx';
import type { PhotoPicker } from '#web/photos/photo-inputs.tsx';
import { PhotoSources } from '#web/photos/photo-sources.tsx';
import { RecentUploads } from './recent-uploads';
import './add-tab.css';

interface Props {
  items: WebListing[];
  /**
   * The first page of the list has not come yet: the tab is drawn at once and the list's
   * place shows the loading spinner (docs/product.md#screens), so the screen's largest text
   * does not wait for the list request; adding a photo waits for the list.
   */
  loading?: boolean;
  /** Whether more items exist than the pages loaded so far hold (the +N tile says "N+"). */
  moreOnServer?: boolean;
  uploading: boolean;
  /** Upload progress in percent. */
  progress: number;
  /** The page message (docs/product.md#messages), shown in the error box. */
  error: string | undefined;
  /** The main screen's photo inputs (photo-inputs.tsx). */
  picker: PhotoPicker;
  /** The error box's Try again: the same photo, or the failed analysis, once more. */
  onRetry: () => void;
  onOpenItem: (id: string) => void;
  onShowAll: () => void;
  onStartOver: () => void;
  /** Opens the library picker for many photos (docs/product.md#add-a-batch). */
  onAddBatch: () => void;
}

/** The Add tab (docs/product.md#screens, "Add tab"). */
export function AddTab({
  items,
  loading = false,
  moreOnServer = false,
  uploading,
  progress,
  error,
  picker,
  onRetry,
  onOpenItem,
  onShowAll,
  onStartOver,
  onAddBatch,
}: Props) {
  return (
    <section className="card tab-panel-card add-tab" aria-labelledby="add-title">
      <h2 id="add-title" className="section-title">
        {pageTexts.tagline}
      </h2>
      <PhotoSources
        label={itemTexts.upload}
        uploading={uploading}
        progress={progress}
        picker={picker}
        disabled={loading}
      />
      <p className="muted">{pageTexts.uploadHint}</p>
      <button
        className="button button-outline"
        type="button"
        onClick={onAddBatch}
        disabled={uploading || loading}
      >
        {batchTexts.addBatch}
      </button>
      <p className="muted">{batchTexts.hint}</p>
      {error && (
        <div className="error-box" role="alert">
          <p>{error}</p>
          <button className="button button-outline" type="button" onClick={onRetry} disabled={uploading}>
            {recoveryTexts.tryAgain}
          </button>
        </div>
      )}
      {loading && <LoadingSpinner />}
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
              onClick={picker.chooseFromLibrary}
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
