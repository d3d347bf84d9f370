// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { apiContract, apiPath, routeKeyOf } from '#domain/api-contract.ts';

// The HTTP contract builds every call's path from the route's template
// (docs/architecture/backend.md#the-http-contract).

describe('apiPath', () => {
  it('puts the path parameters in, encoded', () => {
    expect(apiPath(apiContract.getListing, { id: 'a b/c' })).toBe('/api/listings/a%20b%2Fc');
    expect(apiPath(apiContract.analyzeListing, { id: '01J' })).toBe('/api/listings/01J/analyze');
  });

  it('adds the query values that are set, in order, encoded', () => {
    expect(apiPath(apiContract.listListings, {}, { stage: 'ready', cursor: 'x=y&z' })).toBe(
      '/api/listings?stage=ready&cursor=x%3Dy%26z',
    );
    expect(apiPath(apiContract.listListings, {}, { cursor: undefined })).toBe('/api/listings');
    expect(apiPath(apiContract.getFavicon, {}, { domain: 'example.com' })).toBe(
      '/api/favicon?domain=example.com',
    );
  });

  it('refuses a call without a parameter its path needs', () => {
    expect(() => apiPath(apiContract.getListing, {} as { id: string })).toThrow(
      '/api/listings/{id} needs id',
    );
  });
});

describe('the contract', () => {
  it('has one route per method and path, each under /api/', () => {
    const keys = Object.values(apiContract).map(routeKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => / \/api\//.test(key))).toBe(true);
  });
});
