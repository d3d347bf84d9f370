// The same build runs in the cloud and on one machine (docs/design.md#two-homes), so what differs
// (user pool, endpoints, auth flow) is fetched from /config.json at start-up, read once here.
import { googleSignInAbsences, type AuthFlowType, type RuntimeConfig } from '#domain/runtime-config.ts';

const authFlowTypes: readonly AuthFlowType[] = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH'];

let current: RuntimeConfig | undefined;

/** Fetches, checks and keeps /config.json. Call once before anything talks to Cognito or the API. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
  current = parseRuntimeConfig(await response.json());
  return current;
}

/** The loaded config; throws if loadRuntimeConfig has not finished, which is a start-up bug. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not loaded yet');
  return current;
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('config.json is not an object');
  const record = raw as Record<string, unknown>;
  const authFlowType = record.authFlowType;
  if (!authFlowTypes.includes(authFlowType as AuthFlowType)) {
    throw new Error(`config.json: authFlowType must be one of ${authFlowTypes.join(', ')}`);
  }
  return {
    region: requiredString(record, 'region'),
    userPoolId: requiredString(record, 'userPoolId'),
    userPoolClientId: requiredString(record, 'userPoolClientId'),
    userPoolEndpoint: optionalString(record, 'userPoolEndpoint'),
    authFlowType: authFlowType as AuthFlowType,
    oauthDomain: optionalString(record, 'oauthDomain'),
    googleSignInAbsence: googleSignInAbsences.find((reason) => reason === record.googleSignInAbsence),
    apiBaseUrl: typeof record.apiBaseUrl === 'string' ? record.apiBaseUrl : '',
    outboxUrl: optionalString(record, 'outboxUrl'),
    analyser: record.analyser === 'offline' ? 'offline' : 'openai',
  };
}

function requiredString(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  if (typeof value !== 'string' || value === '') throw new Error(`config.json: ${key} is missing`);
  return value;
}

function optionalString(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
