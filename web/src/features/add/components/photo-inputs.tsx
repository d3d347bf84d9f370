import { type Ref, useImperativeHandle, useRef } from 'react';
import { acceptedImageTypes } from '#domain/upload-rules.ts';
import { useCoarsePointer } from '#web/hooks/use-coarse-pointer.ts';
import { firstFile } from '../utils/photo-file';

/** What the screen's buttons can open: the library picker, or the camera on a touch device. */
export interface PhotoPicker {
  chooseFromLibrary: () => void;
  takePhoto: () => void;
}

interface Props {
  ref: Ref<PhotoPicker>;
  /** The photo chosen or taken, or undefined when none was. */
  onPhoto: (file: File | undefined) => void;
}

/**
 * The main screen's one pair of hidden file inputs (docs/product.md#screens): the picker for
 * image files, and on a touch device the camera. Every button that adds a photo (the Add tab,
 * the Review tab's empty state, the processing screen's "Add another item") opens these, so
 * they stay mounted whichever screen shows.
 */
export function PhotoInputs({ ref, onPhoto }: Props) {
  const touch = useCoarsePointer();
  const library = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({
    chooseFromLibrary: () => library.current?.click(),
    takePhoto: () => (camera.current ?? library.current)?.click(),
  }));

  const take = (input: HTMLInputElement) => {
    const file = firstFile(input.files);
    // Cleared, so choosing the same photo again after a failure uploads it again.
    input.value = '';
    onPhoto(file);
  };

  return (
    <>
      {/* Image files only; the first one chosen is taken. */}
      <input
        ref={library}
        type="file"
        accept={acceptedImageTypes.join(',')}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="photo-input"
        onChange={(event) => take(event.target)}
      />
      {touch && (
        // capture opens the rear camera directly instead of the file picker.
        <input
          ref={camera}
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          data-testid="camera-input"
          onChange={(event) => take(event.target)}
        />
      )}
    </>
  );
}
