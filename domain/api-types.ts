import type { Barcode } from './barcode.ts';
import type { CountryCode } from './countries';
import type { EbayConditionChoice } from './ebay-condition';
import type { EbayMarketplaceId, MissingAspect } from './ebay-listing';
import type { LifeEvent, Posting } from './item-life';
import type { MoneyMade } from './item-life-totals';
import type { ApiListing, ListingUpdate } from './listing';
import type { ListingSort, ListingView, ViewCounts } from './listings-browse';
import type { UserFields } from './user-fields';
import type { UploadRequest } from './upload-rules';

// The HTTP API's bodies (docs/design.md#api), once: the Lambdas answer with these shapes and
// the web app's data layer (web/src/api/) reads them, so the two cannot drift.

/** Every error answer: `{error: {code, message}}` with an honest status. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** How many listings one page of `GET /api/listings` holds at most. */
export const LISTINGS_PAGE_SIZE = 30;

/**
 * `GET /api/listings[?stage=ready][&cursor=...]`: one page of the caller's listings (all of
 * them, or those ready for review), newest first, each with its photo's signed URL.
 */
/** Who read the photos for an analysis: the AI model, or the offline analyser of a keyless home. */
export type PhotoReader = 'ai' | 'offline';

/**
 * POST /api/listings/{id}/reanalyze: the refined item, and what was read to refine it, so the
 * app says what was done (docs/product.md#photos), not what the AI would have done.
 */
export interface ReanalyzedListing extends ApiListing {
  refined_by: { reader: PhotoReader; photos_read: number };
}

export interface ListingsResponse {
  listings: ApiListing[];
  /** Pass as `cursor` for the next page; null on the last one. Opaque: valid for its caller only. */
  nextCursor: string | null;
  /**
   * A view or search that stopped looking before the page was full (BROWSE_LOOK_LIMIT items
   * looked at): more may match further back, where `nextCursor` looks.
   */
  partial?: true;
}

/** The two lists `GET /api/listings` pages through. */
export type ListingsStageFilter = 'ready';

/** `POST /api/listings`. */
export interface CreateListingRequest {
  /** The key `POST /api/uploads` returned: the item's cover. */
  imageKey: string;
  /**
   * The item's other photos, in order after the cover (an "Add a batch" item): each key is
   * checked as the cover is, no key twice, at most MAX_PHOTOS_PER_ITEM (domain/photos.ts) in
   * all. The item holds them all before its first analysis is queued, so it sees every photo.
   */
  moreImageKeys?: string[];
  /** A barcode the browser read in the photo (docs/product.md#barcodes); absent when none. */
  barcode?: Barcode;
}

/**
 * `PUT /api/listings/{id}/photos` (docs/product.md#photos): the item's whole photo list, in
 * order, cover first. Keys the item has keep their photo; a new key must be the caller's own
 * verified upload (the checks of `POST /api/listings`); a photo left out is removed. At least
 * one, at most MAX_PHOTOS_PER_ITEM (domain/photos.ts), no key twice.
 */
export interface ReplacePhotosRequest {
  keys: string[];
  /**
   * The item's photo keys as the client saw them, in order: the version the change was built
   * on. When the item's list is no longer this one (another device changed it), the change is
   * a 409 and nothing is written or deleted.
   */
  seen: string[];
  /** A barcode the browser read in one of the new photos; kept as a fact for the next analysis. */
  barcode?: Barcode;
}

/**
 * `POST /api/listings/{id}/life` (docs/product.md#item-life): one event of a saved item's life,
 * made from the item as the client saw it. The answer is the item with its new `life`.
 */
export interface LifeChangeRequest {
  event: LifeEvent;
  /** The item's `updated_at` as the client saw it: the item changed since is a 409. */
  seen: string;
}

/** `PUT /api/listings/{id}`. */
export type UpdateListingRequest = ListingUpdate;

/** `GET` and `PATCH /api/profile`: the spec's defaults filled in (UK, true). */
export interface ProfileView {
  /** The country's code (GB for UK), as domain/countries.ts stores it. */
  country: CountryCode;
  allow_collection: boolean;
  /** Where the seller's items are sent from (List on eBay asks once); null until given. */
  postcode: string | null;
  updated_at: string | null;
}

/** `GET /api/ebay/connection` (docs/product.md#ebay-connection): never a token. */
export interface EbayConnectionView {
  status: 'none' | 'connected' | 'needsReconnect';
  /** eBay's user name, when eBay gave it. */
  ebayUser?: string;
  /** ISO date-time of the consent. */
  connectedAt?: string;
}

/** `POST /api/ebay/connection`: where to send the browser for eBay's consent. */
export interface EbayConsentStart {
  consentUrl: string;
}

/** `PUT /api/ebay/connection`: what eBay's consent redirect carried back. */
export interface EbayConsentReturn {
  code: string;
  state: string;
}

/** `PATCH /api/profile`: one setting or both. */
export interface ProfileChangeRequest {
  country?: CountryCode;
  allow_collection?: boolean;
  /** null forgets it. */
  postcode?: string | null;
}

/** `POST /api/uploads`. */
export type UploadTicketRequest = UploadRequest;

