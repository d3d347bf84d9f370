import { type Ref, useImperativeHandle, useRef } from 'react';
import { acceptedImageTypes } from '#domain/upload-rules.ts';
import { useCoarsePointer } from '#web/hooks/use-coarse-pointer.ts';
import { chosenFiles } from './photo-file';

/** What the screen's buttons can open: the library picker, or the camera on a touch device. */
export interface PhotoPicker {
  chooseFromLibrary: () => void;
  takePhoto: () => void;
}

interface Props {
  ref: Ref<PhotoPicker>;
  /** The files chosen or taken, in the picker's order (none when the user chose none). */
  onPhotos: (files: File[]) => void;
  /** Whether the library picker takes several photos at once (Add photos); the camera takes one. */
  several?: boolean;
  /** Names the inputs for tests: `{testId}-input` and `{testId}-camera-input`. */
  testId?: 'photo' | 'add-photos' | 'batch';
  /** Whether a touch device also gets the camera input (not for a batch: the library's many). */
  camera?: boolean;
}

/**
 * A pair of hidden file inputs (docs/product.md#screens): the picker for image files, and on a
 * touch device the camera. The main screen holds one pair for every button that adds a new
 * item (the Add tab, the Review tab's empty state, the processing screen's "Add another item"),
 * so they stay mounted whichever screen shows; Listing Details holds its own for Add photos.
 */
export function PhotoInputs({
  ref,
  onPhotos,
  several = false,
  testId = 'photo',
  camera: withCamera = true,
}: Props) {
  const touch = useCoarsePointer() && withCamera;
  const library = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({
    chooseFromLibrary: () => library.current?.click(),
    takePhoto: () => (camera.current ?? library.current)?.click(),
  }));

  const take = (input: HTMLInputElement) => {
    const files = chosenFiles(input.files);
    // Cleared, so choosing the same photo again after a failure uploads it again.
    input.value = '';
    onPhotos(files);
  };

  return (
    <>
      <input
        ref={library}
        type="file"
        accept={acceptedImageTypes.join(',')}
        multiple={several}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid={`${testId}-input`}
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
          data-testid={testId === 'photo' ? 'camera-input' : `${testId}-camera-input`}
          onChange={(event) => take(event.target)}
        />
      )}
    </>
  );
}
