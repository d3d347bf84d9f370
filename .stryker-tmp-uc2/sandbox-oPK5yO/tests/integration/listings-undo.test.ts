// @ts-nocheck
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DELETE_UNDO_WINDOW_SECONDS } from '#domain/constants.ts';
import { handler as sweeper } from '#lambdas/analysis-sweeper/handler.ts';
import { purgeDeletedListings } from '#lambdas/analysis-sweeper/purge-deleted-listings.ts';
import { toEnvironment } from '#lambdas/lib/runtime/config.ts';
import { makeListingsRepository } from '#lambdas/lib/runtime/factories/make-listings-repository.ts';
import { makePhotoStore } from '#lambdas/lib/runtime/factories/make-photo-store.ts';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { bucket, uploadAndCreate } from '../support/photos';
import { pngBytes } from '../fixtures/files';
import '../support/twin-context';

// Deleting with Undo (docs/design.md#deleting-with-undo) through the gateway with real tokens,
// on the emulators: a delete hides the listing everywhere at once (a reload, another tab or a
// new sign-in never sees it again), Undo brings it back within its window, and the sweeper
// purges it with its photo afterwards. The sweeper's purge runs here with a clock moved past
// the window, against the twin's own table and bucket.

const twin = inject('twin');
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  for (const [name, value] of Object.entries(toEnvironment(twin.env))) vi.stubEnv(name, value);
  [alice, bob] = await Promise.all([
    createSignedInUser(twin, 'undo-alice'),
    createSignedInUser(twin, 'undo-bob'),
  ]);
});
afterAll(() => vi.unstubAllEnvs());

const call = (user: TestUser, method: string, path: string) =>
  callApi(twin, method, path, { token: user.accessToken });
const listedIds = async (user: TestUser, stage?: 'ready') => {
  const listed = await call(user, 'GET', `/api/listings${stage ? `?stage=${stage}` : ''}`);
  expect(listed.status).toBe(200);
  return listed.body.listings.map((listing: { id: string }) => listing.id) as string[];
};
const purgeAfterWindow = () =>
  purgeDeletedListings(
    { listings: makeListingsRepository(), photos: makePhotoStore() },
    Date.now() + DELETE_UNDO_WINDOW_SECONDS * 1000 + 1000,
  );

describe('delete, Undo and the purge', () => {
  it('a delete hides the listing from both lists and every read, and keeps its photo for Undo', async () => {
    const row = await uploadAndCreate(twin, alice.accessToken, pngBytes, 'undo-hidden.png');
    const path = `/api/listings/${row.id}`;
    expect((await call(alice, 'DELETE', path)).status).toBe(204);

    expect(await listedIds(alice)).not.toContain(row.id);
    expect(await listedIds(alice, 'ready')).not.toContain(row.id);
    expect((await call(alice, 'GET', path)).status).toBe(404);
    expect((await call(alice, 'DELETE', path)).status).toBe(404);
    expect(await bucket(twin).exists(row.image_key)).toBe(true);
  });

  it('Undo brings it back as it was, in the list and on its own', async () => {
    const row = await uploadAndCreate(twin, alice.accessToken, pngBytes, 'undo-back.png');
    const path = `/api/listings/${row.id}`;
    await call(alice, 'DELETE', path);

    const restored = await call(alice, 'POST', `${path}/restore`);

    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      id: row.id,
      image_key: row.image_key,
      user_fields: row.user_fields,
    });
    expect(await listedIds(alice)).toContain(row.id);
    expect((await call(alice, 'GET', path)).status).toBe(200);
    expect((await call(alice, 'POST', `${path}/restore`)).status).toBe(404);
    // And the purge leaves a restored listing alone.
    await purgeAfterWindow();
    expect((await call(alice, 'GET', path)).status).toBe(200);
    expect(await bucket(twin).exists(row.image_key)).toBe(true);
  });

  it('after the window the sweeper purges the listing and its photo, and Undo answers 404', async () => {
    const row = await uploadAndCreate(twin, alice.accessToken, pngBytes, 'undo-purged.png');
    const path = `/api/listings/${row.id}`;
    await call(alice, 'DELETE', path);

    expect(await purgeAfterWindow()).toBeGreaterThanOrEqual(1);

    expect(await bucket(twin).exists(row.image_key)).toBe(false);
    expect(await makeListingsRepository().getDeletionDue(alice.sub, row.id, '2999-01-01T00:00:00.000Z')).toBe(
      undefined,
    );
    expect((await call(alice, 'POST', `${path}/restore`)).status).toBe(404);
  });

  it('another user can neither restore nor delete her listing: 404, and hers is unchanged', async () => {
    const kept = await uploadAndCreate(twin, alice.accessToken, pngBytes, 'undo-kept.png');
    const deleted = await uploadAndCreate(twin, alice.accessToken, pngBytes, 'undo-theirs.png');
    await call(alice, 'DELETE', `/api/listings/${deleted.id}`);

    const restore = await call(bob, 'POST', `/api/listings/${deleted.id}/restore`);
    expect(restore.status).toBe(404);
    expect(restore.body.error).toEqual({ code: 'not_found', message: 'Listing not found.' });
    expect(await listedIds(alice)).not.toContain(deleted.id);
    expect(await listedIds(bob)).toEqual([]);

    expect((await call(bob, 'DELETE', `/api/listings/${kept.id}`)).status).toBe(404);
    expect((await call(bob, 'POST', `/api/listings/${kept.id}/restore`)).status).toBe(404);
    expect((await call(alice, 'GET', `/api/listings/${kept.id}`)).status).toBe(200);
    // Hers is still hers to restore.
    expect((await call(alice, 'POST', `/api/listings/${deleted.id}/restore`)).status).toBe(200);
  });

  it('the scheduled sweeper itself purges a listing whose window has passed', async () => {
    const row = await uploadAndCreate(twin, alice.accessToken, pngBytes, 'undo-swept.png');
    await makeListingsRepository().markDeleted(alice.sub, row.id, new Date(Date.now() - 1000).toISOString());

    const { purged } = await sweeper();

    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await bucket(twin).exists(row.image_key)).toBe(false);
    expect((await call(alice, 'POST', `/api/listings/${row.id}/restore`)).status).toBe(404);
  });
});
