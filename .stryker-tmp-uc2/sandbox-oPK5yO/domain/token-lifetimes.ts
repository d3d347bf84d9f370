// @ts-nocheck
// How long the web client's tokens live, the same for the cloud's app client and the local
// emulator's, so session refresh behaves alike in both homes.
export const tokenLifetimes = {
  accessTokenHours: 1,
  idTokenHours: 1,
  refreshTokenDays: 30,
} as const;
