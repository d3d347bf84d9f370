import { monotonicFactory } from 'ulid';
import { callApi } from '../../tests/support/api-client';
import { createSignedInUser, type TestUser } from '../../tests/support/cognito-users';
import { storedListing } from '../../tests/support/listing-builder';
import { storedItem, writeItems } from '../../tests/support/seed-listings';
import type { TwinInfo } from '../../tests/support/twin-context';
import { median } from './stats';
import { ms, type BenchRow } from './table';

// List on eBay, from the seller's "List on eBay" to "listed" (docs/product.md#list-on-ebay):
// prepare (eBay's category, aspects, conditions, policies and location, then the inventory
// item, the offer and its fees) and publish (the item and offer again, publishOffer, the
// item's life), through the local gateway against the eBay stand-in the twin starts. Each run
// is a saved item of its own; the seller's location is made by the first and found after.

const runs = 10;
const nextId = monotonicFactory();
const choices = { aspects: { Department: 'Men' }, postcode: 'SW1A 1AA' };

/** Connect eBay as the seller would: start, agree on the stand-in's consent page, finish. */
async function connectEbay(twin: TwinInfo, user: TestUser): Promise<void> {
  const started = await callApi(twin, 'POST', '/api/ebay/connection', { token: user.accessToken });
  const consentUrl = new URL((started.body as { consentUrl: string }).consentUrl);
  const form = new URLSearchParams(consentUrl.searchParams);
  form.set('decision', 'agree');
  const redirect = await fetch(new URL('/oauth2/authorize', consentUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const back = new URL(redirect.headers.get('location')!);
  const finished = await callApi(twin, 'PUT', '/api/ebay/connection', {
    token: user.accessToken,
    body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
  if (finished.status !== 200) throw new Error(`Connect eBay answered ${finished.status}`);
}

/** `runs` saved denim jackets of the user, written as stored (no analysis to wait for). */
async function savedJackets(twin: TwinInfo, user: TestUser): Promise<string[]> {
  const ids = Array.from({ length: runs }, () => nextId());
  const items = ids.map((id) => {
    const key = `${user.sub}/1732240000000-${id.toLowerCase()}.jpg`;
    return storedItem(
      storedListing(id, {
        user_id: user.sub,
        image_key: key,
        photos: [{ key }],
        stage: 'saved',
        country: 'GB',
        currency: 'GBP',
        ai_category: 'clothing and footwear',
        user_fields: {
          title: 'Levi’s denim jacket',
          description: 'Classic trucker jacket, worn twice.',
          brand: 'Levi’s',
          size: 'M',
          condition: 'Very good condition',
          price: '25',
        },
      }),
    );
  });
  await writeItems(twin, items);
  return ids;
}

export async function listOnEbayRows(twin: TwinInfo): Promise<BenchRow[]> {
  const user = await createSignedInUser(twin, 'bench-ebay');
  await connectEbay(twin, user);
  const ids = await savedJackets(twin, user);
  const times: number[] = [];
  for (const id of ids) {
    const send = (step: 'prepare' | 'publish') =>
      callApi(twin, 'POST', `/api/listings/${id}/ebay/${step}`, { token: user.accessToken, body: choices });
    const started = performance.now();
    const prepared = await send('prepare');
    if (prepared.status !== 200 || prepared.body.problems.length > 0) {
      throw new Error(`prepare answered ${prepared.status} ${JSON.stringify(prepared.body)}`);
    }
    const published = await send('publish');
    times.push(performance.now() - started);
    if (published.status !== 200 || published.body.life?.state !== 'listed') {
      throw new Error(`publish answered ${published.status} ${JSON.stringify(published.body)}`);
    }
  }
  return [
    {
      figure: 'List on eBay: prepare to listed (median, worst)',
      value: `${ms(median(times))}, ${ms(Math.max(...times))}`,
      method: `eBay stand-in via the local gateway; ${runs} items, one each`,
    },
  ];
}
