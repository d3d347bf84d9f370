const passwordCalls = () => import('./password-calls');

/** docs/product.md#calls, "Reset password for email": Cognito emails a code. */
export async function sendResetEmail(email: string) {
  const { resetPassword } = await passwordCalls();
  return resetPassword({ username: email });
}

export async function setNewPassword(email: string, code: string, newPassword: string) {
  const { confirmResetPassword } = await passwordCalls();
  return confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}
