import type { CountryCode } from './countries';
import type { CurrencyCode } from './currency';
import type { ItemLife } from './item-life';
import type { ListingPhoto } from './photos';
import type { UserFields } from './user-fields';

// The listing as stored and as the API returns it (docs/product.md#data, "Listing"), and the
// item the web app holds. The mapping between the two lives in listing-item.ts.

export type Stage = 'analyzing' | 'ready' | 'saved';

/** One url_citation annotation of the AI's research text (docs/product.md#data, "AI response"). */
export interface UrlCitation {
  type: 'url_citation';
  url: string;
  start_index: number;
  end_index: number;
  title?: string;
}

export interface OutputText {
  type: 'output_text';
  text: string;
  annotations: UrlCitation[];
}

export interface OutputMessage {
  type: 'message';
  content: OutputText[];
}

/** What is kept of the AI's web research: only the parts the UI reads (docs/design.md#data). */
export interface AiEnrichment {
  output: OutputMessage[];
  /** The research reached its output ceiling before it finished: what it wrote is kept. */
  cut_short?: true;
}

/** Whether a stored research was cut short (any value the app reads: it may be old or absent). */
export function researchCutShort(enrichment: unknown): boolean {
  return typeof enrichment === 'object' && enrichment !== null && 'cut_short' in enrichment
    ? enrichment.cut_short === true
    : false;
}

export interface ApiListing {
  id: string;
  user_id: string;
  /** Storage key of the photo: `{userId}/{timestamp}-{filename}`. */
  image_key: string;
  /** A short-lived signed GET URL for the photo, minted on every read. */
  image_url: string;
  /**
   * Every photo of the item, in order, at most MAX_PHOTOS_PER_ITEM (domain/photos.ts); the
   * first is the cover and is always `image_key` / `image_url` (docs/product.md#photos).
   */
  photos: ListingPhoto[];
  stage: Stage;
  ai_category: string | null;
  ai_details_text: string | null;
  ai_fields: Record<string, string>;
  ai_enrichment: AiEnrichment | null;
  user_fields: UserFields;
  /** Why the last analysis failed, if it did; the item stays in `analyzing` (docs/product.md#states-and-transitions). */
  analysis_error: string | null;
  /** How many analysis runs have started for this item (the first one included). */
  analysis_attempts: number;
  /** When the running analysis started; null when none runs. A stale one counts as crashed. */
  analysis_started_at: string | null;
  /**
   * The profile's country when the item was made: its research, marketplaces and currency
   * (docs/product.md#country-and-currency). Absent on items from before: GB.
   */
  country?: CountryCode;
  /** The currency of every amount of the item; absent on items from before: GBP. */
  currency?: CurrencyCode;
  /**
   * The item's life past saving (docs/product.md#item-life): set on every saved item as the
   * API answers it, `{state: 'saved'}` for one stored before the life existed; absent before.
   */
  life?: ItemLife;
  created_at: string;
  /** The item's version: a change of its life is made from it (a stale one is a 409). */
  updated_at: string;
}

/** The item as the web app holds it (docs/product.md#data, "In the app an item holds"). */
export interface WebListing {
  id: string;
  /** The cover's URL: `photos[0].url`. */
  imageUrl: string;
  /** Every photo, cover first (docs/product.md#photos). */
  photos: ListingPhoto[];
  stage: Stage;
  ai?: {
    category: string;
    detailsText: string;
    fields: Record<string, string>;
    enrichment: { result: AiEnrichment | null };
  };
  fields: UserFields;
  /** The country the item was analysed for; absent on items from before: GB. */
  country?: CountryCode;
  /** The currency of the item's amounts; absent on items from before: GBP. */
  currency?: CurrencyCode;
  /** The saved item's life (docs/product.md#item-life); absent before the item is saved. */
  life?: ItemLife;
  createdAt: string;
  /** The version the server last answered: a change of the item's life is made from it. */
  updatedAt: string;
  /** Why the last analysis failed; set only while the item is stuck in `analyzing`. */
  analysisError?: string;
}

/** Body of `PUT /api/listings/{id}`: merged into the stored listing. */
export interface ListingUpdate {
  stage?: Extract<Stage, 'saved'>;
  user_fields?: UserFields;
}

/** The generateListing response (docs/product.md#calls): read as the item's `ai`. */
export interface GeneratedListing {
  category: string;
  detailsText: string;
  fields: Record<string, string>;
  enrichment: { result: AiEnrichment | null };
  /**
   * A refine answer's writer: the AI model, or the offline analyser of a home without an AI
   * key, so the app never says an AI wrote what it did not (docs/product.md#calls).
   */
  writtenBy?: 'ai' | 'offline';
}
