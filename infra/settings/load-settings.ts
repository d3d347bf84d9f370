import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { repoRoot } from '../repo-root';
import { parseDeploySettings, SettingsError, type DeploySettings } from './deploy-settings';

/** The operator's settings file at the repository root (git-ignored; see the example file). */
const settingsFileName = 'deploy.settings.json';
/** Names another settings file, e.g. deploy.settings.dev.json for a second stage. */
export const settingsFileVariable = 'DEPLOY_SETTINGS_FILE';

type Kind = 'string' | 'number' | 'list';

/**
 * Every setting an environment variable can give, as its path in the settings file. The
 * variable is DEPLOY_ and the path in upper snake case: ai.dailySpendUsd is
 * DEPLOY_AI_DAILY_SPEND_USD. A variable wins over the file, so CI can change one value
 * without a file of its own.
 */
const variableSettings: Record<string, Kind> = {
  stage: 'string',
  account: 'string',
  region: 'string',
  domainPrefix: 'string',
  'google.clientId': 'string',
  'google.clientSecretName': 'string',
  'ebay.clientId': 'string',
  'ebay.ruName': 'string',
  'ebay.environment': 'string',
  'ebay.clientSecretName': 'string',
  'ebay.verificationTokenSecretName': 'string',
  'ses.fromEmail': 'string',
  'ses.region': 'string',
  callbackUrls: 'list',
  alarmEmail: 'string',
  'ai.model': 'string',
  'ai.reasoningEffort': 'string',
  'ai.callsPerUserPerHour': 'number',
  'ai.dailySpendUsd': 'number',
  'ai.userSharePercent': 'number',
  'ai.analyserConcurrency': 'number',
  'api.throttleRatePerSecond': 'number',
  'api.throttleBurst': 'number',
  'api.userRequestsPerMinute': 'number',
  'uploads.ticketsPerUserPerHour': 'number',
  'uploads.ticketsPerUserPerDay': 'number',
  'upgrade.listingsIndexes': 'number',
};

/** `ai.dailySpendUsd` → `DEPLOY_AI_DAILY_SPEND_USD`. */
export function variableOf(path: string): string {
  return `DEPLOY_${path
    .split('.')
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase())
    .join('_')}`;
}

export const settingVariables: readonly string[] = Object.keys(variableSettings).map(variableOf);

export interface LoadedSettings {
  settings: DeploySettings;
  /** The file read, or undefined when there was none. */
  file: string | undefined;
  /** The DEPLOY_* variables that were set (they win over the file). */
  fromEnvironment: string[];
}

export interface LoadOptions {
  env?: NodeJS.ProcessEnv;
  /** The repository root, where deploy.settings.json is looked for. */
  root?: string;
}

/**
 * Reads deploy.settings.json (or the file DEPLOY_SETTINGS_FILE names) and the DEPLOY_*
 * variables, and validates the result. Throws a SettingsError that says which field is wrong
 * and where it came from.
 */
export function loadDeploySettings(options: LoadOptions = {}): LoadedSettings {
  const env = options.env ?? process.env;
  const root = options.root ?? repoRoot;
  const named = env[settingsFileVariable]?.trim();
  const file = resolve(root, named || settingsFileName);
  if (named && !existsSync(file))
    throw new SettingsError([`${settingsFileVariable} names ${file}, which does not exist`], file);

  const raw: Record<string, unknown> = existsSync(file) ? readJsonObject(file) : {};
  const fromEnvironment: string[] = [];
  for (const [path, kind] of Object.entries(variableSettings)) {
    const variable = variableOf(path);
    const text = env[variable]?.trim();
    if (!text) continue;
    fromEnvironment.push(variable);
    setPath(raw, path, valueOf(text, kind));
  }

  const source = [
    existsSync(file) ? file : `no ${settingsFileName}`,
    fromEnvironment.length ? 'DEPLOY_* variables' : '',
  ]
    .filter(Boolean)
    .join(' and ');
  const describe = (path: string) => {
    const variable = variableOf(path);
    return fromEnvironment.includes(variable) ? `${path} (from ${variable})` : `${path} (or ${variable})`;
  };
  return {
    settings: parseDeploySettings(raw, source, describe),
    file: existsSync(file) ? file : undefined,
    fromEnvironment,
  };
}

function readJsonObject(file: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SettingsError([`not valid JSON: ${(error as Error).message}`], file);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SettingsError(['must hold one JSON object'], file);
  return value as Record<string, unknown>;
}

/** Numbers stay text when they are not numbers, so the schema's message names the field. */
function valueOf(text: string, kind: Kind): unknown {
  if (kind === 'list')
    return text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  if (kind === 'number' && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== 'object' || next === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1)!] = value;
}
