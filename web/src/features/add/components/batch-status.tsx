import { batchTexts } from '#domain/messages.ts';
import type { BatchState } from '../hooks/use-batch';

interface Props {
  state: BatchState;
  /** Why chosen files were left out. */
  notes: readonly string[];
  onResume: () => void;
}

/**
 * The batch's progress on the Add tab (docs/product.md#add-a-batch): the photos being prepared,
 * then the upload's bytes sent of bytes to send, and why it stopped when it did.
 */
export function BatchStatus({ state, notes, onResume }: Props) {
  const bytes = state.step === 'uploading' || state.step === 'stopped' ? state.bytes : undefined;
  const percent = bytes ? Math.floor((bytes.sent / Math.max(1, bytes.total)) * 100) : 0;
  return (
    <div className="batch-status">
      {notes.length > 0 && (
        <ul className="batch-notes" role="status">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {state.step === 'preparing' && (
        <>
          <p aria-live="polite">{batchTexts.preparing(state.done, state.total)}</p>
          <progress
            max={state.total}
            value={state.done}
            aria-label={batchTexts.preparing(state.done, state.total)}
          />
        </>
      )}
      {bytes && (
        <>
          <p>{batchTexts.progressLabel(percent)}</p>
          <progress
            className="batch-progress"
            max={bytes.total}
            value={bytes.sent}
            aria-label={batchTexts.progressLabel(percent)}
          />
        </>
      )}
      {state.step === 'stopped' && (
        <div className="error-box" role="alert">
          <p>{state.message}</p>
          <button className="button button-outline" type="button" onClick={onResume}>
            {batchTexts.resume}
          </button>
        </div>
      )}
    </div>
  );
}
