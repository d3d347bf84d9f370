// @ts-nocheck
import { itemTexts } from '#domain/messages.ts';
import { copyText } from '#web/lib/copy-text.ts';
import { Icon } from './icons/icons';
import { Tooltip } from './ui/tooltip';

/** An icon button that copies one field's text, named after the field for screen readers. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <Tooltip content={itemTexts.copy(label)}>
      <button
        type="button"
        className="icon-button copy-button"
        aria-label={itemTexts.copy(label)}
        onClick={() => void copyText(text, label)}
      >
        <Icon name="copy" size={18} />
      </button>
    </Tooltip>
  );
}
