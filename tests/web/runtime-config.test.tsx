import { act, screen } from '@testing-library/react';
import { Amplify } from 'aws-amplify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '#web/app/start-app.tsx';
import { configureAmplify } from '#web/lib/amplify.ts';
import { getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from '#web/lib/runtime-config.ts';
import { givenSignedOut } from './support/fake-amplify-auth';
import { configFetch, localConfig } from './support/runtime-config';

vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));
vi.mock('aws-amplify/auth/enable-oauth-listener', () => ({}));
vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

const asFetch = (mock: ReturnType<typeof configFetch>) => mock as unknown as typeof fetch;

beforeEach(() => {
  vi.resetAllMocks();
  givenSignedOut();
});

describe('runtime config', () => {
  it('is fetched from /config.json and kept for the rest of the app', async () => {
    const fetchMock = configFetch(localConfig);
    const config = await loadRuntimeConfig(asFetch(fetchMock));
    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(config).toEqual(localConfig);
    expect(getRuntimeConfig()).toEqual(localConfig);
  });

  it('refuses an auth flow type other than USER_SRP_AUTH or USER_PASSWORD_AUTH', () => {
    expect(() => parseRuntimeConfig({ ...localConfig, authFlowType: 'CUSTOM_WITHOUT_SRP' })).toThrow(
      /authFlowType/,
    );
  });

  it("keeps the config's reason for offering no Google sign-in, and ignores one it does not know", () => {
    expect(
      parseRuntimeConfig({ ...localConfig, googleSignInAbsence: 'notConfigured' }).googleSignInAbsence,
    ).toBe('notConfigured');
    expect(
      parseRuntimeConfig({ ...localConfig, googleSignInAbsence: 'whatever' }).googleSignInAbsence,
    ).toBeUndefined();
  });

  it("knows a home's offline analyser, and takes anything else, or nothing, for the AI", () => {
    expect(parseRuntimeConfig({ ...localConfig, analyser: 'offline' }).analyser).toBe('offline');
    expect(parseRuntimeConfig({ ...localConfig, analyser: 'whatever' }).analyser).toBe('openai');
    const { analyser: _analyser, ...cloud } = localConfig;
    expect(parseRuntimeConfig(cloud).analyser).toBe('openai');
  });

  it('refuses a config without a user pool id', () => {
    expect(() => parseRuntimeConfig({ ...localConfig, userPoolId: '' })).toThrow(/userPoolId/);
  });

  it('is passed to Amplify.configure as the Cognito user pool settings', () => {
    configureAmplify(localConfig);
    expect(Amplify.configure).toHaveBeenCalledWith({
      Auth: {
        Cognito: {
          userPoolId: 'local_pool1',
          userPoolClientId: 'client-abc',
          userPoolEndpoint: 'http://localhost:3000/_local/cognito',
          loginWith: { email: true },
        },
      },
    });
  });

  it('adds Google sign-in through the hosted UI when an OAuth domain is configured', () => {
    const { userPoolEndpoint: _endpoint, ...cloud } = localConfig;
    configureAmplify({ ...cloud, authFlowType: 'USER_SRP_AUTH', oauthDomain: 'auth.example.com' });
    const origin = window.location.origin;
    expect(Amplify.configure).toHaveBeenCalledWith({
      Auth: {
        Cognito: {
          userPoolId: 'local_pool1',
          userPoolClientId: 'client-abc',
          loginWith: {
            email: true,
            oauth: {
              domain: 'auth.example.com',
              scopes: ['openid', 'email', 'profile'],
              redirectSignIn: [`${origin}/`],
              redirectSignOut: [`${origin}/auth`],
              responseType: 'code',
              providers: ['Google'],
            },
          },
        },
      },
    });
  });
});

describe('start-up', () => {
  let container: HTMLElement;

  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    container.remove();
  });

  it('configures Amplify from /config.json before rendering the routes', async () => {
    const root = await act(() => startApp(container, asFetch(configFetch(localConfig))));
    expect(Amplify.configure).toHaveBeenCalledWith({
      Auth: {
        Cognito: expect.objectContaining({ userPoolId: 'local_pool1', userPoolClientId: 'client-abc' }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    act(() => root.unmount());
  });

  it('says the app could not start when /config.json is missing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(() => startApp(container, asFetch(configFetch({}, 404))));
    expect(Amplify.configure).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The app could not start. Please reload the page.');
    act(() => root.unmount());
  });
});
