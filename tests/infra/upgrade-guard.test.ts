import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '#infra/repo-root.ts';
import { releasePseudo, releaseSettings, synthReleaseTemplate } from '#infra/upgrade/release-synth.ts';
import {
  applyAllowedBreaks,
  compareVersions,
  listReleases,
  readAllowedBreaks,
  readRelease,
} from '#infra/upgrade/releases.ts';
import { checkUpgrade, type CfnTemplate } from '#infra/upgrade/upgrade-guard.ts';

// The upgrade guard on real templates: today's app against the last release kept in
// infra/releases/ (the test that fails when a commit would break an update), the path from
// the first deployments' shape (0.0.1: no listings indexes, the old hosted-domain default)
// in the steps docs/operator-guide.md#updating gives, and the guard failing on a real synth
// that drops two indexes or replaces the pool's domain.

const synthTimeout = 180_000;
const oldDomainPrefix = `snap-list-shift-${releasePseudo.account}`;
const listings = 'DataListings4631E74A';
const domain = 'AuthUserPoolHostedDomain12537CD3';
/** The analyser's queue alarm, unnamed in 0.0.1, took the stage's prefix (an opt-in names it). */
const queueAlarmNamed = 'renamed Functionsanalyserdlqalarm07608754';

let today: CfnTemplate;
/** The stack of 0.0.1 updated in steps: its domain kept, one index per deploy. */
const steps: CfnTemplate[] = [];

beforeAll(() => {
  today = synthReleaseTemplate();
  for (const listingsIndexes of [1, 2, 3, undefined])
    steps.push(
      synthReleaseTemplate(releaseSettings({ domainPrefix: oldDomainPrefix, upgrade: { listingsIndexes } })),
    );
}, synthTimeout * 2);

/** The template with each asset's content hash (a function's code zip, say) as one placeholder. */
function withoutAssetHashes(template: CfnTemplate): unknown {
  return JSON.parse(JSON.stringify(template), (_key, value: unknown) =>
    typeof value === 'string' && /^[0-9a-f]{64}(\.[a-z]+)?$/.test(value) ? '<asset hash>' : value,
  );
}

const kinds = (before: CfnTemplate, after: CfnTemplate) =>
  checkUpgrade(before, after, releasePseudo).map((v) => `${v.kind} ${v.resource}`);

describe('the release files', () => {
  it("keep package.json's version as today's template: a change of the stack after a release needs a version bump", () => {
    // A stack deployed from this commit is then exactly a release file, so the guide's upgrade
    // path from each release is the path from what was deployed. Bump the version and run
    // `npm run release:template` (docs/operator-guide.md#updating).
    const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      version: string;
    };
    if (!listReleases().includes(version)) return; // the next release, not written yet
    // The functions' code is not the stack's shape: a code change alone needs no release.
    expect(withoutAssetHashes(readRelease(version))).toEqual(withoutAssetHashes(today));
  });

  it('are in order, each with a version of its own, the last one the version of package.json', () => {
    const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      version: string;
    };
    const releases = listReleases();
    expect(releases).toEqual(['0.0.1', '0.1.0', '0.2.0', '0.3.0']);
    expect(compareVersions(releases.at(-1)!, version)).toBeLessThanOrEqual(0);
  });

  it.each(['0.0.1', '0.1.0', '0.2.0'])('%s updates to today without a break no opt-in names', (release) => {
    const violations = checkUpgrade(readRelease(release), today, releasePseudo);
    expect(applyAllowedBreaks(violations, readAllowedBreaks(), release).failing).toEqual([]);
  });
});

describe("today's template", () => {
  it('updates the last release without a break no opt-in names', () => {
    const last = listReleases().at(-1)!;
    const violations = checkUpgrade(readRelease(last), today, releasePseudo);
    expect(applyAllowedBreaks(violations, readAllowedBreaks(), last).failing).toEqual([]);
  });
});

describe('a stack deployed from 0.0.1, before the indexes', () => {
  const first = () => readRelease('0.0.1');

  it('in one update, would get four indexes and lose its domain (the opt-ins name both)', () => {
    expect(kinds(first(), today)).toEqual([
      `index-steps ${listings}`,
      'renamed SiteSpaFallback29B5746E',
      `replaced ${domain}`,
      queueAlarmNamed,
    ]);
    const violations = checkUpgrade(first(), today, releasePseudo);
    expect(applyAllowedBreaks(violations, readAllowedBreaks(), '0.0.1').failing).toEqual([]);
  });

  it('updates in four deploys with its domain kept and one index each', () => {
    expect(kinds(first(), steps[0]!)).toEqual(['renamed SiteSpaFallback29B5746E', queueAlarmNamed]);
    expect(kinds(steps[0]!, steps[1]!)).toEqual([]);
    expect(kinds(steps[1]!, steps[2]!)).toEqual([]);
    expect(kinds(steps[2]!, steps[3]!)).toEqual([]);
  });
});

describe('a stack deployed from 0.1.0, with three indexes', () => {
  it('takes the index of sold items in one update', () => {
    const violations = checkUpgrade(readRelease('0.1.0'), today, releasePseudo);
    expect(violations.filter((v) => v.kind.startsWith('index'))).toEqual([]);
  });
});

describe('a stack deployed between releases, on 24 November, with two indexes', () => {
  // package.json said 0.1.0 then, but the stack had readyByUser and waiting-analyses only (no
  // release file holds it): the guard, which reads the deployed template, asks for steps.
  it(
    'is refused in one update, and takes the two indexes in two deploys: 3, then none',
    () => {
      const twoIndexes = synthReleaseTemplate(releaseSettings({ upgrade: { listingsIndexes: 2 } }));
      const threeIndexes = synthReleaseTemplate(releaseSettings({ upgrade: { listingsIndexes: 3 } }));
      const indexKinds = (before: CfnTemplate, after: CfnTemplate) =>
        kinds(before, after).filter((kind) => kind.startsWith('index'));
      expect(indexKinds(twoIndexes, today)).toEqual([`index-steps ${listings}`]);
      expect(indexKinds(twoIndexes, threeIndexes)).toEqual([]);
      expect(indexKinds(threeIndexes, today)).toEqual([]);
    },
    synthTimeout,
  );
});

describe('the guard on a real synth', () => {
  it('fails an update that replaces the pool domain', () => {
    expect(kinds(today, steps[3]!)).toEqual([`replaced ${domain}`]);
  });

  it('fails an update that deletes three indexes of the listings table', () => {
    const [indexSteps] = checkUpgrade(today, steps[0]!, releasePseudo);
    expect(indexSteps).toMatchObject({
      kind: 'index-steps',
      resource: listings,
      indexes: { created: [], deleted: ['waiting-analyses', 'pending-deletions', 'soldByUser'] },
    });
  });

  it('refuses a leftover listingsIndexes: 3 that deletes the index of sold items, unless dropIndexes names it', () => {
    // (The steps keep 0.0.1's domain: that replacement is another test's.)
    const ofIndexes = (kinds: string[]) => kinds.filter((kind) => kind.startsWith('index'));
    expect(ofIndexes(kinds(today, steps[2]!))).toEqual([`index-dropped ${listings}`]);
    const named = checkUpgrade(today, steps[2]!, releasePseudo, { dropIndexes: ['soldByUser'] });
    expect(ofIndexes(named.map((v) => `${v.kind} ${v.resource}`))).toEqual([]);
  });
});
