// The step times .ci/run prints at its end (docs/architecture/testing.md#ci-step-times).
//   node .ci/step-times.mjs watch FILE   copies stdin to stdout and notes the time each npm
//                                        script starts (npm's "> name@version script" line)
//   node .ci/step-times.mjs mark FILE S  notes that step S starts now
//   node .ci/step-times.mjs table FILE   prints each step and its seconds (a step lasts until
//                                        the next one starts; the last until now)
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const [mode, file, step] = process.argv.slice(2);
const now = () => Date.now();
const seconds = (ms) => Math.round(ms / 1000).toString();
const mark = (name) => appendFileSync(file, `${now()}\t${name}\n`);

if (mode === 'mark') mark(step);
else if (mode === 'watch') {
  const npmScript = /^> \S+@\S+ (\S+)$/;
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    process.stdout.write(`${line}\n`);
    const found = npmScript.exec(line);
    if (found) mark(`npm run ${found[1]}`);
  }
} else if (mode === 'table') {
  const marks = existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t'))
    : [];
  const rows = marks.map(([start, name], i) => [
    name,
    seconds(Number(marks[i + 1]?.[0] ?? now()) - Number(start)),
  ]);
  const total = marks.length ? now() - Number(marks[0][0]) : 0;
  rows.push(['total', seconds(total)]);
  const width = Math.max(...rows.map(([name]) => name.length), 4);
  console.log(`\n${'step'.padEnd(width)}  seconds`);
  for (const [name, secs] of rows) console.log(`${name.padEnd(width)}  ${secs.padStart(7)}`);
} else {
  console.error('usage: node .ci/step-times.mjs watch|mark|table FILE [STEP]');
  process.exit(2);
}
