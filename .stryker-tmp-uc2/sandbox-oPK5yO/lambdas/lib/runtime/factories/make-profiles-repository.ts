// @ts-nocheck
import { dynamo } from '../../adapters/clients/dynamo';
import { config } from '../config';
import { DynamoProfilesRepository } from '../../adapters/dynamo-profiles-repository';
import type { ProfilesRepository } from '../../ports/profiles-repository';

export function makeProfilesRepository(): ProfilesRepository {
  return new DynamoProfilesRepository(dynamo(), config.profilesTable());
}
