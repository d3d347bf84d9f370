// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paintFirstScript, paintReportWaitMs } from '#domain/paint-first-script.ts';

// /auth's app starts only once the sign-in screen is on screen (docs/architecture/web.md#the-first-paint):
// its tags leave their <template> when the browser reports the first contentful paint, not
// merely after a frame was scheduled, and once only. The page's inline script, run as is.

/** Runs the page's inline script, as the browser does after parsing it. */
function runPaintFirst() {
  new Function(paintFirstScript)();
}

type PaintCallback = (
  entries: { getEntriesByName(name: string): unknown[] },
  observer: { disconnect(): void },
) => void;

let paintCallback: PaintCallback | undefined;
let disconnected = false;

class FakePerformanceObserver {
  static supportedEntryTypes: string[] = ['paint'];
  constructor(callback: PaintCallback) {
    paintCallback = callback;
  }
  observe(options: { type: string; buffered: boolean }) {
    expect(options).toEqual({ type: 'paint', buffered: true });
  }
  disconnect() {
    disconnected = true;
  }
}

/** Reports paint entries of these names to the page's observer. */
function reportPaint(...names: string[]) {
  paintCallback!(
    { getEntriesByName: (name) => names.filter((entry) => entry === name) },
    { disconnect: () => (disconnected = true) },
  );
}

function appTemplate(): HTMLTemplateElement {
  const template = document.createElement('template');
  template.id = 'app-tags';
  template.innerHTML =
    '<script type="module" src="/assets/index-1.js"></script><link rel="manifest" href="/m">';
  document.body.append(template);
  return template;
}

const appScripts = () => document.head.querySelectorAll('script[src="/assets/index-1.js"]').length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  paintCallback = undefined;
  disconnected = false;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('script, link').forEach((tag) => tag.remove());
  document.body.replaceChildren();
});

describe('the paint-first script', () => {
  it('starts the app when the first contentful paint is reported, not at the first frame', () => {
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    appTemplate();
    runPaintFirst();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(50);
    expect(appScripts()).toBe(0);

    reportPaint('first-paint');
    expect(appScripts()).toBe(0);
    reportPaint('first-contentful-paint');
    expect(appScripts()).toBe(1);
    expect(document.head.querySelector('link[rel="manifest"]')).not.toBeNull();
    expect(disconnected).toBe(true);

    // The late fallback does not add the tags a second time.
    vi.advanceTimersByTime(paintReportWaitMs);
    expect(appScripts()).toBe(1);
  });

  it('starts the app a second after the first frame when no paint is reported', () => {
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    appTemplate();
    runPaintFirst();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(paintReportWaitMs - 1);
    expect(appScripts()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(appScripts()).toBe(1);
  });

  it('starts the app just after the first frame where paint timing is missing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    appTemplate();
    runPaintFirst();
    expect(appScripts()).toBe(0);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(appScripts()).toBe(1);
  });

  it('does nothing on a page without the template', () => {
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    runPaintFirst();
    expect(paintCallback).toBeUndefined();
    vi.advanceTimersByTime(paintReportWaitMs * 2);
    expect(document.head.querySelectorAll('script, link')).toHaveLength(0);
  });
});
