// Where the page can rest so that no control lies under the toasts (docs/product.md#messages):
// the smallest scroll, up or down, that leaves the toasts' band free of every control. The
// page's end always does, since while a toast shows the page keeps room for it there
// (--toast-clearance).

/** A box in the viewport, as getBoundingClientRect gives it. */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** How far the page can scroll from where it is: `up` (0 or less) and `down` (0 or more). */
export interface ScrollRoom {
  up: number;
  down: number;
}

const overlaps = (control: Box, band: Box, by: number) =>
  control.top - by < band.bottom && control.bottom - by > band.top;

/**
 * How far to scroll the page (0: it may stay; more than 0 down, less than 0 up) so that no
 * control, moved with it, overlaps `band` (the toasts and a gap around them): of the distances
 * that bring a control's edge to the band's edge, the shortest that clears them all, or the
 * page's end when none does.
 */
export function scrollClearOf(controls: readonly Box[], band: Box, room: ScrollRoom): number {
  const beside = controls.filter((control) => control.left < band.right && control.right > band.left);
  const clearAt = (by: number) => !beside.some((control) => overlaps(control, band, by));
  if (clearAt(0)) return 0;
  const edges = beside
    .flatMap((control) => [control.bottom - band.top, control.top - band.bottom])
    .filter((by) => by !== 0 && by >= room.up && by <= room.down)
    .sort((a, b) => Math.abs(a) - Math.abs(b) || b - a);
  return edges.find(clearAt) ?? room.down;
}
