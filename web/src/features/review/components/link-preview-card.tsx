import { useState } from 'react';
import { formatMoney, type CurrencyCode } from '#domain/currency.ts';
import { siteDomain, type RelatedListing } from '#domain/related-listings.ts';
import { itemTexts, messages } from '#domain/messages.ts';
import { useLinkPreview } from '#web/features/review/api/fetch-open-graph.ts';
import { SiteIcon } from './site-icon';

/**
 * One Related Listing (docs/product.md#screens): the page's picture (its alternative pictures can be
 * chosen), its title, the £ price found beside the citation, and a View link in a new tab.
 * When the preview fails, or its picture does not load, the site's icon and the bare URL; a
 * failed preview also says so with the catalogue's `Failed to fetch preview` (docs/product.md#messages).
 * Pictures of other sites load without the app's referrer.
 */
export function LinkPreviewCard({ listing, currency }: { listing: RelatedListing; currency: CurrencyCode }) {
  const preview = useLinkPreview({ url: listing.url });
  const [picture, setPicture] = useState(0);
  const [pictureFailed, setPictureFailed] = useState(false);
  const fallback = preview.isError || pictureFailed;
  const domain = siteDomain(listing.url) ?? listing.url;
  const pictures = preview.data ? [preview.data.image, ...preview.data.altImages].filter(Boolean) : [];
  const title = preview.data?.title ?? listing.title ?? domain;

  return (
    <li className="preview-card">
      {fallback ? (
        <SiteIcon domain={domain} />
      ) : pictures.length > 0 ? (
        <img
          className="preview-picture"
          src={pictures[picture] ?? ''}
          alt={itemTexts.previewPicture(title)}
          referrerPolicy="no-referrer"
          onError={() => setPictureFailed(true)}
        />
      ) : (
        <span className="preview-picture preview-placeholder" aria-hidden="true" />
      )}
      <div className="preview-body">
        {fallback ? (
          <>
            <span className="preview-url">{listing.url}</span>
            {preview.isError && <span className="preview-failed">{messages.previewFailed.title}</span>}
          </>
        ) : (
          <span className="preview-title">{preview.isPending ? domain : title}</span>
        )}
        {listing.price !== undefined && (
          <span className="preview-price">{formatMoney(listing.price, currency)}</span>
        )}
        {!fallback && pictures.length > 1 && (
          <span className="preview-choices">
            {pictures.map((_, index) => (
              <button
                key={index}
                type="button"
                className="preview-choice"
                aria-label={itemTexts.choosePicture(index + 1)}
                aria-pressed={index === picture}
                onClick={() => setPicture(index)}
              />
            ))}
          </span>
        )}
        <a className="preview-view" href={listing.url} target="_blank" rel="noopener noreferrer">
          {itemTexts.view}
          <span className="sr-only">
            {' '}
            {title} {itemTexts.opensInNewTab}
          </span>
        </a>
      </div>
    </li>
  );
}
