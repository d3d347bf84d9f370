import { beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { userFieldNames } from '#domain/user-fields.ts';
import { callApi } from '../../support/api-client';
import { createSignedInUser, type TestUser } from '../../support/cognito-users';
import { rawRequest } from '../../support/raw-http';
import '../../support/twin-context';
import { everythingOf, expectError, userWithThings } from '../../support/catalogue-kit';

// The catalogue, part 1: bad input to the listings, profile and preview routes. Each case
// names the message the user gets (`{error: {code, message}}`) and shows that nothing of
// theirs changed.

const twin = inject('twin');
let user: TestUser;
let listingId: string;
let before: Awaited<ReturnType<typeof everythingOf>>;

beforeAll(async () => {
  user = await createSignedInUser(twin, 'catalogue-input');
  ({ id: listingId } = await userWithThings(twin, user));
  before = await everythingOf(twin, user);
});

const put = (body: unknown) =>
  callApi(twin, 'PUT', `/api/listings/${listingId}`, { token: user.accessToken, body });
const priceOf = (price: string) => put({ user_fields: { price } });

async function nothingLost() {
  expect(await everythingOf(twin, user)).toEqual(before);
}

/** A request as a script or a hand-written client sends it: any body, any headers. */
function send(method: string, path: string, body: string, headers: Record<string, string> = {}) {
  return rawRequest(`${twin.siteUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.accessToken}`, ...headers },
    body,
  }).then((response) => ({
    status: response.status,
    body: JSON.parse(response.text),
    headers: new Headers(),
  }));
}

describe('empty and whitespace fields', () => {
  it('refuses an empty imageKey: "imageKey: must be the key returned by POST /api/uploads."', async () => {
    const response = await callApi(twin, 'POST', '/api/listings', {
      token: user.accessToken,
      body: { imageKey: '' },
    });
    expectError(response, 400, 'bad_request', 'imageKey: must be the key returned by POST /api/uploads.');
    await nothingLost();
  });

  it('refuses a whitespace imageKey: "You can only create listings from your own photos."', async () => {
    const response = await callApi(twin, 'POST', '/api/listings', {
      token: user.accessToken,
      body: { imageKey: '   ' },
    });
    expectError(response, 403, 'forbidden', 'You can only create listings from your own photos.');
    await nothingLost();
  });

  it('refuses a whitespace country: "country: must be one of GB (UK), ..."', async () => {
    const response = await callApi(twin, 'PATCH', '/api/profile', {
      token: user.accessToken,
      body: { country: '   ' },
    });
    expectError(response, 400, 'bad_request', /^country: must be one of GB \(UK\), US \(USA\), /);
    await nothingLost();
  });

  it('refuses an empty profile change: "Send country, allow_collection, postcode or more than one."', async () => {
    const response = await callApi(twin, 'PATCH', '/api/profile', { token: user.accessToken, body: {} });
    expectError(response, 400, 'bad_request', 'Send country, allow_collection, postcode or more than one.');
    await nothingLost();
  });

  it('refuses an empty link to preview: "url: must be the link to preview."', async () => {
    const response = await callApi(twin, 'POST', '/api/fetch-open-graph', {
      token: user.accessToken,
      body: { url: '' },
    });
    expectError(response, 400, 'bad_request', 'url: must be the link to preview.');
  });

  it('refuses a whitespace link to preview: "url: give the full address of a page, ..."', async () => {
    const response = await callApi(twin, 'POST', '/api/fetch-open-graph', {
      token: user.accessToken,
      body: { url: '   ' },
    });
    expectError(
      response,
      400,
      'bad_request',
      'url: give the full address of a page, starting with https://.',
    );
  });
});

describe('a 10 KB title', () => {
  it('is refused: "user_fields.title: may hold at most 5000 characters."', async () => {
    const response = await put({ user_fields: { title: 'T'.repeat(10 * 1024) } });
    expectError(response, 400, 'bad_request', 'user_fields.title: may hold at most 5000 characters.');
    await nothingLost();
  });
});

describe('prices', () => {
  const refusal = messages.invalidListingPrice.title;

  it.each([
    ['a negative price', '-5'],
    ['0', '0'],
    ['NaN', 'NaN'],
    ['1e400', '1e400'],
    ['10000', '10000'],
  ])(`refuses %s: "user_fields.price: ${refusal}"`, async (_case, price) => {
    const response = await priceOf(price);
    expectError(response, 400, 'bad_request', `user_fields.price: ${refusal}`);
    await nothingLost();
  });

  it('refuses a price sent as a JSON number, not text', async () => {
    const response = await put({ user_fields: { price: 12 } });
    expectError(response, 400, 'bad_request', /^user_fields\.price: /);
    await nothingLost();
  });
});

