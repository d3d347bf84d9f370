// The data layer's cache keys, once, so a mutation invalidates exactly what its query cached.
export const queryKeys = {
  listings: ['listings'] as const,
  listing: (id: string) => ['listings', id] as const,
  profile: ['profile'] as const,
};
