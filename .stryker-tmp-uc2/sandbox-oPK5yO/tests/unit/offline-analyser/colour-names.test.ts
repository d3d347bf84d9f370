// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { colourName } from '#lambdas/lib/adapters/offline-analyser/colour-names.ts';

describe('colourName', () => {
  it.each([
    [{ r: 10, g: 10, b: 12 }, 'black'],
    [{ r: 128, g: 128, b: 128 }, 'grey'],
    [{ r: 245, g: 245, b: 242 }, 'white'],
    [{ r: 200, g: 30, b: 30 }, 'red'],
    [{ r: 240, g: 140, b: 20 }, 'orange'],
    [{ r: 230, g: 210, b: 40 }, 'yellow'],
    [{ r: 40, g: 160, b: 60 }, 'green'],
    [{ r: 30, g: 70, b: 200 }, 'blue'],
    [{ r: 120, g: 40, b: 170 }, 'purple'],
    [{ r: 245, g: 160, b: 190 }, 'pink'],
    [{ r: 110, g: 70, b: 35 }, 'brown'],
    [{ r: 225, g: 205, b: 170 }, 'beige'],
  ] as const)('names %o %s', (rgb, name) => {
    expect(colourName(rgb)).toBe(name);
  });
});
