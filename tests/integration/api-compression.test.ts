import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LISTINGS_PAGE_SIZE } from '#domain/api-types.ts';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { rawGet } from '../support/raw-get';
import { seedStoredListings } from '../support/seed-listings';
import '../support/twin-context';

// The twin's API answers compressed, as CloudFront's /api/* behaviour does in the cloud
// (infra/local/compress-answer.ts, infra/constructs/site.ts): brotli or gzip as the browser
// accepts, the same JSON once decoded; small answers and browsers that accept neither get it plain.

const twin = inject('twin');
let user: TestUser;

const firstPage = (acceptEncoding?: string) =>
  rawGet(`${twin.siteUrl}/api/listings`, {
    authorization: `Bearer ${user.accessToken}`,
    ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
  });

beforeAll(async () => {
  user = await createSignedInUser(twin, 'compressed');
  await seedStoredListings(twin, user.sub, LISTINGS_PAGE_SIZE, 'saved');
});

describe('API answers, compressed', () => {
  it('sends the first page of 30 items brotli-compressed to a browser that accepts it, far smaller', async () => {
    const plain = await firstPage();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const listed = JSON.parse(plain.body.toString('utf8')) as { listings: unknown[] };
    expect(listed.listings).toHaveLength(LISTINGS_PAGE_SIZE);

    const brotli = await firstPage('gzip, deflate, br, zstd');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('sends gzip to a browser that accepts only gzip, and plain JSON to one that refuses both', async () => {
    const gzip = await firstPage('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const decoded = JSON.parse(gunzipSync(gzip.body).toString('utf8')) as { listings: unknown[] };
    expect(decoded.listings).toHaveLength(LISTINGS_PAGE_SIZE);

    const refused = await firstPage('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('leaves a small answer plain (under 1,000 bytes, as CloudFront does)', async () => {
    const profile = await rawGet(`${twin.siteUrl}/api/profile`, {
      authorization: `Bearer ${user.accessToken}`,
      'accept-encoding': 'br, gzip',
    });
    expect(profile.status).toBe(200);
    expect(profile.body.length).toBeLessThan(1000);
    expect(profile.headers['content-encoding']).toBeUndefined();
  });
});
