import { describe, expect, it } from 'vitest';
import {
  EBAY_REFRESH_MARGIN_SECONDS,
  EBAY_SCOPES,
  ebayTokenExpiresAt,
  ebayTokenNeedsRefresh,
} from '#domain/ebay-connection.ts';

describe('the eBay connection’s scopes', () => {
  it('asks for listing, reading policies, reading orders and who the seller is, and nothing more', () => {
    expect(EBAY_SCOPES).toEqual([
      'https://api.ebay.com/oauth/api_scope/sell.inventory',
      'https://api.ebay.com/oauth/api_scope/sell.account.readonly',
      'https://api.ebay.com/oauth/api_scope/sell.fulfillment.readonly',
      'https://api.ebay.com/oauth/api_scope/commerce.identity.readonly',
    ]);
  });
});

describe('renewing the eBay access token before it expires', () => {
  const now = Date.parse('2026-12-02T12:00:00Z');
  const margin = EBAY_REFRESH_MARGIN_SECONDS * 1000;

  it('renews 5 minutes before expiry', () => {
    expect(EBAY_REFRESH_MARGIN_SECONDS).toBe(300);
  });

  it('keeps a token with more than the margin left', () => {
    expect(ebayTokenNeedsRefresh(now + margin + 1, now)).toBe(false);
  });

  it('renews a token with exactly the margin left', () => {
    expect(ebayTokenNeedsRefresh(now + margin, now)).toBe(true);
  });

  it('renews an expired token', () => {
    expect(ebayTokenNeedsRefresh(now - 1, now)).toBe(true);
  });

  it('dates the expiry from eBay’s expires_in seconds', () => {
    expect(ebayTokenExpiresAt(now, 7200)).toBe(now + 7_200_000);
  });
});
