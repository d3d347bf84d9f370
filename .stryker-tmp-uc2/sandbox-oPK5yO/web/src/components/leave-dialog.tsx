// @ts-nocheck
import { AlertDialog } from 'radix-ui';
import { recoveryTexts } from '#domain/messages.ts';

/**
 * The question before unsaved edits are left (docs/product.md#errors-and-the-way-out), in the
 * app's dialog style. Escape and a tap outside answer Keep editing.
 */
export function LeaveDialog({ onAnswer }: { onAnswer: (leaving: boolean) => void }) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onAnswer(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog-content leave-dialog">
          <AlertDialog.Title className="dialog-title">{recoveryTexts.unsavedTitle}</AlertDialog.Title>
          <AlertDialog.Description className="muted">
            {recoveryTexts.unsavedDescription}
          </AlertDialog.Description>
          <div className="dialog-actions">
            <AlertDialog.Cancel className="button button-primary">
              {recoveryTexts.keepEditing}
            </AlertDialog.Cancel>
            <AlertDialog.Action className="button button-outline danger" onClick={() => onAnswer(true)}>
              {recoveryTexts.leave}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
