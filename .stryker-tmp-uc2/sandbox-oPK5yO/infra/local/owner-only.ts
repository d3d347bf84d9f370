// @ts-nocheck
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes the twin's data folder its owner's alone: the folder and everything already in it
 * (an older install's files too) to 0700 folders and 0600 files, and a process umask of 077
 * so what the emulators write from now on is created that way.
 */
export function ownerOnly(dataDir: string): void {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads may not set the umask; the folder's own 0700 still keeps others out.
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrict(dataDir);
}

function restrict(entry: string): void {
  const stat = lstatSync(entry);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    chmodSync(entry, 0o700);
    for (const name of readdirSync(entry)) restrict(path.join(entry, name));
  } else if (stat.isFile()) {
    chmodSync(entry, 0o600);
  }
}
