// @ts-nocheck
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import { cocoLabelOf } from './coco-labels';
import type { Detection } from './offline-listing';
import type { Pixels } from './photo-pixels';

// CenterNet (MobileNetV3, COCO-80) from the weights inside @vladmandic/human's npm package,
// run by tfjs on its WASM backend (docs/design.md#ai and docs/design.md#known-facts-about-the-parts). Only the model's two files are
// read, through an IO handler of our own: the library's Node entry needs tfjs-node, whose
// install downloads a binary. Pre- and post-processing follow human's src/object/centernet.ts:
// RGB 0..255 float input resized to the model's square input, the `tower_0/detections` output
// [1, 100, 6] = x1, y1, x2, y2 (input pixels), score, class (0-based COCO index), then
// non-max suppression (IoU 0.4, at most 10 boxes).

const require = createRequire(import.meta.url);

/** human's defaults for this model (src/config.ts `object`). */
const IOU_THRESHOLD = 0.4;
const MAX_DETECTED = 10;
/** Below human's own 0.2 nothing is reported at all; our category rule is stricter. */
const REPORT_SCORE = 0.2;

function modelDir(): string {
  // Resolving the package (never importing it) finds its folder: dist/human.node.js -> models/.
  return path.join(path.dirname(path.dirname(require.resolve('@vladmandic/human'))), 'models');
}

function wasmDir(): string {
  // dist/tf-backend-wasm.node.js sits beside the three .wasm files.
  return path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')) + path.sep;
}

interface ModelJson {
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: { inputs?: Record<string, { tensorShape?: { dim?: { size: string }[] } }> };
  modelTopology: object;
  weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
}

/** Reads centernet.json and its weight files from disk: no fetch, no network, ever. */
function diskHandler(dir: string): tf.io.IOHandler {
  return {
    async load() {
      const json = JSON.parse(await readFile(path.join(dir, 'centernet.json'), 'utf8')) as ModelJson;
      const files = json.weightsManifest.flatMap((group) => group.paths);
      const buffers = await Promise.all(files.map((file) => readFile(path.join(dir, file))));
      const weightData = Buffer.concat(buffers);
      return {
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        modelTopology: json.modelTopology,
        signature: json.signature,
        weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
        weightData: weightData.buffer.slice(
          weightData.byteOffset,
          weightData.byteOffset + weightData.byteLength,
        ),
      };
    },
  };
}

/**
 * The WASM backend's Emscripten glue adds process-wide `uncaughtException` and
 * `unhandledRejection` listeners that rethrow, which would turn any other part of the server's
 * handled-elsewhere rejection into a crash. Node's own defaults already end the process on a
 * truly unhandled one, so the listeners it adds are removed again.
 */
async function startWasmBackend(): Promise<void> {
  const before = {
    uncaughtException: process.listeners('uncaughtException'),
    unhandledRejection: process.listeners('unhandledRejection'),
  };
  try {
    setWasmPaths(wasmDir());
    if (!(await tf.setBackend('wasm'))) throw new Error('The tfjs WASM backend could not start.');
    await tf.ready();
  } finally {
    for (const listener of process.listeners('uncaughtException')) {
      if (!before.uncaughtException.includes(listener)) process.removeListener('uncaughtException', listener);
    }
    for (const listener of process.listeners('unhandledRejection')) {
      if (!before.unhandledRejection.includes(listener))
        process.removeListener('unhandledRejection', listener);
    }
  }
}

export class CenterNetDetector {
  private constructor(
    private readonly model: GraphModel,
    /** The square input size read from the model's signature (512). */
    readonly inputSize: number,
  ) {}

  static async load(): Promise<CenterNetDetector> {
    await startWasmBackend();
    const model = await loadGraphModel(diskHandler(modelDir()));
    const inputs = Object.values((model.modelSignature as ModelJson['signature'])?.inputs ?? {});
    const inputSize = Number(inputs[0]?.tensorShape?.dim?.[2]?.size ?? 512);
    return new CenterNetDetector(model, inputSize);
  }

  /** The objects in a photo already resized to inputSize x inputSize, most confident first. */
  async detect(pixels: Pixels): Promise<Detection[]> {
    if (pixels.width !== this.inputSize || pixels.height !== this.inputSize) {
      throw new Error(`CenterNet needs ${this.inputSize}x${this.inputSize} pixels`);
    }
    const size = this.inputSize;
    const rows = tf.tidy(() => {
      const input = tf.tensor4d(Float32Array.from(pixels.rgb), [1, size, size, 3], 'float32');
      const output = this.model.execute(input, 'tower_0/detections') as tf.Tensor;
      return tf.squeeze(output, [0]) as tf.Tensor2D;
    });
    let values: number[][];
    try {
      values = (await rows.array()) as number[][];
    } finally {
      rows.dispose();
    }
    const boxes = tf.tensor2d(values.map(([x1 = 0, y1 = 0, x2 = 0, y2 = 0]) => [y1, x1, y2, x2]));
    const scores = tf.tensor1d(values.map((row) => row[4] ?? 0));
    let indices: number[];
    try {
      const kept = await tf.image.nonMaxSuppressionAsync(
        boxes,
        scores,
        MAX_DETECTED,
        IOU_THRESHOLD,
        REPORT_SCORE,
      );
      indices = Array.from(await kept.data());
      kept.dispose();
    } finally {
      tf.dispose([boxes, scores]);
    }
    const clamp = (v: number) => Math.min(Math.max(v / size, 0), 1);
    return indices.flatMap((index) => {
      const [x1 = 0, y1 = 0, x2 = 0, y2 = 0, score = 0, classIndex = Number.NaN] = values[index] ?? [];
      const label = cocoLabelOf(classIndex);
      if (!label) return [];
      const [left, top, right, bottom] = [clamp(x1), clamp(y1), clamp(x2), clamp(y2)];
      return [{ label, score, box: { x: left, y: top, width: right - left, height: bottom - top } }];
    });
  }
}
