import type { EbayAllowedCondition } from '#domain/ebay-condition.ts';
import type { EbayErrorLike } from '#domain/ebay-errors.ts';
import type { EbayAspectRule, EbayMarketplaceId, EbayPolicies } from '#domain/ebay-listing.ts';
import type { EbayAccess } from '../../ports/ebay-access';
import { EbayRefusedError, type EbayListings } from '../../ports/ebay-listings';
import { makeEbayClients } from './ebay-client';
import {
  TAXONOMY_BASE_PATH,
  type AspectMetadata,
  type BaseCategoryTree,
  type CategorySuggestionResponse,
} from './taxonomy-types';

// EbayListings on eBay's APIs (docs/architecture/backend.md#list-on-ebay): the Sell APIs through
// the typed client (contracts/ebay/), Taxonomy by hand (its types: taxonomy-types.ts). The Sell
// APIs carry the seller's token from EbayAccess; Taxonomy carries the app's Application token
// (application-token.ts), as its reference pages require. The origin comes from configuration.

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The answer's data, or EbayRefusedError with eBay's errors. */
export function ok<T>({ data, error, response }: Answer<T>): T {
  if (response.ok) return data as T;
  const errors = (error as { errors?: EbayErrorLike[] } | undefined)?.errors ?? [];
  throw new EbayRefusedError(response.status, errors);
}

interface EbayListingsClientOptions {
  apiOrigin: string;
  access: EbayAccess;
  userId: string;
  /** The app's Application access token (client credentials), for Taxonomy. */
  applicationToken: () => Promise<string>;
  fetch?: (request: Request) => Promise<Response>;
}

