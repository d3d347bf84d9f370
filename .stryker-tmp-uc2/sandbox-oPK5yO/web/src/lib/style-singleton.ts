// @ts-nocheck
import { useEffect, type FC } from 'react';

// react-style-singleton's API (web/vite.config.ts aliases the package to this file), with the
// CSS held in a constructed stylesheet adopted by the document instead of an inserted
// <style> element. Radix's modal parts (select, dialog, menus) lock the page's scroll through
// react-remove-scroll, whose CSS is built at run time from the scrollbar's width, so no CSP
// hash can allow it as a <style>; the strict style-src (infra/security-headers.ts) refused it
// and the scroll lock silently did nothing. A stylesheet made through the CSSOM by our own
// script is not an inline style, so the policy stays strict and the lock works.

interface Sheet {
  add(css: string): void;
  remove(): void;
}

export function stylesheetSingleton(): Sheet {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(css) {
      if (counter === 0 && typeof document !== 'undefined') {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== removed);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return function useSingletonStyle(styles, isDynamic) {
    useEffect(
      () => {
        sheet.add(styles);
        return () => sheet.remove();
      },
      // The package's own rule: reapplied on change only when marked dynamic.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [styles && isDynamic],
    );
  };
}

export function styleSingleton(): FC<{ styles: string; dynamic?: boolean }> {
  const useStyle = styleHookSingleton();
  const Sheet: FC<{ styles: string; dynamic?: boolean }> = ({ styles, dynamic }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
}
