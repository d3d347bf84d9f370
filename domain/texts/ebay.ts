import type { Ours } from './wording';

// The eBay connection's words (docs/product.md#ebay-connection), on the account settings and
// on the page eBay's consent sends the seller back to. Ours: the product's spec fixes none.

export const ebayTexts = {
  sectionTitle: 'eBay' as Ours,
  intro: 'Connect your eBay account so Snap List Shift can list on eBay for you.' as Ours,
  connect: 'Connect eBay' as Ours,
  connecting: 'Opening eBay…' as Ours,
  /** Followed by the eBay user name, when eBay gave one. */
  connectedAs: 'Connected as' as Ours,
  connected: 'Connected to eBay' as Ours,
  connectedSince: 'since' as Ours,
  disconnect: 'Disconnect' as Ours,
  /** Said before the seller confirms, and again once done. */
  listingsStay: 'Your live eBay listings stay on eBay: end them on eBay if you no longer want them.' as Ours,
  disconnectConfirmTitle: 'Disconnect eBay?' as Ours,
  disconnectConfirm: 'Disconnect eBay' as Ours,
  keepConnected: 'Keep connected' as Ours,
  disconnected: 'eBay is disconnected.' as Ours,
  needsReconnect: 'Needs reconnecting' as Ours,
  needsReconnectWhy:
    'eBay no longer accepts this connection (it ended or was revoked). Connect again to keep listing on eBay.' as Ours,
  reconnect: 'Reconnect' as Ours,
  /** The page eBay sends the seller back to. */
  returnTitle: 'Connecting eBay' as Ours,
  finishing: 'Finishing the connection to eBay…' as Ours,
  done: 'eBay is connected.' as Ours,
  declined:
    'You did not connect eBay. Nothing has changed; you can connect it any time from Account settings.' as Ours,
  backToApp: 'Back to Snap List Shift' as Ours,
  loadFailed: 'Could not read your eBay connection. Try again in a minute.' as Ours,
} as const;

/** The server's refusals about the connection (answered as `{error: {code, message}}`). */
export const ebayServerTexts = {
  badState: 'This eBay sign-in link has expired or was already used. Start again with Connect eBay.' as Ours,
  refusedCode: 'eBay did not accept this sign-in. Start again with Connect eBay.' as Ours,
  notSetUp: 'Connecting eBay is not set up on this site yet.' as Ours,
} as const;
