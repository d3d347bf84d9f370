import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { cognito } from '#lambdas/lib/adapters/clients/cognito.ts';
import { s3 } from '#lambdas/lib/adapters/clients/s3.ts';
import { config, toEnvironment } from '#lambdas/lib/runtime/config.ts';
import { makeListingsRepository } from '#lambdas/lib/runtime/factories/make-listings-repository.ts';
import { makePhotoStore } from '#lambdas/lib/runtime/factories/make-photo-store.ts';
import { makeProfilesRepository } from '#lambdas/lib/runtime/factories/make-profiles-repository.ts';
import { makeUserDirectory } from '#lambdas/lib/runtime/factories/make-user-directory.ts';
import { PhotoChangedError } from '#lambdas/lib/ports/photo-store.ts';
import type { Services } from '#lambdas/lib/runtime/services.ts';
import { newListing } from '#lambdas/listings/create-listing.ts';
import { InMemoryListingsRepository } from '../support/in-memory/in-memory-listings-repository';
import { InMemoryPhotoStore } from '../support/in-memory/in-memory-photo-store';
import { InMemoryProfilesRepository } from '../support/in-memory/in-memory-profiles-repository';
import { InMemoryUserDirectory } from '../support/in-memory/in-memory-user-directory';
import '../support/twin-context';

// The handlers' unit tests run against the in-memory ports (tests/support/in-memory/). This
// runs one contract against both those and the real adapters on the twin's emulators, so
// the in-memory ports cannot drift from what DynamoDB, S3 and Cognito do.

const twin = inject('twin');

/** The ports this contract covers (the preview ports have theirs: preview-ports-contract.test.ts). */
type StoragePorts = Pick<Services, 'listings' | 'photos' | 'profiles' | 'users'>;

interface Home {
  ports: () => StoragePorts;
  /** An object as the browser's presigned PUT leaves it. */
  upload(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  addUser(username: string): Promise<void>;
  userExists(username: string): Promise<boolean>;
}

const inMemory = (): Home => {
  const ports = {
    listings: new InMemoryListingsRepository(),
    photos: new InMemoryPhotoStore(),
    profiles: new InMemoryProfilesRepository(),
    users: new InMemoryUserDirectory(),
  };
  return {
    ports: () => ports,
    upload: async (key, bytes, contentType) => ports.photos.put(key, bytes, { contentType }),
    addUser: async (username) => ports.users.add(username),
    userExists: async (username) => ports.users.has(username),
  };
};

const emulators = (): Home => ({
  ports: () => ({
    listings: makeListingsRepository(),
    photos: makePhotoStore(),
    profiles: makeProfilesRepository(),
    users: makeUserDirectory(),
  }),
  upload: async (key, bytes, contentType) => {
    await s3().send(
      new PutObjectCommand({
        Bucket: config.uploadsBucket(),
        Key: key,
        Body: bytes,
        ContentType: contentType,
      }),
    );
  },
  addUser: async (username) => {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: config.userPoolId(),
        Username: username,
        MessageAction: 'SUPPRESS',
      }),
    );
  },
  userExists: async (username) => {
    try {
      await cognito().send(new AdminGetUserCommand({ UserPoolId: config.userPoolId(), Username: username }));
      return true;
    } catch (error) {
      if (error instanceof UserNotFoundException) return false;
      throw error;
    }
  },
});

// The real adapters read their configuration from the environment, as in Lambda.
beforeAll(() => {
  for (const [name, value] of Object.entries(toEnvironment(twin.env))) vi.stubEnv(name, value);
});
afterAll(() => vi.unstubAllEnvs());

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]);

