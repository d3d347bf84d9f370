import { useState } from 'react';
import { ebayTexts } from '#domain/messages.ts';
import { useDisconnectEbay } from '#web/features/profile/api/disconnect-ebay.ts';
import { useEbayConnection } from '#web/api/get-ebay-connection.ts';
import { useStartEbayConnection } from '#web/features/profile/api/start-ebay-connection.ts';
import './ebay-section.css';

const connectedDay = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Account settings' eBay section (docs/product.md#ebay-connection): Connect eBay; connected,
 * with Disconnect (confirmed, saying live listings stay on eBay); or needs reconnecting, with
 * Reconnect. Connecting leaves for eBay's consent page, which returns to /settings/ebay.
 */
export function EbaySection() {
  const connection = useEbayConnection();
  const start = useStartEbayConnection();
  const disconnect = useDisconnectEbay();
  const [confirming, setConfirming] = useState(false);
  const view = connection.data;

  const connectButton = (label: string) => (
    <button
      type="button"
      className="button button-primary"
      disabled={start.isPending}
      onClick={() => start.mutate()}
    >
      {start.isPending ? ebayTexts.connecting : label}
    </button>
  );

  return (
    <section aria-labelledby="ebay-title" className="settings-section ebay-section">
      <h3 id="ebay-title">{ebayTexts.sectionTitle}</h3>
      {connection.isError && <p role="alert">{ebayTexts.loadFailed}</p>}
      {view?.status === 'none' && (
        <>
          <p className="muted">{ebayTexts.intro}</p>
          {disconnect.isSuccess && (
            <p className="form-notice" role="status">
              {ebayTexts.disconnected} {ebayTexts.listingsStay}
            </p>
          )}
          {connectButton(ebayTexts.connect)}
        </>
      )}
      {view?.status === 'needsReconnect' && (
        <>
          <p className="ebay-state ebay-state-warning">{ebayTexts.needsReconnect}</p>
          <p className="muted">{ebayTexts.needsReconnectWhy}</p>
          {connectButton(ebayTexts.reconnect)}
        </>
      )}
      {view?.status === 'connected' && !confirming && (
        <>
          <p className="ebay-state">
            {view.ebayUser ? `${ebayTexts.connectedAs} ${view.ebayUser}` : ebayTexts.connected}
            {view.connectedAt && (
              <span className="muted">
                {' '}
                · {ebayTexts.connectedSince} {connectedDay(view.connectedAt)}
              </span>
            )}
          </p>
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {ebayTexts.disconnect}
          </button>
        </>
      )}
      {view?.status === 'connected' && confirming && (
        <div role="group" aria-labelledby="ebay-disconnect-title" className="ebay-confirm">
          <p id="ebay-disconnect-title" className="ebay-state">
            {ebayTexts.disconnectConfirmTitle}
          </p>
          <p>{ebayTexts.listingsStay}</p>
          <div className="ebay-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={disconnect.isPending}
              onClick={() => disconnect.mutate(undefined, { onSuccess: () => setConfirming(false) })}
            >
              {ebayTexts.disconnectConfirm}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {ebayTexts.keepConnected}
            </button>
          </div>
        </div>
      )}
      {(start.isError || disconnect.isError) && (
        <p role="alert">{(start.error ?? disconnect.error)?.message}</p>
      )}
    </section>
  );
}
