/**
 * Remembers values for one time window at a time: a value computed in the current window is
 * reused until the window moves on, then everything is forgotten. Bounded, so a warm function
 * that lists many users' items cannot grow without limit.
 */
// @ts-nocheck

export class WindowMemo<V> {
  private window = Number.NaN;
  private readonly values = new Map<string, V>();

  constructor(private readonly maxEntries: number) {}

  async get(key: string, window: number, compute: () => Promise<V>): Promise<V> {
    if (window !== this.window) {
      this.values.clear();
      this.window = window;
    }
    const known = this.values.get(key);
    if (known !== undefined) return known;
    const value = await compute();
    if (this.values.size >= this.maxEntries) this.values.clear();
    // A slow compute may finish after the window moved on: keep it only for its own window.
    if (window === this.window) this.values.set(key, value);
    return value;
  }
}
