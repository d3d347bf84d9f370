import { lifeTexts, pageTexts, shellTexts } from '#domain/messages.ts';
import { Icon, type IconName } from '../icons/icons';

/** The main screen's three tabs (docs/product.md#screens); Add Item is the initial one. */
export type MainTab = 'review' | 'list' | 'add';
export const initialTab: MainTab = 'add';
const order: readonly MainTab[] = ['review', 'list', 'add'];

const icons: Record<MainTab, IconName> = { review: 'squareCheck', list: 'list', add: 'plus' };

interface Props {
  current: MainTab;
  onChange: (tab: MainTab) => void;
  /** How many items are ready for review: the Review tab's badge. */
  readyCount: number;
  /** More ready items exist on the server than the loaded pages hold: the badge says "N+". */
  readyMore?: boolean;
  /** Live listings of gone items still to take down: the List tab's reminder (docs/product.md#item-life). */
  takeDownCount?: number;
}

/**
 * The bottom tab bar: fixed to the bottom under 768 px, a floating rounded bar above
 * (styles.css). Arrow keys move between tabs, as the WAI-ARIA tabs pattern has it.
 */
export function TabBar({ current, onChange, readyCount, readyMore = false, takeDownCount = 0 }: Props) {
  function move(from: MainTab, step: number) {
    const next = order[(order.indexOf(from) + step + order.length) % order.length] ?? from;
    onChange(next);
    document.getElementById(`tab-${next}`)?.focus();
  }

  return (
    <nav className="tab-bar" aria-label={shellTexts.mainTabs}>
      <div role="tablist" className="tab-bar-inner" aria-label={shellTexts.mainTabs}>
        {order.map((tab) => (
          <button
            key={tab}
            id={`tab-${tab}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={current === tab}
            aria-controls="main-panel"
            tabIndex={current === tab ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(tab, 1);
              if (event.key === 'ArrowLeft') move(tab, -1);
            }}
          >
            <span className="tab-icon" aria-hidden="true">
              <Icon name={icons[tab]} size={22} />
              {tab === 'review' && readyCount > 0 && (
                <span className="badge">
                  {readyCount}
                  {readyMore && '+'}
                </span>
              )}
              {tab === 'list' && takeDownCount > 0 && <span className="badge">{takeDownCount}</span>}
            </span>
            <span className="tab-label">{pageTexts.tabs[tab]}</span>
            {tab === 'list' && takeDownCount > 0 && (
              <span className="sr-only">{lifeTexts.takeDownBadge(takeDownCount)}</span>
            )}
            {tab === 'review' && readyCount > 0 && (
              <span className="sr-only">
                {readyMore ? shellTexts.reviewBadgeAtLeast(readyCount) : shellTexts.reviewBadge(readyCount)}
              </span>
            )}
          </button>
        ))}
      </div>
    </nav>
  );
}
