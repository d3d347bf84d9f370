import { cognito, dynamo, s3, s3ForPresigning } from './aws-clients';
import { CognitoUserDirectory } from './cognito-user-directory';
import { config } from './config';
import { DynamoListingsRepository } from './dynamo-listings-repository';
import { DynamoProfilesRepository } from './dynamo-profiles-repository';
import type { ListingsRepository } from './listings-repository';
import type { PhotoStore } from './photo-store';
import type { ProfilesRepository } from './profiles-repository';
import { S3PhotoStore } from './s3-photo-store';
import type { UserDirectory } from './user-directory';

/** What the handlers talk to. Each is an interface, so a test can swap it. */
export interface Services {
  listings: ListingsRepository;
  profiles: ProfilesRepository;
  photos: PhotoStore;
  users: UserDirectory;
}

const factories: { [K in keyof Services]: () => Services[K] } = {
  listings: () => new DynamoListingsRepository(dynamo(), config.listingsTable()),
  profiles: () => new DynamoProfilesRepository(dynamo(), config.profilesTable()),
  photos: () =>
    new S3PhotoStore({
      client: s3(),
      presigner: s3ForPresigning(),
      bucket: config.uploadsBucket(),
      uploadUrlTtlSeconds: config.uploadUrlTtlSeconds(),
      photoUrlTtlSeconds: config.photoUrlTtlSeconds(),
    }),
  users: () => new CognitoUserDirectory(cognito(), config.userPoolId()),
};

const made: Partial<Services> = {};

function use<K extends keyof Services>(name: K): Services[K] {
  return (made[name] ??= factories[name]());
}

/**
 * Created on first use and kept for warm invocations, so a function only needs the
 * configuration of the services it actually touches.
 */
export const services: Services = {
  get listings() {
    return use('listings');
  },
  get profiles() {
    return use('profiles');
  },
  get photos() {
    return use('photos');
  },
  get users() {
    return use('users');
  },
};

/** For tests: replace some services (the rest stay real). */
export function replaceServices(replacements: Partial<Services>): void {
  Object.assign(made, replacements);
}

/** For tests: forget every service made so far, so the next use reads config again. */
export function resetServices(): void {
  for (const name of Object.keys(made) as (keyof Services)[]) delete made[name];
}
