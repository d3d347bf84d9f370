// @ts-nocheck
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
import type { ColourName } from './colour-names';
import {
  offlineAnalysis,
  offlineRefinement,
  subjectOf,
  withBarcodeEvidence,
  type Detection,
} from './offline-listing';
import { dominantColourName, squarePixels } from './photo-pixels';

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
  photoMs: number;
}

export interface OfflineSighting {
  detections: Detection[];
  colour: ColourName | undefined;
  timings: OfflineTimings;
}

export class OfflineAnalyser implements ListingAnalyser {
  /** Loads the model now rather than on the first photo (start-up, tests, the benchmark). */
  async warmUp(): Promise<number | undefined> {
    await sharedDetector();
    return modelLoadMs;
  }

  /** What the detector sees in a photo and the colour of the main object, with timings. */
  async look(photo: PhotoInput, signal?: AbortSignal): Promise<OfflineSighting> {
    signal?.throwIfAborted();
    const loadedBefore = modelLoadMs !== undefined;
    const model = await sharedDetector();
    signal?.throwIfAborted();
    const started = performance.now();
    const pixels = await squarePixels(photo.bytes, model.inputSize);
    const detections = await model.detect(pixels);
    const subject = subjectOf(detections);
    const colour = subject ? await dominantColourName(pixels, subject.box) : undefined;
    const photoMs = performance.now() - started;
    signal?.throwIfAborted();
    return { detections, colour, timings: { photoMs, ...(loadedBefore ? {} : { modelLoadMs }) } };
  }

  /** The cover only: the detector names one object in one photo (docs/design.md#ai). */
  async analyse([cover]: ItemPhotos, options: AnalyseOptions): Promise<AnalysisResult> {
    const { detections, colour } = await this.look(cover, options.signal);
    return withBarcodeEvidence(offlineAnalysis(detections, colour), options.barcode);
  }

  async refine(
    [cover]: ItemPhotos,
    request: RefineRequest,
    options?: { signal?: AbortSignal },
  ): Promise<AnalysisResult> {
    const { detections, colour } = await this.look(cover, options?.signal);
    return offlineRefinement(offlineAnalysis(detections, colour), request.oldFields, request.userInstruction);
  }
}
