import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api-client';
import { passwordSignIn, signUpConfirmed, uniqueEmail } from '../support/cognito-users';
import type { TwinInfo } from '../support/twin-context';

// Runs the real `npm start` entry point (infra/local/start.ts) as a child process, the way a
// person does, twice on the same data folder.

const dataDir = mkdtempSync(path.join(tmpdir(), 'sls-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  twin: TwinInfo;
  output: () => string;
}

async function start(): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    env: {
      ...process.env,
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
  const { env } = JSON.parse(await readFile(path.join(dataDir, 'local-twin.json'), 'utf8'));
  const twin: TwinInfo = {
    siteUrl,
    cognitoUrl: env.cognitoEndpoint,
    userPoolId: config.userPoolId ?? '',
    userPoolClientId: config.userPoolClientId ?? '',
    issuer: '',
    env,
    dataDir,
  };
  return { child, twin, output: () => output };
}

function stopWithCtrlC(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

describe('npm start', () => {
  it('prints its URL, stops cleanly on Ctrl-C, and keeps a user across a restart', async () => {
    const email = uniqueEmail('restart');
    const first = await start();
    expect(first.output()).toContain('/_local/outbox');
    await signUpConfirmed(first.twin, email);
    const before = await passwordSignIn(first.twin, email);
    expect(await stopWithCtrlC(first.child)).toBe(0);

    const second = await start();
    try {
      expect(second.twin.userPoolId).toBe(first.twin.userPoolId);
      const after = await passwordSignIn(second.twin, email);
      const sub = (token: string) =>
        JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
      expect(sub(after.accessToken)).toBe(sub(before.accessToken));
      const profile = await callApi(second.twin, 'GET', '/api/profile', { token: after.accessToken });
      expect(profile.status).toBe(200);
    } finally {
      expect(await stopWithCtrlC(second.child)).toBe(0);
    }
  }, 120_000);
});
