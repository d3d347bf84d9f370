import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoPreviewCache } from '../../adapters/dynamo-preview-cache';
import type { PreviewCache } from '../../ports/preview-cache';

export function makePreviewCache(): PreviewCache {
  return new DynamoPreviewCache(dynamo(), config.linkPreviewsTable());
}
