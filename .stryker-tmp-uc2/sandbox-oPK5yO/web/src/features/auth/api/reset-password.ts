// @ts-nocheck
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';

/** docs/product.md#calls, "Reset password for email": Cognito emails a code. */
export function sendResetEmail(email: string) {
  return resetPassword({ username: email });
}

export function setNewPassword(email: string, code: string, newPassword: string) {
  return confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}
