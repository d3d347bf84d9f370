import { Link, useSearchParams } from 'react-router';
import type { WebListing } from '#domain/listing.ts';
import { ebayListingTexts } from '#domain/texts/ebay-listing.ts';
import { useEbayConnection } from '#web/api/get-ebay-connection.ts';
import { EbayListingForm } from './ebay-listing-form';

const texts = ebayListingTexts.sheet;

/**
 * The sheet's body: eBay is reached only through the seller's own connection, so without one
 * the sheet says so and opens Account settings (`?settings=ebay`, read by the profile menu).
 */
export function EbaySheetBody({ item, onDone }: { item: WebListing; onDone: () => void }) {
  const connection = useEbayConnection();
  const [params] = useSearchParams();
  if (connection.isPending) return <p role="status">{texts.asking}</p>;
  if (connection.isError) return <p role="alert">{connection.error.message}</p>;
  if (connection.data.status === 'connected') return <EbayListingForm item={item} onPublished={onDone} />;

  const settings = new URLSearchParams(params);
  settings.set('settings', 'ebay');
  return (
    <div className="ebay-sheet-body">
      <p role="status">
        {connection.data.status === 'needsReconnect'
          ? ebayListingTexts.reconnect
          : ebayListingTexts.notConnected}
      </p>
      <Link className="button button-primary" to={{ search: settings.toString() }} onClick={onDone}>
        {texts.openSettings}
      </Link>
    </div>
  );
}
