// @ts-nocheck
import type { Barcode } from '#domain/barcode.ts';
import type { AiEnrichment } from '#domain/listing.ts';

// The port every AI provider implements (docs/design.md#ai): OpenAI's Responses API when a
// key is configured, the offline on-machine analyser otherwise. Configuration picks one; the
// analyser function and generate-listing never know which.

/** The photo, read from the caller's own folder in the bucket by the function itself. */
export interface PhotoInput {
  bytes: Uint8Array;
  /** The image type found from the bytes, e.g. `image/jpeg`. */
  contentType: string;
}

/**
 * An item's photos as the model gets them, in the item's order: the cover first, then every
 * other photo (docs/product.md#photos). An analyser that reads one photo reads the cover.
 */
export type ItemPhotos = readonly [PhotoInput, ...PhotoInput[]];

/** The generateListing response (docs/product.md#data and docs/product.md#calls): what the web app and seeding read. */
export interface AnalysisResult {
  /** One of domain/categories.ts's names, or `unknown`. */
  category: string;
  detailsText: string;
  /** The category's fields (description, condition, brand, ...), all text. */
  fields: Record<string, string>;
  /** The web research, trimmed to message/output_text/url_citation; null when none was done. */
  enrichment: AiEnrichment | null;
}

/** The refine body of docs/product.md#calls (also sent by the description generator). */
export interface RefineRequest {
  userInstruction: string;
  oldFields: Record<string, string>;
  detailsText: string;
  /** Country code, e.g. `GB`. */
  country: string;
}

export interface AnalyseOptions {
  /** Country code, e.g. `GB`. */
  country: string;
  /** Cuts the calls and their retries (the job's deadline, or a request's time box). */
  signal?: AbortSignal;
  /** When the signal fires (epoch ms), so each attempt's own timeout can fit before it. */
  deadlineAt?: number;
  /** A barcode the browser read in the photo, checked by the server: a fact for the model. */
  barcode?: Barcode;
}

export interface ListingAnalyser {
  /** Identify the item from its photos and research similar listings with prices (may take a minute). */
  analyse(photos: ItemPhotos, options: AnalyseOptions): Promise<AnalysisResult>;
  /** One short call without web research; the enrichment comes back null. */
  refine(
    photos: ItemPhotos,
    request: RefineRequest,
    options?: { signal?: AbortSignal },
  ): Promise<AnalysisResult>;
}
