/** The auth screen's three modes (docs/product.md#states-and-transitions, "Other transitions"). */
export type AuthMode = 'signIn' | 'signUp' | 'reset';
