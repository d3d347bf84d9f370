import { EbayReturn } from '#web/features/profile/components/ebay-return.tsx';
import { DataProvider } from '../data-provider';

/**
 * docs/product.md#screens: /settings/ebay, where eBay's consent returns the seller. Its own
 * data cache: the page makes one call and then sends the seller back to the app.
 */
export function EbayReturnRoute() {
  return (
    <DataProvider>
      <EbayReturn />
    </DataProvider>
  );
}
