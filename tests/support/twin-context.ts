// What a test setup that started a local twin hands to the tests (vitest `provide`/`inject`).
export interface TwinInfo {
  siteUrl: string;
  cognitoUrl: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  env: Record<string, string>;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    twin: TwinInfo;
  }
}
