import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemLife } from '#domain/item-life.ts';
import type { WebListing } from '#domain/listing.ts';
import { PriceNudge } from '#web/features/list/components/price-nudge.tsx';
import { webListing } from '#tests/unit/domain/fixtures.ts';
import { enrichmentCiting } from './journey/journey-api';

// docs/product.md#honest-pricing: a listed item unsold for 7 days is offered the next price
// down, applied in one tap and undone in one tap through the usual price save; a fake clock
// stands in for the week.

const research = enrichmentCiting('Listed at £8.00, £12.00 and £20.00.', []);
const listedOn = '2026-11-01T09:00:00.000Z';
const life: ItemLife = { state: 'listed', postings: [{ marketplace: 'vinted', listed_at: listedOn }] };

function item(overrides: Partial<WebListing> & { life?: ItemLife } = {}): WebListing & { life?: ItemLife } {
  return webListing({
    id: '01NUDGE',
    stage: 'saved',
    fields: { title: 'Dune', price: '12.00' },
    ai: { category: 'books', detailsText: '', fields: {}, enrichment: { result: research } },
    life,
    ...overrides,
  } as Partial<WebListing>);
}

function renderNudge(listing = item()) {
  const onSetPrice = vi.fn();
  const view = render(<PriceNudge item={listing} onSetPrice={onSetPrice} />);
  return { onSetPrice, ...view, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the price nudge', () => {
  it('asks nothing before 7 days listed', () => {
    vi.setSystemTime(new Date('2026-11-08T08:59:59.000Z'));
    const { container } = renderNudge();
    expect(container).toBeEmptyDOMElement();
  });

  it('asks on the 7th day, dropping to the next suggestion down, in one tap', async () => {
    vi.setSystemTime(new Date('2026-11-08T09:00:00.000Z'));
    const { user, onSetPrice } = renderNudge();
    expect(screen.getByText('Listed 7 days: drop to £8.00?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Drop to £8.00' }));
    expect(onSetPrice.mock.calls).toEqual([['8.00']]);
    expect(screen.getByRole('status')).toHaveTextContent('Price dropped to £8.00.');
  });

  it('undoes the drop in one tap, back to the price before, and does not ask again that week', async () => {
    vi.setSystemTime(new Date('2026-11-10T12:00:00.000Z'));
    const { user, onSetPrice, container, rerender } = renderNudge();
    expect(screen.getByText('Listed 9 days: drop to £8.00?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Drop to £8.00' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onSetPrice.mock.calls).toEqual([['8.00'], ['12.00']]);
    rerender(<PriceNudge item={item()} onSetPrice={onSetPrice} />);
    expect(container).toBeEmptyDOMElement();
    expect(localStorage.getItem('price-nudge:01NUDGE')).toBe('1');
  });

  it('asks again a week later, remembering the first answer on this device', () => {
    localStorage.setItem('price-nudge:01NUDGE', '1');
    vi.setSystemTime(new Date('2026-11-14T09:00:00.000Z'));
    expect(renderNudge().container).toBeEmptyDOMElement();
    vi.setSystemTime(new Date('2026-11-15T09:00:00.000Z'));
    renderNudge();
    expect(screen.getByText('Listed 14 days: drop to £8.00?')).toBeInTheDocument();
  });

  it('offers 10 % off when no suggestion is lower', () => {
    vi.setSystemTime(new Date('2026-11-08T09:00:00.000Z'));
    renderNudge(item({ fields: { title: 'Dune', price: '7.99' } }));
    expect(screen.getByText('Listed 7 days: drop to £7.19?')).toBeInTheDocument();
  });

  it('asks nothing of an item that is not listed, or has no life stored (read as saved)', () => {
    vi.setSystemTime(new Date('2026-12-01T09:00:00.000Z'));
    const sold: ItemLife = {
      state: 'sold',
      sale: { price_minor: 1200, currency: 'GBP', where: 'vinted', sold_at: '2026-11-02T09:00:00.000Z' },
      to_take_down: [],
    };
    expect(renderNudge(item({ life: sold })).container).toBeEmptyDOMElement();
    const { life: _none, ...old } = item();
    expect(renderNudge(old).container).toBeEmptyDOMElement();
  });
});
