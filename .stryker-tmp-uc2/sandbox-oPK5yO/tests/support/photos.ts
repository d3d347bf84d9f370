// @ts-nocheck
import {
  GetObjectCommand,
  GetObjectTaggingCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { expect } from 'vitest';
import { callApi } from './api-client';
import type { TwinInfo } from './twin-context';

export interface UploadTicket {
  url: string;
  key: string;
  headers: Record<string, string>;
}

/** Asks the API for a presigned PUT, as the web app does before uploading a photo. */
export async function requestUpload(
  twin: TwinInfo,
  token: string,
  file: { filename: string; contentType: string; size: number },
) {
  return callApi<UploadTicket>(twin, 'POST', '/api/uploads', { token, body: file });
}

/** PUTs bytes to a presigned URL the way the browser does. */
export async function putToPresignedUrl(ticket: UploadTicket, bytes: Buffer, contentType?: string) {
  const headers = { ...ticket.headers };
  if (contentType) headers['content-type'] = contentType;
  delete headers['content-length'];
  const response = await fetch(ticket.url, { method: 'PUT', headers, body: new Uint8Array(bytes) });
  expect(response.status, await response.clone().text()).toBe(200);
}

/**
 * Bytes of another size or type than the ticket signed: storage refuses the PUT (403, as S3
 * does), so they are then written as the bucket's owner would, tagged as the ticket's upload.
 * What the server's own checks must still refuse if storage ever let such a body through
 * (docs/architecture/security.md#uploads).
 */
export async function storePastSignature(
  twin: TwinInfo,
  ticket: UploadTicket,
  bytes: Buffer,
  contentType = ticket.headers['content-type'],
) {
  const headers: Record<string, string> = { ...ticket.headers, 'content-type': contentType! };
  delete headers['content-length'];
  const refused = await fetch(ticket.url, { method: 'PUT', headers, body: new Uint8Array(bytes) });
  expect(refused.status).toBe(403);
  const store = bucket(twin);
  await store.client.send(
    new PutObjectCommand({
      Bucket: store.name,
      Key: ticket.key,
      Body: bytes,
      ContentType: contentType,
      Tagging: ticket.headers['x-amz-tagging'],
    }),
  );
}

/**
 * Presign, upload and create a listing: the whole add-item path of the web app. Creating a
 * listing queues its analysis on the server; unless `settle` is false, this waits until that
 * first run has ended (ready, or a failure recorded), so a test's later reads are stable.
 */
export async function uploadAndCreate(
  twin: TwinInfo,
  token: string,
  bytes: Buffer,
  filename = 'item.png',
  { settle = true, barcode }: { settle?: boolean; barcode?: { kind: string; value: string } } = {},
) {
  const ticket = await requestUpload(twin, token, { filename, contentType: 'image/png', size: bytes.length });
  expect(ticket.status).toBe(200);
  await putToPresignedUrl(ticket.body, bytes);
  const created = await callApi(twin, 'POST', '/api/listings', {
    token,
    body: { imageKey: ticket.body.key, ...(barcode ? { barcode } : {}) },
  });
  expect(created.status).toBe(201);
  if (settle) await analysisSettled(twin, token, created.body.id);
  return created.body;
}

/** Presign and upload one photo, as the web app does before adding it to an item; its key. */
export async function uploadPhoto(twin: TwinInfo, token: string, bytes: Buffer, filename = 'photo.png') {
  const ticket = await requestUpload(twin, token, { filename, contentType: 'image/png', size: bytes.length });
  expect(ticket.status).toBe(200);
  await putToPresignedUrl(ticket.body, bytes);
  return ticket.body.key;
}

/** Polls the listing until its analysis run has ended, as the web app polls it. */
async function analysisSettled(twin: TwinInfo, token: string, id: string): Promise<void> {
  const ended = (row: any) =>
    row?.stage !== 'analyzing' || (row.analysis_attempts > 0 && row.analysis_started_at === null);
  for (let i = 0; i < 400; i++) {
    const got = await callApi(twin, 'GET', `/api/listings/${id}`, { token });
    if (got.status !== 200 || ended(got.body)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Direct access to the S3 emulator, to see what is really stored. */
export function bucket(twin: TwinInfo) {
  const s3 = new S3Client({
    region: twin.env.region,
    endpoint: twin.env.s3Endpoint,
    forcePathStyle: true,
    credentials: {
      accessKeyId: twin.env.accessKeyId!,
      secretAccessKey: twin.env.secretAccessKey!,
    },
  });
  const Bucket = twin.env.uploadsBucket!;
  return {
    client: s3,
    name: Bucket,
    /** The object's tags, as `{key: value}`. */
    async tagsOf(key: string): Promise<Record<string, string>> {
      const tagging = await s3.send(new GetObjectTaggingCommand({ Bucket, Key: key }));
      return Object.fromEntries((tagging.TagSet ?? []).map((tag) => [tag.Key, tag.Value]));
    },
    async exists(key: string): Promise<boolean> {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch {
        return false;
      }
    },
    async read(key: string): Promise<Buffer> {
      const object = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async keysUnder(prefix: string): Promise<string[]> {
      const listed = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
  };
}
