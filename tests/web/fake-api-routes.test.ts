import { describe, expect, it } from 'vitest';
import { apiContract, type ApiRouteId, type ContractRoute } from '#domain/api-contract.ts';
import { installJourneyApi } from './journey/journey-api';
import { apiServer } from './support/api-server';
import { fakePath } from './support/fake-route';

// The fake API of the web tests registers its routes from the HTTP contract: every route of
// the contract the browser calls is faked, at the contract's method and path, and nothing else
// under /api/. The public routes are eBay's (its account-deletion notification): no browser
// calls them, so the fake has none.

describe('the fake API', () => {
  it("fakes every route of the contract but eBay's public ones, from the contract", () => {
    installJourneyApi();
    const faked = new Set(
      apiServer.listHandlers().flatMap((handler) => {
        const info = ('info' in handler ? handler.info : {}) as { method?: unknown; path?: unknown };
        return typeof info.path === 'string' && info.path.startsWith('*/api/')
          ? [`${String(info.method)} ${info.path}`]
          : [];
      }),
    );
    const contract = (Object.keys(apiContract) as ApiRouteId[])
      .filter((id) => !(apiContract[id] as ContractRoute).public)
      .map((id) => `${apiContract[id].method} ${fakePath(id)}`);
    expect([...faked].sort()).toEqual([...new Set(contract)].sort());
  });
});
