import type { EnvValues } from '#lambdas/lib/runtime/config.ts';

// `sam:env -- --local` writes the running twin's endpoints into SAM's --env-vars file; a twin
// that has stopped leaves its .data/local-twin.json behind, so the endpoints are asked first.

/** Resolves whether something answers HTTP at the URL (any status counts). */
export type Probe = (url: string) => Promise<boolean>;

const httpProbe: Probe = async (url) => {
  try {
    await fetch(url, { method: 'GET', signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
};

/** One line saying the twin is not running, or undefined when each of its emulators answers. */
export async function twinNotRunning(twin: EnvValues, probe: Probe = httpProbe): Promise<string | undefined> {
  const endpoints = [twin.dynamodbEndpoint, twin.s3Endpoint, twin.cognitoEndpoint];
  for (const endpoint of endpoints) {
    if (!endpoint || !(await probe(endpoint)))
      return `The local twin is not running (nothing answers at ${endpoint ?? 'its endpoints'}): start it with "npm start", then run this again.`;
  }
  return undefined;
}
