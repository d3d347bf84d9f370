// @ts-nocheck
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TwinInfo } from './twin-context';

// Runs the real `npm start` entry point (infra/local/start.ts) as a child process, the way a
// person does, so a test can stop it (cleanly or not) and start it again on the same data.

export interface TwinProcess {
  child: ChildProcess;
  twin: TwinInfo;
  output: () => string;
}

export async function startTwinProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<TwinProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    env: {
      ...process.env,
      ...env,
      DATA_DIR: dataDir,
      PORT: '0',
      COGNITO_PORT: '0',
      DYNAMODB_PORT: '0',
      S3_PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const siteUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 45_000);
    child.stdout?.on('data', () => {
      const match = /Open\s+(http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  const config = (await (await fetch(`${siteUrl}/config.json`)).json()) as Record<string, string>;
  const { env: twinEnv } = JSON.parse(await readFile(path.join(dataDir, 'local-twin.json'), 'utf8'));
  const twin: TwinInfo = {
    siteUrl,
    cognitoUrl: twinEnv.cognitoEndpoint,
    userPoolId: config.userPoolId ?? '',
    userPoolClientId: config.userPoolClientId ?? '',
    issuer: '',
    env: twinEnv,
    dataDir,
  };
  return { child, twin, output: () => output };
}

/** Ctrl-C, as a person stops it; resolves with the exit code. */
export function stopWithCtrlC(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

/** A crash: no chance to finish anything. */
export function crash(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
