import { describe, expect, it } from 'vitest';
import * as constants from '#domain/constants.ts';

// docs/product.md#constants-and-limits, one test per constant, against the spec's literal numbers.
describe('business constants (docs/product.md#constants-and-limits)', () => {
  it('rotates processing messages every 2 seconds', () => {
    expect(constants.PROCESSING_MESSAGE_INTERVAL_MS).toBe(2000);
  });

  it('shows 3 recent thumbnails', () => {
    expect(constants.RECENT_THUMBNAILS_SHOWN).toBe(3);
  });

  it('shows at most 5 related listings', () => {
    expect(constants.RELATED_LISTINGS_MAX).toBe(5);
  });

  it('suggests at most 5 prices', () => {
    expect(constants.SUGGESTED_PRICES_MAX).toBe(5);
  });

  it('accepts prices above 0 and below 10000', () => {
    expect(constants.PRICE_ABOVE).toBe(0);
    expect(constants.PRICE_BELOW).toBe(10000);
  });

  it('moves the price slider in steps of 0.5', () => {
    expect(constants.PRICE_SLIDER_STEP).toBe(0.5);
  });

  it('has a price input with minimum 0 and step 0.01', () => {
    expect(constants.PRICE_INPUT_MIN).toBe(0);
    expect(constants.PRICE_INPUT_STEP).toBe(0.01);
  });

  it('saves prices with 2 decimals', () => {
    expect(constants.PRICE_DECIMALS).toBe(2);
  });

  it('has a default price of 0.00', () => {
    expect(constants.DEFAULT_PRICE).toBe('0.00');
  });

  it('caches link previews for 1 hour', () => {
    expect(constants.LINK_PREVIEW_CACHE_MS).toBe(3_600_000);
  });

  it('defaults the country to GB', () => {
    expect(constants.DEFAULT_COUNTRY_CODE).toBe('GB');
    // The analysis follows the item's country now (docs/product.md#country-and-currency).
    expect('ANALYSIS_COUNTRY_CODE' in constants).toBe(false);
  });

  it('offsets tooltips 4 pixels from their side by default', () => {
    expect(constants.TOOLTIP_SIDE_OFFSET_PX).toBe(4);
  });

  it('checks the session every 30 seconds and refreshes with 90 seconds or less left', () => {
    expect(constants.SESSION_REFRESH_CHECK_INTERVAL_MS).toBe(30_000);
    expect(constants.SESSION_REFRESH_THRESHOLD_SECONDS).toBe(90);
  });

  it('starts refresh backoff at 200 ms', () => {
    expect(constants.REFRESH_BACKOFF_START_MS).toBe(200);
  });

  it('dismisses toasts after about 4 to 5 seconds, with at most 3 visible', () => {
    expect(constants.TOAST_DURATION_MS).toBeGreaterThanOrEqual(4000);
    expect(constants.TOAST_DURATION_MS).toBeLessThanOrEqual(5000);
    expect(constants.TOAST_MAX_VISIBLE).toBe(3);
  });

  it('keeps a deleted item for Undo 60 seconds, well past a toast', () => {
    expect(constants.DELETE_UNDO_WINDOW_SECONDS).toBe(60);
    expect(constants.DELETE_UNDO_WINDOW_SECONDS * 1000).toBeGreaterThan(constants.TOAST_DURATION_MS * 10);
  });

  it('lets a life event be dated 5 minutes past now, for a clock a little ahead', () => {
    expect(constants.LIFE_DATE_CLOCK_ALLOWANCE_MS).toBe(5 * 60 * 1000);
  });
});
