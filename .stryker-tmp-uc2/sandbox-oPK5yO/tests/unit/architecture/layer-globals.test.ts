// @ts-nocheck
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Each layer's tsconfig gives its code only the globals of the place it runs (README,
// Architecture): a browser global in a Lambda, or Node's `process` in the web app, does not
// typecheck. Shown by compiling one sample file at a virtual path inside the layer with that
// layer's own tsconfig (and the layer's .d.ts files, e.g. web/src/vite-env.d.ts).

const root = join(import.meta.dirname, '../../..');

/** The last program per tsconfig: the next compile reuses its parsed lib and @types files. */
const programs = new Map<string, ts.Program>();

/** The diagnostics of `code`, compiled as the file `path` under the tsconfig `project`. */
function typecheck(project: string, path: string, code: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(root, project), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`cannot read ${project}`);
  const sample = join(root, path);
  const host = ts.createCompilerHost(parsed.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => file === sample || fileExists(file);
  host.readFile = (file) => (file === sample ? code : readFile(file));
  host.getSourceFile = (file, language, ...rest) =>
    file === sample ? ts.createSourceFile(file, code, language) : getSourceFile(file, language, ...rest);
  const declarations = parsed.fileNames.filter((file) => file.endsWith('.d.ts'));
  const oldProgram = programs.get(project);
  const program = ts.createProgram({
    rootNames: [sample, ...declarations],
    options: parsed.options,
    host,
    oldProgram,
  });
  programs.set(project, program);
  // The sample's own diagnostics (and any the settings cause): checking only the one file is
  // what keeps this test fast.
  const sampleFile = program.getSourceFile(sample);
  return [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSyntacticDiagnostics(sampleFile),
    ...program.getSemanticDiagnostics(sampleFile),
  ].map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('a Lambda is typechecked with Node.js globals and without the DOM', { timeout: 30_000 }, () => {
  it('refuses `document` in a Lambda', () => {
    const errors = typecheck(
      'lambdas/tsconfig.json',
      'lambdas/lib/sample.ts',
      'export const title = document.title;\n',
    );
    expect(errors).toEqual([expect.stringContaining("Cannot find name 'document'")]);
  });

  it('accepts Node.js globals in a Lambda', () => {
    const errors = typecheck(
      'lambdas/tsconfig.json',
      'lambdas/lib/sample.ts',
      "export const where = process.cwd() + Buffer.from('here').toString();\n",
    );
    expect(errors).toEqual([]);
  });
});

describe('the web app is typechecked with the DOM and without Node.js', { timeout: 30_000 }, () => {
  it('refuses `process.env` in the web app', () => {
    const errors = typecheck(
      'web/tsconfig.json',
      'web/src/lib/sample.ts',
      'export const stage = process.env.STAGE;\n',
    );
    expect(errors).toEqual([expect.stringContaining("Cannot find name 'process'")]);
  });

  it("accepts the DOM and Vite's import.meta.env in the web app", () => {
    const errors = typecheck(
      'web/tsconfig.json',
      'web/src/lib/sample.ts',
      'export const title = `${document.title} ${String(import.meta.env.DEV)}`;\n',
    );
    expect(errors).toEqual([]);
  });
});

describe('domain/ is typechecked with neither', { timeout: 30_000 }, () => {
  it('refuses `window` and `process` in domain/', () => {
    const errors = typecheck(
      'domain/tsconfig.json',
      'domain/sample.ts',
      'export const where = [window.location.href, process.cwd()];\n',
    );
    expect(errors).toEqual([
      expect.stringContaining("Cannot find name 'window'"),
      expect.stringContaining("Cannot find name 'process'"),
    ]);
  });
});
