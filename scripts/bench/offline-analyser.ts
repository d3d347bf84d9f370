import { readFileSync } from 'node:fs';
import { OfflineAnalyser } from '#lambdas/lib/offline-analyser/offline-analyser.ts';
import { fixturePhotos, fixturePhotoPath } from '#tests/fixtures/photos/photos.ts';
import { percentile } from './measure';
import { formatTable, ms } from './table';

// The offline analyser's cost on this machine: the model load once per process, then each
// fixture photo (decode, detect, colour) a few times. Figures only; nothing is asserted.

export interface OfflineAnalyserFigures {
  modelLoadMs: number;
  /** Per photo, the time of every round, in ms. */
  photos: { name: string; category: string; ms: number[] }[];
}

export async function measureOfflineAnalyser(rounds = 3): Promise<OfflineAnalyserFigures> {
  const analyser = new OfflineAnalyser();
  const modelLoadMs = (await analyser.warmUp()) ?? Number.NaN;
  const photos: OfflineAnalyserFigures['photos'] = [];
  for (const photo of fixturePhotos) {
    const bytes = readFileSync(fixturePhotoPath(photo.file));
    const times: number[] = [];
    let category = '';
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      category = (await analyser.analyse({ bytes, contentType: 'image/jpeg' }, { country: 'GB' })).category;
      times.push(performance.now() - started);
    }
    photos.push({ name: photo.file, category, ms: times });
  }
  return { modelLoadMs, photos };
}

export function offlineAnalyserReport(figures: OfflineAnalyserFigures): string {
  const all = figures.photos.flatMap((p) => p.ms).sort((a, b) => a - b);
  const rows = figures.photos.map((p) => {
    const sorted = [...p.ms].sort((a, b) => a - b);
    return [p.name, p.category, ms(percentile(sorted, 50)), ms(sorted.at(-1) ?? Number.NaN)];
  });
  return [
    `  model load ${ms(figures.modelLoadMs)} ms (once per process); per photo p50 ${ms(percentile(all, 50))} ms, ` +
      `p90 ${ms(percentile(all, 90))} ms over ${all.length} analyses`,
    formatTable(['photo', 'category', 'p50 ms', 'max ms'], rows, 2),
  ].join('\n');
}