export function ebayListingsClient(options: EbayListingsClientOptions): EbayListings {
  const accessToken = () => options.access.accessTokenFor(options.userId);
  const ebay = makeEbayClients({ apiOrigin: options.apiOrigin, accessToken, fetch: options.fetch });
  const doFetch = options.fetch ?? ((request: Request) => fetch(request));
  const trees = new Map<string, string>();

  async function taxonomy<T>(path: string, query: Record<string, string>): Promise<T | undefined> {
    const url = new URL(`${TAXONOMY_BASE_PATH}${path}`, options.apiOrigin);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await doFetch(
      new Request(url, { headers: { Authorization: `Bearer ${await options.applicationToken()}` } }),
    );
    // 204: eBay has nothing to say (no suggestion for these words).
    if (response.status === 204) return undefined;
    const body = (await response.json()) as T & { errors?: EbayErrorLike[] };
    if (!response.ok) throw new EbayRefusedError(response.status, body.errors ?? []);
    return body;
  }

  async function treeOf(marketplaceId: EbayMarketplaceId): Promise<string> {
    const known = trees.get(marketplaceId);
    if (known) return known;
    const tree = await taxonomy<BaseCategoryTree>('/get_default_category_tree_id', {
      marketplace_id: marketplaceId,
    });
    if (!tree) throw new EbayRefusedError(204, []);
    trees.set(marketplaceId, tree.categoryTreeId);
    return tree.categoryTreeId;
  }

  return {
    async categorySuggestions(marketplaceId, words) {
      const tree = await treeOf(marketplaceId);
      const answer = await taxonomy<CategorySuggestionResponse>(
        `/category_tree/${tree}/get_category_suggestions`,
        {
          q: words,
        },
      );
      return (answer?.categorySuggestions ?? []).map(({ category }) => ({
        categoryId: category.categoryId,
        name: category.categoryName,
      }));
    },

    async categoryAspects(marketplaceId, categoryId) {
      const tree = await treeOf(marketplaceId);
      const answer = await taxonomy<AspectMetadata>(`/category_tree/${tree}/get_item_aspects_for_category`, {
        category_id: categoryId,
      });
      return (answer?.aspects ?? []).map((aspect): EbayAspectRule => ({
        name: aspect.localizedAspectName,
        required: aspect.aspectConstraint.aspectRequired === true,
        selectionOnly: aspect.aspectConstraint.aspectMode === 'SELECTION_ONLY',
        ...(aspect.aspectValues?.length ? { values: aspect.aspectValues.map((v) => v.localizedValue) } : {}),
      }));
    },

    async allowedConditions(marketplaceId, categoryId) {
      const answer = ok(
        await ebay.metadata.GET('/marketplace/{marketplace_id}/get_item_condition_policies', {
          params: {
            path: { marketplace_id: marketplaceId },
            query: { filter: `categoryIds:{${categoryId}}` },
          },
        }),
      );
      const policy = answer?.itemConditionPolicies?.find((entry) => entry.categoryId === categoryId);
      return (policy?.itemConditions ?? []).flatMap((condition): EbayAllowedCondition[] =>
        condition.conditionId
          ? [{ conditionId: condition.conditionId, conditionDescription: condition.conditionDescription }]
          : [],
      );
    },

    async policies(marketplaceId) {
      const query = { params: { query: { marketplace_id: marketplaceId } } };
      const [fulfillment, payment, returns] = await Promise.all([
        ebay.account.GET('/fulfillment_policy', query).then(ok),
        ebay.account.GET('/payment_policy', query).then(ok),
        ebay.account.GET('/return_policy', query).then(ok),
      ]);
      const found: Partial<EbayPolicies> = {};
      const fulfillmentPolicyId = fulfillment?.fulfillmentPolicies?.[0]?.fulfillmentPolicyId;
      const paymentPolicyId = payment?.paymentPolicies?.[0]?.paymentPolicyId;
      const returnPolicyId = returns?.returnPolicies?.[0]?.returnPolicyId;
      if (fulfillmentPolicyId) found.fulfillmentPolicyId = fulfillmentPolicyId;
      if (paymentPolicyId) found.paymentPolicyId = paymentPolicyId;
      if (returnPolicyId) found.returnPolicyId = returnPolicyId;
      return found;
    },

    async hasLocation(key) {
      const answer = await ebay.inventory.GET('/location/{merchantLocationKey}', {
        params: { path: { merchantLocationKey: key } },
      });
      if (answer.response.status === 404) return false;
      ok(answer);
      return true;
    },

    async createLocation(key, address) {
      ok(
        await ebay.inventory.POST('/location/{merchantLocationKey}', {
          params: { path: { merchantLocationKey: key }, header: { 'Content-Type': 'application/json' } },
          body: { location: { address }, locationTypes: ['WAREHOUSE'], merchantLocationStatus: 'ENABLED' },
        }),
      );
    },

    async putInventoryItem(sku, item, language) {
      ok(
        await ebay.inventory.PUT('/inventory_item/{sku}', {
          params: {
            path: { sku },
            header: { 'Content-Language': language, 'Content-Type': 'application/json' },
          },
          body: item,
        }),
      );
    },

    async offerIdFor(sku, marketplaceId) {
      const answer = await ebay.inventory.GET('/offer', {
        params: { query: { sku, marketplace_id: marketplaceId } },
      });
      // eBay answers 404 for a SKU with no offer yet.
      if (answer.response.status === 404) return undefined;
      return ok(answer)?.offers?.find((offer) => offer.marketplaceId === marketplaceId)?.offerId;
    },

    async createOffer(offer, language) {
      const answer = ok(
        await ebay.inventory.POST('/offer', {
          params: { header: { 'Content-Language': language, 'Content-Type': 'application/json' } },
          body: offer,
        }),
      );
      if (!answer?.offerId) throw new EbayRefusedError(502, []);
      return answer.offerId;
    },

    async updateOffer(offerId, offer, language) {
      const { sku: _sku, marketplaceId: _marketplace, format: _format, ...changeable } = offer;
      ok(
        await ebay.inventory.PUT('/offer/{offerId}', {
          params: {
            path: { offerId },
            header: { 'Content-Language': language, 'Content-Type': 'application/json' },
          },
          body: changeable,
        }),
      );
    },

    async listingFees(offerId) {
      const answer = ok(
        await ebay.inventory.POST('/offer/get_listing_fees', {
          params: { header: { 'Content-Type': 'application/json' } },
          body: { offers: [{ offerId }] },
        }),
      );
      return (answer?.feeSummaries ?? []).flatMap((summary) =>
        (summary.fees ?? []).flatMap((fee) =>
          fee.feeType && fee.amount?.value && fee.amount.currency
            ? [{ feeType: fee.feeType, value: fee.amount.value, currency: fee.amount.currency }]
            : [],
        ),
      );
    },

    async publish(offerId) {
      const answer = ok(
        await ebay.inventory.POST('/offer/{offerId}/publish', { params: { path: { offerId } } }),
      );
      if (!answer?.listingId) throw new EbayRefusedError(502, []);
      return answer.listingId;
    },

    async withdraw(offerId) {
      ok(await ebay.inventory.POST('/offer/{offerId}/withdraw', { params: { path: { offerId } } }));
    },

    async updatePrice(sku, offerId, price) {
      const answer = ok(
        await ebay.inventory.POST('/bulk_update_price_quantity', {
          params: { header: { 'Content-Type': 'application/json' } },
          body: { requests: [{ sku, offers: [{ offerId, price }] }] },
        }),
      );
      // A 207 says per offer: the one offer's own status and errors are the answer.
      const result = answer?.responses?.find((response) => response.offerId === offerId);
      if (result?.statusCode !== 200)
        throw new EbayRefusedError(result?.statusCode ?? 502, result?.errors ?? []);
    },
  };
}
