import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoProfilesRepository } from '../../adapters/dynamo-profiles-repository';
import type { ProfilesRepository } from '../../ports/profiles-repository';

export function makeProfilesRepository(): ProfilesRepository {
  return new DynamoProfilesRepository(dynamo(), config.profilesTable());
}
