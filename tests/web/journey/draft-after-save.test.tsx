import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { saveDraft } from '#web/lib/listing-drafts.ts';
import { userId } from '../support/fake-amplify-auth';
import { api, apiListing } from '../support/api-server';
import { complete, putFor, readyForm, saveButton } from './open-listing-form';
import { renderMain } from './render-main';

// docs/product.md#errors-and-the-way-out: a draft keeps edits that are not saved; once they
// are, nothing is left to restore, and a draft that holds what the item already holds is
// never announced as "Unsaved edits restored".

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

const draftKeys = () =>
  Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index)).filter((key) =>
    key?.includes('listing-draft'),
  );

/** The page loaded again in the same tab: the app starts anew, sessionStorage stays. */
async function reload(view: { unmount: () => void }, path: string) {
  view.unmount();
  toast.dismiss();
  return renderMain(path);
}

describe('a draft after the listing is saved', { timeout: 20_000 }, () => {
  it('is gone once Save Listing saved a ready item, so a reload restores nothing', async () => {
    const { user, view, form } = await readyForm();
    const title = within(form).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Dune, first edition');
    await waitFor(() => expect(draftKeys()).toHaveLength(1));
    await user.click(saveButton(form));
    expect(await screen.findByText('Item saved!')).toBeInTheDocument();
    await waitFor(() => expect(putFor('01F')).toBeDefined());

    expect(draftKeys()).toEqual([]);
    await reload(view, '/?tab=list&item=01F');
    expect(await screen.findByText('Dune, first edition', { selector: '.detail-title' })).toBeInTheDocument();
    expect(screen.queryByText('Unsaved edits restored')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Listing Details' })).not.toBeInTheDocument();
  });

  it('is not announced, nor opens the form, when it holds what the item holds', async () => {
    api.listings = [apiListing({ id: '01G', stage: 'saved', ai_category: 'books', user_fields: complete })];
    saveDraft(userId, '01G', { ...complete });
    await renderMain('/?tab=list&item=01G');
    expect(await screen.findByText('Dune', { selector: '.detail-title' })).toBeInTheDocument();
    expect(screen.queryByText('Unsaved edits restored')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Listing Details' })).not.toBeInTheDocument();
    expect(draftKeys()).toEqual([]);
  });

  it('is still announced when it differs from the item', async () => {
    api.listings = [apiListing({ id: '01G', stage: 'saved', ai_category: 'books', user_fields: complete })];
    saveDraft(userId, '01G', { ...complete, title: 'Dune, first edition' });
    await renderMain('/?tab=list&item=01G');
    const form = await screen.findByRole('form', { name: 'Listing Details' });
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Dune, first edition');
    expect(await screen.findByText('Unsaved edits restored')).toBeInTheDocument();
  });
});
