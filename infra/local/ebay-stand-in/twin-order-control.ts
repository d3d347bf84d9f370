import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OrderChoices } from './ebay-fulfillment';
import type { EbaySellOperations } from './ebay-sell-operations';

// The twin's "make an order" control (docs/architecture/twin.md#the-ebay-stand-in): a buyer
// pays for a published offer of the stand-in's seller, so the sold path can be walked locally.
// `GET /_twin/orders` is a page listing the seller's live offers, each with Make an order;
// `POST /_twin/orders` makes one, from that page's form (`sku=...`) or from a test's JSON
// (`{"sku": "...", "paymentStatus"?: "PENDING"}`), then runs the orders poll, so the item shows
// sold when the answer comes. Nothing at eBay has such a page: the path is the stand-in's own.

export const ORDER_CONTROL_PATH = '/_twin/orders';

export interface OrderControl {
  seller: string;
  /** The seller's offers, published or not. */
  offers(): ReturnType<EbaySellOperations['offersOf']>;
  /** The order's id, or undefined when the SKU has no published offer. */
  makeOrder(sku: string, choices: OrderChoices): Promise<string | undefined>;
  /** Origins whose pages may post here: the stand-in's own. */
  origins: Set<string>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(control: OrderControl, made?: string): string {
  const rows = control
    .offers()
    .filter((offer) => offer.status === 'PUBLISHED' && offer.listingId && offer.details.sku)
    .map(({ details, listingId }) => {
      const sku = escapeHtml(details.sku ?? '');
      const price = details.pricingSummary?.price;
      return `<li style="margin-bottom: 1rem"><strong>Listing ${escapeHtml(listingId ?? '')}</strong>,
${escapeHtml(`${price?.value ?? '?'} ${price?.currency ?? ''}`)}<br>SKU <code style="overflow-wrap: anywhere">${sku}</code>
<form method="post" action="${ORDER_CONTROL_PATH}"><input type="hidden" name="sku" value="${sku}">
<button type="submit">Make an order</button></form></li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Make an order (eBay stand-in)</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem">
<p><strong>eBay stand-in</strong> of the local twin: no real buyer or money is involved.</p>
<h1>Make an order</h1>
${made ? `<p role="status">Order ${escapeHtml(made)} made and paid; the app has read it.</p>` : ''}
<p>Live listings of <strong>${escapeHtml(control.seller)}</strong>. A buyer pays the listed price.</p>
${rows ? `<ul style="padding-left: 1.25rem">${rows}</ul>` : '<p>No live listing yet: publish one with List on eBay.</p>'}
</body></html>`;
}

const paymentStates = new Set(['PAID', 'PENDING', 'FAILED', 'FULLY_REFUNDED', 'PARTIALLY_REFUNDED']);

function choicesOf(
  request: IncomingMessage,
  body: string,
): { sku: string; choices: OrderChoices; json: boolean } {
  if ((request.headers['content-type'] ?? '').startsWith('application/json')) {
    const parsed = JSON.parse(body || '{}') as { sku?: unknown; paymentStatus?: unknown; quantity?: unknown };
    const status = typeof parsed.paymentStatus === 'string' && paymentStates.has(parsed.paymentStatus);
    return {
      sku: typeof parsed.sku === 'string' ? parsed.sku : '',
      choices: {
        ...(status ? { paymentStatus: parsed.paymentStatus as OrderChoices['paymentStatus'] } : {}),
        ...(Number.isInteger(parsed.quantity) ? { quantity: parsed.quantity as number } : {}),
      },
      json: true,
    };
  }
  return { sku: new URLSearchParams(body).get('sku') ?? '', choices: {}, json: false };
}

/** Answers `/_twin/orders`; a post from another site's page is refused (the twin's rule for /_local). */
export async function answerOrderControl(
  control: OrderControl,
  request: IncomingMessage,
  body: string | undefined,
  response: ServerResponse,
): Promise<void> {
  const html = (status: number, text: string) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(text);
  };
  if (request.method === 'GET') return html(200, page(control));
  if (request.method !== 'POST') return html(405, 'Method not allowed.');
  const origin = request.headers.origin;
  if (
    (origin !== undefined && !control.origins.has(origin)) ||
    request.headers['sec-fetch-site'] === 'cross-site'
  ) {
    return html(403, 'Requests from other sites are refused.');
  }
  let asked: ReturnType<typeof choicesOf>;
  try {
    asked = choicesOf(request, body ?? '');
  } catch {
    return html(400, 'The body is not JSON.');
  }
  const orderId = await control.makeOrder(asked.sku, asked.choices);
  if (asked.json) {
    response.writeHead(orderId ? 201 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(orderId ? { orderId } : { error: 'No published offer has this SKU.' }));
    return;
  }
  if (!orderId) return html(404, page(control));
  html(200, page(control, orderId));
}