describe.each([
  ['in memory', inMemory],
  ['on the emulators', emulators],
])('the ports %s', (_, makeHome) => {
  let home: Home;
  let services: StoragePorts;
  let user: string;
  let other: string;
  const keyOf = (userId: string, name: string) => `${userId}/1732240000000-${name}`;
  const listingOf = (userId: string, name: string, ms = Date.now()) =>
    newListing(userId, keyOf(userId, name), ms);

  beforeAll(() => {
    home = makeHome();
    services = home.ports();
  });
  // Fresh users for each test: the emulators are shared by the whole run.
  const freshUsers = () => {
    user = randomUUID();
    other = randomUUID();
  };

  describe('listings', () => {
    it("lists a user's listings newest first, and no one else's", async () => {
      freshUsers();
      const start = Date.now();
      const [a, b, c] = [
        listingOf(user, 'a.jpg', start),
        listingOf(user, 'b.jpg', start + 1),
        listingOf(user, 'c.jpg', start + 2),
      ];
      for (const listing of [b, c, a, listingOf(other, 'x.jpg')]) await services.listings.createOnce(listing);

      expect(await services.listings.listByUser(user)).toEqual([c, b, a]);
      expect(await services.listings.listByUser(randomUUID())).toEqual([]);
    });

    it('creates at most one listing per image key: a second create gets the first', async () => {
      freshUsers();
      const first = listingOf(user, 'a.jpg');

      expect(await services.listings.createOnce(first)).toEqual({ listing: first, created: true });
      expect(await services.listings.createOnce(listingOf(user, 'a.jpg'))).toEqual({
        listing: first,
        created: false,
      });
      expect(await services.listings.listByUser(user)).toEqual([first]);
    });

    it("finds a listing by id or by the upload it came from, only in its user's partition", async () => {
      freshUsers();
      const listing = listingOf(user, 'a.jpg');
      await services.listings.createOnce(listing);

      expect(await services.listings.get(user, listing.id)).toEqual(listing);
      expect(await services.listings.findByImageKey(user, listing.image_key)).toEqual(listing);
      expect(await services.listings.get(other, listing.id)).toBeUndefined();
      expect(await services.listings.findByImageKey(other, listing.image_key)).toBeUndefined();
      expect(await services.listings.findByImageKey(user, keyOf(user, 'b.jpg'))).toBeUndefined();
    });

    it('merges an update into the stored user fields, sets stage and updated_at, and returns the listing', async () => {
      freshUsers();
      const listing = listingOf(user, 'a.jpg');
      await services.listings.createOnce(listing);
      await services.listings.update(
        user,
        listing.id,
        { user_fields: { title: 'Mug', brand: 'Denby' } },
        '2026-11-22T11:00:00.000Z',
      );

      const updated = await services.listings.update(
        user,
        listing.id,
        { stage: 'saved', user_fields: { title: 'Blue mug', size: 'M' } },
        '2026-11-22T12:00:00.000Z',
      );

      const expected = {
        ...listing,
        stage: 'saved',
        user_fields: { title: 'Blue mug', brand: 'Denby', size: 'M' },
        updated_at: '2026-11-22T12:00:00.000Z',
      };
      expect(updated).toEqual(expected);
      expect(await services.listings.get(user, listing.id)).toEqual(expected);
    });

    it("updates nothing for a missing or another user's listing", async () => {
      freshUsers();
      const listing = listingOf(user, 'a.jpg');
      await services.listings.createOnce(listing);

      const now = '2026-11-22T12:00:00.000Z';
      expect(await services.listings.update(other, listing.id, { stage: 'saved' }, now)).toBeUndefined();
      expect(
        await services.listings.update(user, listingOf(user, 'b.jpg').id, { stage: 'saved' }, now),
      ).toBeUndefined();
      expect(await services.listings.listByUser(user)).toEqual([listing]);
      expect(await services.listings.listByUser(other)).toEqual([]);
    });

    it('removes a listing and its upload claim, and answers false when it is already gone', async () => {
      freshUsers();
      const listing = listingOf(user, 'a.jpg');
      await services.listings.createOnce(listing);

      expect(await services.listings.remove(listing)).toBe(true);
      expect(await services.listings.get(user, listing.id)).toBeUndefined();
      expect(await services.listings.findByImageKey(user, listing.image_key)).toBeUndefined();
      expect(await services.listings.remove(listing)).toBe(false);
      // The upload is free again.
      expect((await services.listings.createOnce(listingOf(user, 'a.jpg'))).created).toBe(true);
    });

    it('hides a listing marked deleted from every list, read and change until it is restored', async () => {
      freshUsers();
      const listing = listingOf(user, 'a.jpg');
      await services.listings.createOnce(listing);
      const now = '2026-11-22T12:00:00.000Z';
      const purgeAfter = '2026-11-22T12:01:00.000Z';

      expect(await services.listings.markDeleted(other, listing.id, purgeAfter)).toBeUndefined();
      expect(await services.listings.markDeleted(user, listing.id, purgeAfter)).toEqual(listing);
      expect(await services.listings.markDeleted(user, listing.id, purgeAfter)).toBeUndefined();
      expect(await services.listings.get(user, listing.id)).toBeUndefined();
      expect(await services.listings.listByUser(user)).toEqual([]);
      expect((await services.listings.listPage(user, { view: 'all', limit: 5 })).listings).toEqual([]);
      expect(await services.listings.update(user, listing.id, { stage: 'saved' }, now)).toBeUndefined();
      expect(await services.listings.clearAnalysisError(user, listing.id)).toBeUndefined();

      expect(await services.listings.restore(other, listing.id, now)).toBeUndefined();
      expect(await services.listings.restore(user, listing.id, purgeAfter)).toBeUndefined();
      expect(await services.listings.restore(user, listing.id, now)).toEqual(listing);
      expect(await services.listings.get(user, listing.id)).toEqual(listing);
      expect(await services.listings.restore(user, listing.id, now)).toBeUndefined();
    });

    it('finds deleted listings once their purge time has come, and reads them for the purge only then', async () => {
      freshUsers();
      const listing = listingOf(user, 'a.jpg');
      await services.listings.createOnce(listing);
      // Far in the past, so no other test's listing falls between.
      const purgeAfter = '2001-01-01T00:00:00.000Z';
      await services.listings.markDeleted(user, listing.id, purgeAfter);
      const dueAt = async (now: string) =>
        (await services.listings.listDeletionsDue(now)).filter((due) => due.userId === user);

      expect(await dueAt('2000-12-31T23:59:59.999Z')).toEqual([]);
      expect(
        await services.listings.getDeletionDue(user, listing.id, '2000-12-31T23:59:59.999Z'),
      ).toBeUndefined();
      expect(await dueAt(purgeAfter)).toEqual([{ userId: user, id: listing.id }]);
      expect(await services.listings.getDeletionDue(other, listing.id, purgeAfter)).toBeUndefined();
      expect(await services.listings.getDeletionDue(user, listing.id, purgeAfter)).toEqual(listing);
      expect(await services.listings.remove(listing)).toBe(true);
      expect(await dueAt(purgeAfter)).toEqual([]);
    });

    it("removes all of a user's listings and upload claims, counts them, and leaves other users' alone", async () => {
      freshUsers();
      for (const name of ['a.jpg', 'b.jpg']) await services.listings.createOnce(listingOf(user, name));
      const theirs = listingOf(other, 'a.jpg');
      await services.listings.createOnce(theirs);

      expect(await services.listings.removeAllOf(user)).toBe(4);
      expect(await services.listings.listByUser(user)).toEqual([]);
      expect(await services.listings.findByImageKey(user, keyOf(user, 'a.jpg'))).toBeUndefined();
      expect(await services.listings.listByUser(other)).toEqual([theirs]);
      expect(await services.listings.removeAllOf(user)).toBe(0);
    });
  });

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
