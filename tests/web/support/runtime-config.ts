import { vi } from 'vitest';
import type { RuntimeConfig } from '#domain/runtime-config.ts';
import { loadRuntimeConfig } from '#web/lib/runtime-config.ts';

export const localConfig: RuntimeConfig = {
  region: 'local',
  userPoolId: 'local_pool1',
  userPoolClientId: 'client-abc',
  userPoolEndpoint: 'http://localhost:3000/_local/cognito',
  authFlowType: 'USER_PASSWORD_AUTH',
  googleSignInAbsence: 'noHostedUi',
  apiBaseUrl: '',
  analyser: 'openai',
};

/** A fetch that answers GET /config.json with `body`. */
export function configFetch(body: unknown, status = 200) {
  return vi.fn(async (input: RequestInfo | URL) => {
    if (String(input) !== '/config.json') throw new Error(`unexpected fetch ${String(input)}`);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

/** Loads `config` as the app would at start-up. */
export async function givenRuntimeConfig(config: Partial<RuntimeConfig> = {}): Promise<void> {
  await loadRuntimeConfig(configFetch({ ...localConfig, ...config }) as unknown as typeof fetch);
}
