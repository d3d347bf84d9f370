/** The auth screen's three modes (docs/product.md#states-and-transitions, "Other transitions"). */
// @ts-nocheck

export type AuthMode = 'signIn' | 'signUp' | 'reset';
