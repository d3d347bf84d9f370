import { cognito } from '../clients/cognito';
import { CognitoUserDirectory } from '../cognito-user-directory';
import { config } from '../config';
import type { UserDirectory } from '../user-directory';

export function makeUserDirectory(): UserDirectory {
  return new CognitoUserDirectory(cognito(), config.userPoolId());
}
