// @ts-nocheck
import { Icon, type IconName } from './icons/icons';
import { Tooltip } from './ui/tooltip';

interface Props {
  icon: IconName;
  /** The button's name: its tooltip on hover and focus, and its label for screen readers. */
  label: string;
  onClick: () => void;
  /** Classes beside `icon-button` (`danger`, `review-thumb`...). */
  className?: string;
  size?: number;
}

/** A button drawn as an icon only, named by its tooltip and its accessible label. */
export function IconButton({ icon, label, onClick, className, size }: Props) {
  return (
    <Tooltip content={label}>
      <button
        type="button"
        className={className ? `icon-button ${className}` : 'icon-button'}
        aria-label={label}
        onClick={onClick}
      >
        <Icon name={icon} size={size} />
      </button>
    </Tooltip>
  );
}
