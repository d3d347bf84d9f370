// @ts-nocheck
import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { publicUnicastOnly } from '#lambdas/lib/adapters/safe-fetch/address-policy.ts';
import { guardedLookup, type Resolver } from '#lambdas/lib/adapters/safe-fetch/guarded-lookup.ts';
import { SafeFetchError } from '#lambdas/lib/adapters/safe-fetch/safe-fetch-error.ts';

function lookupAll(resolve: Resolver, hostname: string, family?: number) {
  return new Promise<LookupAddress[]>((done, fail) =>
    guardedLookup(resolve, publicUnicastOnly)(hostname, { all: true, family }, (error, addresses) =>
      error ? fail(error) : done(addresses as LookupAddress[]),
    ),
  );
}

describe('the guarded lookup the sockets connect through', () => {
  it('hands the socket exactly the addresses it checked, resolving once', async () => {
    let calls = 0;
    const rebinding: Resolver = async () => {
      calls += 1;
      return calls === 1 ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
    };
    await expect(lookupAll(rebinding, 'rebind.example')).resolves.toEqual([
      { address: '93.184.216.34', family: 4 },
    ]);
    expect(calls).toBe(1);
  });

  it('refuses when any one of the answers is private', async () => {
    const mixed: Resolver = async () => [
      { address: '2606:4700::1111', family: 6 },
      { address: 'fd00::1', family: 6 },
    ];
    await expect(lookupAll(mixed, 'mixed.example')).rejects.toMatchObject({ code: 'address_not_allowed' });
  });

  it('keeps to the family the socket asks for', async () => {
    const both: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '2606:4700::1111', family: 6 },
    ];
    await expect(lookupAll(both, 'both.example', 6)).resolves.toEqual([
      { address: '2606:4700::1111', family: 6 },
    ]);
  });

  it('says the site could not be found when DNS fails', async () => {
    const failing: Resolver = () => Promise.reject(new Error('ENOTFOUND'));
    const error = await lookupAll(failing, 'gone.example').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(SafeFetchError);
    expect(error).toMatchObject({ code: 'unresolvable', message: 'The site could not be found.' });
  });
});
