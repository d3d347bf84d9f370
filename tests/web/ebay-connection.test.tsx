import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ebayServerTexts, ebayTexts } from '#domain/messages.ts';
import { leaveFor } from '#web/lib/leave-for.ts';
import { api, fakeEbayState } from './support/api-server';
import { givenSignedIn } from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

// Account settings' eBay section and the page eBay's consent returns to
// (docs/product.md#ebay-connection), on the web tests' fake API.

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));
vi.mock('@aws-amplify/ui-react', () => import('./support/fake-amplify-ui-react'));
vi.mock('#web/lib/leave-for.ts', () => ({ leaveFor: vi.fn() }));

beforeEach(async () => {
  vi.resetAllMocks();
  givenSignedIn();
  await givenRuntimeConfig();
});

async function openEbaySection() {
  renderApp('/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /sam@example.com/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Account settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Account settings' });
  const section = within(dialog).getByRole('region', { name: ebayTexts.sectionTitle });
  return { user, section: within(section) };
}

describe("Account settings' eBay section", () => {
  it('offers Connect eBay, which leaves for the consent page the server made', async () => {
    const { user, section } = await openEbaySection();
    await user.click(await section.findByRole('button', { name: ebayTexts.connect }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith(`http://localhost/fake-ebay/consent?state=${fakeEbayState}`),
    );
    expect(api.requests.map((r) => r.route)).toContain('POST /api/ebay/connection');
  });

  it('shows "Connected as" the eBay user, with Disconnect', async () => {
    api.ebay = { status: 'connected', ebayUser: 'twin-seller', connectedAt: '2026-12-02T10:00:00.000Z' };
    const { section } = await openEbaySection();
    expect(
      await section.findByText(`${ebayTexts.connectedAs} twin-seller`, { exact: false }),
    ).toBeInTheDocument();
    expect(section.getByRole('button', { name: ebayTexts.disconnect })).toBeInTheDocument();
  });

  it('disconnects only once confirmed, saying live listings stay on eBay', async () => {
    api.ebay = { status: 'connected', connectedAt: '2026-12-02T10:00:00.000Z' };
    const { user, section } = await openEbaySection();
    await user.click(await section.findByRole('button', { name: ebayTexts.disconnect }));
    expect(section.getByText(ebayTexts.listingsStay)).toBeInTheDocument();
    expect(api.requests.map((r) => r.route)).not.toContain('DELETE /api/ebay/connection');

    await user.click(section.getByRole('button', { name: ebayTexts.disconnectConfirm }));

    expect(await section.findByRole('status')).toHaveTextContent(ebayTexts.listingsStay);
    expect(api.requests.map((r) => r.route)).toContain('DELETE /api/ebay/connection');
    expect(section.getByRole('button', { name: ebayTexts.connect })).toBeInTheDocument();
  });

  it('keeps the connection when the seller chooses Keep connected', async () => {
    api.ebay = { status: 'connected', connectedAt: '2026-12-02T10:00:00.000Z' };
    const { user, section } = await openEbaySection();
    await user.click(await section.findByRole('button', { name: ebayTexts.disconnect }));
    await user.click(section.getByRole('button', { name: ebayTexts.keepConnected }));
    expect(section.getByRole('button', { name: ebayTexts.disconnect })).toBeInTheDocument();
    expect(api.requests.map((r) => r.route)).not.toContain('DELETE /api/ebay/connection');
  });

  it('says "Needs reconnecting" and offers Reconnect', async () => {
    api.ebay = { status: 'needsReconnect', connectedAt: '2026-12-02T10:00:00.000Z' };
    const { user, section } = await openEbaySection();
    expect(await section.findByText(ebayTexts.needsReconnect)).toBeInTheDocument();
    expect(section.getByText(ebayTexts.needsReconnectWhy)).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: ebayTexts.reconnect }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalled());
  });
});

describe('the page eBay returns to, /settings/ebay', () => {
  it('finishes the connection once with the code and state, and takes them out of the address', async () => {
    renderApp(`/settings/ebay?code=the-code&expires_in=299&state=${fakeEbayState}`);
    expect(await screen.findByText(ebayTexts.done)).toBeInTheDocument();
    const puts = api.requests.filter((r) => r.route === 'PUT /api/ebay/connection');
    expect(puts).toEqual([expect.objectContaining({ body: { code: 'the-code', state: fakeEbayState } })]);
    expect(screen.getByLabelText('current url')).toHaveTextContent(/^\/settings\/ebay$/);
  });

  it("shows the server's sentence for a state that is not the seller's or was used", async () => {
    renderApp('/settings/ebay?code=the-code&state=someone-elses');
    expect(await screen.findByRole('alert')).toHaveTextContent(ebayServerTexts.badState);
  });

  it('says calmly that nothing changed when the seller declined on eBay', async () => {
    renderApp(`/settings/ebay?error=access_denied&state=${fakeEbayState}`);
    expect(await screen.findByText(ebayTexts.declined)).toBeInTheDocument();
    expect(api.requests.map((r) => r.route)).not.toContain('PUT /api/ebay/connection');
  });
});
