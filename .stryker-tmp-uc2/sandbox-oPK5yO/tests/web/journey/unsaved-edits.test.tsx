// @ts-nocheck
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { givenSignedIn, givenSignedOut, signIn, signOut } from '../support/fake-amplify-auth';
import { Hub } from '../support/fake-amplify-utils';
import { pressBack } from '../support/render-app';
import { complete, editDetailsForm, putFor } from './open-listing-form';
import { openTab, tab } from './render-main';

// docs/product.md#errors-and-the-way-out: an Edit Details form with unsaved edits asks before
// the user leaves it, and keeps the edits through a session that ends.

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

const currentUrl = () => screen.getByLabelText('current url').textContent;
const question = () => screen.queryByRole('alertdialog', { name: 'Leave without saving?' });

async function editTitle(user: Awaited<ReturnType<typeof editDetailsForm>>['user'], form: HTMLElement) {
  const title = within(form).getByLabelText(/^Title/);
  await user.clear(title);
  await user.type(title, 'Dune, first edition');
}

describe('leaving unsaved edits inside the app', { timeout: 20_000 }, () => {
  it('asks on a tab change; Keep editing stays with the edits, Leave goes', async () => {
    const { user, form } = await editDetailsForm();
    await editTitle(user, form);

    await openTab(user, 'Review');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes to this listing have not been saved and will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(question()).not.toBeInTheDocument();
    expect(tab(/List/)).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('form', { name: 'Listing Details' })).getByLabelText(/^Title/),
    ).toHaveValue('Dune, first edition');

    await openTab(user, 'Review');
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('No items to review')).toBeInTheDocument();
    expect(currentUrl()).toBe('/?tab=review');
    expect(putFor('01G')).toBeUndefined();
  });

  it('asks on the back button; Keep editing keeps the form and its place, Leave goes back', async () => {
    const { user, form } = await editDetailsForm();
    await editTitle(user, form);

    await pressBack();
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    // The form is still there behind the question, with the edits.
    expect(screen.getByRole('form', { name: 'Listing Details', hidden: true })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(currentUrl()).toBe('/?tab=list&item=01G'));
    expect(
      within(screen.getByRole('form', { name: 'Listing Details' })).getByLabelText(/^Title/),
    ).toHaveValue('Dune, first edition');

    await pressBack();
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Your Items' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/?tab=list');
  });

  it('asks on the details back arrow and on Done editing', async () => {
    const { user, form } = await editDetailsForm();
    await editTitle(user, form);
    await user.click(screen.getByRole('button', { name: 'Back to your items' }));
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await user.click(screen.getByRole('button', { name: 'Done editing' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(screen.queryByRole('form', { name: 'Listing Details' })).not.toBeInTheDocument();
    expect(screen.getByText('Dune', { selector: '.detail-title' })).toBeInTheDocument();
  });

  it('does not ask when nothing was changed, nor after the edits were saved', async () => {
    const { user } = await editDetailsForm();
    await openTab(user, 'Review');
    expect(await screen.findByText('No items to review')).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();

    await user.click(tab(/List/));
    await user.click(await screen.findByRole('button', { name: /^Edit / }));
    await user.click(screen.getByRole('button', { name: 'Edit Details' }));
    const again = screen.getByRole('form', { name: 'Listing Details' });
    await editTitle(user, again);
    await user.click(within(again).getByRole('button', { name: 'Save Listing' }));
    await waitFor(() => expect(putFor('01G')).toBeDefined());
    await openTab(user, 'Review');
    expect(await screen.findByText('No items to review')).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
  });

  it('asks the browser to confirm closing or reloading the tab while edits are unsaved', async () => {
    const { user, form } = await editDetailsForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await editTitle(user, form);
    await waitFor(() => expect(unload()).toBe(true));
  });
});

describe('unsaved edits when the session ends', { timeout: 20_000 }, () => {
  it('keeps them and puts them back into the form after the same user signs in again', async () => {
    const { user, form } = await editDetailsForm();
    await editTitle(user, form);

    givenSignedOut();
    act(() => Hub.dispatch('auth', { event: 'tokenRefresh_failure' }));
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();

    signIn.mockImplementation(async () => {
      givenSignedIn();
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret-pass1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const restored = await screen.findByRole('form', { name: 'Listing Details' }, { timeout: 5000 });
    expect(within(restored).getByLabelText(/^Title/)).toHaveValue('Dune, first edition');
    expect(within(restored).getByLabelText(/^Description/)).toHaveValue(complete.description);
    expect(await screen.findByText('Unsaved edits restored')).toBeInTheDocument();
    expect(currentUrl()).toBe('/?tab=list&item=01G');
    expect(putFor('01G')).toBeUndefined();
  });

  it('drops them on a deliberate sign-out', async () => {
    const { user, form } = await editDetailsForm();
    await editTitle(user, form);
    await waitFor(() => expect(sessionStorage.length).toBe(1));
    signOut.mockImplementation(async () => givenSignedOut());
    await user.click(screen.getByRole('button', { name: /sam@example.com/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });
});
