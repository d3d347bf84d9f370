// @ts-nocheck
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envNames, toEnvironment } from '#lambdas/lib/runtime/config.ts';

// One environment contract (lambdas/lib/runtime/config.ts): a variable's name is written there and
// nowhere else. CDK, the twin and the tests refer to variables by the contract's keys, so the
// compiler links every use to the one definition; this test finds any name written elsewhere.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const contractFile = 'lambdas/lib/runtime/config.ts';
const sourceFolders = ['domain', 'lambdas', 'infra', 'web', 'scripts', 'tests'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/** Uses of a name as code: in a string literal, or read as `env.NAME`. Comments may name it. */
function usesOf(name: string, code: string): number {
  const pattern = new RegExp(`(['"\`])${name}\\1|\\benv\\.${name}\\b|\\benv\\[['"\`]${name}`, 'g');
  return [...code.matchAll(pattern)].length;
}

describe('the environment contract', () => {
  const files = sourceFolders
    .flatMap(sourceFiles)
    .filter((file) => relative(root, join(root, file)) !== contractFile);

  it.each(Object.values(envNames))('%s is written only in lambdas/lib/runtime/config.ts', (name) => {
    const writtenIn = files.filter((file) => usesOf(name, readFileSync(join(root, file), 'utf8')) > 0);
    expect(writtenIn).toEqual([]);
  });

  it('no function reads process.env outside the contract', () => {
    const readers = files
      .filter((file) => file.startsWith('lambdas/'))
      .filter((file) => /process\.env/.test(readFileSync(join(root, file), 'utf8')));
    expect(readers).toEqual([]);
  });

  it('turns contract keys into variable names, leaving out what is not set', () => {
    expect(toEnvironment({ listingsTable: 'listings', profilesTable: undefined })).toEqual({
      [envNames.listingsTable]: 'listings',
    });
  });
});
