// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { functionNames, handlerEntry } from '#lambdas/functions.ts';
import { handlerModules } from '#lambdas/lib/local/handler-modules.ts';

// The twin loads each function through a literal import (lint sees it); the cloud bundles
// the registry's entry. Both must be the same module.

describe('the handler modules the twin loads', () => {
  it('names every registered function, and nothing else', () => {
    expect(Object.keys(handlerModules).sort()).toEqual([...functionNames].sort());
  });

  it.each(functionNames)("loads %s's registry entry", async (name) => {
    const viaMap = await handlerModules[name]();
    const viaEntry = (await import(`../../../${handlerEntry(name)}`)) as typeof viaMap;
    expect(typeof viaMap.handler).toBe('function');
    expect(viaMap.handler).toBe(viaEntry.handler);
  });
});
