/** The user pool, as far as the API needs it. */
// @ts-nocheck

export interface UserDirectory {
  /** Revokes every refresh token of the user; a user that is already gone is not an error. */
  signOutEverywhere(username: string): Promise<void>;
  /** Deletes the user; a user that is already gone is not an error. */
  deleteUser(username: string): Promise<void>;
}
