import { AlertDialog } from 'radix-ui';
import { batchTexts } from '#domain/messages.ts';

interface Props {
  /** How many photos the grouping holds, said in the question. */
  photos: number;
  onDiscard: () => void;
}

/**
 * The grouping screen's Cancel (docs/product.md#add-a-batch): it asks before the checked
 * grouping is let go. Keep checking is first and the answer to Escape or a tap outside; focus
 * returns to Cancel.
 */
export function DiscardBatchDialog({ photos, onDiscard }: Props) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className="button button-quiet">{batchTexts.cancel}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog-content discard-batch-dialog">
          <AlertDialog.Title className="dialog-title">{batchTexts.discardTitle}</AlertDialog.Title>
          <AlertDialog.Description className="muted">
            {batchTexts.discardDescription(photos)}
          </AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel className="button button-primary">
              {batchTexts.keepChecking}
            </AlertDialog.Cancel>
            <AlertDialog.Action className="button button-outline danger" onClick={onDiscard}>
              {batchTexts.discard}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
