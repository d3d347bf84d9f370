// @ts-nocheck
// The "List on these platforms" links (docs/product.md#what-it-does): a social marketplace, a
// second-hand fashion app and a second-hand clothing site, in that order. Each link
// opens the platform's new-listing page.

export interface Marketplace {
  name: string;
  url: string;
}

export const marketplaces: readonly Marketplace[] = [
  { name: 'Facebook Marketplace', url: 'https://www.facebook.com/marketplace/create' },
  { name: 'Depop', url: 'https://www.depop.com/sell/' },
  { name: 'Vinted', url: 'https://www.vinted.co.uk/items/new' },
];
