import { screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ApiListing } from '#domain/listing.ts';
import { api, apiServer, errorBody } from '../support/api-server';
import { fakeRoute } from '../support/fake-route';
import { bookWithPhotos, listReads, openDetails } from './item-photos';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// Analyse again with all photos (docs/product.md#screens, "List tab, item selected"): offered
// with more than one photo; a spinner while the server refines the AI result from every photo;
// the new result shown and the user's own edits kept; a failure said, with the button to try again.

const analyseAgain = () => screen.getByRole('button', { name: /Analyse again with all photos/ });
const reanalyses = () =>
  api.requests.filter((request) => request.route === 'POST /api/listings/01BOOK/reanalyze');

/** The server's refine, as the real one answers: a new AI result, the user's fields kept, empty ones filled. */
const refined = (row: ApiListing): ApiListing => ({
  ...row,
  ai_category: 'books',
  ai_details_text: 'A 1965 first edition hardback; the copyright page and the barcode agree.',
  ai_fields: { ...row.ai_fields, publisher: 'Chilton Books' },
  user_fields: { ...row.user_fields, publisher: row.user_fields.publisher || 'Chilton Books' },
});

describe('Analyse again with all photos', () => {
  it('is not offered for an item with one photo', async () => {
    await openDetails(bookWithPhotos(1));
    expect(screen.queryByRole('button', { name: /Analyse again/ })).not.toBeInTheDocument();
  });

  it('waits, and says why, while the first analysis runs or after it failed', async () => {
    const failed = bookWithPhotos(2, {
      stage: 'analyzing',
      ai_category: null,
      analysis_error: 'The AI could not analyse this photo. Try another photo of the item.',
    });
    await openDetails(failed);
    expect(analyseAgain()).toBeDisabled();
    expect(
      screen.getByText('The first analysis failed: use Try again on the Review tab first.'),
    ).toBeInTheDocument();
  });

  it('shows a spinner while the server reads every photo, then the new result, the user’s edits kept', async () => {
    api.reanalysis = refined;
    apiServer.use(
      fakeRoute('reanalyzeListing', async ({ params }) => {
        await delay(300);
        const row = api.listings.find((listing) => listing.id === params.id)!;
        const answer = api.reanalysis(row);
        api.listings = [answer];
        api.requests.push({
          route: `POST /api/listings/${params.id}/reanalyze`,
          body: undefined,
          authorization: null,
        });
        return HttpResponse.json({ ...answer, refined_by: { reader: 'ai', photos_read: 3 } });
      }),
    );
    const { user } = await openDetails(
      bookWithPhotos(3, { user_fields: { title: 'My Dune', category: 'books' } }),
    );
    const reads = listReads();
    await user.click(analyseAgain());

    const busy = await screen.findByRole('button', { name: /Analysing all 3 photos.../ });
    expect(busy).toBeDisabled();
    expect(busy.closest('section')).toHaveAttribute('aria-busy', 'true');

    expect(await screen.findByText('Analysis updated')).toBeInTheDocument();
    expect(screen.getByText('The AI looked at all 3 photos; your own edits are kept.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Updated from all 3 photos. A 1965 first edition hardback; the copyright page and the barcode agree.',
      ),
    ).toBeInTheDocument();
    // The user's title stays; a field they left empty is filled and shown.
    expect(screen.getByText('My Dune')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Edit Details/ }));
    expect(await screen.findByRole('textbox', { name: /^Publisher/ })).toHaveValue('Chilton Books');
    expect(analyseAgain()).toBeEnabled();
    expect(reanalyses()).toHaveLength(1);
    expect(listReads()).toBe(reads);
  });

  it('says why it failed, and the button stays to try again', async () => {
    const { user } = await openDetails(bookWithPhotos(2));
    apiServer.use(
      fakeRoute('reanalyzeListing', () =>
        errorBody(429, 'rate_limited', 'You have made too many AI requests. Please try again in 1 minute.'),
      ),
    );
    await user.click(analyseAgain());
    expect(await screen.findByText('Analysis failed')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have made too many AI requests. Please try again in 1 minute.',
    );

    apiServer.resetHandlers();
    const { installJourneyApi } = await import('./journey-api');
    installJourneyApi();
    await user.click(analyseAgain());
    expect(
      await screen.findByText('Updated from all 2 photos. Read again from 2 photos.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('offline (no AI key), says the offline analyser read the cover only, never that the AI looked at all', async () => {
    api.refinedBy = () => ({ reader: 'offline', photos_read: 1 });
    const { user } = await openDetails(bookWithPhotos(3));
    await user.click(analyseAgain());

    expect(await screen.findByText('Analysis updated')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No AI is set up here: the offline analyser read the cover only (1 of 3 photos); your own edits are kept.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Updated without the AI, from the cover only (1 of 3 photos). Read again from 3 photos.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The AI looked at all/)).not.toBeInTheDocument();
  });

  it('says before it runs that the AI reads every photo again, in a home with the AI', async () => {
    await openDetails(bookWithPhotos(2), { analyser: 'openai' });
    expect(screen.getByText('The AI reads every photo again; your own edits are kept.')).toBeInTheDocument();
  });

  it('says before it runs that the offline analyser will look, in a home without an AI key', async () => {
    await openDetails(bookWithPhotos(2), { analyser: 'offline' });
    expect(
      screen.getByText(
        'No AI is set up here: the offline analyser looks at the photos again; your own edits are kept.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The AI reads every photo again/)).not.toBeInTheDocument();
  });

  it('the server refuses while the first analysis runs: its reason is shown', async () => {
    const { user } = await openDetails(bookWithPhotos(2));
    api.listings = api.listings.map((row) => ({ ...row, stage: 'analyzing' as const }));
    await user.click(analyseAgain());
    expect(await screen.findByRole('alert')).toHaveTextContent('This item is still being analysed.');
  });
});
