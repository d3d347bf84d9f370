// @ts-nocheck
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paintFirstScript } from '#domain/paint-first-script.ts';
import { contentSecurityPolicy, paintFirstScriptHash } from '#infra/security-headers.ts';

// The /auth page's one inline script runs only because the CSP names its hash: the hash is of
// the exact string the build writes into the page (docs/architecture/web.md#the-first-paint).

describe("the paint-first script's hash", () => {
  it('is the sha256 of the script the page carries, in both homes', () => {
    const expected = `sha256-${createHash('sha256').update(paintFirstScript, 'utf8').digest('base64')}`;
    expect(paintFirstScriptHash).toBe(expected);
    const scriptSrc = contentSecurityPolicy({ cognito: [], storage: [] })
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' '${expected}'`);
  });

  it('is of a script with nothing a build step would rewrite: ASCII, no template of its own', () => {
    expect(paintFirstScript).toMatch(/^[\x20-\x7e]+$/);
    expect(paintFirstScript).not.toContain('</script');
  });
});
