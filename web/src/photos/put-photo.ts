import type { UploadTicket } from '#domain/api-types.ts';
import { PhotoStoreError, UploadNetworkError } from './upload-errors';

/** Headers a browser sets itself and refuses from script (the Fetch spec's forbidden names). */
const setByBrowser = new Set(['content-length', 'host', 'connection']);

/**
 * PUTs the photo to the presigned URL with XMLHttpRequest, the one browser API that reports
 * upload progress. The ticket's headers are sent as given; the browser sends the signed
 * Content-Length itself (it is the body's length, which the ticket was asked for).
 */
export function putPhoto(
  ticket: UploadTicket,
  body: Blob,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', ticket.url);
    for (const [name, value] of Object.entries(ticket.headers)) {
      if (!setByBrowser.has(name.toLowerCase())) request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new PhotoStoreError(request.status));
    };
    request.onerror = () => reject(new UploadNetworkError());
    request.onabort = () => reject(new UploadNetworkError());
    request.send(body);
  });
}
