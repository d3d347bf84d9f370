import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { paintFirstScript, paintReportWaitMs } from '#domain/paint-first-script.ts';

// The /auth page's one inline script (docs/architecture/web.md#the-first-paint), run as the
// browser runs it, against a page whose parts it touches are recorded: the app's tags go into
// <head> once, at the first contentful paint, or just after the first frame without paint
// timing, or a second after that frame when no paint is reported.

class HTMLTemplateElement {
  readonly content = 'the app tags';
}

interface Page {
  appended: unknown[];
  frames: (() => void)[];
  timers: { run: () => void; ms: number }[];
  observers: { report: (names: string[]) => void; observed: unknown[]; disconnected: number }[];
  marks: string[];
}

function runOn(options: { paintTiming?: string[] | 'none'; template?: boolean; search?: string } = {}): Page {
  const page: Page = { appended: [], frames: [], timers: [], observers: [], marks: [] };
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTiming === 'none' ? undefined : options.paintTiming;
    readonly record: Page['observers'][number];
    constructor(callback: (list: unknown, observer: PerformanceObserver) => void) {
      this.record = {
        observed: [],
        disconnected: 0,
        report: (names) =>
          callback({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) }, this),
      };
      page.observers.push(this.record);
    }
    observe(init: unknown) {
      this.record.observed.push(init);
    }
    disconnect() {
      this.record.disconnected += 1;
    }
  }
  const template = options.template === false ? {} : new HTMLTemplateElement();
  runInNewContext(paintFirstScript, {
    HTMLTemplateElement,
    ...(options.paintTiming === undefined ? {} : { PerformanceObserver }),
    URLSearchParams,
    location: { search: options.search ?? '' },
    document: {
      documentElement: { setAttribute: (name: string) => page.marks.push(name) },
      getElementById: (id: string) => (id === 'app-tags' ? template : null),
      importNode: (content: unknown, deep: boolean) => ({ content, deep }),
      head: { append: (node: unknown) => page.appended.push(node) },
    },
    requestAnimationFrame: (run: () => void) => page.frames.push(run),
    setTimeout: (run: () => void, ms: number) => page.timers.push({ run, ms }),
  });
  return page;
}

const appTags = { content: 'the app tags', deep: true };

describe('the /auth page script that starts the app after the first paint', () => {
  it('without paint timing, starts the app just after the first frame, once', () => {
    const page = runOn();
    expect(page.appended).toEqual([]);
    expect(page.frames).toHaveLength(1);
    page.frames[0]!();
    expect(page.timers.map((timer) => timer.ms)).toEqual([0]);
    page.timers[0]!.run();
    page.timers[0]!.run();
    expect(page.appended).toEqual([appTags]);
  });

  it('with paint timing, starts the app at the first contentful paint, once', () => {
    const page = runOn({ paintTiming: ['mark', 'paint'] });
    expect(page.observers).toHaveLength(1);
    const [observer] = page.observers;
    expect(observer!.observed).toEqual([{ type: 'paint', buffered: true }]);
    observer!.report(['first-paint']);
    expect(page.appended).toEqual([]);
    expect(observer!.disconnected).toBe(0);
    observer!.report(['first-paint', 'first-contentful-paint']);
    expect(observer!.disconnected).toBe(1);
    expect(page.appended).toEqual([appTags]);
    page.frames[0]!();
    expect(page.timers.map((timer) => timer.ms)).toEqual([paintReportWaitMs]);
    page.timers[0]!.run();
    expect(page.appended).toEqual([appTags]);
  });

  it('with paint timing but no paint reported, starts the app a second after the first frame', () => {
    expect(paintReportWaitMs).toBe(1000);
    const page = runOn({ paintTiming: ['paint'] });
    page.frames[0]!();
    expect(page.timers.map((timer) => timer.ms)).toEqual([1000]);
    page.timers[0]!.run();
    expect(page.appended).toEqual([appTags]);
  });

  it('treats a browser whose observer knows no paint entries, or lists none, as one without paint timing', () => {
    for (const paintTiming of [['mark', 'measure'], 'none'] as const) {
      const page = runOn({ paintTiming: paintTiming === 'none' ? 'none' : [...paintTiming] });
      expect(page.observers).toEqual([]);
      page.frames[0]!();
      expect(page.timers.map((timer) => timer.ms)).toEqual([0]);
    }
  });

  it('does nothing on a page without the app-tags template', () => {
    const page = runOn({ template: false, paintTiming: ['paint'] });
    expect(page.frames).toEqual([]);
    expect(page.observers).toEqual([]);
    expect(page.appended).toEqual([]);
  });

  it("starts the app at once on an email's reset or confirm link, and marks the page", () => {
    for (const action of ['reset', 'confirm']) {
      const page = runOn({
        paintTiming: ['paint'],
        search: `?action=${action}&email=a%40b.example&code=123456`,
      });
      expect(page.appended).toEqual([appTags]);
      expect(page.marks).toEqual(['data-email-link']);
      expect(page.frames).toEqual([]);
    }
  });

  it('waits for the paint on a link without its code', () => {
    const page = runOn({ paintTiming: ['paint'], search: '?action=reset&email=a%40b.example' });
    expect(page.appended).toEqual([]);
    expect(page.marks).toEqual([]);
  });
});
