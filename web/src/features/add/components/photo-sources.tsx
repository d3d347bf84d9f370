import { useCoarsePointer } from '#web/hooks/use-coarse-pointer.ts';
import { addTexts, itemTexts } from '#domain/messages.ts';
import './photo-sources.css';
import type { PhotoPicker } from './photo-inputs';

export interface PhotoSourcesProps {
  /** The single button's label where the pointer is a mouse (the Add tab's `Upload`). */
  label: string;
  uploading: boolean;
  /** Upload progress in percent. */
  progress: number;
  picker: PhotoPicker;
}

/**
 * The buttons that add a photo, with the upload's progress under them. On a phone the camera
 * is one tap away (Take photo, then Choose from library); a mouse keeps one button. While a
 * photo uploads the first button says `Uploading...` and both wait.
 */
export function PhotoSources({ label, uploading, progress, picker }: PhotoSourcesProps) {
  const touch = useCoarsePointer();
  return (
    <div className="photo-sources">
      {touch ? (
        <>
          <button
            className="button button-primary button-large"
            type="button"
            onClick={picker.takePhoto}
            disabled={uploading}
          >
            {uploading ? itemTexts.uploading : itemTexts.takePhoto}
          </button>
          <button
            className="button button-outline"
            type="button"
            onClick={picker.chooseFromLibrary}
            disabled={uploading}
          >
            {itemTexts.chooseFromLibrary}
          </button>
        </>
      ) : (
        <button
          className="button button-primary button-large"
          type="button"
          onClick={picker.chooseFromLibrary}
          disabled={uploading}
        >
          {uploading ? itemTexts.uploading : label}
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
    </div>
  );
}
