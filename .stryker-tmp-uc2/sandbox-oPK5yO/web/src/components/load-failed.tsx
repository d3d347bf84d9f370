// @ts-nocheck
import { messages, recoveryTexts } from '#domain/messages.ts';
import { Icon } from './icons/icons';
import './load-failed.css';

interface Props {
  /** Loads the list again. */
  onRetry: () => void;
  retrying: boolean;
}

/**
 * A list that could not be loaded says so where the list would be, with Retry
 * (docs/product.md#errors-and-the-way-out): an empty list's "No items yet" would read as lost data.
 */
export function LoadFailed({ onRetry, retrying }: Props) {
  return (
    <section className="card tab-panel-card load-failed" role="alert" aria-labelledby="load-failed-title">
      <h2 id="load-failed-title" className="section-title">
        {messages.listingsLoadFailed.title}
      </h2>
      <p className="muted">{messages.listingsLoadFailed.description}</p>
      <button className="button button-primary" type="button" onClick={onRetry} disabled={retrying}>
        <Icon name="refresh" size={16} /> {retrying ? recoveryTexts.retryingLoad : recoveryTexts.retryLoad}
      </button>
    </section>
  );
}
