// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { returnTargetFrom, signInPathFor } from '#web/features/auth/utils/return-target.ts';

const next = (target: string) => `?${new URLSearchParams({ next: target }).toString()}`;

describe('the place carried through /auth', () => {
  it('carries a place on the main screen', () => {
    expect(signInPathFor({ pathname: '/', search: '?tab=list&item=01A' })).toBe(
      '/auth?next=%2F%3Ftab%3Dlist%26item%3D01A',
    );
    expect(returnTargetFrom(next('/?tab=list&item=01A'))).toBe('/?tab=list&item=01A');
  });

  it('carries nothing for the bare /', () => {
    expect(signInPathFor({ pathname: '/', search: '' })).toBe('/auth');
    expect(returnTargetFrom('')).toBe('/');
  });

  it.each([
    ['another site', 'https://evil.example/?tab=list'],
    ['a protocol-relative URL', '//evil.example/?tab=list'],
    ['a backslash URL', '/\\evil.example/?tab=list'],
    ['another path', '/auth?next=/'],
    ['a script URL', 'javascript:alert(1)'],
  ])('lands on / for %s', (_case, target) => {
    expect(returnTargetFrom(next(target))).toBe('/');
  });
});
