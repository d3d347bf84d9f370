// @ts-nocheck
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { radixSelectStyleHash } from '#infra/security-headers.ts';

// The CSP allows Radix select's one fixed <style> (its list hides the scrollbar) by its hash.
// If Radix is upgraded and that CSS changes, this fails before the browser refuses the style.

describe('the CSP hash of the select list’s style', () => {
  it('is the sha256 of the CSS the installed Radix select renders', () => {
    const source = readFileSync('node_modules/@radix-ui/react-select/dist/index.mjs', 'utf8');
    const css = /dangerouslySetInnerHTML:\s*\{\s*__html:\s*`([^`]*)`/.exec(source)?.[1];
    expect(css).toBeDefined();
    expect(radixSelectStyleHash).toBe(`sha256-${createHash('sha256').update(css!, 'utf8').digest('base64')}`);
  });
});
