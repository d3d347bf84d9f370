// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PhotoChangedError } from '#lambdas/lib/ports/photo-store.ts';
import { describeInEachHome, keyOf, useTwinEnvironment } from './ports-contract-homes';

// The handlers' unit tests run against the in-memory ports (tests/support/in-memory/). This
// runs the profiles, photos and users ports' contract against both those and the real
// adapters on the twin's emulators, so the in-memory ports cannot drift from what DynamoDB, S3
// and Cognito do (the listings port: listings-ports-contract.test.ts).

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);

useTwinEnvironment();

describeInEachHome((run) => {
  describe('profiles', () => {
    it('has no profile for a new user; an update creates one with only what it sets', async () => {
      run.freshUsers();

      expect(await run.services.profiles.get(run.user)).toBeUndefined();
      const now = '2026-11-22T12:00:00.000Z';
      const created = await run.services.profiles.update(run.user, { country: 'IE' }, now);

      expect(created).toEqual({ id: run.user, country: 'IE', updated_at: now });
      expect(await run.services.profiles.get(run.user)).toEqual(created);
    });

    it('changes only the settings it is given, false included', async () => {
      run.freshUsers();
      await run.services.profiles.update(
        run.user,
        { country: 'IE', allow_collection: true },
        '2026-11-22T11:00:00.000Z',
      );

      const updated = await run.services.profiles.update(
        run.user,
        { allow_collection: false },
        '2026-11-22T12:00:00.000Z',
      );

      expect(updated).toEqual({
        id: run.user,
        country: 'IE',
        allow_collection: false,
        updated_at: '2026-11-22T12:00:00.000Z',
      });
      expect(await run.services.profiles.get(run.user)).toEqual(updated);
    });

    it('removes a profile, and removing it again is harmless', async () => {
      run.freshUsers();
      await run.services.profiles.update(run.user, { country: 'US' }, '2026-11-22T12:00:00.000Z');
      await run.services.profiles.update(run.other, { country: 'CA' }, '2026-11-22T12:00:00.000Z');

      await run.services.profiles.remove(run.user);
      await run.services.profiles.remove(run.user);

      expect(await run.services.profiles.get(run.user)).toBeUndefined();
      expect(await run.services.profiles.get(run.other)).toMatchObject({ country: 'CA' });
    });
  });

  describe('photos', () => {
    it('gives the size and stored type of an object and its first bytes, and nothing for a missing one', async () => {
      run.freshUsers();
      const key = keyOf(run.user, 'a.png');
      await run.home.upload(key, png, 'image/png');

      expect(await run.services.photos.head(key)).toEqual({
        size: png.length,
        contentType: 'image/png',
        etag: expect.any(String),
      });
      expect(await run.services.photos.readHead(key, 4)).toEqual(png.slice(0, 4));
      expect(await run.services.photos.readHead(key, 4100)).toEqual(png);
      expect(await run.services.photos.head(keyOf(run.user, 'b.png'))).toBeUndefined();
      expect(await run.services.photos.readHead(keyOf(run.user, 'b.png'), 4)).toBeUndefined();
    });

    it('reads a verified object only while it has the ETag and size it was verified with', async () => {
      run.freshUsers();
      const key = keyOf(run.user, 'v.png');
      await run.home.upload(key, png, 'image/png');
      const { etag } = (await run.services.photos.head(key))!;

      expect(await run.services.photos.readHead(key, 4, etag)).toEqual(png.slice(0, 4));
      expect(await run.services.photos.readVerified(key, { etag: etag!, size: png.length })).toEqual(png);
      await expect(run.services.photos.readHead(key, 4, '"another"')).rejects.toBeInstanceOf(
        PhotoChangedError,
      );
      await expect(
        run.services.photos.readVerified(key, { etag: '"another"', size: png.length }),
      ).rejects.toBeInstanceOf(PhotoChangedError);
      await expect(run.services.photos.readVerified(key, { etag: etag!, size: 1 })).rejects.toBeInstanceOf(
        PhotoChangedError,
      );
    });

    it('deletes an object, and deleting it again is harmless', async () => {
      run.freshUsers();
      const key = keyOf(run.user, 'a.png');
      await run.home.upload(key, png, 'image/png');

      await run.services.photos.delete(key);
      await run.services.photos.delete(key);

      expect(await run.services.photos.head(key)).toBeUndefined();
    });

    it("deletes one user's folder, counting the objects, and nothing else", async () => {
      run.freshUsers();
      for (const name of ['a.png', 'b.png']) await run.home.upload(keyOf(run.user, name), png, 'image/png');
      await run.home.upload(keyOf(run.other, 'a.png'), png, 'image/png');

      expect(await run.services.photos.deletePrefix(`${run.user}/`)).toBe(2);
      expect(await run.services.photos.head(keyOf(run.user, 'a.png'))).toBeUndefined();
      expect(await run.services.photos.head(keyOf(run.other, 'a.png'))).toBeDefined();
      await expect(run.services.photos.deletePrefix(run.user)).rejects.toThrow('Refusing prefix');
    });

    it('asks the browser for the content type, length, no-overwrite and unattached-tag headers of a presigned PUT', async () => {
      run.freshUsers();

      const upload = await run.services.photos.presignPut({
        key: keyOf(run.user, 'a.png'),
        contentType: 'image/png',
        size: 10,
      });

      expect(upload.headers).toEqual({
        'content-type': 'image/png',
        'content-length': '10',
        'if-none-match': '*',
        'x-amz-tagging': 'state=unattached',
      });
      expect(Date.parse(upload.expiresAt)).toBeGreaterThan(Date.now());
    });
  });

  describe('users', () => {
    it('deletes a user, and a user already gone is not an error', async () => {
      const username = `leaver-${randomUUID()}@example.com`; // the pool signs users in by email
      await run.home.addUser(username);
      expect(await run.home.userExists(username)).toBe(true);

      await run.services.users.deleteUser(username);
      await run.services.users.deleteUser(username);

      expect(await run.home.userExists(username)).toBe(false);
    });

    it("revokes a user's refresh tokens, and a user already gone is not an error", async () => {
      const username = `signout-${randomUUID()}@example.com`;
      await run.home.addUser(username);

      await run.services.users.signOutEverywhere(username);
      await run.services.users.signOutEverywhere(`gone-${username}`);

      expect(await run.home.userExists(username)).toBe(true);
    });
  });
});
