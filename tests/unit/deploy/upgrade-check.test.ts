import {
  CloudFormationClient,
  CloudFormationServiceException,
  GetTemplateCommand,
} from '@aws-sdk/client-cloudformation';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseDeploySettings, type DeploySettingsInput } from '#infra/settings/deploy-settings.ts';
import { readRelease } from '#infra/upgrade/releases.ts';
import { checkUpgradePath } from '../../../scripts/deploy/upgrade-check.ts';

// The deploy's upgrade check against a mocked deployed stack: the first deployments' stack
// (infra/releases/0.0.1) updated with today's template is refused with the exact settings
// that keep its domain and take its indexes one per deploy.

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };
const sts = mockClient(STSClient);
const cloudFormation = mockClient(CloudFormationClient);
const clients = () => ({
  sts: new STSClient({ region: 'eu-west-2', credentials }),
  cloudFormation: new CloudFormationClient({ region: 'eu-west-2', credentials }),
});
const settingsOf = (input: Partial<DeploySettingsInput> = {}) =>
  parseDeploySettings({ region: 'eu-west-2', ...input }, 'test');

const [first, today] = [readRelease('0.0.1'), readRelease('0.1.0')];
const input = (template = today, settings = settingsOf()) => ({
  settings,
  stackName: 'SnapListShift',
  template,
  settingsSource: 'deploy.settings.json',
});

beforeEach(() => {
  sts.reset();
  cloudFormation.reset();
  sts.on(GetCallerIdentityCommand).resolves({ Account: '123456789012' });
});

const deployed = (template: object) =>
  cloudFormation
    .on(GetTemplateCommand, { StackName: 'SnapListShift', TemplateStage: 'Original' })
    .resolves({ TemplateBody: JSON.stringify(template) });

describe('the upgrade check', () => {
  it('lets a first deploy through', async () => {
    cloudFormation.on(GetTemplateCommand).rejects(
      new CloudFormationServiceException({
        name: 'ValidationError',
        $fault: 'client',
        $metadata: {},
        message: 'Stack with id SnapListShift does not exist',
      }),
    );
    expect(await checkUpgradePath(clients(), input())).toMatchObject({
      status: 'ok',
      message: 'No stack SnapListShift yet: a first deploy.',
    });
  });

  it('lets an update that replaces nothing through', async () => {
    deployed(today);
    expect(await checkUpgradePath(clients(), input())).toMatchObject({ status: 'ok' });
  });

  it('refuses the old stack with the domain prefix that keeps its domain, in its account', async () => {
    deployed(first);
    const result = await checkUpgradePath(clients(), input());
    expect(result.status).toBe('failed');
    expect(result.message).toContain(
      'keep this one with "domainPrefix": "snap-list-shift-123456789012" in deploy.settings.json (or DEPLOY_DOMAIN_PREFIX=snap-list-shift-123456789012)',
    );
  });

  it('refuses four new indexes with the settings that take them one per deploy', async () => {
    deployed(first);
    const result = await checkUpgradePath(clients(), input());
    expect(result.message).toContain(
      'In deploy.settings.json, set "upgrade": { "listingsIndexes": 1 } and deploy, then 2 and deploy, then 3 and deploy, then remove the setting and deploy once more.',
    );
  });

  it('reads the account from the settings when they name one', async () => {
    deployed(first);
    sts.reset();
    const result = await checkUpgradePath(clients(), input(today, settingsOf({ account: '210987654321' })));
    expect(result.message).toContain('"domainPrefix": "snap-list-shift-210987654321"');
    expect(sts.calls()).toHaveLength(0);
  });

  it('only says a renamed resource that holds nothing', async () => {
    const renamed = structuredClone(today) as { Resources: Record<string, any> };
    renamed.Resources.SiteSpaFallback29B5746E.Properties.Name = 'another-name';
    deployed(renamed);
    const result = await checkUpgradePath(clients(), input());
    expect(result.status).toBe('warning');
    expect(result.message).toContain('(harmless) AWS::CloudFront::Function SiteSpaFallback29B5746E');
  });

  describe('an update that deletes an index', () => {
    type Template = { Resources: Record<string, any> };
    const withoutSoldIndex = () => {
      const after = structuredClone(today) as Template;
      const table = after.Resources.DataListings4631E74A.Properties;
      const dropped = table.GlobalSecondaryIndexes.pop().IndexName as string;
      return { after, dropped };
    };

    it('is refused unless the deploy names the index, with the setting that would', async () => {
      deployed(today);
      const { after, dropped } = withoutSoldIndex();
      const result = await checkUpgradePath(clients(), input(after));
      expect(result.status).toBe('failed');
      expect(result.message).toContain(`deletes index ${dropped}`);
      expect(result.message).toContain(
        `name it for this deploy only: "upgrade": { "dropIndexes": ["${dropped}"] } in deploy.settings.json, and remove it afterwards.`,
      );
    });

    it('names a leftover upgrade.listingsIndexes as the likely cause', async () => {
      deployed(today);
      const { after } = withoutSoldIndex();
      const settings = settingsOf({ upgrade: { listingsIndexes: 2 } });
      const result = await checkUpgradePath(clients(), input(after, settings));
      expect(result.message).toContain(
        '"upgrade": { "listingsIndexes": 2 } in deploy.settings.json builds fewer indexes than the code reads: remove it.',
      );
    });

    it('goes through when upgrade.dropIndexes names it, and only that one', async () => {
      deployed(today);
      const { after, dropped } = withoutSoldIndex();
      const named = settingsOf({ upgrade: { dropIndexes: [dropped] } });
      expect(await checkUpgradePath(clients(), input(after, named))).toMatchObject({ status: 'ok' });
      const other = settingsOf({ upgrade: { dropIndexes: ['another-index'] } });
      expect(await checkUpgradePath(clients(), input(after, other))).toMatchObject({ status: 'failed' });
    });
  });
});
