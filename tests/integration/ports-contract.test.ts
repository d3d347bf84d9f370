import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PhotoChangedError } from '#lambdas/lib/ports/photo-store.ts';
import { keyOf, portHomes, useTwinEnvironment, type Home, type StoragePorts } from './ports-contract-homes';

// The handlers' unit tests run against the in-memory ports (tests/support/in-memory/). This
// runs the profiles, photos and users ports' contract against both those and the real
// adapters on the twin's emulators, so the in-memory ports cannot drift from what DynamoDB, S3
// and Cognito do (the listings port: listings-ports-contract.test.ts).

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);

useTwinEnvironment();

describe.each(portHomes)('the ports %s', (_, makeHome) => {
  let home: Home;
  let services: StoragePorts;
  let user: string;
  let other: string;

  beforeAll(() => {
    home = makeHome();
    services = home.ports();
  });
  // Fresh users for each test: the emulators are shared by the whole run.
  const freshUsers = () => {
    user = randomUUID();
    other = randomUUID();
  };

  describe('profiles', () => {
    it('has no profile for a new user; an update creates one with only what it sets', async () => {
      freshUsers();

      expect(await services.profiles.get(user)).toBeUndefined();
      const now = '2026-11-22T12:00:00.000Z';
      const created = await services.profiles.update(user, { country: 'IE' }, now);

      expect(created).toEqual({ id: user, country: 'IE', updated_at: now });
      expect(await services.profiles.get(user)).toEqual(created);
    });

    it('changes only the settings it is given, false included', async () => {
      freshUsers();
      await services.profiles.update(
        user,
        { country: 'IE', allow_collection: true },
        '2026-11-22T11:00:00.000Z',
      );

      const updated = await services.profiles.update(
        user,
        { allow_collection: false },
        '2026-11-22T12:00:00.000Z',
      );

      expect(updated).toEqual({
        id: user,
        country: 'IE',
        allow_collection: false,
        updated_at: '2026-11-22T12:00:00.000Z',
      });
      expect(await services.profiles.get(user)).toEqual(updated);
    });

    it('removes a profile, and removing it again is harmless', async () => {
      freshUsers();
      await services.profiles.update(user, { country: 'US' }, '2026-11-22T12:00:00.000Z');
      await services.profiles.update(other, { country: 'CA' }, '2026-11-22T12:00:00.000Z');

      await services.profiles.remove(user);
      await services.profiles.remove(user);

      expect(await services.profiles.get(user)).toBeUndefined();
      expect(await services.profiles.get(other)).toMatchObject({ country: 'CA' });
    });
  });

  describe('photos', () => {
    it('gives the size and stored type of an object and its first bytes, and nothing for a missing one', async () => {
      freshUsers();
      const key = keyOf(user, 'a.png');
      await home.upload(key, png, 'image/png');

      expect(await services.photos.head(key)).toEqual({
        size: png.length,
        contentType: 'image/png',
        etag: expect.any(String),
      });
      expect(await services.photos.readHead(key, 4)).toEqual(png.slice(0, 4));
      expect(await services.photos.readHead(key, 4100)).toEqual(png);
      expect(await services.photos.head(keyOf(user, 'b.png'))).toBeUndefined();
      expect(await services.photos.readHead(keyOf(user, 'b.png'), 4)).toBeUndefined();
    });

    it('reads a verified object only while it has the ETag and size it was verified with', async () => {
      freshUsers();
      const key = keyOf(user, 'v.png');
      await home.upload(key, png, 'image/png');
      const { etag } = (await services.photos.head(key))!;

      expect(await services.photos.readHead(key, 4, etag)).toEqual(png.slice(0, 4));
      expect(await services.photos.readVerified(key, { etag: etag!, size: png.length })).toEqual(png);
      await expect(services.photos.readHead(key, 4, '"another"')).rejects.toBeInstanceOf(PhotoChangedError);
      await expect(
        services.photos.readVerified(key, { etag: '"another"', size: png.length }),
      ).rejects.toBeInstanceOf(PhotoChangedError);
      await expect(services.photos.readVerified(key, { etag: etag!, size: 1 })).rejects.toBeInstanceOf(
        PhotoChangedError,
      );
    });

    it('deletes an object, and deleting it again is harmless', async () => {
      freshUsers();
      const key = keyOf(user, 'a.png');
      await home.upload(key, png, 'image/png');

      await services.photos.delete(key);
      await services.photos.delete(key);

      expect(await services.photos.head(key)).toBeUndefined();
    });

    it("deletes one user's folder, counting the objects, and nothing else", async () => {
      freshUsers();
      for (const name of ['a.png', 'b.png']) await home.upload(keyOf(user, name), png, 'image/png');
      await home.upload(keyOf(other, 'a.png'), png, 'image/png');

      expect(await services.photos.deletePrefix(`${user}/`)).toBe(2);
      expect(await services.photos.head(keyOf(user, 'a.png'))).toBeUndefined();
      expect(await services.photos.head(keyOf(other, 'a.png'))).toBeDefined();
      await expect(services.photos.deletePrefix(user)).rejects.toThrow('Refusing prefix');
    });

    it('asks the browser for the content type, length, no-overwrite and unattached-tag headers of a presigned PUT', async () => {
      freshUsers();

      const upload = await services.photos.presignPut({
        key: keyOf(user, 'a.png'),
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
      await home.addUser(username);
      expect(await home.userExists(username)).toBe(true);

      await services.users.deleteUser(username);
      await services.users.deleteUser(username);

      expect(await home.userExists(username)).toBe(false);
    });

    it("revokes a user's refresh tokens, and a user already gone is not an error", async () => {
      const username = `signout-${randomUUID()}@example.com`;
      await home.addUser(username);

      await services.users.signOutEverywhere(username);
      await services.users.signOutEverywhere(`gone-${username}`);

      expect(await home.userExists(username)).toBe(true);
    });
  });
});
