// @ts-nocheck
import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { serverTexts } from '#domain/messages.ts';
import { isAwsError, rethrowUnavailable } from './aws-errors';
import type { UserDirectory } from '../ports/user-directory';

export class CognitoUserDirectory implements UserDirectory {
  constructor(
    private readonly client: CognitoIdentityProviderClient,
    private readonly userPoolId: string,
  ) {}

  async signOutEverywhere(username: string): Promise<void> {
    // Revokes the refresh tokens: deleting the user alone leaves nothing that refreshes
    // either, but this also holds if the deletion step fails and is retried later.
    await erasureStep(() =>
      this.client.send(
        new AdminUserGlobalSignOutCommand({ UserPoolId: this.userPoolId, Username: username }),
      ),
    );
  }

  async deleteUser(username: string): Promise<void> {
    await erasureStep(() =>
      this.client.send(new AdminDeleteUserCommand({ UserPoolId: this.userPoolId, Username: username })),
    );
  }
}

/**
 * One step of erasing a user, safe to repeat: a user already gone was erased by an earlier
 * call; the pool being unreachable is a 503 the person can retry.
 */
async function erasureStep(send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (isAwsError(error, 'UserNotFoundException')) return;
    rethrowUnavailable(error, 'user pool', serverTexts.accountNotDeleted);
  }
}
