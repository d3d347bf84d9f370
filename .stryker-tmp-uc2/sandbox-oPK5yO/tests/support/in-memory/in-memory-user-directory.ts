// @ts-nocheck
import type { UserDirectory } from '#lambdas/lib/ports/user-directory.ts';

/** The user pool in memory, with the contract of CognitoUserDirectory. */
export class InMemoryUserDirectory implements UserDirectory {
  private readonly usernames = new Set<string>();

  /** Whose refresh tokens were revoked, in order. */
  readonly signedOut: string[] = [];

  async signOutEverywhere(username: string): Promise<void> {
    if (this.usernames.has(username)) this.signedOut.push(username); // a user already gone is not an error
  }

  async deleteUser(username: string): Promise<void> {
    this.usernames.delete(username); // a user already gone is not an error
  }

  // For tests.

  add(...usernames: string[]): void {
    usernames.forEach((username) => this.usernames.add(username));
  }

  has(username: string): boolean {
    return this.usernames.has(username);
  }
}
