// The account password rules, the same in both homes: the CDK user pool and the local
// emulator's pool are both made from this, and the sign-up form can explain it.
export const passwordPolicy = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/** One rule of the policy, in the words the sign-up form uses to say it is unmet. */
export interface PasswordRule {
  met: (password: string) => boolean;
  message: string;
}

export const passwordRules: readonly PasswordRule[] = [
  {
    met: (password) => password.length >= passwordPolicy.minLength,
    message: `Use at least ${passwordPolicy.minLength} characters.`,
  },
  { met: (password) => /[a-z]/.test(password), message: 'Add a lower-case letter.' },
  { met: (password) => /[A-Z]/.test(password), message: 'Add an upper-case letter.' },
  { met: (password) => /[0-9]/.test(password), message: 'Add a digit.' },
  // Cognito's symbol set: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and a
  // space that is neither leading nor trailing.
  {
    met: (password) => /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/.test(password) || /\S \S/.test(password),
    message: 'Add a symbol such as ! or #.',
  },
];

/** The messages of the rules a password does not meet, in policy order; empty when it passes. */
export function unmetPasswordRules(password: string): string[] {
  return passwordRules.filter((rule) => !rule.met(password)).map((rule) => rule.message);
}
