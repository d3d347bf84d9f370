// @ts-nocheck
import { confirmSignUp, resendSignUpCode, signUp } from 'aws-amplify/auth';

/** docs/product.md#calls, "Sign up": email and password; Cognito then emails a confirmation code. */
export function signUpWithEmail(email: string, password: string) {
  return signUp({ username: email, password, options: { userAttributes: { email } } });
}

/** Cognito confirms a sign-up with the emailed code (the spec's old backend sent a link). */
export function confirmEmail(email: string, code: string) {
  return confirmSignUp({ username: email, confirmationCode: code });
}

export function resendCode(email: string) {
  return resendSignUpCode({ username: email });
}
