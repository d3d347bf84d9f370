// Amplify's password calls (sign in, sign up and its code, reset) on their own, so that the
// modules beside this one load them when a form sends: /auth paints before anyone types, and
// Cognito's sign-in helpers (SRP) stay out of its first download
// (docs/performance.md#running-the-benchmark, its JavaScript budget).
export {
  autoSignIn,
  confirmResetPassword,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signUp,
} from 'aws-amplify/auth';
