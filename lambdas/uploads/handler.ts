import { signedInCaller } from '../lib/caller';
import { callerBoundary } from '../lib/factories/caller-boundary';
import { makePhotoStore } from '../lib/factories/photo-store';
import { json, parseBody, withApiHandler } from '../lib/http';
import { routeTo } from '../lib/routing';
import { defineServices } from '../lib/services';
import { presignUpload } from './presign-upload';
import { uploadRequestBody } from './upload-body';

const services = defineServices({ ...callerBoundary, photos: makePhotoStore });

/** `POST /api/uploads` (docs/design.md#api and docs/design.md#security): a presigned PUT into the caller's folder. */
export const handler = withApiHandler<'uploads'>(async (event) => {
  const caller = await signedInCaller(event, services);
  return routeTo(event, {
    createUpload: async () =>
      json(200, await presignUpload(services, caller, parseBody(event, uploadRequestBody))),
  });
});
