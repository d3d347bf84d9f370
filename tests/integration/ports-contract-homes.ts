import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, inject, vi } from 'vitest';
import { cognito } from '#lambdas/lib/runtime/clients/cognito.ts';
import { s3 } from '#lambdas/lib/runtime/clients/s3.ts';
import { config, toEnvironment } from '#lambdas/lib/runtime/config.ts';
import { makeEbayConnections } from '#lambdas/lib/runtime/factories/make-ebay-connections.ts';
import { makeOAuthStates } from '#lambdas/lib/runtime/factories/make-oauth-states.ts';
import { makeListingsRepository } from '#lambdas/lib/runtime/factories/make-listings-repository.ts';
import { makePhotoStore } from '#lambdas/lib/runtime/factories/make-photo-store.ts';
import { makeProfilesRepository } from '#lambdas/lib/runtime/factories/make-profiles-repository.ts';
import { makeUserDirectory } from '#lambdas/lib/runtime/factories/make-user-directory.ts';
import type { Services } from '#lambdas/lib/runtime/services.ts';
import { newListing } from '#lambdas/listings/create-listing.ts';
import {
  InMemoryEbayConnections,
  InMemoryOAuthStates,
} from '../support/in-memory/in-memory-ebay-connections';
import { InMemoryListingsRepository } from '../support/in-memory/in-memory-listings-repository';
import { InMemoryPhotoStore } from '../support/in-memory/in-memory-photo-store';
import { InMemoryProfilesRepository } from '../support/in-memory/in-memory-profiles-repository';
import { InMemoryUserDirectory } from '../support/in-memory/in-memory-user-directory';
import '../support/twin-context';

// The two homes of the storage ports' contract (listings-ports-contract.test.ts and
// ports-contract.test.ts): the in-memory ports the handlers' unit tests use, and the real
// adapters on the twin's emulators. Each contract runs once in each.

/** The ports this contract covers (the preview ports have theirs: preview-ports-contract.test.ts). */
type StoragePorts = Pick<
  Services,
  'listings' | 'photos' | 'profiles' | 'users' | 'ebayConnections' | 'oauthStates'
>;

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
    ebayConnections: new InMemoryEbayConnections(),
    oauthStates: new InMemoryOAuthStates(),
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
    ebayConnections: makeEbayConnections(),
    oauthStates: makeOAuthStates(),
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

const portHomes: [string, () => Home][] = [
  ['in memory', inMemory],
  ['on the emulators', emulators],
];

/** One home's run of a contract: its ports, and two users that each test makes afresh. */
export interface ContractRun {
  home: Home;
  services: StoragePorts;
  user: string;
  other: string;
  /** New users for the test that calls it: the emulators are shared by the whole run. */
  freshUsers(): void;
}

/** Describes the contract once in each home, as `the ports in memory` and `... on the emulators`. */
export function describeInEachHome(contract: (run: ContractRun) => void): void {
  describe.each(portHomes)('the ports %s', (_, makeHome) => {
    const run = {
      freshUsers() {
        run.user = randomUUID();
        run.other = randomUUID();
      },
    } as ContractRun;
    beforeAll(() => {
      run.home = makeHome();
      run.services = run.home.ports();
    });
    contract(run);
  });
}

/** The real adapters read their configuration from the environment, as in Lambda. */
export function useTwinEnvironment(): void {
  beforeAll(() => {
    for (const [name, value] of Object.entries(toEnvironment(inject('twin').env))) vi.stubEnv(name, value);
  });
  afterAll(() => vi.unstubAllEnvs());
}

/** A photo key of the user's, as the upload ticket makes them. */
export const keyOf = (userId: string, name: string) => `${userId}/1732240000000-${name}`;

/** A new listing of the user's photo `name`. */
export const listingOf = (userId: string, name: string, ms = Date.now()) =>
  newListing(userId, keyOf(userId, name), ms);
