// @ts-nocheck
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTINGS_PAGE_SIZE } from '#domain/api-types.ts';
import { api, apiListing } from '../support/api-server';
import { openTab, renderMain, tab } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// The list that scales: the app reads one page of items at a time and the next as the end of
// the list comes into view. jsdom has no IntersectionObserver, so a fake one records what
// it observes and lets a test bring it into view.

const observed = new Set<{ callback: IntersectionObserverCallback; target?: Element }>();

class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
  }
  observe(target: Element) {
    this.entry.target = target;
    observed.add(this.entry);
  }
  disconnect() {
    observed.delete(this.entry);
  }
}

function scrollToEnd() {
  act(() => {
    for (const { callback, target } of [...observed]) {
      callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

/** `count` saved items, newest first, with time-ordered ids like the server's. */
function savedItems(count: number, stage: 'saved' | 'ready' = 'saved') {
  return Array.from({ length: count }, (_, i) =>
    apiListing({
      id: `01J${String(9999 - i).padStart(4, '0')}`,
      stage,
      user_fields: { title: `Item ${i + 1}` },
    }),
  );
}

const listRequests = () => api.requests.filter((request) => request.route === 'GET /api/listings');

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  observed.clear();
});

describe('the List tab with more items than a page', { timeout: 20_000 }, () => {
  it(`shows the first ${LISTINGS_PAGE_SIZE} items, then the next page as the end of the list comes into view`, async () => {
    api.listings = savedItems(LISTINGS_PAGE_SIZE + 5);
    const { user } = await renderMain();
    await openTab(user, 'List');
    const list = await screen.findByRole('region', { name: 'Your Items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(LISTINGS_PAGE_SIZE);

    scrollToEnd();

    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(LISTINGS_PAGE_SIZE + 5));
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent(`Item ${LISTINGS_PAGE_SIZE + 5}`);
    expect(screen.queryByRole('button', { name: 'Show more items' })).not.toBeInTheDocument();
  });

  it('loads the next page from the "Show more items" button too', async () => {
    api.listings = savedItems(LISTINGS_PAGE_SIZE + 1);
    vi.stubGlobal('IntersectionObserver', undefined);
    const { user } = await renderMain();
    await openTab(user, 'List');
    await user.click(await screen.findByRole('button', { name: 'Show more items' }));
    expect(await screen.findByText(`Item ${LISTINGS_PAGE_SIZE + 1}`)).toBeInTheDocument();
  });

  it('asks for nothing more when one page holds every item', async () => {
    api.listings = savedItems(3);
    const { user } = await renderMain();
    await openTab(user, 'List');
    await screen.findByText('Item 3');
    scrollToEnd();
    expect(screen.queryByRole('button', { name: 'Show more items' })).not.toBeInTheDocument();
    expect(listRequests().filter((request) => !request.route.includes('stage'))).toHaveLength(2);
  });
});

describe('the Review tab and its badge read the list of ready items', { timeout: 20_000 }, () => {
  it('counts the ready items of its own list, with "+" while more exist', async () => {
    api.listings = [...savedItems(2), ...savedItems(LISTINGS_PAGE_SIZE + 3, 'ready').slice(2)];
    await renderMain();
    await waitFor(() => expect(tab(/Review/)).toHaveTextContent(`${LISTINGS_PAGE_SIZE}+`));
    expect(tab(/Review/)).toHaveAccessibleName(new RegExp(`${LISTINGS_PAGE_SIZE} or more ready for review`));
  });

  it('shows ready items beyond the first page of all items', async () => {
    // Newer saved items fill the first page of all items; the ready one is older.
    api.listings = [
      ...savedItems(LISTINGS_PAGE_SIZE + 1).slice(0, LISTINGS_PAGE_SIZE),
      ...savedItems(1, 'ready'),
    ];
    api.listings[LISTINGS_PAGE_SIZE] = apiListing({
      id: '01H0000',
      stage: 'ready',
      user_fields: { title: 'Old lamp' },
    });
    const { user } = await renderMain();
    await openTab(user, 'Review');
    expect(await screen.findByText('Old lamp')).toBeInTheDocument();
    expect(tab(/Review/)).toHaveTextContent('1');
  });
});

describe('the Add tab with more items than a page', { timeout: 20_000 }, () => {
  it('says "+N+" on the more tile when further pages exist', async () => {
    api.listings = savedItems(LISTINGS_PAGE_SIZE + 4);
    await renderMain();
    const more = await screen.findByRole('button', {
      name: `${LISTINGS_PAGE_SIZE - 3} or more items besides`,
    });
    expect(more).toHaveTextContent(`+${LISTINGS_PAGE_SIZE - 3}+`);
  });

  it('Start Over clears the list, older pages included', async () => {
    api.listings = savedItems(LISTINGS_PAGE_SIZE + 4);
    const { user } = await renderMain();
    await user.click(await screen.findByRole('button', { name: 'Start Over' }));
    await openTab(user, 'List');
    expect(await screen.findByText('No items yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more items' })).not.toBeInTheDocument();
  });
});
