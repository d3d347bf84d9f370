// @ts-nocheck
import type { LocalTwin } from '#infra/local/twin.ts';

/** What a test setup that started a local twin hands to the tests (vitest `provide`/`inject`). */
export type TwinInfo = Pick<
  LocalTwin,
  'siteUrl' | 'cognitoUrl' | 'userPoolId' | 'userPoolClientId' | 'issuer' | 'env'
> & { dataDir: string };

/** The part of a started twin the tests are handed: what the browser and the SDK clients need. */
export function twinInfoOf(twin: LocalTwin, dataDir: string): TwinInfo {
  const { siteUrl, cognitoUrl, userPoolId, userPoolClientId, issuer, env } = twin;
  return { siteUrl, cognitoUrl, userPoolId, userPoolClientId, issuer, env, dataDir };
}

declare module 'vitest' {
  export interface ProvidedContext {
    twin: TwinInfo;
  }
}
