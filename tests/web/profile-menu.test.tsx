import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRoute } from './support/fake-route';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countries } from '#domain/countries.ts';
import { api, apiServer, errorBody } from './support/api-server';
import { fakeTokens, fetchAuthSession, givenSignedIn } from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

beforeEach(async () => {
  vi.resetAllMocks();
  givenSignedIn();
  await givenRuntimeConfig();
});

async function openMenu(name: RegExp = /sam@example.com/) {
  renderApp('/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  await screen.findByRole('menu');
  await waitFor(() =>
    expect(screen.getByRole('menuitemradio', { name: /UK/ })).not.toHaveAttribute('data-disabled'),
  );
  return user;
}

const patches = () => api.requests.filter((r) => r.route === 'PATCH /api/profile').map((r) => r.body);

describe('the profile menu', () => {
  it("shows the user's email", async () => {
    await openMenu();
    expect(screen.getAllByText('sam@example.com').length).toBeGreaterThan(0);
  });

  it('shows "Profile" when the session has no email', async () => {
    const tokens = fakeTokens();
    delete tokens.idToken;
    fetchAuthSession.mockResolvedValue({ tokens });
    await openMenu(/Profile/);
    expect(screen.getAllByText('Profile').length).toBeGreaterThan(0);
  });

  it('offers the countries with their flags, the stored one checked', async () => {
    api.profile = { ...api.profile, country: 'IE' };
    await openMenu();
    const options = screen.getAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent?.replace('✓', '').trim())).toEqual(
      countries.map((country) => `${country.flag} ${country.name}`),
    );
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: /Ireland/ })).toBeChecked());
  });

  it('saves a new country to the profile and to local storage, with "Profile updated"', async () => {
    const user = await openMenu();
    await user.click(screen.getByRole('menuitemradio', { name: /USA/ }));
    expect(await screen.findByText('Country updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Profile updated')).toBeInTheDocument();
    expect(patches()).toEqual([{ country: 'US' }]);
    expect(localStorage.getItem('country')).toBe('US');
  });

  it('turns Allow Collection off, with "Collection permission updated successfully"', async () => {
    const user = await openMenu();
    const toggle = screen.getByRole('menuitemcheckbox', { name: /Allow Collection/ });
    expect(toggle).toHaveTextContent('On');
    await user.click(toggle);
    expect(await screen.findByText('Collection permission updated successfully')).toBeInTheDocument();
    expect(patches()).toEqual([{ allow_collection: false }]);
    await waitFor(() => expect(toggle).toHaveTextContent('Off'));
  });

  it('speaks a US seller’s words: "Allow Local Pickup", "Local pickup permission updated successfully"', async () => {
    api.profile = { ...api.profile, country: 'US' };
    const user = await openMenu();
    const toggle = await screen.findByRole('menuitemcheckbox', { name: /Allow Local Pickup/ });
    await user.click(toggle);
    expect(await screen.findByText('Local pickup permission updated successfully')).toBeInTheDocument();
    expect(screen.queryByText(/Collection/)).not.toBeInTheDocument();
  });

  it('says "Update failed" and "Could not update country: {message}" when the save fails', async () => {
    apiServer.use(
      fakeRoute('updateProfile', () => errorBody(400, 'bad_request', 'country: must be one of GB (UK).')),
    );
    const user = await openMenu();
    await user.click(screen.getByRole('menuitemradio', { name: /Canada/ }));
    const title = await screen.findByText('Update failed');
    expect(
      screen.getByText('Could not update country: country: must be one of GB (UK).'),
    ).toBeInTheDocument();
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(localStorage.getItem('country')).toBe('GB');
  });

  it('keeps the country of a loaded profile in local storage', async () => {
    api.profile = { ...api.profile, country: 'AU' };
    renderApp('/');
    await waitFor(() => expect(localStorage.getItem('country')).toBe('AU'));
  });

  it('has Account settings and Sign Out', async () => {
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Account settings' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
