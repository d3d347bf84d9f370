import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ebayServerTexts } from '#domain/messages.ts';
import { callApi, type ApiResponse } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { twinTables } from '../support/twin-tables';
import '../support/twin-context';

// Connect eBay end to end on the twin: the product's routes, eBay's stand-in (its consent page
// and token endpoint, started by the twin) and the real tables. Every answer of the API is
// kept and checked for tokens at the end (docs/architecture/security.md#ebay-tokens).

const twin = inject('twin');
const answers: ApiResponse[] = [];
let seller: TestUser;
let other: TestUser;

const api = async (user: TestUser, method: string, body?: unknown) => {
  const answer = await callApi(twin, method, '/api/ebay/connection', { token: user.accessToken, body });
  answers.push(answer);
  return answer;
};

/** The seller's browser on eBay's consent page: the form's fields, and Agree or Decline. */
async function consent(consentUrl: string, decision: 'agree' | 'decline'): Promise<URL> {
  const page = await fetch(consentUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('value="agree">Agree</button>');
  const form = new URLSearchParams(new URL(consentUrl).searchParams);
  form.set('decision', decision);
  const redirect = await fetch(new URL('/oauth2/authorize', consentUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(redirect.status).toBe(302);
  return new URL(redirect.headers.get('location')!);
}

/** Start, agree on eBay: what eBay's redirect brings back to the product's page. */
async function agreed(user: TestUser): Promise<{ code: string; state: string }> {
  const started = await api(user, 'POST');
  expect(started.status).toBe(200);
  const back = await consent((started.body as { consentUrl: string }).consentUrl, 'agree');
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

const storedConnection = async (user: TestUser) =>
  (
    await twinTables(twin).send(
      new GetCommand({ TableName: twin.env.profilesTable, Key: { id: `ebay-connection#${user.sub}` } }),
    )
  ).Item;

beforeAll(async () => {
  [seller, other] = await Promise.all([
    createSignedInUser(twin, 'ebay-seller'),
    createSignedInUser(twin, 'ebay-other'),
  ]);
});

describe('Connect eBay on the twin', () => {
  it("sends the seller to the configured eBay's consent page, which returns to /settings/ebay", async () => {
    const started = await api(seller, 'POST');
    const consentUrl = new URL((started.body as { consentUrl: string }).consentUrl);
    expect(consentUrl.origin).toBe(twin.env.ebayAuthOrigin);
    const back = await consent(consentUrl.href, 'agree');
    expect(`${back.origin}${back.pathname}`).toBe(`${twin.siteUrl}/settings/ebay`);
    expect(back.searchParams.get('state')).toBe(consentUrl.searchParams.get('state'));
  });

  it('connects with the code and state, and keeps the tokens only sealed', async () => {
    const connected = await api(seller, 'PUT', await agreed(seller));
    expect(connected.status).toBe(200);
    // eBay's Identity API named the stand-in's signed-in seller.
    expect(connected.body).toEqual({
      status: 'connected',
      ebayUser: 'twin-seller',
      connectedAt: expect.any(String),
    });
    expect((await api(seller, 'GET')).body).toEqual(connected.body);
    const stored = await storedConnection(seller);
    expect(stored).toMatchObject({ status: 'connected' });
    expect(JSON.stringify(stored)).not.toContain('v^1.1');
  });

  it('refuses the same state a second time', async () => {
    const consented = await agreed(seller);
    expect((await api(seller, 'PUT', consented)).status).toBe(200);
    const replayed = await api(seller, 'PUT', consented);
    expect(replayed.status).toBe(400);
    expect(replayed.body).toEqual({ error: { code: 'bad_request', message: ebayServerTexts.badState } });
  });

  it("refuses another user's state, which its own user can still use", async () => {
    const consented = await agreed(seller);
    const foreign = await api(other, 'PUT', consented);
    expect(foreign.status).toBe(400);
    expect((await api(other, 'GET')).body).toEqual({ status: 'none' });
    expect((await api(seller, 'PUT', consented)).status).toBe(200);
  });

  it('brings a decline back with eBay-style access_denied and no code', async () => {
    const started = await api(other, 'POST');
    const back = await consent((started.body as { consentUrl: string }).consentUrl, 'decline');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('disconnects: the tokens are deleted and the connection is none', async () => {
    await api(seller, 'PUT', await agreed(seller));
    const gone = await api(seller, 'DELETE');
    expect(gone.status).toBe(204);
    expect((await api(seller, 'GET')).body).toEqual({ status: 'none' });
    expect(await storedConnection(seller)).toBeUndefined();
  });

  it("deletes the connection with the seller's account", async () => {
    const leaver = await createSignedInUser(twin, 'ebay-leaver');
    await api(leaver, 'PUT', await agreed(leaver));
    expect(await storedConnection(leaver)).toBeDefined();

    const erased = await callApi(twin, 'DELETE', '/api/account', { token: leaver.accessToken });
    expect(erased.status).toBe(204);
    expect(await storedConnection(leaver)).toBeUndefined();
  });

  it('never put a token in any answer', () => {
    expect(answers.length).toBeGreaterThan(10);
    for (const answer of answers) {
      const json = JSON.stringify(answer.body ?? null);
      expect(json).not.toMatch(/v\^1\.1|token/i);
    }
  });
});