describe('HTML and script in every text field', () => {
  it('stores each user field verbatim and answers them as JSON, never as a page', async () => {
    const payload = `<script>alert(1)</script><img src=x onerror="alert(2)">"'&`;
    const fields = Object.fromEntries(
      userFieldNames.filter((name) => name !== 'price').map((name) => [name, `${name}: ${payload}`]),
    );
    // A user of its own: this case changes what it saves.
    const writer = await createSignedInUser(twin, 'catalogue-html');
    const { id } = await userWithThings(twin, writer);
    const path = `/api/listings/${id}`;
    const saved = await callApi(twin, 'PUT', path, {
      token: writer.accessToken,
      body: { user_fields: fields },
    });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('content-type')).toBe('application/json');
    expect(saved.headers.get('x-content-type-options')).toBe('nosniff');
    const read = await callApi(twin, 'GET', path, { token: writer.accessToken });
    expect(read.body.user_fields).toEqual({ ...fields, price: '25.00' });
  });
});

describe('malformed bodies and content types', () => {
  const json = { 'content-type': 'application/json' };

  it('refuses a malformed JSON body: "The request body is not valid JSON."', async () => {
    const response = await send('PUT', `/api/listings/${listingId}`, '{"user_fields": {"title": "x"', json);
    expectError(response, 400, 'bad_request', 'The request body is not valid JSON.');
    await nothingLost();
  });

  it('refuses a JSON body that is not an object: "Invalid input: expected object, received array"', async () => {
    const response = await send('PATCH', '/api/profile', '["GB"]', json);
    expectError(response, 400, 'bad_request', /expected object/);
    await nothingLost();
  });

  it('refuses a field the route does not take: "Unrecognized key: \\"stage_override\\""', async () => {
    const response = await put({ stage_override: 'ready' });
    expectError(response, 400, 'bad_request', /Unrecognized key: "stage_override"/);
    await nothingLost();
  });

  it('refuses a body Analyse again does not take: 400, before any AI call', async () => {
    const path = `/api/listings/${listingId}/reanalyze`;
    expectError(
      await send('POST', path, '{"photos": []}', json),
      400,
      'bad_request',
      /Unrecognized key: "photos"/,
    );
    expectError(
      await send('POST', path, '{"photos": [', json),
      400,
      'bad_request',
      'The request body is not valid JSON.',
    );
    expectError(await send('POST', path, '[]', json), 400, 'bad_request', /expected object/);
    await nothingLost();
  });

  it('refuses a body with no content type: "Send the body as JSON (Content-Type: application/json)."', async () => {
    const response = await send('PATCH', '/api/profile', JSON.stringify({ country: 'US' }));
    expectError(
      response,
      415,
      'unsupported_media_type',
      'Send the body as JSON (Content-Type: application/json).',
    );
    await nothingLost();
  });

  it('refuses a form-encoded body: "Send the body as JSON (Content-Type: application/json)."', async () => {
    const response = await send('PUT', `/api/listings/${listingId}`, 'user_fields[title]=x', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expectError(
      response,
      415,
      'unsupported_media_type',
      'Send the body as JSON (Content-Type: application/json).',
    );
    await nothingLost();
  });
});

describe('query parameters a route does not take', () => {
  it('the records export names the one it takes: "Unknown query parameter view: use cursor."', async () => {
    for (const name of ['view', 'sort', 'q']) {
      const response = await callApi(twin, 'GET', `/api/listings-export?${name}=x`, {
        token: user.accessToken,
      });
      expectError(response, 400, 'bad_request', `Unknown query parameter ${name}: use cursor.`);
    }
  });
});

describe('unknown routes, methods and ids', () => {
  it('answers an unknown route with 404 "Not found."', async () => {
    const response = await callApi(twin, 'GET', '/api/listing', { token: user.accessToken });
    expectError(response, 404, 'not_found', 'Not found.');
  });

  it('answers an unknown method on a known route with 405 "Method not allowed."', async () => {
    const response = await callApi(twin, 'PATCH', `/api/listings/${listingId}`, {
      token: user.accessToken,
      body: { stage: 'saved' },
    });
    expectError(response, 405, 'method_not_allowed', 'Method not allowed.');
    await nothingLost();
  });

  it('answers an id that cannot be a listing with 404 "Listing not found."', async () => {
    const response = await callApi(twin, 'DELETE', '/api/listings/..%2F..%2Fprofile', {
      token: user.accessToken,
    });
    expectError(response, 404, 'not_found', 'Listing not found.');
    await nothingLost();
  });

  it('answers a request without a token with 401 "Sign in to continue."', async () => {
    const response = await callApi(twin, 'DELETE', `/api/listings/${listingId}`);
    expectError(response, 401, 'unauthorized', 'Sign in to continue.');
    await nothingLost();
  });
});
