// @ts-nocheck
// The browser tests drive Debian's Chromium (never a downloaded browser), with an emoji font
// so screenshots show the country flags as phones do. Installs them with apt-get when
// missing and we are root; otherwise says what to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const packages = {
  chromium: '/usr/bin/chromium',
  'fonts-noto-color-emoji': '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf',
};
const missing = Object.entries(packages)
  .filter(([, file]) => !existsSync(file))
  .map(([name]) => name);

if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(`Missing for the browser tests: run "sudo apt-get install -y ${missing.join(' ')}".`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} for the browser tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
