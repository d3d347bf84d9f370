/**
 * A code chunk that arrives only when the test lets it: `vi.mock` of the chunk's module awaits
 * `arrived`, and the test calls `release()` once it has seen what the app does while it waits.
 * Made inside `vi.hoisted`, which runs before the mocks it feeds:
 *
 *     const chunk = await vi.hoisted(async () => (await import('./support/held-chunk')).heldChunk());
 */
// @ts-nocheck

export function heldChunk(): { arrived: Promise<void>; release: () => void } {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
}
