// @ts-nocheck
import { signedInCaller } from '../lib/runtime/caller';
import { callerBoundary } from '../lib/runtime/factories/caller-boundary';
import { makePhotoStore } from '../lib/runtime/factories/make-photo-store';
import { json, parseBody, withApiHandler } from '../lib/runtime/http';
import { routeTo } from '../lib/runtime/routing';
import { defineServices } from '../lib/runtime/services';
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
