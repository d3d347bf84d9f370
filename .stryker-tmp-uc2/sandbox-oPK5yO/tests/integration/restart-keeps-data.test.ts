// @ts-nocheck
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api-client';
import { passwordSignIn, signUpConfirmed, uniqueEmail } from '../support/cognito-users';
import { startTwinProcess, stopWithCtrlC } from '../support/twin-process';

// Runs the real `npm start` entry point as a child process, twice on the same data folder.

const dataDir = mkdtempSync(path.join(tmpdir(), 'sls-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = () => startTwinProcess(dataDir);

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
