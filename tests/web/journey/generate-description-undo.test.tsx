import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fakeRoute } from '../support/fake-route';
import { apiServer } from '../support/api-server';
import { complete, editDetailsForm } from './open-listing-form';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// docs/product.md#messages: Generate Description never loses the seller's own text (Undo puts
// it back), and never says an AI wrote what the offline analyser of a keyless home wrote.

const generateButton = (form: HTMLElement) =>
  within(form).getByRole('button', { name: /Generate Description with AI/ });

function generatorAnswers(description: string, writtenBy?: 'ai' | 'offline') {
  apiServer.use(
    fakeRoute('generateListing', () =>
      HttpResponse.json({
        category: 'books',
        detailsText: 'x',
        fields: { description },
        enrichment: { result: null },
        ...(writtenBy ? { writtenBy } : {}),
      }),
    ),
  );
}

describe('Generate Description over the seller’s text', { timeout: 20_000 }, () => {
  it('offers Undo, which puts the seller’s text back', async () => {
    generatorAnswers('A gripping read.', 'ai');
    const { user, form } = await editDetailsForm();
    await user.click(generateButton(form));
    const toast = (await screen.findByText('Description generated!')).closest('li') as HTMLElement;
    expect(toast).toHaveTextContent('AI has created a new description for your listing.');
    expect(within(form).getByLabelText(/^Description/)).toHaveValue('A gripping read.');

    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(within(form).getByLabelText(/^Description/)).toHaveValue(complete.description);
  });

  it('offers no Undo when there was no text to lose', async () => {
    generatorAnswers('A gripping read.', 'ai');
    const { user, form } = await editDetailsForm({ ...complete, description: '' });
    await user.click(generateButton(form));
    const toast = (await screen.findByText('Description generated!')).closest('li') as HTMLElement;
    expect(within(toast).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/^Description/)).toHaveValue('A gripping read.');
  });

  it('says the offline analyser wrote it, not an AI, in a home without an AI key', async () => {
    generatorAnswers('Dune. Good condition.', 'offline');
    const { user, form } = await editDetailsForm();
    await user.click(generateButton(form));
    const toast = (await screen.findByText('Description generated!')).closest('li') as HTMLElement;
    expect(toast).toHaveTextContent(
      'No AI is set up here: it was written on this machine from your item’s fields.',
    );
    expect(screen.queryByText('AI has created a new description for your listing.')).not.toBeInTheDocument();
    expect(within(toast).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });
});
