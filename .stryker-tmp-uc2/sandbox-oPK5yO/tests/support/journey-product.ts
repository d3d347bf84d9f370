// @ts-nocheck
import type { Browser } from 'playwright-core';
import { toEnvironment } from '#lambdas/lib/runtime/config.ts';
import { launchChromium } from './browser';
import type { FakeOpenAi } from './fake-openai/fake-openai-server';
import { heldAiEnvironment } from './start-ai-twin';
import { twelveMegapixelPhoto } from './test-photo';
import { startTwinProcess, stopWithCtrlC, type TwinProcess } from './twin-process';

// What the whole-journey browser test (tests/e2e/whole-journey.test.ts) runs against: the
// product as `npm start` runs it (a child process, on free ports, in the given data folder)
// with its AI pointed at the test's fake Responses API, a Chromium, and a real phone photo.

export interface JourneyProduct {
  product: TwinProcess;
  browser: Browser;
  /** A 12-megapixel JPEG stored sideways with EXIF Orientation 6, as a phone takes it. */
  photo: Buffer;
  /** Stops the product with Ctrl+C (quietly: a stop is no death). */
  stop: () => Promise<void>;
}

export async function startJourneyProduct(dataDir: string, fake: FakeOpenAi): Promise<JourneyProduct> {
  const [product, browser, photo] = await Promise.all([
    startTwinProcess(
      dataDir,
      toEnvironment({
        // The fake is held open on purpose while a step looks at the processing screen.
        ...heldAiEnvironment(fake),
        // Nothing leaves loopback: link previews resolve no names, so they fail (the cards
        // fall back to the site icon or the bare URL).
        previewDns: 'off',
        logLevel: 'ERROR',
      }),
    ),
    launchChromium(),
    twelveMegapixelPhoto(),
  ]);
  let stopping = false;
  // A product that dies mid-journey says why, rather than leaving refused connections.
  product.child.once('exit', (code, signal) => {
    if (!stopping) console.error(`npm start exited (${code ?? signal}):\n${product.output()}`);
  });
  const stop = async () => {
    stopping = true;
    if (product.child.exitCode === null && product.child.signalCode === null) {
      await stopWithCtrlC(product.child);
    }
  };
  return { product, browser, photo, stop };
}
