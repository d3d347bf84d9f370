// @ts-nocheck
import { useCoarsePointer } from '#web/hooks/use-coarse-pointer.ts';
import { addTexts, itemTexts } from '#domain/messages.ts';
import './photo-sources.css';
import type { PhotoPicker } from './photo-inputs';

export interface PhotoSourcesProps {
  /** The single button's label where the pointer is a mouse (the Add tab's `Upload`). */
  label: string;
  /** A touch screen's two buttons: `Take photo` and `Choose from library` unless given. */
  touchLabels?: { camera: string; library: string };
  uploading: boolean;
  /** Upload progress in percent. */
  progress: number;
  /** What the progress bar reads out; the upload's percentage unless given. */
  progressLabel?: string;
  picker: PhotoPicker;
  /** Both buttons wait (Add photos when the item is full, or while another change saves). */
  disabled?: boolean;
  /**
   * `large` (the Add tab, the processing screen: the screen's main action) or `compact`
   * (Listing Details, where adding a photo is one action among several).
   */
  size?: 'large' | 'compact';
}

/**
 * The buttons that add a photo, with the upload's progress under them. On a phone the camera
 * is one tap away (Take photo, then Choose from library); a mouse keeps one button. While a
 * photo uploads the first button says `Uploading...` and both wait.
 */
export function PhotoSources({
  label,
  touchLabels = { camera: itemTexts.takePhoto, library: itemTexts.chooseFromLibrary },
  uploading,
  progress,
  progressLabel,
  picker,
  disabled = false,
  size = 'large',
}: PhotoSourcesProps) {
  const touch = useCoarsePointer();
  const waiting = uploading || disabled;
  const first = size === 'large' ? 'button button-primary button-large' : 'button button-outline';
  return (
    <div className={size === 'large' ? 'photo-sources' : 'photo-sources photo-sources-compact'}>
      {touch ? (
        <>
          <button className={first} type="button" onClick={picker.takePhoto} disabled={waiting}>
            {uploading ? itemTexts.uploading : touchLabels.camera}
          </button>
          <button
            className="button button-outline"
            type="button"
            onClick={picker.chooseFromLibrary}
            disabled={waiting}
          >
            {touchLabels.library}
          </button>
        </>
      ) : (
        <button className={first} type="button" onClick={picker.chooseFromLibrary} disabled={waiting}>
          {uploading ? itemTexts.uploading : label}
        </button>
      )}
      {uploading && (
        <progress
          className="upload-progress"
          max={100}
          value={progress}
          aria-label={progressLabel ?? addTexts.uploadProgress(progress)}
        />
      )}
    </div>
  );
}
