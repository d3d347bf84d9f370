// @ts-nocheck
import { type ReactNode, useRef, useState } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { photoTexts } from '#domain/messages.ts';
import { MAX_PHOTOS_PER_ITEM } from '#domain/photos.ts';
import { Icon } from '#web/components/icons/icons.tsx';
import { type PhotoPicker, PhotoInputs } from '#web/photos/photo-inputs.tsx';
import { PhotoSources } from '#web/photos/photo-sources.tsx';
import { useAddPhotos } from '../hooks/use-add-photos';
import { usePhotoOrder } from '../hooks/use-photo-order';
import { PhotoGallery } from './photo-gallery';

interface Props {
  item: WebListing;
  title: string;
  /** Drawn over the photos (the category badge). */
  badge?: ReactNode;
}

/**
 * The item's photos and what can be done with them (docs/product.md#screens, "List tab, item
 * selected"): the gallery, Make cover and Remove photo for the photo shown (Remove never for
 * the last one), and Add photos (camera or library, several at once, up to
 * MAX_PHOTOS_PER_ITEM), each change saved at once.
 */
export function ItemPhotos({ item, title, badge }: Props) {
  const [chosen, setChosen] = useState(0);
  const picker = useRef<PhotoPicker>(null);
  const order = usePhotoOrder(item);
  const adding = useAddPhotos(item, (_saved, firstNew) => setChosen(firstNew));
  const count = item.photos.length;
  const shown = Math.min(chosen, count - 1);
  const shownKey = item.photos[shown]?.key ?? '';
  const full = count >= MAX_PHOTOS_PER_ITEM;
  const busy = order.saving || adding.adding !== undefined;
  const progress = adding.adding;

  return (
    <div className="item-photos">
      <PhotoGallery photos={item.photos} title={title} shown={shown} onShow={setChosen}>
        {badge}
      </PhotoGallery>
      {count > 1 && (
        <div className="photo-actions">
          <button
            className="button button-outline"
            type="button"
            disabled={shown === 0 || busy}
            onClick={() => {
              order.makeCover(shownKey);
              setChosen(0);
            }}
          >
            <Icon name="star" size={16} /> {photoTexts.makeCover}
          </button>
          <button
            className="button button-outline danger"
            type="button"
            aria-label={photoTexts.removePhoto}
            disabled={busy}
            onClick={() => {
              order.remove(shownKey);
              setChosen(Math.max(0, shown - 1));
            }}
          >
            <Icon name="trash" size={16} /> {photoTexts.remove}
          </button>
        </div>
      )}
      <div className="add-photos" role="group" aria-label={photoTexts.addPhotos}>
        <PhotoSources
          label={photoTexts.addPhotos}
          touchLabels={{ camera: photoTexts.takeAnother, library: photoTexts.addFromLibrary }}
          size="compact"
          uploading={progress !== undefined}
          progress={Math.round((progress?.progress ?? 0) * 100)}
          progressLabel={progress && photoTexts.addingPhotos(progress.done, progress.total)}
          picker={{
            chooseFromLibrary: () => picker.current?.chooseFromLibrary(),
            takePhoto: () => picker.current?.takePhoto(),
          }}
          disabled={full || busy}
        />
        <p className="add-photos-count muted" role="status">
          {progress
            ? photoTexts.addingPhotos(progress.done, progress.total)
            : full
              ? photoTexts.full
              : photoTexts.count(count)}
        </p>
        {adding.notAdded && (
          <div className="photos-error" role="alert">
            <p>{photoTexts.uploadFailed(adding.notAdded.files.length, adding.notAdded.reason)}</p>
            <div className="photos-error-actions">
              <button
                className="button button-outline"
                type="button"
                onClick={adding.retry}
                disabled={busy || full}
              >
                {photoTexts.tryAgain}
              </button>
              <button className="button button-quiet" type="button" onClick={adding.dismiss}>
                {photoTexts.dismiss}
              </button>
            </div>
          </div>
        )}
      </div>
      <PhotoInputs ref={picker} several testId="add-photos" onPhotos={adding.add} />
    </div>
  );
}
