import { describe, expect, it } from 'vitest';
import { type Box, scrollClearOf } from '#web/components/ui/toast-clear-scroll.ts';

// docs/product.md#messages: the least scroll that leaves no control under the toasts (the band:
// the toasts and a gap around them). The layout itself, in Chromium at 390x844 and 1280x800:
// tests/e2e/nothing-covered.test.ts.

const band: Box = { top: 680, bottom: 780, left: 100, right: 300 };
const control = (top: number, bottom: number, left = 150, right = 250): Box => ({ top, bottom, left, right });
const room = { up: -1000, down: 1000 };

describe('scrollClearOf', () => {
  it('leaves the page where it is when no control is under the band', () => {
    expect(scrollClearOf([control(600, 680), control(780, 820)], band, room)).toBe(0);
    expect(scrollClearOf([], band, room)).toBe(0);
  });

  it('ignores a control beside the band, however low it is', () => {
    expect(scrollClearOf([control(700, 740, 0, 100), control(700, 740, 300, 400)], band, room)).toBe(0);
  });

  it('moves the shorter way: down when the control is in the band’s upper part, up when in its lower', () => {
    expect(scrollClearOf([control(670, 700)], band, room)).toBe(20); // its bottom, 700, to 680
    expect(scrollClearOf([control(760, 790)], band, room)).toBe(-20); // its top, 760, to 780
  });

  it('takes a further edge when the nearest would bring another control under the band', () => {
    // Down 20 brings the control below (800..840) to 780..820, still clear of the band.
    expect(scrollClearOf([control(600, 650), control(670, 700), control(800, 840)], band, room)).toBe(20);
    // Down 10 leaves the first under the band, down 30 brings the second (790..830) under
    // it; down 150 (the second's bottom to the band's top) clears them both.
    expect(scrollClearOf([control(660, 710), control(790, 830)], band, { up: 0, down: 1000 })).toBe(150);
  });

  it('stays within the room the page has, and goes to its end when nothing nearer clears', () => {
    expect(scrollClearOf([control(670, 700)], band, { up: -1000, down: 10 })).toBe(-110); // top 670 to 780
    expect(scrollClearOf([control(670, 700)], band, { up: 0, down: 10 })).toBe(10);
    expect(scrollClearOf([control(670, 700)], band, { up: 0, down: 0 })).toBe(0);
  });
});
