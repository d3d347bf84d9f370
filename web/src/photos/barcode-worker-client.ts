import type { BarcodeAnswer, BarcodeJob } from './barcode-worker';

// The page's side of the barcode reader's thread (barcode-worker.ts): one worker, started on
// the first photo and kept for the next ones (the .wasm is compiled once), each job answered
// by its id. A worker that fails takes its jobs with it and is started afresh the next time.

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (texts: string[]) => void; reject: (error: Error) => void }>();

function failAll(reason: string) {
  for (const job of waiting.values()) job.reject(new Error(reason));
  waiting.clear();
  worker?.terminate();
  worker = undefined;
}

function barcodeWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./barcode-worker.ts', import.meta.url), {
    type: 'module',
    name: 'barcode-reader',
  });
  started.onmessage = ({ data }: MessageEvent<BarcodeAnswer>) => {
    const job = waiting.get(data.id);
    waiting.delete(data.id);
    if ('texts' in data) job?.resolve(data.texts);
    else job?.reject(new Error(data.error));
  };
  started.onerror = (event) => failAll(event.message || 'the barcode reader stopped');
  worker = started;
  return started;
}

/**
 * The texts of the retail barcodes in the pixels, read on the reader's thread. The pixels are
 * handed over, not copied: the caller made them for the reader alone.
 */
export function readRetailCodesInWorker(pixels: ImageData): Promise<string[]> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const job: BarcodeJob = { id, pixels };
    barcodeWorker().postMessage(job, [pixels.data.buffer]);
  });
}
