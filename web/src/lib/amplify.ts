import { Amplify, type ResourcesConfig } from 'aws-amplify';
import type { RuntimeConfig } from '#domain/runtime-config.ts';

/** Amplify's Cognito settings built from the runtime config (one client for every home). */
function amplifyResourcesConfig(
  config: RuntimeConfig,
  origin: string = window.location.origin,
): ResourcesConfig {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: {
          email: true,
          ...(config.oauthDomain
            ? {
                oauth: {
                  domain: config.oauthDomain,
                  scopes: ['openid', 'email', 'profile'],
                  // docs/product.md#calls: Google sign-in returns to origin /.
                  redirectSignIn: [`${origin}/`],
                  redirectSignOut: [`${origin}/auth`],
                  responseType: 'code' as const,
                  providers: ['Google' as const],
                },
              }
            : {}),
        },
      },
    },
  };
}

export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure(amplifyResourcesConfig(config));
}
