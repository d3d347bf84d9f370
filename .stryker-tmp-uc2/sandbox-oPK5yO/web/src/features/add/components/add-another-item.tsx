// @ts-nocheck
import { useEffect, useRef, useState } from 'react';
import { useCoarsePointer } from '#web/hooks/use-coarse-pointer.ts';
import { itemTexts } from '#domain/messages.ts';
import { PhotoSources, type PhotoSourcesProps } from '#web/photos/photo-sources.tsx';

/**
 * The processing screen's `Add another item` (docs/product.md#processing-screen): a seller
 * with a pile of items queues the next photo while the AI works on the last. With a mouse it
 * opens the picker at once; on a touch device it opens the choice the Add tab offers (Take
 * photo, Choose from library).
 */
export function AddAnotherItem(props: Omit<PhotoSourcesProps, 'label'>) {
  const touch = useCoarsePointer();
  const [open, setOpen] = useState(false);
  const choices = useRef<HTMLDivElement>(null);
  // Once the chosen photo is up the choice folds back, ready for the next item.
  const [wasUploading, setWasUploading] = useState(props.uploading);
  if (wasUploading !== props.uploading) {
    setWasUploading(props.uploading);
    if (!props.uploading) setOpen(false);
  }
  // The button that opened the choice is gone: focus moves to the first choice.
  useEffect(() => {
    if (open) choices.current?.querySelector('button')?.focus();
  }, [open]);

  if (!touch || open || props.uploading) {
    return (
      <div ref={choices} className="add-another">
        <PhotoSources label={itemTexts.addAnotherItem} {...props} />
      </div>
    );
  }
  return (
    <div className="add-another">
      <button
        className="button button-primary button-large"
        type="button"
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        {itemTexts.addAnotherItem}
      </button>
    </div>
  );
}
