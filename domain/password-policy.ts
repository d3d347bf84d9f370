// The account password rules, the same in both homes: the CDK user pool and the local
// emulator's pool are both made from this, and the sign-up form can explain it.
export const passwordPolicy = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;
