// @ts-nocheck
import { randomUUID } from 'node:crypto';

// Responses API payloads shaped like recorded ones (the OpenAPI `Response` object as the
// SDK types it in resources/responses/responses.d.ts, and the web_search guide's example
// output): a reasoning item before each tool call, web_search_call items whose action is
// `search`, `open_page` or `find_in_page` (and one with no action at all, as real payloads
// sometimes have), and a final message whose url_citation spans cover markdown links to
// URLs that carry `utm_source=openai`.

const id = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '')}`;

export interface Usage {
  input_tokens: number;
  output_tokens: number;
}

export function response(model: string, output: unknown[], usage: Usage, extra: object = {}) {
  return {
    id: id('resp'),
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status: 'completed',
    background: false,
    error: null,
    incomplete_details: null,
    instructions: null,
    max_output_tokens: null,
    model,
    output,
    parallel_tool_calls: true,
    previous_response_id: null,
    reasoning: { effort: 'medium', summary: null },
    store: false,
    temperature: 1,
    text: { format: { type: 'text' }, verbosity: 'medium' },
    tool_choice: 'auto',
    tools: [],
    top_p: 1,
    truncation: 'disabled',
    usage: {
      input_tokens: usage.input_tokens,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: usage.output_tokens,
      output_tokens_details: { reasoning_tokens: Math.floor(usage.output_tokens / 2) },
      total_tokens: usage.input_tokens + usage.output_tokens,
    },
    user: null,
    metadata: {},
    ...extra,
  };
}

const reasoning = () => ({ id: id('rs'), type: 'reasoning', summary: [] });

function message(content: unknown[]) {
  return { id: id('msg'), type: 'message', status: 'completed', role: 'assistant', content };
}

/** The identify answer: the strict-schema JSON as the text of one output_text. */
export function identifyOutput(identity: unknown): unknown[] {
  return [
    reasoning(),
    message([{ type: 'output_text', annotations: [], logprobs: [], text: JSON.stringify(identity) }]),
  ];
}

/** A refusal: the message holds a `refusal` content entry instead of output_text. */
export function refusalOutput(): unknown[] {
  return [reasoning(), message([{ type: 'refusal', refusal: "I'm sorry, I can't help with that request." }])];
}

export interface CitedListing {
  title: string;
  url: string;
  price: string;
}

export const defaultListings: CitedListing[] = [
  {
    title: 'The Hobbit hardback, 1st edition reprint',
    url: 'https://www.ebay.co.uk/itm/1234567890',
    price: '£12.50',
  },
  { title: 'The Hobbit - Vinted', url: 'https://www.vinted.co.uk/items/555-the-hobbit', price: '£8.00' },
  {
    title: 'The Hobbit | World of Books',
    url: 'https://www.wob.com/en-gb/books/j-r-r-tolkien/the-hobbit/9780261102217',
    price: '£4.99',
  },
  { title: 'The Hobbit hardback - eBay', url: 'https://www.ebay.co.uk/itm/1234567890', price: '£12.50' },
  {
    title: 'Tolkien The Hobbit - Oxfam Online Shop',
    url: 'https://onlineshop.oxfam.org.uk/the-hobbit/HD_100',
    price: '£6.99',
  },
  { title: 'The Hobbit Folio Society', url: 'https://www.abebooks.co.uk/the-hobbit/folio', price: '£45.00' },
  { title: 'The Hobbit 2023 paperback', url: 'https://www.amazon.co.uk/dp/0261102214', price: '£7.99' },
];

const tracked = (url: string) => `${url}${url.includes('?') ? '&' : '?'}utm_source=openai`;

/**
 * The research answer: searches, page opens and finds between reasoning items, then a
 * markdown list whose every line links one listing, each citation's span covering exactly
 * its `([title](url))` link as real answers do.
 */
export function researchOutput(query: string, listings: CitedListing[] = defaultListings): unknown[] {
  let text = `Here is what similar items sell for in the UK right now:\n\n`;
  const annotations: unknown[] = [];
  for (const listing of listings) {
    text += `- ${listing.title} sold for ${listing.price} `;
    const link = `([${new URL(listing.url).hostname}](${tracked(listing.url)}))`;
    annotations.push({
      type: 'url_citation',
      start_index: text.length,
      end_index: text.length + link.length,
      title: listing.title,
      url: tracked(listing.url),
    });
    text += `${link}\n`;
  }
  text += `\nMost copies in good condition go for a few pounds.`;
  const first = listings[0]?.url ?? 'https://www.ebay.co.uk/';
  return [
    reasoning(),
    {
      id: id('ws'),
      type: 'web_search_call',
      status: 'completed',
      action: {
        type: 'search',
        query,
        queries: [query],
        sources: listings.map((l) => ({ type: 'url', url: l.url })),
      },
    },
    reasoning(),
    { id: id('ws'), type: 'web_search_call', status: 'completed', action: { type: 'open_page', url: first } },
    reasoning(),
    {
      id: id('ws'),
      type: 'web_search_call',
      status: 'completed',
      action: { type: 'find_in_page', url: first, pattern: '£' },
    },
    { id: id('ws'), type: 'web_search_call', status: 'completed' },
    reasoning(),
    message([{ type: 'output_text', annotations, logprobs: [], text }]),
  ];
}

/** The error body OpenAI sends with a non-2xx status. */
export function errorBody(status: number) {
  const byStatus: Record<number, { type: string; code: string | null; message: string }> = {
    400: { type: 'invalid_request_error', code: null, message: 'Invalid request.' },
    401: {
      type: 'invalid_request_error',
      code: 'invalid_api_key',
      message: 'Incorrect API key provided: sk-...',
    },
    429: {
      type: 'requests',
      code: 'rate_limit_exceeded',
      message:
        'Rate limit reached for gpt-5-mini in organization org-FAKE on requests per min (RPM): Limit 500.',
    },
    500: {
      type: 'server_error',
      code: null,
      message: 'The server had an error while processing your request.',
    },
  };
  return { error: { param: null, ...(byStatus[status] ?? byStatus[500]!) } };
}
