// The toasts and notices of docs/product.md#messages and docs/product.md#states-and-transitions:
// a title and an optional description each. `as Spec` marks the product's fixed wording (tests
// assert it word for word), `as Ours` our own, which may be improved freely (wording.ts).

import { DEFAULT_COUNTRY_CODE, PRICE_ABOVE, PRICE_BELOW, PRICE_DECIMALS } from '../constants';
import type { CountryCode } from '../countries';
import { pickupPermissionUpdated } from '../country-words';
import type { Ours, Spec } from './wording';

/** A toast or notice: a title and an optional description. */
export interface Message {
  title: string;
  description?: string;
  /** Errors are shown as destructive (red) toasts. */
  variant?: 'destructive';
}

/** Which profile setting an update touched (docs/product.md#calls, "Profiles"). */
export type ProfileSetting = 'country' | 'allow_collection';

export const note = (title: string, description?: string): Message =>
  description === undefined ? { title } : { title, description };

const failure = (title: string, description?: string): Message => ({
  ...note(title, description),
  variant: 'destructive',
});

export const messages = {
  // docs/product.md#messages, the error catalogue.
  listingsLoadFailed: failure(
    'Failed to load listings' as Spec,
    'Could not retrieve your previous uploads' as Spec,
  ),
  saveFailed: failure('Save failed' as Spec, 'Could not save your listing.' as Spec),
  createFailed: failure('Create failed' as Spec, 'Could not create your listing.' as Spec),
  deleteFailed: failure('Delete failed' as Spec, 'Could not delete the listing.' as Spec),
  /** Upload or AI failure: the page message... */
  uploadFailed: failure('Upload/AI failed. Please try again.' as Spec),
  /** ...and the toast, with the error text. */
  somethingWentWrong: (errorText: string): Message => failure('Something went wrong' as Spec, errorText),
  notSignedIn: failure('You must be signed in.' as Spec),
  noAuthToken: failure('No auth token found.' as Spec),
  profileUpdateFailed: (field: string, message: string): Message =>
    failure('Update failed' as Spec, `Could not update ${field}: ${message}` as Spec),
  generationFailed: failure(
    'Generation failed' as Spec,
    'Could not generate description. Please try again.' as Spec,
  ),
  copyFailed: failure('Copy failed' as Spec, 'Unable to copy to clipboard' as Spec),
  previewFailed: failure('Failed to fetch preview' as Spec),
  missingRequiredFields: failure('Please fill all required fields.' as Spec),
  /**
   * Not in the spec's catalogue: a custom price outside the spec's accepted range
   * (docs/product.md#constants-and-limits), which the message names.
   */
  invalidCustomPrice: failure(`Enter a price above ${PRICE_ABOVE} and below ${PRICE_BELOW}.` as Ours),
  /** Not in the spec's catalogue: a custom price typed in another currency than the item's. */
  foreignCurrencyPrice: (currency: string, symbol: string): Message =>
    failure(`This item is priced in ${currency}: enter the amount in ${symbol}, e.g. 12.50.` as Ours),
  /** Not in the spec's catalogue: the product's daily budget of AI calls is spent. */
  aiDailyLimitReached: failure(
    'The AI service has reached its daily limit. Please try again tomorrow.' as Ours,
  ),
  /** Not in the spec's catalogue: a listing price that cannot be stored (the same range). */
  invalidListingPrice: failure(
    `Enter a price above ${PRICE_ABOVE} and below ${PRICE_BELOW}, with at most ${PRICE_DECIMALS} decimals.` as Ours,
  ),

  // docs/product.md#messages, success messages.
  /** The pickup switch's line in the seller's country's words ("Collection" in the UK, as the spec). */
  profileUpdated: (setting: ProfileSetting, country: CountryCode = DEFAULT_COUNTRY_CODE): Message =>
    note(
      'Profile updated' as Spec,
      setting === 'country' ? ('Country updated successfully' as Spec) : pickupPermissionUpdated(country),
    ),
  descriptionGenerated: note(
    'Description generated!' as Spec,
    'AI has created a new description for your listing.' as Spec,
  ),
  /**
   * Not in the spec's catalogue: Generate Description in a home without an AI key, where the
   * offline analyser wrote it from the item's fields; the spec's "AI has created..." would lie.
   */
  descriptionWrittenOffline: note(
    'Description generated!' as Spec,
    'No AI is set up here: it was written on this machine from your item’s fields.' as Ours,
  ),
  copied: (label?: string): Message => note(label ? (`${label} copied!` as Spec) : ('Copied!' as Spec)),
  signedIn: note('Signed in!' as Spec, 'Welcome!' as Spec),
  checkInbox: note(
    'Check your inbox!' as Spec,
    'Complete sign up via email link. Make sure to check your spam folder.' as Spec,
  ),
  resetEmailSent: note('Reset email sent!' as Spec, 'Check your inbox to reset your password.' as Spec),
  signedOut: note('Signed out.' as Spec),
  itemDeleted: note('Item deleted' as Spec, 'The item has been removed from your list.' as Spec),
  itemSaved: note('Item saved!' as Spec, 'Your listing has been updated.' as Spec),
  /** Not in the spec's catalogue: Undo of a delete or a thumbs-down brought the item back. */
  itemRestored: note('Item restored' as Ours, 'It is back in your list.' as Ours),
  /** Not in the spec's catalogue: Undo came too late (the item is gone for good) or failed. */
  restoreFailed: failure('Undo failed' as Ours, 'The item could not be brought back.' as Ours),
  /** After Start Over: where the items are, and how to see them again (nothing was deleted). */
  startedOver: note(
    'Your items are still saved' as Ours,
    'Start Over cleared this screen only. The List tab shows them again with Show my items.' as Ours,
  ),

  // docs/product.md#states-and-transitions.
  analysisComplete: note(
    'Analysis complete!' as Spec,
    'Your item has been analyzed and is ready for review.' as Spec,
  ),
  greatChoice: note('Great choice!' as Spec, 'Proceeding to create your listing.' as Spec),
  tryAgain: note("Let's try again" as Spec, 'Upload a new photo for better results.' as Spec),
  /** Shown in place of the reset button after a successful reset email. */
  resetEmailSentInline: note('Email sent! Check your inbox.' as Spec),

  // docs/product.md#screens, the Review card's price hint. The research finds asking prices,
  // not sold ones: the spec's "could sell for" is a departure recorded in docs/product.md.
  priceHint: {
    none: 'No price information found' as Spec,
    one: (amount: string) => `Asking price seen online: ${amount}` as Ours,
    range: (low: string, high: string) => `Asking prices seen online: ${low} - ${high}` as Ours,
  },
} as const;
