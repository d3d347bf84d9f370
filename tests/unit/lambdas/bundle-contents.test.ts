import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionNames, functionRegistry, handlerEntry, type FunctionName } from '#lambdas/functions.ts';
import type { SdkClientName } from '#lambdas/functions.ts';

// Each function's bundle holds only the AWS SDK clients it uses (see lambdas/lib/runtime/services.ts):
// one static import of an unused client ships it, and slows every cold start. Resolved as
// CDK resolves (infra/constructs/api-function.ts); the check is on the files esbuild took
// in, not on sizes, which drift with every SDK release.

const packagesOf: Record<SdkClientName, string[]> = {
  dynamodb: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'],
  s3: ['@aws-sdk/client-s3'],
  cognito: ['@aws-sdk/client-cognito-identity-provider'],
  sqs: ['@aws-sdk/client-sqs'],
  'secrets-manager': ['@aws-sdk/client-secrets-manager'],
  kms: ['@aws-sdk/client-kms'],
};
const sdkClients = Object.values(packagesOf).flat();

/** Exactly the client packages a function's bundle may hold: what the registry declares. */
const expectedClients = (fn: FunctionName) =>
  functionRegistry[fn].sdkClients.flatMap((name) => packagesOf[name]);
const functions = functionNames;

const root = fileURLToPath(new URL('../../../', import.meta.url));

async function bundledInputs(fn: FunctionName): Promise<Metafile['inputs']> {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [handlerEntry(fn)],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    mainFields: ['module', 'main'],
    logLevel: 'silent',
  });
  return metafile.inputs;
}

/** The SDK clients a bundle took any file of, e.g. node_modules/@aws-sdk/client-s3/dist-es/…. */
function clientsIn(inputs: Metafile['inputs']): string[] {
  const files = Object.keys(inputs);
  return sdkClients.filter((client) => files.some((file) => file.includes(`node_modules/${client}/`)));
}

/** Where our code pulls the SDK in, e.g. `lambdas/lib/runtime/clients/s3.ts -> @aws-sdk/client-s3`. */
function sdkImportsOfOurCode(inputs: Metafile['inputs']): string[] {
  return Object.entries(inputs)
    .filter(([file]) => !file.includes('node_modules/'))
    .flatMap(([file, input]) =>
      input.imports.flatMap(({ path }) => {
        const client = sdkClients.find((c) => path.includes(`node_modules/${c}/`));
        return client ? [`${file} -> ${client}`] : [];
      }),
    );
}

/**
 * zod's classic API (`import { z } from 'zod'` or 'zod/v4') cannot be tree-shaken and ships
 * all its locales, about 440 KiB; request schemas use zod/mini through lambdas/lib/runtime/zod.ts.
 */
const zodClassic = 'node_modules/zod/v4/classic/';

/** Where our code imports zod, e.g. `lambdas/lib/runtime/zod.ts -> node_modules/zod/mini/index.js`. */
function zodImportsOfOurCode(inputs: Metafile['inputs']): string[] {
  return Object.entries(inputs)
    .filter(([file]) => !file.includes('node_modules/'))
    .flatMap(([file, input]) =>
      input.imports
        .filter(({ path }) => path.includes('node_modules/zod/'))
        .map(({ path }) => `${file} -> ${path}`),
    );
}

const inputsOf = new Map<FunctionName, Metafile['inputs']>();

beforeAll(async () => {
  const bundles = await Promise.all(functions.map(async (fn) => [fn, await bundledInputs(fn)] as const));
  for (const [fn, inputs] of bundles) inputsOf.set(fn, inputs);
}, 60_000);

describe('Lambda bundles', () => {
  it.each(functions)('%s holds only the SDK clients it uses', (fn) => {
    const inputs = inputsOf.get(fn)!;
    const imports = sdkImportsOfOurCode(inputs).join('\n  ');
    expect(clientsIn(inputs).sort(), `SDK imports of ${fn}:\n  ${imports}`).toEqual(
      [...expectedClients(fn)].sort(),
    );
  });

  it.each(functions)('%s holds zod/mini only, never classic zod', (fn) => {
    const inputs = inputsOf.get(fn)!;
    const classic = Object.keys(inputs).filter((file) => file.includes(zodClassic));
    const imports = zodImportsOfOurCode(inputs).join('\n  ');
    expect(classic, `zod imports of ${fn}:\n  ${imports}`).toEqual([]);
  });
});
