// @ts-nocheck
import type { EnvKey } from '#lambdas/lib/runtime/config.ts';

// `npm run sam:env` (scripts/sam-env.ts) reads the deployed stack's outputs to give
// `sam local invoke` the real names of the resources a function is bound to. The stack makes
// one output per variable of the environment contract whose value is a reference (a table
// name, a bucket, a queue URL, a secret ARN), and both sides name it with this function.

/** `listingsTable` → `EnvListingsTable`; with a function, `EnvListingsTableForAnalyser`. */
export function samEnvOutputId(key: EnvKey, functionName?: string): string {
  return `Env${pascalCase(key)}${functionName ? `For${pascalCase(functionName)}` : ''}`;
}

/** `link-preview` → `LinkPreview`: an output id may hold letters and digits only. */
export function pascalCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}
