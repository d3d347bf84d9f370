import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BarcodeAnswer, BarcodeJob } from '#web/photos/barcode-worker.ts';

// docs/architecture/web.md#barcodes-in-the-browser: the WebAssembly reader runs in a Web Worker,
// not on the page's thread (a few hundred ms on a phone, while the page should answer touches).
// A stand-in Worker records what the page starts and sends, and answers as the reader would.

class FakeWorker {
  static started: FakeWorker[] = [];
  static answer: (job: BarcodeJob) => BarcodeAnswer | 'crash' = ({ id }) => ({ id, texts: [] });
  onmessage: ((event: MessageEvent<BarcodeAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  jobs: { job: BarcodeJob; transfer: Transferable[] }[] = [];
  terminated = false;

  constructor(
    readonly url: URL | string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }

  postMessage(job: BarcodeJob, transfer: Transferable[]) {
    this.jobs.push({ job, transfer });
    const answer = FakeWorker.answer(job);
    queueMicrotask(() => {
      if (answer === 'crash') this.onerror?.({ message: 'out of memory' } as ErrorEvent);
      else this.onmessage?.({ data: answer } as MessageEvent<BarcodeAnswer>);
    });
  }

  terminate() {
    this.terminated = true;
  }
}

const pixels = () =>
  ({ data: new Uint8ClampedArray(16), width: 2, height: 2, colorSpace: 'srgb' }) as unknown as ImageData;

beforeEach(() => {
  vi.resetModules();
  FakeWorker.started = [];
  FakeWorker.answer = ({ id }) => ({ id, texts: [] });
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function readBarcode(image: ImageData) {
  const module = await import('#web/photos/read-barcode.ts');
  return module.readBarcode(image);
}

describe('the barcode reader', () => {
  it('reads in a Web Worker of its own, the pixels handed over, and takes its answer', async () => {
    FakeWorker.answer = ({ id }) => ({ id, texts: ['9780306406157'] });
    const image = pixels();

    expect(await readBarcode(image)).toEqual({ kind: 'isbn', value: '9780306406157' });

    expect(FakeWorker.started).toHaveLength(1);
    const [worker] = FakeWorker.started;
    expect(String(worker!.url)).toMatch(/barcode-worker\.ts/);
    expect(worker!.options).toMatchObject({ type: 'module' });
    expect(worker!.jobs).toHaveLength(1);
    expect(worker!.jobs[0]!.job.pixels).toBe(image);
    expect(worker!.jobs[0]!.transfer).toEqual([image.data.buffer]);
  });

  it('keeps one worker for the next photos', async () => {
    const module = await import('#web/photos/read-barcode.ts');
    await module.readBarcode(pixels());
    await module.readBarcode(pixels());
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]!.jobs.map(({ job }) => job.id)).toEqual([0, 1]);
  });

  it('a reader that fails is no barcode, and a worker that crashed is started afresh', async () => {
    const module = await import('#web/photos/read-barcode.ts');
    const { readRetailCodesInWorker } = await import('#web/photos/barcode-worker-client.ts');
    FakeWorker.answer = ({ id }) => ({ id, error: 'RuntimeError: unreachable' });
    await expect(readRetailCodesInWorker(pixels())).rejects.toThrow('RuntimeError: unreachable');

    FakeWorker.answer = () => 'crash';
    await expect(module.readBarcode(pixels())).rejects.toThrow('out of memory');
    expect(FakeWorker.started[0]!.terminated).toBe(true);

    FakeWorker.answer = ({ id }) => ({ id, texts: ['4006381333931'] });
    expect(await module.readBarcode(pixels())).toEqual({ kind: 'product', value: '4006381333931' });
    expect(FakeWorker.started).toHaveLength(2);
  });
});
