/** The auth screen's three modes (SPEC.md point 4, "Other transitions"). */
export type AuthMode = 'signIn' | 'signUp' | 'reset';