/** `POST /api/uploads`: the browser PUTs the file to `url` sending exactly `headers`. */
export interface UploadTicket {
  url: string;
  headers: Record<string, string>;
  expiresAt: string;
  /** The storage key to send to `POST /api/listings` once the PUT succeeded. */
  key: string;
}

/** `GET /api/listings`: which list, and where the page starts. */
export interface ListingsQuery {
  stage?: ListingsStageFilter;
  /**
   * Your Items' views, sorts and title search (docs/product.md#your-items); not with `stage`.
   * Absent: every item, newest first, as before.
   */
  view?: ListingView;
  sort?: ListingSort;
  /** Words the title must hold, in any case (at most SEARCH_MAX_LENGTH characters). */
  q?: string;
  /** The `nextCursor` of the page before. */
  cursor?: string;
}

/**
 * `GET /api/listings-summary`: how many items each view holds, and what the sold ones made
 * (docs/product.md#your-items); amounts in minor units, one total per currency.
 */
export interface ListingsSummary {
  counts: ViewCounts;
  /** Sold plus given away. */
  shifted: number;
  money: MoneyMade;
  /** Where "this month" started (UTC). */
  month_start: string;
}

/** How many rows one page of `GET /api/listings-export` holds at most. */
export const EXPORT_PAGE_SIZE = 500;

/** `GET /api/listings-export[?cursor=...]`: one page of the records, oldest first. */
export interface ExportPage {
  rows: ExportRow[];
  nextCursor: string | null;
}

/** One item as the records file shows it (docs/product.md#your-records). */
export interface ExportRow {
  id: string;
  title: string;
  /** The asking price as typed, normalised (currentPrice); the currency beside it. */
  price: string;
  currency: string;
  /** The item's country (GB for items from before): whose fee table applies. */
  country: CountryCode;
  /** The stage before it is saved, else its life state. */
  state: string;
  /** Marketplace ids it is or was live on, each with its date, and the live address if given. */
  postings: Posting[];
  created_at: string;
  sold_at: string | null;
  /** Minor units; null unless sold. */
  sold_price_minor: number | null;
  /** The postage the seller paid for the sale, when recorded. */
  sold_postage_minor: number | null;
  sold_currency: string | null;
  sold_where: string | null;
  /** Given away or kept: when. */
  gone_at: string | null;
}

/** `POST /api/fetch-open-graph`: the link to preview. */
export interface LinkPreviewRequest {
  url: string;
}

/** `GET /api/favicon?domain=`: the site whose icon to fetch. */
export interface FaviconQuery {
  domain: string;
}

/**
 * `POST /api/generate-listing` (docs/product.md#calls): the analysis body `{imageUrl, country}`,
 * or the refine body, told apart by `userInstruction`.
 */
export interface GenerateListingRequest {
  /** The photo's URL or storage key, as the API gave it. */
  imageUrl: string;
  /** Country code, e.g. `GB`. */
  country?: string;
  userInstruction?: string;
  oldFields?: Record<string, string | number | null>;
  detailsText?: string | null;
}

/** The refine body, which the description generator sends. */
export type RefineListingRequest = Required<Pick<GenerateListingRequest, 'userInstruction' | 'detailsText'>> &
  GenerateListingRequest & { oldFields: UserFields; country: string };

/**
 * The body of `POST /api/listings/{id}/ebay/prepare` and `.../ebay/publish`
 * (docs/product.md#list-on-ebay): the seller's choices so far, each optional.
 */
export interface EbayListingRequest {
  /** One of eBay's suggested categories; the first suggestion when absent. */
  categoryId?: string;
  /** The seller's values for the missing aspects, by aspect name. */
  aspects?: Record<string, string>;
  /** The seller's pick among the category's allowed conditions, when none matched. */
  conditionId?: string;
  /** Where the item is sent from, asked once: the merchant location is made from it. */
  postcode?: string;
}

/** One of eBay's listing fees for the offer (its `getListingFees`). */
export interface EbayListingFee {
  feeType: string;
  value: string;
  currency: string;
}

/** What List on eBay shows before Publish. */
export interface EbayListingPreparation {
  marketplaceId: EbayMarketplaceId;
  /** The title as eBay gets it (within eBay's 80 characters). */
  title: string;
  /** eBay's suggested leaf categories, most relevant first. */
  categories: Array<{ categoryId: string; name: string }>;
  categoryId?: string;
  missingAspects: MissingAspect[];
  /** The condition eBay will show, when one of the category's matches the item's. */
  condition?: EbayConditionChoice;
  /** When none matches: the category's allowed conditions, for the seller to pick. */
  conditionChoices: EbayConditionChoice[];
  missingPolicies: Array<'fulfillment' | 'payment' | 'return'>;
  /** eBay's page on business policies, when one is missing. */
  policiesPage?: string;
  needsPostcode: boolean;
  /**
   * While eBay has no location for this site yet: the postcode it will be made from (the one
   * sent, else the profile's), for the sheet to show and let the seller correct.
   */
  postcode?: string;
  /** What is still missing, one sentence each; empty when ready to publish. */
  problems: string[];
  /** eBay's fees for this offer, once nothing is missing. */
  fees?: EbayListingFee[];
}
