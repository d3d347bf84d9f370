import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  InternalErrorException,
  TooManyRequestsException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { CognitoUserDirectory } from '#lambdas/lib/adapters/cognito-user-directory.ts';
import { ServiceUnavailableError } from '#lambdas/lib/ports/service-unavailable.ts';
import { captureLogs, fixtureUser } from '../lambda-test-kit';

// The Cognito adapter of the user directory port. The handler's tests use an in-memory port.

const cognito = mockClient(CognitoIdentityProviderClient);
const userPoolId = 'eu-west-2_TEST';
const directory = new CognitoUserDirectory(
  new CognitoIdentityProviderClient({
    region: 'eu-west-2',
    credentials: { accessKeyId: 'AKIAUNITTESTEXAMPLE', secretAccessKey: 'not-real' },
  }),
  userPoolId,
);

beforeEach(() => cognito.reset());

describe('deleteUser', () => {
  it('deletes the user from the pool by username', async () => {
    cognito.on(AdminDeleteUserCommand).resolves({});

    await directory.deleteUser(fixtureUser.sub);

    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]?.args[0].input).toEqual({
      UserPoolId: userPoolId,
      Username: fixtureUser.sub,
    });
  });

  it('treats a user that is already gone as deleted', async () => {
    cognito
      .on(AdminDeleteUserCommand)
      .rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));

    await expect(directory.deleteUser(fixtureUser.sub)).resolves.toBeUndefined();
  });

  it('turns a Cognito failure into a ServiceUnavailableError', async () => {
    cognito
      .on(AdminDeleteUserCommand)
      .rejects(new InternalErrorException({ message: 'Internal error', $metadata: { httpStatusCode: 500 } }));
    const logs = captureLogs();

    const failure = await directory.deleteUser(fixtureUser.sub).catch((error: unknown) => error);
    logs.restore();

    // The port's error, which the HTTP boundary answers as a 503.
    expect(failure).toBeInstanceOf(ServiceUnavailableError);
    expect(failure).toMatchObject({
      service: 'user pool',
      message: 'Your account could not be deleted right now. Please try again.',
    });
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ level: 'ERROR', message: 'user pool unavailable' }),
    );
  });

  it('lets throttling through untouched, for the handler to answer 503', async () => {
    const throttled = new TooManyRequestsException({ message: 'Too many requests', $metadata: {} });
    cognito.on(AdminDeleteUserCommand).rejects(throttled);

    await expect(directory.deleteUser(fixtureUser.sub)).rejects.toBe(throttled);
  });
});
