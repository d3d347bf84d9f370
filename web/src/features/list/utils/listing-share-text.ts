import { itemFormFields } from '#domain/item-category.ts';
import type { WebListing } from '#domain/listing.ts';
import { formatMoney } from '#domain/currency.ts';
import { itemCurrency, titleOrUntitled } from '#domain/listing-item.ts';
import { checkListingPrice, currentPrice } from '#domain/prices.ts';
import { userFieldLabels, type UserFieldName } from '#domain/user-fields.ts';

// The fields said on their own lines above the details, in this order.
const headline: readonly UserFieldName[] = ['title', 'description', 'price'];

/**
 * The listing as one text to paste into a marketplace app: the title, the price, the
 * description, then the category's other filled fields as `Label: value` lines.
 */
export function listingShareText(item: WebListing): string {
  const { fields } = item;
  const price = fields.price?.trim() && checkListingPrice(fields.price.trim()).ok;
  const details = itemFormFields(item)
    .filter((name) => !headline.includes(name))
    .flatMap((name) => {
      const value = fields[name]?.trim();
      return value ? [`${userFieldLabels[name]}: ${value}`] : [];
    });
  const blocks = [
    titleOrUntitled(fields),
    price ? formatMoney(Number(currentPrice(fields)), itemCurrency(item)) : '',
    fields.description?.trim() ?? '',
    details.join('\n'),
  ];
  return blocks.filter((block) => block !== '').join('\n\n');
}
