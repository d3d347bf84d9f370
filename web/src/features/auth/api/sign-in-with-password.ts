import type { SignInOutput } from 'aws-amplify/auth';
import { getRuntimeConfig } from '#web/lib/runtime-config.ts';

/** docs/product.md#calls, "Sign in with password"; the flow type comes from the runtime config. */
export async function signInWithPassword(email: string, password: string): Promise<SignInOutput> {
  const { signIn } = await import('./password-calls');
  return signIn({
    username: email,
    password,
    options: { authFlowType: getRuntimeConfig().authFlowType },
  });
}
