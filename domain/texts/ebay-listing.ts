// Texts of List on eBay (docs/product.md#list-on-ebay): what the seller reads when eBay asks
// for something, or refuses the listing. Each names the one thing to fix.

import type { EbayMarketplaceId } from '../ebay-listing';
import type { Ours } from './wording';

export const ebayListingTexts = {
  notOffered: 'eBay is not offered for items of this country.' as Ours,
  notSaved: 'Save the item before listing it on eBay.' as Ours,
  notConnected: 'Connect eBay in Account settings first.' as Ours,
  reconnect: 'eBay asks you to connect again: open Account settings and connect eBay.' as Ours,
  noPrice: 'Add a price before listing on eBay.' as Ours,
  noPhotos: 'Add a photo before listing on eBay.' as Ours,
  noCategory: 'eBay suggested no category for this item: add a few words to its title.' as Ours,
  notSuggested: 'Choose one of the categories eBay suggested.' as Ours,
  noPostcode: 'Add your postcode: eBay needs to know where the item is sent from.' as Ours,
  missingAspect: (name: string) => `Fill in ${name}: eBay needs it for this category.` as Ours,
  conditionNeeded: 'Choose the condition eBay should show: none of this category’s matches yours.' as Ours,
  conditionNotAllowed: 'That condition is not one this eBay category allows.' as Ours,
  /** Where the seller has none of a business policy (the product never creates one). */
  noPolicy: (kind: string) =>
    `Your eBay account has no ${kind} policy for this site yet: create one on eBay, then try again.` as Ours,
  policyKinds: {
    fulfillment: 'postage' as Ours,
    payment: 'payment' as Ours,
    return: 'return' as Ours,
  },
  /**
   * eBay's help page on business policies, which says where to create them, per marketplace:
   * "each marketplace requires its own set of business policies" (the ebay.co.uk page, read
   * 2026-12-03). Only the UK page was found in our search store; the others are the same help
   * article (id 4212) on eBay's US site, not read (docs/marketplaces.md).
   */
  policiesPages: {
    EBAY_GB: 'https://www.ebay.co.uk/help/policies/business-policy/business-policies?id=4212',
    EBAY_US: 'https://www.ebay.com/help/policies/business-policy/business-policies?id=4212',
    EBAY_CA: 'https://www.ebay.com/help/policies/business-policy/business-policies?id=4212',
    EBAY_AU: 'https://www.ebay.com/help/policies/business-policy/business-policies?id=4212',
  } satisfies Record<EbayMarketplaceId, string>,
  // eBay's refusals at publish (the Inventory contract's publishOffer errors), one sentence each.
  refused: {
    aspect: (name: string) => `eBay needs ${name} for this category: fill it in and send again.` as Ours,
    price: 'eBay refused the price: check it and send again.' as Ours,
    category: 'eBay refused the category: choose another of its suggestions.' as Ours,
    fulfillmentPolicy: 'eBay refused your postage policy: check it on eBay, then send again.' as Ours,
    paymentPolicy: 'eBay refused your payment policy: check it on eBay, then send again.' as Ours,
    returnPolicy: 'eBay refused your return policy: check it on eBay, then send again.' as Ours,
    location: 'eBay refused the item’s location: check your postcode and send again.' as Ours,
    photos:
      'eBay refused a photo (it may be too small): replace it with a larger one and send again.' as Ours,
    condition: 'eBay refused the condition: choose another and send again.' as Ours,
    title: 'eBay refused the title: shorten or reword it and send again.' as Ours,
    other: 'eBay refused the listing. Nothing was lost: try again in a minute.' as Ours,
  },
  listed: 'Listed on eBay' as Ours,
  // The item is gone (sold, given away, kept): the product ends its own eBay listing
  // (docs/product.md#item-life), or says in one sentence why the reminder stays the seller's.
  /** The eBay take-down reminder, ticked by the product. */
  endedForYou: 'Ended on eBay for you' as Ours,
  /** eBay refused to end it; the other reasons reuse notConnected and reconnect. */
  notEnded: 'eBay did not end the listing: take it down on eBay yourself.' as Ours,
  /** eBay did not answer (or is not set up here): the listing may still be live. */
  notReached:
    'eBay could not be reached, so the listing may still be live: take it down on eBay yourself.' as Ours,
  // A new price for an item live on eBay through the product, after the seller confirms.
  price: {
    ask: 'Change the price on eBay too?' as Ours,
    change: 'Change on eBay' as Ours,
    notNow: 'Not now' as Ours,
    changing: 'Changing on eBay…' as Ours,
    changed: 'Price changed on eBay' as Ours,
    notLive: 'The item is not live on eBay through this app.' as Ours,
    refused: 'eBay refused the new price: check it and try again.' as Ours,
  },
  /** The List on eBay sheet, opened from the eBay card of "List on these platforms". */
  sheet: {
    open: 'List on eBay' as Ours,
    title: 'List on eBay' as Ours,
    intro: 'What eBay will get, what it still needs from you, and its fees.' as Ours,
    close: 'Close' as Ours,
    openSettings: 'Open Account settings' as Ours,
    asking: 'Asking eBay…' as Ours,
    titleOnEbay: 'Title on eBay' as Ours,
    category: 'Category on eBay' as Ours,
    condition: 'Condition on eBay' as Ours,
    /** Above the item specifics eBay needs and the item did not fill. */
    specifics: 'eBay needs these for this category' as Ours,
    choose: 'Choose…' as Ours,
    postcode: 'Postcode the item is sent from' as Ours,
    policiesLink: 'eBay’s help on business policies' as Ours,
    problemsLabel: 'What eBay still needs' as Ours,
    fees: 'eBay’s fees for this listing' as Ours,
    /** A fee line: its kind in eBay's words ("InsertionFee" read as "Insertion fee"), then the amount. */
    fee: (kind: string, amount: string) => `${kind}: ${amount}` as Ours,
    check: 'Check with eBay' as Ours,
    publish: 'Publish on eBay' as Ours,
    publishing: 'Publishing on eBay…' as Ours,
    /** The toast once eBay published the listing. */
    published: {
      title: 'Listed on eBay' as Ours,
      description: 'It is live on eBay: its link is under Where it is.' as Ours,
    },
  },
} as const;
