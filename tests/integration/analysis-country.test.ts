import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { marketplacesFor } from '#domain/marketplaces.ts';
import { extractPrices, priceHintForText } from '#domain/prices.ts';
import { researchText } from '#domain/related-listings.ts';
import { pngBytes } from '../fixtures/files';
import { getListing } from '../support/analysis-helpers';
import { callApi } from '../support/api-client';
import { createSignedInUser, type TestUser } from '../support/cognito-users';
import { defaultIdentity } from '../support/fake-openai/fake-openai-server';
import { uploadAndCreate } from '../support/photos';
import { type AiTwin, startAiTwin } from '../support/start-ai-twin';

// The country made real (docs/product.md#country-and-currency), on the twin: the profile's
// country decides the research call (its words and user_location) and the currency the item
// keeps. A UK seller's call is the spec's, byte for byte.

let ai: AiTwin;

beforeAll(async () => {
  ai = await startAiTwin({ aiRateLimit: '10' });
}, 60_000);
afterAll(() => ai?.stop());
beforeEach(() => ai.fake.reset());

const query = defaultIdentity.searchQuery;

async function analysedItem(user: TestUser) {
  const created = await uploadAndCreate(ai.info, user.accessToken, pngBytes);
  await ai.twin.analysesSettled();
  const item = await getListing(ai.info, user.accessToken, created.id);
  const research = ai.fake.responseCalls().find((call) => call.body?.tools?.[0]?.type === 'web_search');
  return { item, research: research!.body };
}

const setCountry = (user: TestUser, country: string) =>
  callApi(ai.info, 'PATCH', '/api/profile', { token: user.accessToken, body: { country } });

describe('the research follows the profile’s country', () => {
  it("sends a UK seller's research call byte for byte as the spec's, and keeps pounds", async () => {
    const user = await createSignedInUser(ai.info, 'country-gb');
    const { item, research } = await analysedItem(user);
    expect(research.input).toBe(
      `Find listings of this item for sale, new or second-hand, in the UK: ${query}. ` +
        'Give up to five listings, each on its own line with its price in £ and a markdown link to the listing. ' +
        'Then say in one sentence what the item usually sells for. Prices in pounds sterling (£) only.',
    );
    expect(research.tools[0].user_location).toEqual({ type: 'approximate', country: 'GB' });
    expect(item).toMatchObject({ country: 'GB', currency: 'GBP' });
    expect(priceHintForText(researchText(item.ai_enrichment), item.currency)).toBe(
      'Asking prices seen online: £4.99 - £45.00',
    );
  });

  it("sends a US seller's research located in the US, in dollars, and stores dollar prices", async () => {
    const user = await createSignedInUser(ai.info, 'country-us');
    expect((await setCountry(user, 'US')).status).toBe(200);
    const { item, research } = await analysedItem(user);
    expect(research.input).toBe(
      `Find listings of this item for sale, new or second-hand, in the USA: ${query}. ` +
        `Look first on ${marketplacesFor('US')
          .map((m) => m.name)
          .join(', ')}, then other sites in the USA. ` +
        'Give up to five listings, each on its own line with its price in $ and a markdown link to the listing. ' +
        'Then say in one sentence what the item usually sells for. Prices in US dollars (USD, written $) only.',
    );
    expect(research.tools[0].user_location).toEqual({ type: 'approximate', country: 'US' });
    const identify = ai.fake.responseCalls().find((call) => call.body?.text?.format?.type === 'json_schema');
    expect(identify!.body.instructions).toMatch(
      /^You help people sell second-hand items on resale marketplaces in the USA\. /,
    );
    expect(item).toMatchObject({ country: 'US', currency: 'USD' });
    const text = researchText(item.ai_enrichment);
    expect(text).toContain('$12.50');
    expect(text).not.toContain('£');
    expect(extractPrices(text, 'USD')).toEqual([4.99, 6.99, 7.99, 8, 12.5, 45]);
    expect(priceHintForText(text, item.currency)).toBe('Asking prices seen online: $4.99 - $45.00');
  });

  it('keeps an item’s currency when the country changes later; new items follow the new one', async () => {
    const user = await createSignedInUser(ai.info, 'country-change');
    await setCountry(user, 'IE');
    const first = await analysedItem(user);
    expect(first.item).toMatchObject({ country: 'IE', currency: 'EUR' });
    expect(first.research.tools[0].user_location.country).toBe('IE');
    ai.fake.reset();
    await setCountry(user, 'AU');
    const second = await analysedItem(user);
    expect(second.item).toMatchObject({ country: 'AU', currency: 'AUD' });
    const again = await getListing(ai.info, user.accessToken, first.item.id);
    expect(again).toMatchObject({ country: 'IE', currency: 'EUR' });
    expect(priceHintForText(researchText(again.ai_enrichment), again.currency)).toBe(
      'Asking prices seen online: €4.99 - €45.00',
    );
  });
});
