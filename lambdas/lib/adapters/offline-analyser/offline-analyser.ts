import { performance } from 'node:perf_hooks';
import type {
  AnalyseOptions,
  AnalysisResult,
  ItemPhotos,
  ListingAnalyser,
  PhotoInput,
  RefineRequest,
} from '../../ports/listing-analyser';
import { CenterNetDetector } from './centernet-detector';
import { offlineAnalysis, offlineRefinement, type PhotoSighting } from './offline-listing';
import { dominantColourName, squarePixels } from './photo-pixels';
import { subjectOf } from './subject-rules';
import { readTextLines, warmUpTextReader } from './text-reader';

export { stopTextReader } from './text-reader';

// The ListingAnalyser used when no OpenAI key is configured (docs/design.md#ai): a real
// analysis of the photo on this machine, never a canned answer. It is reached only through
// load-offline-analyser.ts's computed import, so no Lambda bundle ever holds tfjs or sharp.

/** Loaded on first use and kept for the life of the process (about 4 MB of weights). */
let detector: Promise<CenterNetDetector> | undefined;
let modelLoadMs: number | undefined;

function sharedDetector(): Promise<CenterNetDetector> {
  detector ??= (async () => {
    const started = performance.now();
    const loaded = await CenterNetDetector.load();
    modelLoadMs = performance.now() - started;
    return loaded;
  })().catch((error: unknown) => {
    detector = undefined; // a later photo tries again
    throw error;
  });
  return detector;
}

/** What one photo took, for the benchmark and the logs. */
export interface OfflineTimings {
  /** Set on the call that loaded the model, undefined on the ones after it. */
  modelLoadMs?: number;
  /** Decode, detect and colour, without the model load. */
  detectMs: number;
  /** Reading the text, without starting the reader (at the same time as the detector). */
  readMs: number;
  /** The whole photo: the longer of the two. */
  photoMs: number;
}

export interface OfflineSighting extends PhotoSighting {
  timings: OfflineTimings;
}

export class OfflineAnalyser implements ListingAnalyser {
  /** Loads the model and starts the text reader now rather than on the first photo. */
  async warmUp(): Promise<number | undefined> {
    await Promise.all([sharedDetector(), warmUpTextReader()]);
    return modelLoadMs;
  }

  /** What the detector sees in a photo, its subject's colour and the text in it, with timings. */
  async look(photo: PhotoInput, signal?: AbortSignal): Promise<OfflineSighting> {
    signal?.throwIfAborted();
    const loadedBefore = modelLoadMs !== undefined;
    const model = await sharedDetector();
    signal?.throwIfAborted();
    // The text reader runs in its own worker thread: it reads while the detector looks.
    const started = performance.now();
    const reading = readTextLines(photo.bytes, signal).then((lines) => ({
      lines,
      readMs: performance.now() - started,
    }));
    reading.catch(() => undefined); // awaited below; a detector failure must not leave it unhandled
    const pixels = await squarePixels(photo.bytes, model.inputSize);
    const detections = await model.detect(pixels);
    const subject = subjectOf(detections);
    const colour = subject ? await dominantColourName(pixels, subject.box) : undefined;
    const detectMs = performance.now() - started;
    const { lines, readMs } = await reading;
    const photoMs = performance.now() - started;
    signal?.throwIfAborted();
    return {
      detections,
      colour,
      lines,
      timings: { detectMs, readMs, photoMs, ...(loadedBefore ? {} : { modelLoadMs }) },
    };
  }

  /** Every photo, cover first, one after the other: two cores are shared with the server. */
  private async lookAtAll(photos: ItemPhotos, signal?: AbortSignal): Promise<PhotoSighting[]> {
    const sightings: PhotoSighting[] = [];
    for (const photo of photos) sightings.push(await this.look(photo, signal));
    return sightings;
  }

  /** Every photo of the item, cover first (docs/design.md#ai). */
  async analyse(photos: ItemPhotos, options: AnalyseOptions): Promise<AnalysisResult> {
    return offlineAnalysis(await this.lookAtAll(photos, options.signal), options.barcode);
  }

  /** "Analyse again" and the description generator: every photo looked at again. */
  async refine(
    photos: ItemPhotos,
    request: RefineRequest,
    options?: { signal?: AbortSignal },
  ): Promise<AnalysisResult> {
    const sightings = await this.lookAtAll(photos, options?.signal);
    const refined = offlineRefinement(sightings, request.oldFields, request.userInstruction);
    // What it read, for the app to say truthfully (not "the AI looked at all the photos").
    return { ...refined, reading: { reader: 'offline', photosRead: photos.length } };
  }
}
