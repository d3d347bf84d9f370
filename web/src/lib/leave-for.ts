/**
 * Leaves the app for another site's page (eBay's consent): a full navigation, so the page
 * eBay returns to starts afresh. Its own module, so the web tests can see where it would go.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
