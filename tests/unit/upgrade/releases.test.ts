import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyAllowedBreaks,
  compareVersions,
  listReleases,
  readAllowedBreaks,
} from '#infra/upgrade/releases.ts';
import type { Violation } from '#infra/upgrade/upgrade-guard.ts';

// The kept releases and the opt-in list of deliberate breaks.

const dir = mkdtempSync(join(tmpdir(), 'sls-releases-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const violation = (resource: string, kind: Violation['kind'] = 'replaced'): Violation => ({
  kind,
  resource,
  type: 'AWS::Cognito::UserPoolDomain',
  message: `${resource} replaced`,
});
const entry = {
  from: '0.0.1',
  resource: 'Domain',
  kind: 'replaced' as const,
  reason: 'Kept by the domainPrefix setting; the preflight names it.',
};

describe('released templates', () => {
  it('are listed oldest first, by the number of each part', () => {
    for (const version of ['0.10.0', '0.9.1', '1.0.0', '0.9.0'])
      writeFileSync(join(dir, `${version}.template.json`), '{}');
    writeFileSync(join(dir, 'allowed-breaks.json'), '[]');
    expect(listReleases(dir)).toEqual(['0.9.0', '0.9.1', '0.10.0', '1.0.0']);
    expect(compareVersions('0.1', '0.1.0')).toBe(0);
  });

  it('the repository keeps the shape before the indexes and today’s', () => {
    expect(listReleases()).toEqual(['0.0.1', '0.1.0', '0.2.0', '0.3.0']);
  });
});

describe('deliberate breaks', () => {
  it('move a named violation of the named release out of the failing ones', () => {
    expect(applyAllowedBreaks([violation('Domain'), violation('Table')], [entry], '0.0.1')).toEqual({
      failing: [violation('Table')],
      allowed: [violation('Domain')],
    });
  });

  it('end with the release they name, and name one kind of break', () => {
    expect(applyAllowedBreaks([violation('Domain')], [entry], '0.1.0').failing).toHaveLength(1);
    expect(applyAllowedBreaks([violation('Domain', 'removed')], [entry], '0.0.1').failing).toHaveLength(1);
  });

  it('need a reason an operator can act on', () => {
    const file = join(dir, 'short-reason.json');
    writeFileSync(file, JSON.stringify([{ ...entry, reason: 'because' }]));
    expect(() => readAllowedBreaks(file)).toThrow(/say why/);
  });

  it("the repository's list reads, each entry with its reason", () => {
    expect(readAllowedBreaks().map((e) => [e.from, e.kind])).toEqual([
      ['0.0.1', 'index-steps'],
      ['0.0.1', 'replaced'],
      ['0.0.1', 'renamed'],
      ['0.0.1', 'renamed'],
      ['0.1.0', 'renamed'],
      ['0.1.0', 'renamed'],
      ['0.1.0', 'renamed'],
    ]);
  });
});
