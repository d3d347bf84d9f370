import { describe, expectTypeOf, it } from 'vitest';
import type { ApiContract, RequestBody, ResponseBody } from '#domain/api-contract.ts';
import type { ebayListingBody } from '#lambdas/ebay-listings/ebay-listing-body.ts';
import type { changeEbayPrice } from '#lambdas/ebay-listings/ebay-price.ts';
import type { endOnEbay } from '#lambdas/ebay-listings/end-on-ebay.ts';
import type { prepareEbayListing, publishEbayListing } from '#lambdas/ebay-listings/list-on-ebay.ts';
import type { generateListing } from '#lambdas/generate-listing/generate-listing.ts';
import type { generateListingBody } from '#lambdas/generate-listing/generate-listing-body.ts';
import type { fetchOpenGraph } from '#lambdas/link-preview/fetch-open-graph.ts';
import type { previewBody } from '#lambdas/link-preview/preview-body.ts';
import type * as z from '#lambdas/lib/runtime/zod.ts';
import type { reanalyzeListing } from '#lambdas/generate-listing/reanalyze-listing.ts';
import type {
  createListingBody,
  replacePhotosBody,
  updateListingBody,
} from '#lambdas/listings/listing-bodies.ts';
import type { replacePhotos } from '#lambdas/listings/replace-photos.ts';
import type { listListings } from '#lambdas/listings/read-listings.ts';
import type { updateListing } from '#lambdas/listings/update-listing.ts';
import type { profileChangeBody } from '#lambdas/profile/profile-body.ts';
import type { ebayConsentReturnBody } from '#lambdas/profile/ebay-connection-body.ts';
import type { finishConnection, readConnection, startConnection } from '#lambdas/profile/ebay-connection.ts';
import type { toProfileView } from '#lambdas/profile/profile-view.ts';
import type { presignUpload } from '#lambdas/uploads/presign-upload.ts';
import type { uploadRequestBody } from '#lambdas/uploads/upload-body.ts';

// The server reads and answers the bodies of the HTTP contract (domain/api-contract.ts): every
// body the contract lets a client send passes the route's schema's types, and each use case
// answers the contract's type. Checked by tsc (`npm run typecheck`), not at run time.

type Accepts<Schema extends z.ZodMiniType, R> = RequestBody<R> extends z.input<Schema> ? true : false;
type Answer<Fn extends (...args: never[]) => unknown> = Awaited<ReturnType<Fn>>;

describe('the server and the contract', () => {
  it('accepts every request body the contract types', () => {
    expectTypeOf<Accepts<typeof createListingBody, ApiContract['createListing']>>().toEqualTypeOf<true>();
    expectTypeOf<Accepts<typeof updateListingBody, ApiContract['updateListing']>>().toEqualTypeOf<true>();
    expectTypeOf<Accepts<typeof replacePhotosBody, ApiContract['replacePhotos']>>().toEqualTypeOf<true>();
    expectTypeOf<Accepts<typeof uploadRequestBody, ApiContract['createUpload']>>().toEqualTypeOf<true>();
    expectTypeOf<Accepts<typeof profileChangeBody, ApiContract['updateProfile']>>().toEqualTypeOf<true>();
    expectTypeOf<Accepts<typeof previewBody, ApiContract['fetchOpenGraph']>>().toEqualTypeOf<true>();
    expectTypeOf<Accepts<typeof generateListingBody, ApiContract['generateListing']>>().toEqualTypeOf<true>();
    expectTypeOf<
      Accepts<typeof ebayConsentReturnBody, ApiContract['finishEbayConnection']>
    >().toEqualTypeOf<true>();
    expectTypeOf<Accepts<typeof ebayListingBody, ApiContract['prepareEbayListing']>>().toEqualTypeOf<true>();
    expectTypeOf<Accepts<typeof ebayListingBody, ApiContract['publishEbayListing']>>().toEqualTypeOf<true>();
  });

  it('answers with the response types of the contract', () => {
    expectTypeOf<Answer<typeof listListings>>().toExtend<ResponseBody<ApiContract['listListings']>>();
    expectTypeOf<Answer<typeof updateListing>>().toExtend<ResponseBody<ApiContract['updateListing']>>();
    expectTypeOf<Answer<typeof replacePhotos>>().toExtend<ResponseBody<ApiContract['replacePhotos']>>();
    expectTypeOf<Answer<typeof reanalyzeListing>>().toExtend<ResponseBody<ApiContract['reanalyzeListing']>>();
    expectTypeOf<Answer<typeof presignUpload>>().toExtend<ResponseBody<ApiContract['createUpload']>>();
    expectTypeOf<ReturnType<typeof toProfileView>>().toExtend<ResponseBody<ApiContract['getProfile']>>();
    expectTypeOf<Answer<typeof fetchOpenGraph>>().toExtend<ResponseBody<ApiContract['fetchOpenGraph']>>();
    expectTypeOf<Answer<typeof generateListing>>().toExtend<ResponseBody<ApiContract['generateListing']>>();
    expectTypeOf<Answer<typeof readConnection>>().toExtend<ResponseBody<ApiContract['getEbayConnection']>>();
    expectTypeOf<Answer<typeof startConnection>>().toExtend<
      ResponseBody<ApiContract['startEbayConnection']>
    >();
    expectTypeOf<Answer<typeof finishConnection>>().toExtend<
      ResponseBody<ApiContract['finishEbayConnection']>
    >();
    expectTypeOf<Answer<typeof prepareEbayListing>>().toExtend<
      ResponseBody<ApiContract['prepareEbayListing']>
    >();
    expectTypeOf<Answer<typeof publishEbayListing>>().toExtend<
      ResponseBody<ApiContract['publishEbayListing']>
    >();
    expectTypeOf<Answer<typeof endOnEbay>>().toExtend<ResponseBody<ApiContract['endEbayListing']>>();
    expectTypeOf<Answer<typeof changeEbayPrice>>().toExtend<ResponseBody<ApiContract['changeEbayPrice']>>();
  });
});
