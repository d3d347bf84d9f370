// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { benchSections, chosenSections } from '../../../scripts/bench/sections';

// `npx tsx scripts/bench.ts --only lighthouse` measures one part again without the rest.

describe('chosenSections', () => {
  it('runs every section without --only', () => {
    expect([...chosenSections([])]).toEqual([...benchSections]);
    expect([...chosenSections(['--other'])]).toEqual([...benchSections]);
  });

  it('runs only the sections named after --only, in either spelling', () => {
    expect([...chosenSections(['--only', 'lighthouse'])]).toEqual(['lighthouse']);
    expect([...chosenSections(['--only=web,lighthouse'])]).toEqual(['web', 'lighthouse']);
    expect([...chosenSections(['--only', 'api, functions'])]).toEqual(['api', 'functions']);
  });

  it('refuses an unknown or missing name, listing the known ones', () => {
    expect(() => chosenSections(['--only', 'lighthous'])).toThrow(
      /Unknown bench section lighthous: choose from web, lighthouse/,
    );
    expect(() => chosenSections(['--only'])).toThrow(/--only needs one or more of: web, lighthouse/);
    expect(() => chosenSections(['--only='])).toThrow(/--only needs/);
  });
});
