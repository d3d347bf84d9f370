import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineApp } from '#infra/define-app.ts';
import {
  accountWideNamePrefix,
  parseDeploySettings,
  SettingsError,
  stackNameOf,
} from '#infra/settings/deploy-settings.ts';
import { loadDeploySettings, settingVariables, variableOf } from '#infra/settings/load-settings.ts';

// The deployment settings: one file the operator keeps, DEPLOY_* variables over it, defaults
// for the ceilings, and a clear message for anything wrong, before anything reaches AWS.

let root: string;
const writeSettings = (value: unknown, name = 'deploy.settings.json') =>
  writeFileSync(join(root, name), typeof value === 'string' ? value : JSON.stringify(value));
const load = (env: NodeJS.ProcessEnv = {}) => loadDeploySettings({ root, env });
const problemsOf = (env: NodeJS.ProcessEnv = {}) => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  throw new Error('the settings were accepted');
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'snap-list-shift-settings-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the settings file', () => {
  it('needs only a region; the stage is prod and the ceilings have defaults', () => {
    writeSettings({ region: 'eu-west-2' });
    expect(load().settings).toEqual({
      stage: 'prod',
      region: 'eu-west-2',
      callbackUrls: [],
      ai: {
        model: 'gpt-5-mini',
        callsPerUserPerHour: 30,
        dailySpendUsd: 170,
        userSharePercent: 5,
        analyserConcurrency: 5,
      },
      api: { throttleRatePerSecond: 50, throttleBurst: 100, userRequestsPerMinute: 300 },
      uploads: { ticketsPerUserPerHour: 100, ticketsPerUserPerDay: 400 },
    });
  });

  it('has no default region: a missing one is an error, not us-east-1', () => {
    expect(problemsOf()).toEqual(['region (or DEPLOY_REGION): required']);
  });

  it('names every wrong field and the variable that could set it', () => {
    writeSettings({
      region: 'London',
      stage: 'Prod!',
      google: { clientId: 'not-a-client-id' },
      ai: { dailySpendUsd: 0 },
      alarmEmail: 'nobody',
    });
    const problems = problemsOf();
    expect(problems).toHaveLength(5);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^region \(or DEPLOY_REGION\): must be an AWS region name/),
        expect.stringMatching(/^stage \(or DEPLOY_STAGE\): /),
        expect.stringMatching(
          /^google\.clientId \(or DEPLOY_GOOGLE_CLIENT_ID\): must be a Google OAuth client id/,
        ),
        expect.stringMatching(/^ai\.dailySpendUsd \(or DEPLOY_AI_DAILY_SPEND_USD\): /),
        expect.stringMatching(/^alarmEmail \(or DEPLOY_ALARM_EMAIL\): must be an e-mail address/),
      ]),
    );
  });

  it('refuses a field it does not know (a typo is not silently ignored)', () => {
    writeSettings({ region: 'eu-west-2', alarmEmial: 'oncall@example.com' });
    expect(problemsOf().join()).toMatch(/alarmEmial/);
  });

  it('says so when the file is not JSON', () => {
    writeSettings('{ region: eu-west-2 ');
    expect(() => load()).toThrow(/not valid JSON/);
  });

  it('looks the Google client secret up under the default name unless told otherwise', () => {
    writeSettings({ region: 'eu-west-2', google: { clientId: '123-abc.apps.googleusercontent.com' } });
    expect(load().settings.google).toEqual({
      clientId: '123-abc.apps.googleusercontent.com',
      clientSecretName: 'snap-list-shift/google-client-secret',
    });
  });
});

describe('DEPLOY_* variables', () => {
  it('win over the file, field by field, and are reported', () => {
    writeSettings({ region: 'eu-west-2', ai: { model: 'gpt-5-mini', dailySpendUsd: 100 } });
    const loaded = load({
      DEPLOY_AI_DAILY_SPEND_USD: '250.5',
      DEPLOY_CALLBACK_URLS: 'http://localhost:5173, https://a.example',
    });
    expect(loaded.settings.ai).toMatchObject({ model: 'gpt-5-mini', dailySpendUsd: 250.5 });
    expect(loaded.settings.callbackUrls).toEqual(['http://localhost:5173', 'https://a.example']);
    expect(loaded.fromEnvironment).toEqual(['DEPLOY_CALLBACK_URLS', 'DEPLOY_AI_DAILY_SPEND_USD']);
  });

  it('are enough without a file', () => {
    expect(load({ DEPLOY_REGION: 'us-east-1', DEPLOY_STAGE: 'dev' }).settings).toMatchObject({
      region: 'us-east-1',
      stage: 'dev',
    });
  });

  it('name themselves in an error', () => {
    expect(problemsOf({ DEPLOY_REGION: 'eu-west-2', DEPLOY_API_THROTTLE_BURST: 'lots' })).toEqual([
      expect.stringMatching(/^api\.throttleBurst \(from DEPLOY_API_THROTTLE_BURST\): /),
    ]);
  });

  it('DEPLOY_SETTINGS_FILE picks another file, e.g. for a second stage', () => {
    writeSettings({ region: 'eu-west-2', stage: 'dev' }, 'deploy.settings.dev.json');
    expect(load({ DEPLOY_SETTINGS_FILE: 'deploy.settings.dev.json' }).settings.stage).toBe('dev');
    expect(() => load({ DEPLOY_SETTINGS_FILE: 'missing.json' })).toThrow(/does not exist/);
  });

  it('exist for every leaf of the settings', () => {
    expect(variableOf('uploads.ticketsPerUserPerHour')).toBe('DEPLOY_UPLOADS_TICKETS_PER_USER_PER_HOUR');
    expect(settingVariables).toContain('DEPLOY_AI_ANALYSER_CONCURRENCY');
    expect(new Set(settingVariables).size).toBe(settingVariables.length);
  });
});

describe('names from the settings', () => {
  it('keeps SnapListShift for prod and adds the stage otherwise', () => {
    expect(stackNameOf({ stage: 'prod' })).toBe('SnapListShift');
    expect(stackNameOf({ stage: 'dev' })).toBe('SnapListShift-dev');
  });

  it('puts stage and region in every account-wide name', () => {
    expect(accountWideNamePrefix({ stage: 'dev', region: 'us-east-1' })).toBe(
      'snap-list-shift-dev-us-east-1',
    );
  });
});

describe('the committed example file', () => {
  it('is valid settings', () => {
    const example = new URL('../../../deploy.settings.example.json', import.meta.url);
    expect(() => loadDeploySettings({ root, env: { DEPLOY_SETTINGS_FILE: example.pathname } })).not.toThrow();
  });
});

describe('the old -c flags', () => {
  it('are refused with the setting that replaces them, before anything is built', () => {
    const app = new App({ context: { googleClientId: 'x.apps.googleusercontent.com' } });
    expect(() => defineApp(app, parseDeploySettings({ region: 'eu-west-2' }, 'test'))).toThrow(
      /"-c googleClientId" is no longer read: set "google.clientId" in deploy.settings.json/,
    );
  });
});
