// @ts-nocheck
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sonnerStyleHash } from '#infra/security-headers.ts';

// The CSP allows exactly one inline style: the CSS sonner inserts for its toasts. If sonner is
// upgraded and its CSS changes, this fails before the browser refuses the toasts' styles.

describe('the CSP hash of the toasts’ style', () => {
  it('is the sha256 of the CSS the installed sonner inserts', () => {
    const source = readFileSync('node_modules/sonner/dist/index.mjs', 'utf8');
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    expect(literal).toBeDefined();
    const css = JSON.parse(literal!) as string;
    expect(sonnerStyleHash).toBe(`sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`);
  });
});
