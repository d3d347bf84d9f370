import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { isAwsError, rethrowUnavailable } from './aws-errors';
import type { UserDirectory } from '../ports/user-directory';

export class CognitoUserDirectory implements UserDirectory {
  constructor(
    private readonly client: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
  ) {}

  async signOutEverywhere(username: string): Promise<void> {
    try {
      // Revokes the refresh tokens: deleting the user alone leaves nothing that refreshes
      // either, but this also holds if the deletion step fails and is retried later.
      await this.client.send(
        new AdminUserGlobalSignOutCommand({ UserPoolId: this.userPoolId, Username: username }),
      );
    } catch (error) {
      if (isAwsError(error, 'UserNotFoundException')) return; // erased by an earlier call
      rethrowUnavailable(
        error,
        'user pool',
        'Your account could not be deleted right now. Please try again.',
      );
    }
  }

  async deleteUser(username: string): Promise<void> {
    try {
      await this.client.send(new AdminDeleteUserCommand({ UserPoolId: this.userPoolId, Username: username }));
    } catch (error) {
      if (isAwsError(error, 'UserNotFoundException')) return; // erased by an earlier call
      rethrowUnavailable(
        error,
        'user pool',
        'Your account could not be deleted right now. Please try again.',
      );
    }
  }
}
