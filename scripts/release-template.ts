import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { repoRoot } from '#infra/repo-root.ts';
import { releasePseudo, synthReleaseTemplate } from '#infra/upgrade/release-synth.ts';
import {
  applyAllowedBreaks,
  compareVersions,
  listReleases,
  readAllowedBreaks,
  readRelease,
  releaseFile,
} from '#infra/upgrade/releases.ts';
import { checkUpgrade } from '#infra/upgrade/upgrade-guard.ts';

// `npm run release:template [-- --version 0.2.0] [-- --replace]`: the release step. Synthesises
// the stack with the reference settings and keeps it as infra/releases/<version>.template.json
// (the version of package.json unless given), after the upgrade guard has compared it with the
// release before it. A kept release is not overwritten without --replace: it is what stacks
// out there were deployed from (docs/operator-guide.md#updating).

const { values: args } = parseArgs({
  options: { version: { type: 'string' }, replace: { type: 'boolean', default: false } },
});
const packageJson = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
const version = args.version ?? packageJson.version;

const template = synthReleaseTemplate();
const file = releaseFile(version);
if (existsSync(file) && !args.replace) {
  const same = isDeepStrictEqual(readRelease(version), template);
  console.log(
    same
      ? `${file} already holds this template.`
      : `${file} exists and differs: a release is kept as it was deployed. Bump the version in package.json, or pass --replace if ${version} was never deployed.`,
  );
  process.exit(same ? 0 : 1);
}

const previous = listReleases()
  .filter((release) => compareVersions(release, version) < 0)
  .at(-1);
if (previous) {
  const violations = checkUpgrade(readRelease(previous), template, releasePseudo);
  const { failing, allowed } = applyAllowedBreaks(violations, readAllowedBreaks(), previous);
  for (const violation of allowed)
    console.log(`allowed (infra/releases/allowed-breaks.json): ${violation.message}`);
  if (failing.length) {
    console.error(
      `An update from ${previous} would break:\n${failing.map((v) => `- ${v.message}`).join('\n')}`,
    );
    console.error('Fix it, or name it with a reason in infra/releases/allowed-breaks.json.');
    process.exit(1);
  }
  console.log(
    `An update from ${previous} replaces nothing that holds data or a name${allowed.length ? ' beyond the allowed breaks' : ''}.`,
  );
}
writeFileSync(file, `${JSON.stringify(template, null, 2)}\n`);
console.log(`Wrote ${file} (${Object.keys(template.Resources ?? {}).length} resources).`);
