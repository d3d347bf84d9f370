// Texts of Your Items' views, search, sort, summary and records file (docs/product.md#your-items).

import { capitalised, type CountryWords } from '../country-words';
import type { ListingSort, ListingView } from '../listings-browse';
import { userFieldLabels } from '../user-fields';
import type { Ours } from './wording';

/** `a, b or c`. */
function orList(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** A total as gross and kept: what buyers paid, and what stayed after fees and postage. */
const grossAndKept = (gross: string, kept: string) => `${gross} sold, ${kept} kept` as Ours;

/**
 * One currency's total in words: gross and kept; where some sales' fees are not known, what was
 * kept from the others and how many are left out; where none is known, that what was kept is
 * not known, never "kept £0.00".
 */
function soldTotal(gross: string, kept: string, sales: number, feeUnknown: number): Ours {
  if (feeUnknown <= 0) return grossAndKept(gross, kept);
  if (feeUnknown >= sales) {
    const which = sales === 1 ? 'this sale' : `these ${sales} sales`;
    return `${gross} sold, kept not known: we don’t know the fee for ${which}` as Ours;
  }
  const known = sales - feeUnknown;
  return `${gross} sold, ${kept} kept from ${known} of ${sales} sales: we don’t know the fee for the other ${feeUnknown}` as Ours;
}

export const yourItemsTexts = {
  views: {
    for_sale: 'For sale' as Ours,
    sold: 'Sold' as Ours,
    given_away: 'Given away' as Ours,
    kept: 'Kept' as Ours,
    all: 'All' as Ours,
  } satisfies Record<ListingView, Ours>,
  viewsLabel: 'Which items' as Ours,
  /** A view's tab with its count, e.g. "Sold, 3 items" as read out. */
  viewCount: (view: string, count: number) => `${view}, ${count} ${count === 1 ? 'item' : 'items'}` as Ours,
  search: 'Search by title' as Ours,
  clearSearch: 'Clear search' as Ours,
  sort: 'Sort by' as Ours,
  sorts: {
    newest: 'Newest' as Ours,
    // The field's own label, as the listing form shows it.
    price: userFieldLabels.price,
    days_listed: 'Days listed' as Ours,
  } satisfies Record<ListingSort, Ours>,
  daysListed: (days: number) =>
    (days === 0 ? 'Listed today' : `Listed ${days} ${days === 1 ? 'day' : 'days'}`) as Ours,
  soldFor: (amount: string) => `Sold for ${amount}` as Ours,
  givenAway: 'Given away' as Ours,
  kept: 'Kept' as Ours,
  nothingInView: (view: string) => `No items in ${view} yet.` as Ours,
  nothingFound: (query: string) => `No titles with “${query}”.` as Ours,
  /** A page that came back short because the server stopped looking: more may match further on. */
  searchMore: 'Search further back' as Ours,
  searchedSome: 'Only your newest items were searched so far.' as Ours,
  // The summary.
  summary: 'What it made' as Ours,
  thisMonth: 'This month' as Ours,
  allTime: 'All time' as Ours,
  byMarketplace: 'By marketplace' as Ours,
  grossAndKept,
  soldTotal,
  shifted: (count: number) => `${count} ${count === 1 ? 'item' : 'items'} shifted` as Ours,
  shiftedNote: 'Sold or given away.' as Ours,
  nothingSold: 'Nothing sold yet.' as Ours,
  elsewhere: 'Elsewhere' as Ours,
  summaryFailed: 'The summary could not be loaded.' as Ours,
  summaryLoading: 'Adding it up…' as Ours,
  // The records file.
  exportRecords: 'Download your records (CSV)' as Ours,
  exporting: (count: number) => `Preparing your records... ${count} items` as Ours,
  exported: (count: number) => `${count} ${count === 1 ? 'item' : 'items'} saved to the CSV file.` as Ours,
  exportFailed: 'The records could not be downloaded.' as Ours,
  stateNames: {
    analyzing: 'Being analysed' as Ours,
    ready: 'Ready for review' as Ours,
    saved: 'Saved' as Ours,
    listed: 'Listed' as Ours,
    sold: 'Sold' as Ours,
    given_away: 'Given away' as Ours,
    kept: 'Kept' as Ours,
  } as Record<string, Ours>,
  // The API's refusals of a bad query (400).
  badView: (views: string) => `view must be one of ${views}.` as Ours,
  badSort: (sorts: string) => `sort must be one of ${sorts}.` as Ours,
  longSearch: (max: number) => `The search can be at most ${max} characters.` as Ours,
  stageWithView: 'stage cannot go with view, sort or q.' as Ours,
  /** A query parameter the route does not take, and the ones it does (`view, sort, q or cursor`). */
  unknownQueryParameter: (name: string, accepted: readonly string[]) =>
    `Unknown query parameter ${name}: use ${orList(accepted)}.` as Ours,
  csvHeader: {
    title: userFieldLabels.title,
    price: userFieldLabels.price,
    currency: 'Currency' as Ours,
    state: 'State' as Ours,
    marketplaces: 'Marketplaces' as Ours,
    listed: 'Listed on' as Ours,
    created: 'Added on' as Ours,
    soldOn: 'Sold on' as Ours,
    soldPrice: 'Sold price' as Ours,
    soldWhere: 'Sold where' as Ours,
    goneOn: 'Given away or kept on' as Ours,
    // From the dated fee table (domain/fees.ts): empty where the marketplace's fee is not
    // sourced, never an invented number; a sale made elsewhere pays no marketplace fee.
    fees: 'Fee (empty where not known)' as Ours,
    /** In the seller's country's words: "Postage paid" in the UK, "Shipping paid" in the USA. */
    postage: (words: CountryWords) => `${capitalised(words.shipping)} paid` as Ours,
    kept: 'Kept (empty where not known)' as Ours,
  },
} as const;
