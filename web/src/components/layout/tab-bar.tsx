import { pageTexts, shellTexts } from '#domain/messages.ts';

/** The main screen's three tabs (docs/product.md#screens); Add Item is the initial one. */
export type MainTab = 'review' | 'list' | 'add';
export const initialTab: MainTab = 'add';
const order: readonly MainTab[] = ['review', 'list', 'add'];

const icons: Record<MainTab, string> = {
  review: 'M9 11l3 3L22 4M21 12v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11',
  list: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  add: 'M12 5v14M5 12h14',
};

interface Props {
  current: MainTab;
  onChange: (tab: MainTab) => void;
  /** How many items are ready for review: the Review tab's badge. */
  readyCount: number;
  /** More ready items exist on the server than the loaded pages hold: the badge says "N+". */
  readyMore?: boolean;
}

/**
 * The bottom tab bar: fixed to the bottom under 768 px, a floating rounded bar above
 * (styles.css). Arrow keys move between tabs, as the WAI-ARIA tabs pattern has it.
 */
export function TabBar({ current, onChange, readyCount, readyMore = false }: Props) {
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
              <svg viewBox="0 0 24 24" width="22" height="22">
                <path
                  d={icons[tab]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {tab === 'review' && readyCount > 0 && (
                <span className="badge">
                  {readyCount}
                  {readyMore && '+'}
                </span>
              )}
            </span>
            <span className="tab-label">{pageTexts.tabs[tab]}</span>
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
