import type { WebListing } from '#domain/listing.ts';
import { photoTexts } from '#domain/messages.ts';
import { Icon } from '#web/components/icons/icons.tsx';
import { getRuntimeConfig } from '#web/lib/runtime-config.ts';
import { useAnalyseAgain } from '../hooks/use-analyse-again';

/**
 * Analyse again with all photos (docs/product.md#screens, "List tab, item selected"), offered
 * once an item has more than one photo: a spinner while the server refines the AI result, then
 * what the AI now says; a failure is said under the button, which stays to try again.
 */
/**
 * What the button's line says: who will read the photos (the home's analyser, from
 * /config.json), or why it waits while the first analysis has not given a result.
 */
function waitHint(item: WebListing): string {
  if (item.stage !== 'analyzing') {
    return getRuntimeConfig().analyser === 'offline' ? photoTexts.analyseHintOffline : photoTexts.analyseHint;
  }
  return item.analysisError ? photoTexts.analyseAfterRetry : photoTexts.analyseAfterFirst;
}

export function AnalyseAgain({ item }: { item: WebListing }) {
  const { analyse, analysing, outcome } = useAnalyseAgain(item);
  const count = item.photos.length;
  if (count < 2) return null;
  return (
    <section className="card analyse-again" aria-busy={analysing}>
      <button
        className="button button-outline"
        type="button"
        onClick={analyse}
        disabled={analysing || item.stage === 'analyzing'}
      >
        {analysing ? (
          <span className="button-spinner" aria-hidden="true" />
        ) : (
          <Icon name="sparkles" size={18} />
        )}
        {analysing ? photoTexts.analysing(count) : photoTexts.analyseAgain}
      </button>
      <p className="muted analyse-again-status" role="status">
        {analysing
          ? ''
          : outcome?.done
            ? [outcome.summary, item.ai?.detailsText].filter(Boolean).join(' ')
            : waitHint(item)}
      </p>
      {outcome && !outcome.done && (
        <p className="photos-error" role="alert">
          {outcome.reason}
        </p>
      )}
    </section>
  );
}
