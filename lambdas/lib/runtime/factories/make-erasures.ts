import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoErasures } from '../../adapters/dynamo-erasures';
import type { Erasures } from '../../ports/erasures';

export function makeErasures(): Erasures {
  return new DynamoErasures(dynamo(), config.erasuresTable());
}
