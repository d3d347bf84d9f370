// @ts-nocheck
import { itemTexts } from '#domain/messages.ts';
import { marketplaces } from '#domain/marketplaces.ts';

/** `List on these platforms`: the three marketplaces' new-listing pages, in new tabs. */
export function MarketplaceLinks() {
  return (
    <section className="marketplaces" aria-labelledby="marketplaces-title">
      <h4 id="marketplaces-title" className="form-subtitle">
        {itemTexts.listOnPlatforms}
      </h4>
      <ul className="marketplace-list">
        {marketplaces.map((marketplace) => (
          <li key={marketplace.name}>
            <a
              className="button button-outline"
              href={marketplace.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {marketplace.name}
              <span className="sr-only"> {itemTexts.opensInNewTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
