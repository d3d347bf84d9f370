import type { EbayListingPreparation, EbayListingRequest } from '#domain/api-types.ts';
import { categoryOf, type CategoryName } from '#domain/categories.ts';
import { isCondition } from '#domain/conditions.ts';
import { countryOrDefault } from '#domain/countries.ts';
import { ebayConditionFor, ebayConditionPicked } from '#domain/ebay-condition.ts';
import {
  ebayAspects,
  ebayInventoryItem,
  ebayMarketplaceIdFor,
  ebayOffer,
  ebayPrice,
  ebayWritten,
  missingAspects,
  type EbayInventoryItemBody,
  type EbayMarketplaceId,
  type EbayOfferBody,
  type EbayPolicies,
} from '#domain/ebay-listing.ts';
import { itemCategory } from '#domain/item-category.ts';
import { itemCurrency } from '#domain/listing-item.ts';
import { profileSettings } from '#domain/profile.ts';
import { ebayListingTexts as texts } from '#domain/texts/ebay-listing.ts';
import { badRequest } from '../lib/runtime/api-error';
import type { EbayListings } from '../lib/ports/ebay-listings';
import type { StoredListing } from '../lib/ports/listings-repository';
import type { PhotoStore } from '../lib/ports/photo-store';
import type { StoredProfile } from '../lib/ports/profiles-repository';

// What List on eBay reads before anything is written (docs/product.md#list-on-ebay): the
// category (Taxonomy's suggestions, the seller's pick among them), its aspects and allowed
// conditions, the seller's business policies and location (made once, from the postcode sent or
// kept in the profile), and from these the inventory item
// and offer, or what is still missing, each in one sentence.

/** The merchant location the product makes once per marketplace from the seller's postcode. */
export const merchantLocationKey = (marketplaceId: EbayMarketplaceId) => `snap-list-shift-${marketplaceId}`;

export interface EbayListingPlan {
  preparation: EbayListingPreparation;
  /** Present when nothing is missing: what is sent to eBay. */
  ready?: { item: EbayInventoryItemBody; offer: EbayOfferBody; marketplaceId: EbayMarketplaceId };
}

function categoryOfStored(listing: StoredListing): CategoryName {
  const ai = listing.ai_category ? { category: listing.ai_category } : undefined;
  return itemCategory({ ...(ai ? { ai } : {}), fields: listing.user_fields });
}

export async function planEbayListing(
  { ebay, photos }: { ebay: EbayListings; photos: PhotoStore },
  listing: StoredListing,
  profile: StoredProfile | undefined,
  request: EbayListingRequest,
): Promise<EbayListingPlan> {
  const country = countryOrDefault(listing.country).code;
  const marketplaceId = ebayMarketplaceIdFor(country);
  if (!marketplaceId) throw badRequest(texts.notOffered);
  if (listing.stage !== 'saved') throw badRequest(texts.notSaved);
  const category = categoryOf(categoryOfStored(listing));
  const listingInput = {
    fields: listing.user_fields,
    category,
    currency: itemCurrency(listing),
    country,
    allowCollection: profileSettings({ allow_collection: profile?.allow_collection }).allowCollection,
  };
  const written = ebayWritten(listingInput);
  const suggestions = await ebay.categorySuggestions(marketplaceId, written.title);
  const categoryId = request.categoryId ?? suggestions[0]?.categoryId;
  const problems: string[] = [];
  const preparation: EbayListingPreparation = {
    marketplaceId,
    title: written.title,
    categories: suggestions,
    missingAspects: [],
    conditionChoices: [],
    missingPolicies: [],
    needsPostcode: false,
    problems,
  };
  if (!categoryId) return { preparation: { ...preparation, problems: [texts.noCategory] } };
  if (!suggestions.some((suggestion) => suggestion.categoryId === categoryId))
    throw badRequest(texts.notSuggested);
  preparation.categoryId = categoryId;

  const [rules, allowed, policies, hasLocation] = await Promise.all([
    ebay.categoryAspects(marketplaceId, categoryId),
    ebay.allowedConditions(marketplaceId, categoryId),
    ebay.policies(marketplaceId),
    ebay.hasLocation(merchantLocationKey(marketplaceId)),
  ]);
  const aspects = ebayAspects(listing.user_fields, category, rules, request.aspects ?? {});
  preparation.missingAspects = missingAspects(rules, aspects);
  problems.push(...preparation.missingAspects.map((aspect) => texts.missingAspect(aspect.name)));

  const condition = listing.user_fields.condition?.trim() ?? '';
  const mapped = ebayConditionFor(isCondition(condition) ? condition : undefined, allowed);
  const picked = request.conditionId ? ebayConditionPicked(request.conditionId, allowed) : undefined;
  if (request.conditionId && !picked) throw badRequest(texts.conditionNotAllowed);
  const chosen = picked ?? (mapped.ok ? mapped.choice : undefined);
  if (chosen) preparation.condition = chosen;
  else {
    preparation.conditionChoices = mapped.ok ? [] : mapped.choices;
    problems.push(texts.conditionNeeded);
  }

  const kinds = [
    ['fulfillment', policies.fulfillmentPolicyId],
    ['payment', policies.paymentPolicyId],
    ['return', policies.returnPolicyId],
  ] as const;
  preparation.missingPolicies = kinds.filter(([, id]) => !id).map(([kind]) => kind);
  if (preparation.missingPolicies.length) preparation.policiesPage = texts.policiesPages[marketplaceId];
  problems.push(...preparation.missingPolicies.map((kind) => texts.noPolicy(texts.policyKinds[kind])));

  // The one sent, else the profile's: asked once, then kept (list-on-ebay.ts keeps it).
  const postcode = request.postcode?.trim() || profile?.postcode?.trim() || undefined;
  preparation.needsPostcode = !hasLocation && !postcode;
  if (preparation.needsPostcode) problems.push(texts.noPostcode);

  const price = ebayPrice(listing.user_fields);
  if (!price) problems.push(texts.noPrice);
  if (listing.photos.length === 0) problems.push(texts.noPhotos);
  if (problems.length || !chosen || !price) {
    // The location is still to be made: the sheet shows the postcode it will be made from.
    if (!hasLocation && postcode) preparation.postcode = postcode;
    return { preparation };
  }

  if (!hasLocation && postcode) {
    await ebay.createLocation(merchantLocationKey(marketplaceId), { postalCode: postcode, country });
  }
  // eBay fetches the photos itself: short-lived signed GETs of the stored ones, in order.
  const photoUrls = await Promise.all(listing.photos.map(({ key }) => photos.presignGet(key)));
  const item = ebayInventoryItem({ listing: listingInput, photoUrls, aspects, condition: chosen });
  const offer = ebayOffer({
    sku: listing.id,
    marketplaceId,
    categoryId,
    price,
    currency: listingInput.currency,
    description: written.description,
    policies: policies as EbayPolicies,
    merchantLocationKey: merchantLocationKey(marketplaceId),
  });
  return { preparation, ready: { item, offer, marketplaceId } };
}
