import type { components as Inventory } from '#lambdas/lib/adapters/ebay/contracts/sell-inventory.ts';
import { ebayConditionIds, type EbayConditionId } from '#domain/ebay-condition.ts';
import { bulkUpdatePriceQuantity, withdrawOffer } from './ebay-offer-changes';
import { standInCategory } from './ebay-taxonomy';
import { fail, sellError, type OfferDetails, type SellAnswer, type StoredOffer } from './sell-answer';

export type { SellAnswer } from './sell-answer';

// The Sell API operations the product calls, answered statefully in memory per eBay user
// (docs/architecture/twin.md#the-ebay-stand-in). Each request reaches here only after the
// contract check passed, so bodies have the contract's shape. Errors use the ids eBay's
// Inventory contract lists for the operation (`x-response-codes`).

type InventoryItem = Inventory['schemas']['InventoryItem'];

export type PolicyKind = 'fulfillment' | 'payment' | 'return';

interface SellerAccount {
  items: Map<string, InventoryItem>;
  offers: Map<string, StoredOffer>;
  locations: Map<string, unknown>;
  /** Marketplaces where the seller has no business policies of a kind. */
  withoutPolicies: Set<string>;
  /** Operations eBay refuses once with a system error (a test's setup). */
  refusing: Set<string>;
}

export interface SellRequest {
  operationId: string;
  user: string;
  /** The path after the API's base path, e.g. `/offer/7/publish`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export class EbaySellOperations {
  private readonly accounts = new Map<string, SellerAccount>();
  private nextId = 1;

  /** The seller has no `kind` business policy on `marketplaceId` (a test's setup). */
  removePolicies(user: string, marketplaceId: string, kind: PolicyKind): void {
    this.account(user).withoutPolicies.add(`${marketplaceId}/${kind}`);
  }

  /** The SKUs of a seller's inventory items, for a test to count. */
  inventoryItemsOf(user: string): string[] {
    return [...this.account(user).items.keys()];
  }

  /** The offers of a seller, for a test to count. */
  offersOf(user: string): StoredOffer[] {
    return [...this.account(user).offers.values()];
  }

  /** eBay answers the seller's next `operationId` with a system error (a test's setup). */
  refuseNext(user: string, operationId: string): void {
    this.account(user).refusing.add(operationId);
  }

  answer(request: SellRequest): SellAnswer | undefined {
    const account = this.account(request.user);
    if (account.refusing.delete(request.operationId)) {
      const error = { ...sellError(25001, 'A system error has occurred.'), category: 'APPLICATION' };
      return { status: 500, body: { errors: [error] } };
    }
    const handler = this.handlers[request.operationId];
    return handler?.(account, request);
  }

  private account(user: string): SellerAccount {
    let account = this.accounts.get(user);
    if (!account) {
      account = {
        items: new Map(),
        offers: new Map(),
        locations: new Map(),
        withoutPolicies: new Set(),
        refusing: new Set(),
      };
      this.accounts.set(user, account);
    }
    return account;
  }

  private policies(account: SellerAccount, kind: PolicyKind, query: URLSearchParams): SellAnswer {
    const marketplaceId = query.get('marketplace_id') ?? '';
    const none = account.withoutPolicies.has(`${marketplaceId}/${kind}`);
    const list = none
      ? []
      : [{ [`${kind}PolicyId`]: `${kind}-${marketplaceId}`, name: `Twin ${kind}`, marketplaceId }];
    return { status: 200, body: { total: list.length, [`${kind}Policies`]: list } };
  }

