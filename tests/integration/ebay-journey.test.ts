import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractCheck } from '#infra/local/ebay-stand-in/contract-check.ts';
import { ebayUserIdOf } from '#infra/local/ebay-stand-in/ebay-notification-keys.ts';
import {
  RECORD_PATH,
  STAND_IN_SELLER,
  type RecordedEbayRequest,
} from '#infra/local/ebay-stand-in/ebay-stand-in.ts';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { storedListing } from '../support/listing-builder';
import { storedItem, writeItems } from '../support/seed-listings';
import type { TwinInfo } from '../support/twin-context';
import { twinTables } from '../support/twin-tables';
import { startTwinProcess, stopWithCtrlC, type TwinProcess } from '../support/twin-process';

// Connect, list, list again, disconnect and erase on a twin of its own (`npm start` as a child
// process, so every line its functions log is captured), against the eBay stand-in that twin
// starts (docs/architecture/security.md#ebay-tokens, twin.md#the-ebay-stand-in). At the end,
// in the test itself: every request body the product sent is run through eBay's contracts
// (contracts/ebay/, ContractCheck), and no token is in any API answer or log line.

interface StandInRecord {
  requests: RecordedEbayRequest[];
  offers: Array<{ offerId: string; status: string; listingId?: string }>;
  inventoryItems: string[];
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'sls-ebay-journey-'));
let product: TwinProcess;
let twin: TwinInfo;
let seller: TestUser;
let other: TestUser;
const answers: unknown[] = [];
const JACKET = '01JEBAY0000000000000000001';
/** Every token the stand-in issues starts so (ebay-oauth.ts); so does no other text here. */
const STAND_IN_TOKEN = 'v^1.1';

const record = async (): Promise<StandInRecord> =>
  (await fetch(new URL(RECORD_PATH, twin.env.ebayApiOrigin))).json() as Promise<StandInRecord>;

