import type { LocalTwin } from '#infra/local/twin.ts';

/** What a test setup that started a local twin hands to the tests (vitest `provide`/`inject`). */
export type TwinInfo = Pick<
  LocalTwin,
  'siteUrl' | 'cognitoUrl' | 'userPoolId' | 'userPoolClientId' | 'issuer' | 'env'
> & { dataDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    twin: TwinInfo;
  }
}
