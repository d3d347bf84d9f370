import { addTexts } from '#domain/messages.ts';

// How a photo's PUT to storage fails (put-photo.ts), apart from the XMLHttpRequest that makes
// it, so the batch runner (batch-upload.ts) can tell them apart anywhere it runs.

export class UploadNetworkError extends Error {
  constructor() {
    super(addTexts.uploadInterrupted);
    this.name = 'UploadNetworkError';
  }
}

/** The photo store answered with an error status (412: the key holds a photo already). */
export class PhotoStoreError extends Error {
  constructor(readonly status: number) {
    super(`The photo store answered ${status}.`);
    this.name = 'PhotoStoreError';
  }
}
