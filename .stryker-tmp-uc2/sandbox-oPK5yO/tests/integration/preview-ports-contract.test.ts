// @ts-nocheck
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { toEnvironment } from '#lambdas/lib/runtime/config.ts';
import { makePreviewCache } from '#lambdas/lib/runtime/factories/make-preview-cache.ts';
import { makePreviewRateLimiter } from '#lambdas/lib/runtime/factories/make-preview-rate-limiter.ts';
import type { PreviewCache } from '#lambdas/lib/ports/preview-cache.ts';
import type { RateLimit, RateLimiter } from '#lambdas/lib/ports/rate-limiter.ts';
import { pngBytes } from '../fixtures/files';
import { InMemoryPreviewCache } from '../support/in-memory/in-memory-preview-cache';
import { InMemoryRateLimiter } from '../support/in-memory/in-memory-rate-limiter';
import '../support/twin-context';

// The link-preview function's unit tests use the in-memory cache and counters
// (tests/support/in-memory/). This runs one contract against both those and the DynamoDB
// adapters on the twin's emulator, so the two cannot drift.

const twin = inject('twin');

beforeAll(() => {
  for (const [name, value] of Object.entries(toEnvironment(twin.env))) vi.stubEnv(name, value);
});
afterAll(() => vi.unstubAllEnvs());

interface Ports {
  cache: PreviewCache;
  limiter: RateLimiter;
}

describe.each([
  ['in memory', (): Ports => ({ cache: new InMemoryPreviewCache(), limiter: new InMemoryRateLimiter() })],
  ['on the emulator', (): Ports => ({ cache: makePreviewCache(), limiter: makePreviewRateLimiter() })],
])('the preview ports %s', (_, makePorts) => {
  let ports: Ports;
  beforeAll(() => {
    ports = makePorts();
  });
  // Whole seconds: DynamoDB TTL counts in epoch seconds.
  const now = new Date('2026-11-22T10:00:00Z');
  const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  const key = (name: string) => `page#https://shop.example/${name}-${randomUUID()}`;

  describe('the preview cache', () => {
    const preview = {
      image: 'https://img.shop.example/1.jpg',
      altImages: ['https://img.shop.example/2.jpg'],
      title: 'Chair',
    };

    it('has nothing under a key never stored', async () => {
      expect(await ports.cache.get(key('never'), now)).toBeUndefined();
    });

    it('gives back a stored preview until it expires, and nothing from then on', async () => {
      const k = key('chair');
      await ports.cache.put(k, { kind: 'preview', preview }, later(3600));
      expect(await ports.cache.get(k, later(3599))).toEqual({ kind: 'preview', preview });
      expect(await ports.cache.get(k, later(3600))).toBeUndefined();
    });

    it('gives back an icon byte for byte', async () => {
      const k = `icon#${randomUUID()}.example`;
      await ports.cache.put(k, { kind: 'icon', contentType: 'image/png', bytes: pngBytes }, later(60));
      const read = await ports.cache.get(k, now);
      expect(read?.kind === 'icon' && Buffer.from(read.bytes).equals(pngBytes)).toBe(true);
    });

    it('replaces an entry: a later failure wins over an earlier preview', async () => {
      const k = key('replaced');
      await ports.cache.put(k, { kind: 'preview', preview }, later(3600));
      await ports.cache.put(k, { kind: 'failure', message: 'Gone.' }, later(300));
      expect(await ports.cache.get(k, now)).toEqual({ kind: 'failure', message: 'Gone.' });
    });
  });

  describe('the rate limiter', () => {
    const limitNamed = (): RateLimit => ({ name: `contract-${randomUUID()}`, limit: 3, windowSeconds: 600 });
    const at = new Date('2026-11-22T10:01:00Z');

    it('allows the limit, then refuses until the window ends', async () => {
      const limit = limitNamed();
      for (let i = 0; i < 3; i += 1)
        expect(await ports.limiter.consume(limit, 'user-a', at)).toEqual({ allowed: true });
      expect(await ports.limiter.consume(limit, 'user-a', at)).toEqual({
        allowed: false,
        retryAfterSeconds: 540,
      });
    });

    it('counts users and windows apart', async () => {
      const limit = limitNamed();
      for (let i = 0; i < 3; i += 1) await ports.limiter.consume(limit, 'user-a', at);
      expect(await ports.limiter.consume(limit, 'user-b', at)).toEqual({ allowed: true });
      expect(await ports.limiter.consume(limit, 'user-a', new Date('2026-11-22T10:10:00Z'))).toEqual({
        allowed: true,
      });
    });

    it('lets exactly the limit through when requests arrive together', async () => {
      const limit = { ...limitNamed(), limit: 5 };
      const decisions = await Promise.all(
        Array.from({ length: 12 }, () => ports.limiter.consume(limit, 'user-a', at)),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    });
  });
});