  private readonly handlers: Record<string, (account: SellerAccount, request: SellRequest) => SellAnswer> = {
    getFulfillmentPolicies: (account, { query }) => this.policies(account, 'fulfillment', query),
    getPaymentPolicies: (account, { query }) => this.policies(account, 'payment', query),
    getReturnPolicies: (account, { query }) => this.policies(account, 'return', query),

    getItemConditionPolicies: (_account, { path, query }) => {
      const marketplaceId = /^\/marketplace\/([^/]+)\//.exec(path)?.[1] ?? '';
      const ids = /categoryIds:\{?([\d|]+)\}?/.exec(query.get('filter') ?? '')?.[1]?.split('|') ?? [];
      const policies = ids.flatMap((id) => {
        const category = standInCategory(id);
        return category
          ? [
              {
                categoryId: id,
                categoryTreeId: marketplaceId,
                itemConditionRequired: true,
                itemConditions: category.conditions,
              },
            ]
          : [];
      });
      return { status: 200, body: { itemConditionPolicies: policies } };
    },

    getInventoryLocation: (account, { path }) => {
      const key = decodeURIComponent(path.split('/')[2] ?? '');
      const location = account.locations.get(key);
      return location
        ? { status: 200, body: { merchantLocationKey: key, ...(location as object) } }
        : fail(404, 25805, 'merchantLocationKey Not Found.');
    },
    createInventoryLocation: (account, { path, body }) => {
      const key = decodeURIComponent(path.split('/')[2] ?? '');
      if (account.locations.has(key)) return fail(409, 25803, 'merchantLocationKey already exists.');
      account.locations.set(key, body);
      return { status: 204 };
    },

    createOrReplaceInventoryItem: (account, { path, body }) => {
      const sku = decodeURIComponent(path.split('/')[2] ?? '');
      const existed = account.items.has(sku);
      account.items.set(sku, body as InventoryItem);
      return { status: existed ? 204 : 201 };
    },

    getOffers: (account, { query }) => {
      const sku = query.get('sku');
      const offers = [...account.offers.values()].filter((offer) => offer.details.sku === sku);
      if (offers.length === 0) return fail(404, 25713, 'This Offer is not available.');
      const body = offers.map(({ offerId, details, status, listingId }) => ({
        ...details,
        offerId,
        status,
        ...(listingId ? { listing: { listingId, listingStatus: 'ACTIVE' } } : {}),
      }));
      return { status: 200, body: { total: body.length, offers: body } };
    },
    createOffer: (account, { body }) => {
      const details = body as OfferDetails;
      if (!account.items.has(details.sku ?? ''))
        return fail(400, 25702, `${details.sku} could not be found or is not available in the system.`);
      const existing = [...account.offers.values()].find(
        (offer) => offer.details.sku === details.sku && offer.details.marketplaceId === details.marketplaceId,
      );
      if (existing) {
        return fail(400, 25002, 'A user error has occurred. Offer entity already exists.', [
          { name: 'offerId', value: existing.offerId },
        ]);
      }
      const offerId = String(this.nextId++);
      account.offers.set(offerId, { offerId, details, status: 'UNPUBLISHED' });
      return { status: 201, body: { offerId } };
    },
    updateOffer: (account, { path, body }) => {
      const offer = account.offers.get(path.split('/')[2] ?? '');
      if (!offer) return fail(404, 25713, 'This Offer is not available.');
      offer.details = {
        ...(body as Omit<OfferDetails, 'sku' | 'marketplaceId' | 'format'>),
        sku: offer.details.sku,
        marketplaceId: offer.details.marketplaceId,
        format: offer.details.format,
      };
      return { status: 204 };
    },
    getListingFees: (account, { body }) => {
      const ids = ((body as { offers?: Array<{ offerId?: string }> }).offers ?? []).map(
        (o) => o.offerId ?? '',
      );
      const offers = ids.map((id) => account.offers.get(id));
      if (offers.some((offer) => !offer || offer.status !== 'UNPUBLISHED')) {
        return fail(400, 25754, 'One or more provided offerId(s) are invalid.');
      }
      const first = offers[0]!;
      const currency = first.details.pricingSummary?.price?.currency ?? 'GBP';
      // The stand-in's fee is a placeholder of 0.0, not eBay's fee (twin.md).
      const fees = [{ feeType: 'InsertionFee', amount: { value: '0.0', currency } }];
      return { status: 200, body: { feeSummaries: [{ marketplaceId: first.details.marketplaceId, fees }] } };
    },
    publishOffer: (account, { path }) => {
      const offer = account.offers.get(path.split('/')[2] ?? '');
      if (!offer) return fail(404, 25713, 'This Offer is not available.');
      return this.publish(account, offer);
    },
    withdrawOffer: (account, { path }) => withdrawOffer(account.offers, path),
    bulkUpdatePriceQuantity: (account, { body }) => bulkUpdatePriceQuantity(account.offers, body),
  };

  private publish(account: SellerAccount, offer: StoredOffer): SellAnswer {
    const { details } = offer;
    const item = account.items.get(details.sku ?? '');
    const category = standInCategory(details.categoryId ?? '');
    if (!item || !category) return fail(400, 25005, 'The unpublished offer has an invalid category ID.');
    const aspects = item.product?.aspects as Record<string, string[]> | undefined;
    const missing = category.aspects.find(
      (aspect) => aspect.aspectConstraint.aspectRequired && !aspects?.[aspect.localizedAspectName]?.length,
    );
    if (missing) {
      const name = missing.localizedAspectName;
      return fail(400, 25029, `${name} is required for this category.`, [{ name: '0', value: name }]);
    }
    const policies = details.listingPolicies;
    const checks: Array<[PolicyKind, string | undefined, number]> = [
      ['fulfillment', policies?.fulfillmentPolicyId, 25007],
      ['payment', policies?.paymentPolicyId, 25008],
      ['return', policies?.returnPolicyId, 25009],
    ];
    for (const [kind, id, errorId] of checks) {
      const exists =
        id === `${kind}-${details.marketplaceId}` &&
        !account.withoutPolicies.has(`${details.marketplaceId}/${kind}`);
      if (!exists)
        return fail(400, errorId, `The unpublished offer has invalid data in the associated ${kind} policy.`);
    }
    if (!account.locations.has(details.merchantLocationKey ?? ''))
      return fail(400, 25012, 'Invalid inventory location.');
    if (!item.product?.imageUrls?.length)
      return fail(400, 25014, 'The unpublished offer has invalid pictures.');
    const allowed = category.conditions.some(
      (c) => ebayConditionIds[c.conditionId as EbayConditionId] === item.condition,
    );
    if (!allowed) return fail(400, 25021, 'The unpublished offer has invalid item condition information.');
    // Publishing a published offer revises its listing: the same listing id, never a second one.
    offer.listingId ??= `1100${String(this.nextId++).padStart(8, '0')}`;
    offer.status = 'PUBLISHED';
    return { status: 200, body: { listingId: offer.listingId } };
  }
}
