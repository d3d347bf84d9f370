import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config';

// One client per process, created on first use and reused across warm invocations; see
// clients/dynamo.ts.

let cognitoClient: CognitoIdentityProviderClient | undefined;

export function cognito(): CognitoIdentityProviderClient {
  if (!cognitoClient) {
    const { region, cognitoEndpoint } = config.aws();
    cognitoClient = new CognitoIdentityProviderClient({ region, endpoint: cognitoEndpoint });
  }
  return cognitoClient;
}
