import { type Marketplace, marketplacesFor } from './marketplaces';

// Whether a live listing's address belongs to its marketplace (docs/product.md#item-life).
// The check takes the marketplace's hosts as data: they come from the country's catalogue
// (domain/marketplaces.ts), the host of each marketplace's new-listing page.

/** The longest live-listing address accepted: longer is not a listing page. */
export const LISTING_URL_MAX_LENGTH = 2048;

/** A marketplace as the item's life knows it: a stable id and the hosts its pages live on. */
export interface LifeMarketplace {
  id: string;
  name: string;
  /** Registrable hosts, lower case, without `www.`; a subdomain of one also belongs. */
  hosts: readonly string[];
}

/** `www.vinted.co.uk` -> `vinted.co.uk`. */
function registrableHost(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** A catalogue marketplace as the item's life knows it: its id, name and the host of its link. */
function lifeMarketplace(marketplace: Marketplace): LifeMarketplace {
  return { id: marketplace.id, name: marketplace.name, hosts: [registrableHost(marketplace.url)] };
}

/** The marketplaces an item of this country can be listed on (an unknown country is UK). */
export function lifeMarketplacesFor(country: string | null | undefined): readonly LifeMarketplace[] {
  return marketplacesFor(country).map(lifeMarketplace);
}

/** The UK's: the catalogue of an item from before items kept their country. */
export const lifeMarketplaces: readonly LifeMarketplace[] = lifeMarketplacesFor('GB');

/**
 * True when `url` is an https address on one of `hosts` or a subdomain of one. Credentials,
 * other schemes and look-alikes (`vinted.co.uk.evil.com`, `notvinted.co.uk`) never belong.
 */
export function urlBelongsToHosts(url: string, hosts: readonly string[]): boolean {
  if (url.length > LISTING_URL_MAX_LENGTH) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '') {
    return false;
  }
  const hostname = parsed.hostname.toLowerCase();
  return hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`));
}
