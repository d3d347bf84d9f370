import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../repo-root';
import { violationKinds, type CfnTemplate, type Violation } from './upgrade-guard';

// The released templates (infra/releases/<version>.template.json, written by
// `npm run release:template`) and the opt-in list of deliberate breaks
// (infra/releases/allowed-breaks.json), as docs/operator-guide.md#updating describes.

const releasesDir = join(repoRoot, 'infra', 'releases');
const suffix = '.template.json';

export function releaseFile(version: string, dir = releasesDir): string {
  return join(dir, `${version}${suffix}`);
}

/** The released versions, oldest first (numeric order of each dotted part). */
export function listReleases(dir = releasesDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(suffix))
    .map((name) => name.slice(0, -suffix.length))
    .sort(compareVersions);
}

export function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const difference = (x[i] ?? 0) - (y[i] ?? 0);
    if (difference) return difference;
  }
  return 0;
}

export function readRelease(version: string, dir = releasesDir): CfnTemplate {
  return JSON.parse(readFileSync(releaseFile(version, dir), 'utf8')) as CfnTemplate;
}

const allowedBreakSchema = z.strictObject({
  /** The release the update starts from: the opt-in ends with the next release. */
  from: z.string().min(1),
  /** The logical id in that release's template. */
  resource: z.string().min(1),
  kind: z.enum(violationKinds),
  /** Why the break is wanted and what operators must do about it (the guide says it too). */
  reason: z.string().min(20, 'say why, and what an operator must do, in a sentence'),
});

export type AllowedBreak = z.infer<typeof allowedBreakSchema>;

const allowedBreaksFile = join(releasesDir, 'allowed-breaks.json');

export function readAllowedBreaks(file = allowedBreaksFile): AllowedBreak[] {
  if (!existsSync(file)) return [];
  return z.array(allowedBreakSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The violations no opt-in names for an update from `from`, and those it does. */
export function applyAllowedBreaks(
  violations: readonly Violation[],
  allowed: readonly AllowedBreak[],
  from: string,
): { failing: Violation[]; allowed: Violation[] } {
  const isAllowed = (violation: Violation) =>
    allowed.some(
      (entry) =>
        entry.from === from && entry.resource === violation.resource && entry.kind === violation.kind,
    );
  return {
    failing: violations.filter((violation) => !isAllowed(violation)),
    allowed: violations.filter(isAllowed),
  };
}
