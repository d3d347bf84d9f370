import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Score } from '#tests/support/offline-score.ts';
import { median } from './stats';
import { ms, type BenchRow } from './table';

// The offline analyser (no OpenAI key, docs/design.md#ai) on the fixture photos, in a fresh
// process (offline-run.ts): the time of one photo once the models are loaded (detector and
// text reader together), the loading apart, the process's memory, and the fixture set's score
// (docs/performance.md#offline-analyser).

interface Run {
  runs: number;
  loadMs: number;
  cpuMsPerPhoto: number;
  rssAfterLoad: number;
  peakRss: number;
  photos: { file: string; detectMs: number; readMs: number; photoMs: number }[];
  score: Score;
}

const mib = (value: number) => `${value.toFixed(0)} MiB`;
const share = (part: number, whole: number) => `${part} of ${whole} (${Math.round((part / whole) * 100)} %)`;

export function offlineAnalyserRows(root: string): BenchRow[] {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/bench/offline-run.ts')],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 600_000,
    },
  );
  if (child.status !== 0) throw new Error(`offline-run.ts failed: ${child.stderr.trim().split('\n').at(-1)}`);
  const run = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Run;
  const slowest = [...run.photos].sort((a, b) => b.photoMs - a.photoMs)[0]!;
  const method = `${run.photos.length} fixture photos, median of ${run.runs} runs each`;
  const { score } = run;
  return [
    {
      figure: 'offline: detector and text reader loaded',
      value: ms(run.loadMs),
      method: 'first call, fresh process',
    },
    {
      figure: 'offline: one photo, median over the photos',
      value: ms(median(run.photos.map((p) => p.photoMs))),
      method,
    },
    { figure: `offline: slowest photo (${slowest.file})`, value: ms(slowest.photoMs), method },
    {
      figure: 'offline: CPU time per photo, all threads',
      value: ms(run.cpuMsPerPhoto),
      method: 'process.cpuUsage over every run: unaffected by other load',
    },
    {
      figure: 'offline: detector alone, median',
      value: ms(median(run.photos.map((p) => p.detectMs))),
      method,
    },
    {
      figure: 'offline: text reader alone, median',
      value: ms(median(run.photos.map((p) => p.readMs))),
      method,
    },
    {
      figure: 'offline: memory once loaded',
      value: mib(run.rssAfterLoad),
      method: 'RSS after both models loaded',
    },
    { figure: 'offline: peak memory analysing', value: mib(run.peakRss), method: 'RSS sampled every 5 ms' },
    {
      figure: 'offline: right category',
      value: share(score.rightCategory, score.photos),
      method: 'fixture photos',
    },
    {
      figure: 'offline: category unknown (item is known)',
      value: share(score.unknownCategory, score.photos),
      method: 'fixture photos',
    },
    {
      figure: 'offline: wrong category',
      value: share(score.wrongCategory, score.photos),
      method: 'fixture photos',
    },
    {
      figure: 'offline: titles naming the wrong thing',
      value: share(score.wrongTitles, score.titled),
      method: 'titled photos',
    },
    {
      figure: 'offline: title words found',
      value: share(score.wordsFound, score.wordsWanted),
      method: 'words a seller wants',
    },
  ];
}
