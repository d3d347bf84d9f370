import { marketplaces } from './marketplaces';

// Whether a live listing's address belongs to its marketplace (docs/product.md#item-life).
// The check takes the marketplace's hosts as data, so a per-country catalogue can feed it
// later; until then the hosts come from the "List on these platforms" links.

/** The longest live-listing address accepted: longer is not a listing page. */
export const LISTING_URL_MAX_LENGTH = 2048;

/** A marketplace as the item's life knows it: a stable id and the hosts its pages live on. */
export interface LifeMarketplace {
  id: string;
  name: string;
  /** Registrable hosts, lower case, without `www.`; a subdomain of one also belongs. */
  hosts: readonly string[];
}

/** `Facebook Marketplace` -> `facebook-marketplace`. */
export function marketplaceId(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** `www.vinted.co.uk` -> `vinted.co.uk`. */
function registrableHost(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** The marketplaces of domain/marketplaces.ts, each with the host of its link. */
export const lifeMarketplaces: readonly LifeMarketplace[] = marketplaces.map((m) => ({
  id: marketplaceId(m.name),
  name: m.name,
  hosts: [registrableHost(m.url)],
}));

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
