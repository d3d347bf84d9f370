// The one shape of eBay's Identity API the product reads, written by hand: eBay's published
// contracts (contracts/ebay/) do not include Identity. From eBay's Identity API contract and
// reference (read 2026-12-03):
// https://developer.ebay.com/api-docs/master/commerce/identity/openapi/3/commerce_identity_v1_oas3.yaml
// (getUser: `GET /user/`, a User access token, the scope
// `https://api.ebay.com/oauth/api_scope/commerce.identity.readonly`; its production server is
// https://apiz.ebay.com, not api.ebay.com), https://developer.ebay.com/api-docs/commerce/identity/types.
// Only the fields read are declared; eBay sends more (the account type, the registration site).

/** The Identity API's base path (the contract's `basePath` default). */
export const IDENTITY_BASE_PATH = '/commerce/identity/v1';

/** getUser's answer, as far as the product reads it. */
export interface UserResponse {
  /** eBay's immutable id of the user: the key of eBay's account-deletion notification. */
  userId?: string;
  /** The user's eBay user name (they may change it). */
  username?: string;
}
