import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoPreviewCache } from '../dynamo-preview-cache';
import type { PreviewCache } from '../preview-cache';

export function makePreviewCache(): PreviewCache {
  return new DynamoPreviewCache(dynamo(), config.linkPreviewsTable());
}
