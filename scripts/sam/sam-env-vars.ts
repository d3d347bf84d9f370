import { DescribeStacksCommand, type CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { samEnvOutputId } from '#infra/sam-env-outputs.ts';
import { envNames, queueUrlKeys, type EnvKey, type EnvValues } from '#lambdas/lib/runtime/config.ts';

// The `--env-vars` file of `sam local invoke` (npm run sam:env): for each function of the
// synthesised template, keyed by its SamResourceId (SAM also accepts the logical id), the
// values of the variables its template declares. SAM passes a function only the variables its
// template declares, and blanks a reference it cannot resolve (a table's Ref), so every such
// variable gets a real value here: the deployed stack's (from its outputs) or the local
// twin's.

export interface TemplateJson {
  Resources: Record<
    string,
    {
      Type: string;
      Properties?: { Environment?: { Variables?: Record<string, unknown> } } & Record<string, unknown>;
      Metadata?: Record<string, unknown>;
    }
  >;
}

export type EnvVarsFile = Record<string, Record<string, string>>;

interface TemplateFunction {
  /** The registry name, SamResourceId. */
  name: string;
  variables: Record<string, unknown>;
}

const keyOfVariable = new Map<string, EnvKey>(
  (Object.entries(envNames) as [EnvKey, string][]).map(([key, name]) => [name, key]),
);

function templateFunctions(template: TemplateJson): TemplateFunction[] {
  return Object.entries(template.Resources)
    .filter(([, resource]) => resource.Type === 'AWS::Lambda::Function')
    .filter(([, resource]) => typeof resource.Metadata?.SamResourceId === 'string')
    .map(([, resource]) => ({
      name: resource.Metadata!.SamResourceId as string,
      variables: (resource.Properties?.Environment?.Variables ?? {}) as Record<string, unknown>,
    }));
}

/** The deployed stack's outputs, by name. */
export async function readStackOutputs(
  client: CloudFormationClient,
  stackName: string,
): Promise<Record<string, string>> {
  const { Stacks: stacks } = await client.send(new DescribeStacksCommand({ StackName: stackName }));
  const outputs = stacks?.[0]?.Outputs ?? [];
  return Object.fromEntries(outputs.map((output) => [output.OutputKey!, output.OutputValue!]));
}

/**
 * The deployed stack's names: each referenced variable from the output the stack makes for it
 * (infra/stack-outputs.ts). `missing` lists variables no output gives (a stack deployed before
 * the function was bound to them: deploy again).
 */
/**
 * Variables `sam local` leaves empty: it calls a function directly, never through CloudFront,
 * so the origin header's secret stays unset and the check off, as on the twin
 * (lambdas/lib/runtime/origin-check.ts). No output ever gives the secret.
 */
const emptyUnderSam: ReadonlySet<string> = new Set([envNames.originVerifySecret]);

export function envVarsFromOutputs(
  template: TemplateJson,
  outputs: Record<string, string>,
): { envVars: EnvVarsFile; missing: string[] } {
  const envVars: EnvVarsFile = {};
  const missing: string[] = [];
  for (const fn of templateFunctions(template)) {
    const values: Record<string, string> = {};
    for (const [variable, value] of Object.entries(fn.variables)) {
      if (typeof value === 'string') continue; // SAM reads a literal from the template itself
      if (emptyUnderSam.has(variable)) {
        values[variable] = '';
        continue;
      }
      const key = keyOfVariable.get(variable);
      const found = key && (outputs[samEnvOutputId(key, fn.name)] ?? outputs[samEnvOutputId(key)]);
      if (found) values[variable] = found;
      else missing.push(`${fn.name} ${variable}`);
    }
    envVars[fn.name] = values;
  }
  return { envVars, missing };
}

/**
 * The running twin's values (.data/local-twin.json) for every variable a function declares, its
 * endpoints rewritten for a container when `dockerHost` is given (e.g. host.docker.internal).
 */
export function envVarsFromTwin(template: TemplateJson, twin: EnvValues, dockerHost?: string): EnvVarsFile {
  const envVars: EnvVarsFile = {};
  for (const fn of templateFunctions(template)) {
    const values: Record<string, string> = {};
    for (const variable of Object.keys(fn.variables)) {
      const key = keyOfVariable.get(variable);
      const value = key ? twin[key] : undefined;
      if (value === undefined) continue;
      values[variable] = dockerHost
        ? value.replace(/\/\/(127\.0\.0\.1|localhost)(?=[:/]|$)/, `//${dockerHost}`)
        : value;
    }
    envVars[fn.name] = values;
  }
  return envVars;
}

/** Whether the template declares the twin's endpoints (synthesised with `-c samLocal=true`). */
export function declaresTwinEndpoints(template: TemplateJson): boolean {
  return templateFunctions(template).every((fn) => envNames.dynamodbEndpoint in fn.variables);
}

/** The OpenAI key and server `sam:env --local` found in its own shell (npm start reads the same). */
export interface TwinAi {
  apiKey?: string;
  baseUrl?: string;
}

/**
 * Why a function under SAM cannot have a variable's twin value: the twin's queues (every
 * queue URL, config.ts's queueUrlKeys) run inside its own process.
 */
const cannotOnTwin = (key: EnvKey | undefined): string | undefined =>
  key && queueUrlKeys.includes(key)
    ? "the twin's queue runs inside its own process, and SAM's container cannot reach it: the function refuses to start (npm run invoke runs it on the twin)"
    : undefined;

/**
 * `sam:env --local`: the twin's value of every variable each function declares, the OpenAI key
 * and server from `ai` for the functions that would read the key from AWS, and, in `cannot`,
 * one line for each variable the twin cannot give and what then happens.
 */
export function envVarsForTwin(
  template: TemplateJson,
  twin: EnvValues,
  options: { dockerHost?: string; ai: TwinAi },
): { envVars: EnvVarsFile; cannot: string[] } {
  const envVars = envVarsFromTwin(template, twin, options.dockerHost);
  const cannot: string[] = [];
  const forContainer = (url: string) =>
    options.dockerHost
      ? url.replace(/\/\/(127\.0\.0\.1|localhost)(?=[:/]|$)/, `//${options.dockerHost}`)
      : url;
  for (const fn of templateFunctions(template)) {
    const values = envVars[fn.name]!;
    for (const [variable, declared] of Object.entries(fn.variables)) {
      if (typeof declared === 'string' || variable in values) continue;
      const key = keyOfVariable.get(variable);
      if (key === 'openAiSecretId') {
        // Empty: the function does not read a secret from AWS; the key below, or nothing.
        values[variable] = '';
        if (options.ai.apiKey) {
          values[envNames.openAiApiKey] = options.ai.apiKey;
          if (options.ai.baseUrl) values[envNames.openAiBaseUrl] = forContainer(options.ai.baseUrl);
        } else {
          cannot.push(
            `${fn.name} ${variable}: no ${envNames.openAiApiKey} in this shell, and the offline analyser does not run in a Lambda container (its models are not bundled), so its AI calls end "not set up"; set ${envNames.openAiApiKey} (and ${envNames.openAiBaseUrl} for a fake) and run this again`,
          );
        }
        continue;
      }
      cannot.push(`${fn.name} ${variable}: ${cannotOnTwin(key) ?? 'the twin has no value for it'}`);
    }
  }
  return { envVars, cannot };
}
