import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoProfilesRepository } from '../dynamo-profiles-repository';
import type { ProfilesRepository } from '../profiles-repository';

export function makeProfilesRepository(): ProfilesRepository {
  return new DynamoProfilesRepository(dynamo(), config.profilesTable());
}
