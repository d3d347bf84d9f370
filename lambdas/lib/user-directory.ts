/** The user pool, as far as the API needs it. */
export interface UserDirectory {
  /** Deletes the user; a user that is already gone is not an error. */
  deleteUser(username: string): Promise<void>;
}
