import { LISTINGS_PAGE_SIZE } from '#domain/api-types.ts';
import { rawGet } from '#tests/support/raw-get.ts';
import type { TwinInfo } from '#tests/support/twin-context.ts';
import type { ListUser } from './api-load';
import { kib, type BenchRow } from './table';

// The bytes of the first page of the list (30 items) as sent, before and after the API's
// compression (infra/local/compress-answer.ts in the twin, CloudFront's /api/* behaviour in
// the cloud): what a phone downloads before the list can be drawn.

const encodings = [
  { name: 'uncompressed', accept: undefined },
  { name: 'gzip', accept: 'gzip' },
  { name: 'brotli', accept: 'gzip, deflate, br' },
] as const;

export async function apiCompressionRows(
  twin: TwinInfo,
  listUsers: readonly ListUser[],
): Promise<BenchRow[]> {
  const user = listUsers.find(({ count }) => count >= LISTINGS_PAGE_SIZE);
  if (!user) throw new Error(`no user with ${LISTINGS_PAGE_SIZE} items or more`);
  const sizes = [];
  for (const { name, accept } of encodings) {
    const answer = await rawGet(`${twin.siteUrl}/api/listings`, {
      authorization: `Bearer ${user.token}`,
      ...(accept === undefined ? {} : { 'accept-encoding': accept }),
    });
    if (answer.status !== 200) throw new Error(`GET /api/listings answered ${answer.status}`);
    const encoding = answer.headers['content-encoding'] ?? 'none';
    sizes.push(
      `${name} ${kib(answer.body.length)} (${answer.body.length.toLocaleString('en-GB')} B, ${String(encoding)})`,
    );
  }
  return [
    {
      figure: `GET /api/listings first page (${LISTINGS_PAGE_SIZE} items), bytes sent`,
      value: sizes.join(' / '),
      method: 'one GET per Accept-Encoding through the local gateway, body as sent',
    },
  ];
}
