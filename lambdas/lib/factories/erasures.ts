import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoErasures } from '../dynamo-erasures';
import type { Erasures } from '../erasures';

export function makeErasures(): Erasures {
  return new DynamoErasures(dynamo(), config.erasuresTable());
}
