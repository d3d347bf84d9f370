// @ts-nocheck
// Stands in for 'aws-amplify/utils': a Hub whose auth events tests can dispatch.

type Listener = (capsule: { channel: string; payload: { event: string; data?: unknown } }) => void;

const listeners = new Map<string, Set<Listener>>();

export const Hub = {
  listen(channel: string, listener: Listener): () => void {
    const set = listeners.get(channel) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(channel, set);
    return () => set.delete(listener);
  },
  dispatch(channel: string, payload: { event: string; data?: unknown }): void {
    for (const listener of listeners.get(channel) ?? []) listener({ channel, payload });
  },
};

export function listenerCount(channel: string): number {
  return listeners.get(channel)?.size ?? 0;
}
