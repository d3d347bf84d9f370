import { copyText } from '../lib/copy-text';
import { itemTexts } from '../lib/item-texts';
import { Icon } from './icons/icons';

/** An icon button that copies one field's text, named after the field for screen readers. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <button
      type="button"
      className="icon-button copy-button"
      aria-label={itemTexts.copy(label)}
      title={itemTexts.copy(label)}
      onClick={() => void copyText(text, label)}
    >
      <Icon name="copy" size={18} />
    </button>
  );
}
