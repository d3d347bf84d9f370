import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailLinkUrl } from '#domain/auth-email-link.ts';
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
  document.head.querySelectorAll('script, link, style').forEach((tag) => tag.remove());
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-email-link');
  window.history.replaceState(null, '', '/');
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

describe("an email's link opening /auth (docs/architecture/web.md#auth-screens)", () => {
  /** The /auth page as served: the app's styles and the prerendered Sign In, inert. */
  function authPage(url: string) {
    const link = new URL(url);
    window.history.replaceState(null, '', `${link.pathname}${link.search}`);
    const style = document.createElement('style');
    style.textContent = readFileSync(join(import.meta.dirname, '../../web/src/styles.css'), 'utf8');
    document.head.append(style);
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('inert', '');
    root.innerHTML = '<main class="auth-page"><h2 class="auth-mode-title">Sign In</h2></main>';
    document.body.append(root);
    appTemplate();
    return root;
  }

  it('never paints the Sign In screen for a reset link, and starts the app at once', () => {
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    const root = authPage(
      emailLinkUrl('http://localhost', { action: 'reset', email: 'a@b.example', code: '123456' }),
    );
    runPaintFirst();
    expect(getComputedStyle(root).visibility).toBe('hidden');
    expect(appScripts()).toBe(1);
    // Once the app holds the screen (Reset Password), the page shows it.
    root.removeAttribute('inert');
    expect(getComputedStyle(root).visibility).toBe('visible');
  });

  it('shows the painted Sign In as before when /auth is opened without a link', () => {
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    const root = authPage('http://localhost/auth?next=%2F');
    runPaintFirst();
    expect(getComputedStyle(root).visibility).toBe('visible');
    expect(appScripts()).toBe(0);
  });
});
