import { cognito } from '../clients/cognito';
import { CognitoUserDirectory } from '../../adapters/cognito-user-directory';
import { config } from '../config';
import type { UserDirectory } from '../../ports/user-directory';

export function makeUserDirectory(): UserDirectory {
  return new CognitoUserDirectory(cognito(), config.userPoolId());
}
