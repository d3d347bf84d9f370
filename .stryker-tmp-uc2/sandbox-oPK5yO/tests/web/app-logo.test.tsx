// @ts-nocheck
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppLogo } from '../../web/src/components/app-logo';

// The logo drawn in the page is the favicon's drawing (web/public/favicon.svg), so the screens
// show the same mark as the tab and the home-screen icons.

/** The shapes of an SVG, each as its tag and sorted attributes. */
function shapes(svg: Element): string[] {
  return [...svg.children].map(
    (shape) =>
      `${shape.tagName.toLowerCase()} ${[...shape.attributes]
        .map((attribute) => `${attribute.name}=${attribute.value}`)
        .sort()
        .join(' ')}`,
  );
}

describe('AppLogo', () => {
  it("draws the favicon's shapes, decorative, at the size asked", () => {
    const favicon = new DOMParser().parseFromString(
      readFileSync(path.resolve('web/public/favicon.svg'), 'utf8'),
      'image/svg+xml',
    ).documentElement;
    const { container } = render(<AppLogo size={56} className="auth-logo" />);
    const logo = container.querySelector('svg.auth-logo')!;
    expect(shapes(logo)).toEqual(shapes(favicon));
    expect(logo.getAttribute('viewBox')).toBe(favicon.getAttribute('viewBox'));
    expect(logo.getAttribute('width')).toBe('56');
    expect(logo.getAttribute('aria-hidden')).toBe('true');
  });
});
