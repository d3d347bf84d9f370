import { describe, expect, it } from 'vitest';
import { parseDeploySettings, type DeploySettingsInput } from '#infra/settings/deploy-settings.ts';
import { describeDeployment, type Synthesised } from '../../../scripts/deploy/synth.ts';

// `npm run deploy -- --dry-run` prints every `upgrade` setting and what it does to this deploy:
// a leftover one is how an index is lost in silence (docs/operator-guide.md#updating).

const synthesised: Synthesised = {
  stackName: 'SnapListShift',
  outdir: 'cdk.out',
  template: { Resources: {}, Outputs: {} },
  needs: { stackName: 'SnapListShift', reservations: [], bootstrap: undefined },
};
const printed = (input: Partial<DeploySettingsInput> = {}) =>
  describeDeployment(parseDeploySettings({ region: 'eu-west-2', ...input }, 'test'), synthesised);

describe('the dry run', () => {
  it('prints the AI spend ceilings in money, and where and when the prices were read', () => {
    expect(printed()).toContain(
      "  AI spend ceilings: $170.00 a UTC day in all, $8.50 (5%) per user, priced from domain/ai-prices.ts (OpenAI's Priority prices, read 2026-12-02: its Standard pricing page could not be read, so calls are counted at or above what they cost)",
    );
    expect(printed({ ai: { dailySpendUsd: 45.5, userSharePercent: 10 } })).toContain(
      '$45.50 a UTC day in all, $4.55 (10%) per user',
    );
  });

  it('says when no upgrade setting is set', () => {
    expect(printed()).toContain('Upgrade settings: none (every index built; no index may be deleted)');
  });

  it('prints upgrade.listingsIndexes with the indexes it builds and the ones it leaves out', () => {
    expect(printed({ upgrade: { listingsIndexes: 3 } })).toContain(
      "upgrade.listingsIndexes: 3: builds only readyByUser, waiting-analyses, pending-deletions of the listings table's indexes, and leaves out soldByUser (deleted if the stack has them, which the guard refuses unless upgrade.dropIndexes names them). Remove it once the staged upgrade is done.",
    );
  });

  it('prints upgrade.dropIndexes and that it is for one deploy', () => {
    expect(printed({ upgrade: { listingsIndexes: 3, dropIndexes: ['soldByUser'] } })).toMatch(
      /upgrade\.listingsIndexes: 3: .*\n.*upgrade\.dropIndexes: soldByUser: this deploy may delete that index; every read on it then fails \(IndexMissing alarm\)\. For this deploy only: remove it afterwards\./,
    );
  });
});
