import { signInWithRedirect } from 'aws-amplify/auth';

/** SPEC.md point 7: Google OAuth through Cognito's hosted UI, back to origin / (lib/amplify.ts). */
export function signInWithGoogle() {
  return signInWithRedirect({ provider: 'Google' });
}
