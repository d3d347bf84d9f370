import { s3 } from '../clients/s3';
import { config } from '../config';
import type { PhotoStore } from '../../ports/photo-store';
import { S3PhotoStore } from '../../adapters/s3-photo-store';

export function makePhotoStore(): PhotoStore {
  return new S3PhotoStore({
    client: s3(),
    bucket: config.uploadsBucket(),
    uploadUrlTtlSeconds: config.uploadUrlTtlSeconds(),
    photoUrlTtlSeconds: config.photoUrlTtlSeconds(),
  });
}
