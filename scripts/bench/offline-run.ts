import { readFileSync } from 'node:fs';
import { OfflineAnalyser } from '#lambdas/lib/adapters/offline-analyser/offline-analyser.ts';
import { offlineAnalysis } from '#lambdas/lib/adapters/offline-analyser/offline-listing.ts';
import { stopTextReader } from '#lambdas/lib/adapters/offline-analyser/text-reader.ts';
import { fixturePhotoPath, fixturePhotos } from '#tests/fixtures/photos/photos.ts';
import { score, type Outcome } from '#tests/support/offline-score.ts';
import { median } from './stats';

// Run in a process of its own by offline-analyser.ts (`node --import tsx`), so its memory is
// the offline analyser's alone: loads the detector and the text reader, then analyses each
// fixture photo `runs` times. Prints one JSON line: load time, each photo's times, memory,
// and the fixture set's score.

const runs = 3;
const mib = (bytes: number) => bytes / 1024 / 1024;

const analyser = new OfflineAnalyser();
const loadStarted = performance.now();
await analyser.warmUp();
const loadMs = performance.now() - loadStarted;
const rssAfterLoad = mib(process.memoryUsage.rss());

let peakRss = rssAfterLoad;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, mib(process.memoryUsage.rss()));
}, 5);

const cpuBefore = process.cpuUsage();
const photos = [];
const outcomes: Outcome[] = [];
for (const photo of fixturePhotos) {
  const input = { bytes: readFileSync(fixturePhotoPath(photo.file)), contentType: 'image/jpeg' };
  const times = { detect: [] as number[], read: [] as number[], photo: [] as number[] };
  let last;
  for (let run = 0; run < runs; run++) {
    last = await analyser.look(input);
    times.detect.push(last.timings.detectMs);
    times.read.push(last.timings.readMs);
    times.photo.push(last.timings.photoMs);
  }
  const barcode = photo.isbn ? { kind: 'isbn' as const, value: photo.isbn } : undefined;
  const result = offlineAnalysis([last!], barcode);
  outcomes.push({ photo, category: result.category, title: result.fields.title ?? '' });
  photos.push({
    file: photo.file,
    detectMs: median(times.detect),
    readMs: median(times.read),
    photoMs: median(times.photo),
  });
}
clearInterval(sampler);
const cpu = process.cpuUsage(cpuBefore);
/** CPU time a photo took in all threads: what a photo costs whatever else the machine runs. */
const cpuMsPerPhoto = (cpu.user + cpu.system) / 1000 / (fixturePhotos.length * runs);
await stopTextReader();
console.log(
  JSON.stringify({ runs, loadMs, cpuMsPerPhoto, rssAfterLoad, peakRss, photos, score: score(outcomes) }),
);
