import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths as AccountPaths } from './contracts/sell-account';
import type { paths as FulfillmentPaths } from './contracts/sell-fulfillment';
import type { paths as InventoryPaths } from './contracts/sell-inventory';
import type { paths as MetadataPaths } from './contracts/sell-metadata';
import type { paths as NotificationPaths } from './contracts/commerce-notification';

// eBay's Sell APIs through openapi-fetch, typed by the types generated from eBay's own
// contracts (contracts/ebay/, `npm run ebay:types`): a request shape eBay does not define
// does not compile (docs/architecture/backend.md#ebay-client).

/** Each API's base path: the `basePath` default of the contract's `servers` entry. */
const ebayApiBasePaths = {
  inventory: '/sell/inventory/v1',
  account: '/sell/account/v1',
  fulfillment: '/sell/fulfillment/v1',
  metadata: '/sell/metadata/v1',
  notification: '/commerce/notification/v1',
} as const;

export interface EbayClients {
  inventory: Client<InventoryPaths>;
  account: Client<AccountPaths>;
  fulfillment: Client<FulfillmentPaths>;
  metadata: Client<MetadataPaths>;
  notification: Client<NotificationPaths>;
}

export interface EbayClientOptions {
  /**
   * eBay's API origin from configuration (production, sandbox, or the twin's stand-in), never
   * from a request.
   */
  apiOrigin: string;
  /** The seller's current access token; asked before each request, so a refresh is picked up. */
  accessToken: () => Promise<string>;
  fetch?: (request: Request) => Promise<Response>;
}

export function makeEbayClients(options: EbayClientOptions): EbayClients {
  const bearer: Middleware = {
    async onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${await options.accessToken()}`);
      return request;
    },
  };
  const clientFor = <Paths extends object>(basePath: string): Client<Paths> => {
    const client = createClient<Paths>({
      baseUrl: new URL(basePath, options.apiOrigin).href,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    client.use(bearer);
    return client;
  };
  return {
    inventory: clientFor<InventoryPaths>(ebayApiBasePaths.inventory),
    account: clientFor<AccountPaths>(ebayApiBasePaths.account),
    fulfillment: clientFor<FulfillmentPaths>(ebayApiBasePaths.fulfillment),
    metadata: clientFor<MetadataPaths>(ebayApiBasePaths.metadata),
    notification: clientFor<NotificationPaths>(ebayApiBasePaths.notification),
  };
}