/** The web app's call, with any headers a page could add; every answer kept for the token check. */
async function call(user: TestUser, method: string, route: string, body?: unknown, headers = {}) {
  const response = await fetch(`${twin.siteUrl}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${user.accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  answers.push(text);
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** Start Connect eBay and agree on the stand-in's consent page: eBay's redirect back. */
async function consented(user: TestUser): Promise<{ code: string; state: string }> {
  const started = await call(user, 'POST', '/api/ebay/connection');
  const consentUrl = new URL(started.body.consentUrl as string);
  expect(consentUrl.origin).toBe(twin.env.ebayAuthOrigin);
  const form = new URLSearchParams(consentUrl.searchParams);
  form.set('decision', 'agree');
  const redirect = await fetch(new URL('/oauth2/authorize', consentUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const back = new URL(redirect.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

const profilesItem = async (id: string) =>
  (await twinTables(twin).send(new GetCommand({ TableName: twin.env.profilesTable, Key: { id } }))).Item;
const connectionOf = (user: TestUser) => profilesItem(`ebay-connection#${user.sub}`);
const lookupOfStandInSeller = () => profilesItem(`ebay-user#${ebayUserIdOf(STAND_IN_SELLER)}`);

const choices = { aspects: { Department: 'Men' }, postcode: 'SW1A 1AA' };

beforeAll(async () => {
  // Every level (the test run asks its own twin for errors only), so the search below reads
  // all a function could write.
  product = await startTwinProcess(dataDir, { POWERTOOLS_LOG_LEVEL: 'DEBUG' });
  twin = product.twin;
  [seller, other] = await Promise.all([
    createSignedInUser(twin, 'ebay-journey-seller'),
    createSignedInUser(twin, 'ebay-journey-other'),
  ]);
  const photos = [{ key: `${seller.sub}/1-front.jpg` }, { key: `${seller.sub}/2-back.jpg` }];
  const jacket = storedListing(JACKET, {
    user_id: seller.sub,
    stage: 'saved',
    country: 'GB',
    currency: 'GBP',
    ai_category: 'clothing and footwear',
    image_key: photos[0]!.key,
    photos,
    user_fields: {
      title: 'Levi’s denim jacket',
      description: 'Classic trucker jacket, worn twice.',
      brand: 'Levi’s',
      size: 'M',
      condition: 'Very good condition',
      price: '25',
    },
  });
  await writeItems(twin, [storedItem(jacket)]);
}, 120_000);

afterAll(async () => {
  if (product?.child.exitCode === null) await stopWithCtrlC(product.child);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('eBay end to end on a twin of its own', () => {
  it('connects; a replayed and a foreign state are refused', async () => {
    const consent = await consented(seller);
    expect((await call(other, 'PUT', '/api/ebay/connection', consent)).status).toBe(400);
    expect((await call(seller, 'PUT', '/api/ebay/connection', consent)).status).toBe(200);
    expect((await call(seller, 'PUT', '/api/ebay/connection', consent)).status).toBe(400);
    expect((await call(other, 'GET', '/api/ebay/connection')).body).toEqual({ status: 'none' });
    expect(await connectionOf(seller)).toMatchObject({ status: 'connected' });
  });

  it('lists once, and a second send makes nothing twice on eBay', async () => {
    expect((await call(seller, 'POST', `/api/listings/${JACKET}/ebay/prepare`, {})).body).toMatchObject({
      needsPostcode: true,
    });
    const prepared = await call(seller, 'POST', `/api/listings/${JACKET}/ebay/prepare`, choices);
    expect(prepared.body.problems).toEqual([]);
    for (let send = 0; send < 2; send += 1) {
      const published = await call(seller, 'POST', `/api/listings/${JACKET}/ebay/publish`, choices);
      expect(published.status, JSON.stringify(published.body)).toBe(200);
    }
    const { offers, inventoryItems, requests } = await record();
    expect(offers).toEqual([expect.objectContaining({ status: 'PUBLISHED' })]);
    expect(inventoryItems).toEqual([JACKET]);
    expect(requests.filter((r) => r.operationId === 'createOffer')).toHaveLength(1);
  });

  it('calls the configured eBay whatever the request names: Origin, Host, forwarded host or query', async () => {
    const before = (await record()).requests.length;
    const elsewhere = {
      origin: 'https://api.ebay.com',
      'x-forwarded-host': 'api.sandbox.ebay.com',
      'x-ebay-api-origin': 'https://api.ebay.com',
    };
    const query = '?apiOrigin=https%3A%2F%2Fapi.ebay.com&ebayApiOrigin=https%3A%2F%2Fapi.ebay.com';
    const published = await call(
      seller,
      'POST',
      `/api/listings/${JACKET}/ebay/publish${query}`,
      choices,
      elsewhere,
    );
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await record()).requests.length).toBeGreaterThan(before);
    const started = await call(seller, 'POST', `/api/ebay/connection${query}`, undefined, elsewhere);
    expect(new URL(started.body.consentUrl as string).origin).toBe(twin.env.ebayAuthOrigin);
  });

  it('a connection made before the Identity step gets its eBay user id and lookup at its next use', async () => {
    const tables = twinTables(twin);
    await tables.send(
      new UpdateCommand({
        TableName: twin.env.profilesTable,
        Key: { id: `ebay-connection#${seller.sub}` },
        UpdateExpression: 'REMOVE ebayUserId, ebayUser',
      }),
    );
    await tables.send(
      new DeleteCommand({
        TableName: twin.env.profilesTable,
        Key: { id: `ebay-user#${ebayUserIdOf(STAND_IN_SELLER)}` },
      }),
    );
    expect(await lookupOfStandInSeller()).toBeUndefined();
    expect((await call(seller, 'POST', `/api/listings/${JACKET}/ebay/publish`, choices)).status).toBe(200);
    expect(await connectionOf(seller)).toMatchObject({
      ebayUserId: ebayUserIdOf(STAND_IN_SELLER),
      ebayUser: STAND_IN_SELLER,
    });
    expect(await lookupOfStandInSeller()).toMatchObject({ userId: seller.sub });
  });

  it('disconnects: the tokens leave DynamoDB, the listing stays on eBay', async () => {
    expect((await call(seller, 'DELETE', '/api/ebay/connection')).status).toBe(204);
    expect(await connectionOf(seller)).toBeUndefined();
    expect(await lookupOfStandInSeller()).toBeUndefined();
    expect((await record()).offers).toEqual([expect.objectContaining({ status: 'PUBLISHED' })]);
  });

  it("erases the connection and its eBay user's lookup with the account", async () => {
    expect((await call(seller, 'PUT', '/api/ebay/connection', await consented(seller))).status).toBe(200);
    expect(await lookupOfStandInSeller()).toMatchObject({ userId: seller.sub });
    expect((await call(seller, 'DELETE', '/api/account')).status).toBe(204);
    expect(await connectionOf(seller)).toBeUndefined();
    expect(await lookupOfStandInSeller()).toBeUndefined();
  });

  it("every request body the product sent matches eBay's contracts", async () => {
    const contracts = new ContractCheck();
    const sent = (await record()).requests;
    const contracted = sent.filter(
      (r) => !r.url.startsWith('/commerce/taxonomy/') && !r.url.startsWith('/commerce/identity/'),
    );
    expect(contracted.length).toBeGreaterThan(8);
    for (const request of contracted) {
      const verdict = contracts.check(request);
      expect(verdict, `${request.method} ${request.url} ${request.body ?? ''}`).toMatchObject({ ok: true });
    }
    // Taxonomy and Identity are not in eBay's published contracts: each was at least answered.
    for (const request of sent) expect(request.status, `${request.method} ${request.url}`).toBeLessThan(500);
  });

  it('put no token in any API answer or any line the functions logged', async () => {
    // A refused call of each kind, so the log holds the gateway's and a function's lines.
    expect((await fetch(`${twin.siteUrl}/api/ebay/connection`)).status).toBe(401);
    expect((await call(other, 'PUT', '/api/ebay/connection', { code: 'x', state: 'y' })).status).toBe(400);
    expect(await stopWithCtrlC(product.child)).toBe(0);
    const logged = product.output();
    expect(logged).toContain('"level":"WARN","message":"request failed"');
    expect(logged).not.toContain(STAND_IN_TOKEN);
    expect(answers.length).toBeGreaterThan(10);
    for (const answer of answers) expect(answer).not.toContain(STAND_IN_TOKEN);
  });
});
