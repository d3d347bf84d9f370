import { getRuntimeConfig } from '#web/lib/runtime-config.ts';

const passwordCalls = () => import('./password-calls');

/**
 * docs/product.md#calls, "Sign up": email and password; Cognito then emails a confirmation code.
 * Amplify's auto sign-in is asked for: once the code is confirmed in this page (typed, or a
 * link's code handed over by another tab, sign-up-handoff.ts), it signs in with the password
 * it keeps in memory, the same flow as Sign In; nothing is written anywhere.
 */
export async function signUpWithEmail(email: string, password: string) {
  const { signUp } = await passwordCalls();
  return signUp({
    username: email,
    password,
    options: { userAttributes: { email }, autoSignIn: { authFlowType: getRuntimeConfig().authFlowType } },
  });
}

/** Cognito confirms a sign-up with the emailed code (the spec's old backend sent a link). */
export async function confirmEmail(email: string, code: string) {
  const { confirmSignUp } = await passwordCalls();
  return confirmSignUp({ username: email, confirmationCode: code });
}

/**
 * Confirms the code and, when the sign-up happened in this page (Amplify then answers
 * COMPLETE_AUTO_SIGN_IN), signs in. True when signed in; false when the password is needed.
 */
export async function confirmAndSignIn(email: string, code: string): Promise<boolean> {
  const { nextStep } = await confirmEmail(email, code);
  if (nextStep.signUpStep !== 'COMPLETE_AUTO_SIGN_IN') return false;
  const { autoSignIn } = await passwordCalls();
  try {
    const { isSignedIn } = await autoSignIn();
    return isSignedIn;
  } catch {
    return false; // confirmed all the same: Sign In takes over
  }
}

export async function resendCode(email: string) {
  const { resendSignUpCode } = await passwordCalls();
  return resendSignUpCode({ username: email });
}
