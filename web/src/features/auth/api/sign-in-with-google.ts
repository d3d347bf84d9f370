import { signInWithRedirect } from 'aws-amplify/auth';

/** docs/product.md#calls: Google OAuth through Cognito's hosted UI, back to origin / (lib/amplify.ts). */
export function signInWithGoogle() {
  return signInWithRedirect({ provider: 'Google' });
}
