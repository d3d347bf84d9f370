import { ebayErrorSentence } from '#domain/ebay-errors.ts';
import { ebayListingTexts as texts } from '#domain/texts/ebay-listing.ts';
import { EbayNotConnectedError, EbayReconnectNeededError } from '../lib/ports/ebay-access';
import { EbayRefusedError } from '../lib/ports/ebay-listings';
import { ApiError, badRequest } from '../lib/runtime/api-error';

/** eBay's refusals and a missing connection, as the seller reads them; anything else rethrown. */
export async function inEbaysWords<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EbayRefusedError) throw badRequest(ebayErrorSentence(error.errors));
    if (error instanceof EbayNotConnectedError) throw new ApiError(409, 'conflict', texts.notConnected);
    if (error instanceof EbayReconnectNeededError) throw new ApiError(409, 'conflict', texts.reconnect);
    throw error;
  }
}
