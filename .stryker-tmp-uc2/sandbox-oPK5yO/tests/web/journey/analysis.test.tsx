// @ts-nocheck
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProcessingScreen } from '#web/components/processing-screen.tsx';
import { pollDelay } from '#web/hooks/use-analysis-watch.ts';
import { config } from '#lambdas/lib/runtime/config.ts';
import { api, apiListing } from '../support/api-server';
import { journey, readyRow } from './journey-api';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

const analysing = (overrides = {}) =>
  apiListing({ id: '01WAIT', stage: 'analyzing', ai_category: null, user_fields: {}, ...overrides });

afterEach(() => {
  vi.useRealTimers();
});

describe('the processing screen', () => {
  it('rotates its six messages every 2 seconds, starting again after the last', () => {
    vi.useFakeTimers();
    render(<ProcessingScreen />);
    const seen = [screen.getByRole('status').textContent];
    for (let step = 0; step < 6; step += 1) {
      act(() => vi.advanceTimersByTime(2000));
      seen.push(screen.getByRole('status').textContent);
    }
    expect(seen).toEqual([
      'Looking for clues...',
      'Spreading the net...',
      'Finding matches...',
      'Hatching a plan...',
      'Calculating value...',
      'Almost ready...',
      'Looking for clues...',
    ]);
  });

  it('says the AI is analysing the photo and researching similar items', () => {
    render(<ProcessingScreen />);
    expect(screen.getByText('AI is analyzing your photo and researching similar items.')).toBeInTheDocument();
  });

  it('shows on the Review and Add tabs while an item is analysed, not on List', async () => {
    api.listings = [analysing()];
    const { user } = await renderMain();
    expect(screen.getByText('Looking for clues...')).toBeInTheDocument();
    await openTab(user, 'Review');
    expect(screen.getByText('Looking for clues...')).toBeInTheDocument();
    await openTab(user, 'List');
    expect(screen.queryByText('Looking for clues...')).not.toBeInTheDocument();
    expect(await screen.findByText('Your Items')).toBeInTheDocument();
  });
});

describe('polling the analysis', () => {
  it('backs off from 2 s by half again each time, up to 15 s', () => {
    expect([0, 1, 2, 3, 10].map(pollDelay)).toEqual([2000, 3000, 4500, 6750, 15000]);
  });

  it("keeps 20 items analysing at once well under the server's per-user request limit", () => {
    let polls = 0;
    for (let elapsed = pollDelay(0); elapsed <= 60_000; elapsed += pollDelay(polls)) polls++;
    const { limit, windowSeconds } = config.userRequestLimit();

    expect(polls).toBe(7); // in an item's busiest minute, its first
    expect(20 * polls).toBeLessThan((limit * windowSeconds) / 60 / 2);
  });

  it('picks up an item found analysing on entry (a reload) and says "Analysis complete!" when it is ready', async () => {
    api.listings = [analysing()];
    journey.analysis = (row) => readyRow({ id: row.id });
    await renderMain();
    expect(await screen.findByText('Analysis complete!')).toBeInTheDocument();
    expect(screen.getByText('Your item has been analyzed and is ready for review.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Looking for clues/)).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: /Review/ })).toHaveTextContent('1');
  });

  it('on failure shows the page message and "Something went wrong" with the error text, and offers a retry', async () => {
    api.listings = [analysing()];
    journey.analysis = (row) => ({ ...row, analysis_error: 'The AI service did not answer.' });
    const { user } = await renderMain();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getAllByText('The AI service did not answer.').length).toBeGreaterThan(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Upload/AI failed. Please try again.');

    await openTab(user, 'Review');
    journey.analysis = (row) => readyRow({ id: row.id });
    await user.click(await screen.findByRole('button', { name: /Try again/ }));
    await waitFor(() =>
      expect(api.requests.map((request) => request.route)).toContain('POST /api/listings/01WAIT/analyze'),
    );
    expect((await screen.findAllByText('Analysis complete!')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'Dune' })).toBeInTheDocument();
  });

  it('keeps a failed item in analyzing (it is not shown for review, nor counted on the badge)', async () => {
    api.listings = [analysing({ analysis_error: 'Refused.' })];
    const { user } = await renderMain();
    await openTab(user, 'Review');
    expect(await screen.findByText('Analysis failed')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Review/ }).querySelector('.badge')).toBeNull();
  });
});
