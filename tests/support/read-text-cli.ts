import { readFileSync } from 'node:fs';
import { readTextLines, stopTextReader } from '../../lambdas/lib/adapters/offline-analyser/text-reader';

// `node --import tsx tests/support/read-text-cli.ts PHOTO`: prints the lines read in a photo as
// JSON. The text reader's test runs it with no network at all (`unshare --net`).

const lines = await readTextLines(readFileSync(process.argv[2]!));
console.log(JSON.stringify(lines.map((line) => line.text)));
await stopTextReader();
