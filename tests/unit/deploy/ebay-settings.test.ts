import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ebayVerificationTokenPattern } from '#infra/settings/ebay-settings.ts';
import { SettingsError } from '#infra/settings/deploy-settings.ts';
import { loadDeploySettings } from '#infra/settings/load-settings.ts';

// The eBay block of the deployment settings: absent, eBay is not offered; present, it names the
// keyset, its environment and the two secrets by name (never their values).

let root: string;
const load = (settings: unknown, env: NodeJS.ProcessEnv = {}) => {
  writeFileSync(join(root, 'deploy.settings.json'), JSON.stringify(settings));
  return loadDeploySettings({ root, env }).settings;
};
const app = { clientId: 'Snap-App-PRD-123', ruName: 'Snap_List-RuName' };

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'snap-list-shift-ebay-settings-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the ebay settings', () => {
  it('are absent unless given: eBay is not offered', () => {
    expect(load({ region: 'eu-west-2' }).ebay).toBeUndefined();
  });

  it('default to production keys and the default secret names', () => {
    expect(load({ region: 'eu-west-2', ebay: app }).ebay).toEqual({
      ...app,
      environment: 'production',
      clientSecretName: 'snap-list-shift/ebay-client-secret',
      verificationTokenSecretName: 'snap-list-shift/ebay-verification-token',
    });
  });

  it('take sandbox keys and other secret names', () => {
    const ebay = { ...app, environment: 'sandbox', clientSecretName: 'a', verificationTokenSecretName: 'b' };
    expect(load({ region: 'eu-west-2', ebay }).ebay).toEqual(ebay);
  });

  it('refuse an environment eBay does not have, and a missing RuName', () => {
    try {
      load({ region: 'eu-west-2', ebay: { clientId: 'x', environment: 'staging' } });
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsError);
      expect((error as SettingsError).problems).toEqual([
        expect.stringMatching(/^ebay\.ruName \(or DEPLOY_EBAY_RU_NAME\): required$/),
        expect.stringMatching(/^ebay\.environment \(or DEPLOY_EBAY_ENVIRONMENT\): /),
      ]);
    }
  });

  it('refuse a secret value in their place (a field they do not know)', () => {
    expect(() => load({ region: 'eu-west-2', ebay: { ...app, clientSecret: 'PRD-abc' } })).toThrow(
      SettingsError,
    );
  });

  it('come from DEPLOY_EBAY_* variables too', () => {
    const settings = load(
      { region: 'eu-west-2' },
      {
        DEPLOY_EBAY_CLIENT_ID: app.clientId,
        DEPLOY_EBAY_RU_NAME: app.ruName,
        DEPLOY_EBAY_ENVIRONMENT: 'sandbox',
        DEPLOY_EBAY_CLIENT_SECRET_NAME: 'dev/ebay-secret',
        DEPLOY_EBAY_VERIFICATION_TOKEN_SECRET_NAME: 'dev/ebay-token',
      },
    );
    expect(settings.ebay).toEqual({
      ...app,
      environment: 'sandbox',
      clientSecretName: 'dev/ebay-secret',
      verificationTokenSecretName: 'dev/ebay-token',
    });
  });
});

describe("eBay's rule for the verification token", () => {
  it('takes 32 to 80 letters, digits, underscores and hyphens', () => {
    expect(ebayVerificationTokenPattern.test('a'.repeat(32))).toBe(true);
    expect(ebayVerificationTokenPattern.test('Ab_-9'.repeat(16))).toBe(true);
    expect(ebayVerificationTokenPattern.test('a'.repeat(31))).toBe(false);
    expect(ebayVerificationTokenPattern.test('a'.repeat(81))).toBe(false);
    expect(ebayVerificationTokenPattern.test(`${'a'.repeat(32)}+/=`)).toBe(false);
  });
});
