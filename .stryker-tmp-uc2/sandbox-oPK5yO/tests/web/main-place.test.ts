// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { paramsForPlace, placeFromParams } from '#web/app/utils/main-place.ts';

const place = (search: string) => placeFromParams(new URLSearchParams(search));

describe('the main screen place in search parameters', () => {
  it('is the Add tab with no parameters', () => {
    expect(place('')).toEqual({ tab: 'add' });
    expect(paramsForPlace({ tab: 'add' }).toString()).toBe('');
  });

  it('round-trips a tab and a selected item', () => {
    expect(paramsForPlace({ tab: 'list', itemId: '01A' }).toString()).toBe('tab=list&item=01A');
    expect(place('tab=list&item=01A')).toEqual({ tab: 'list', itemId: '01A' });
    expect(place('tab=review')).toEqual({ tab: 'review' });
  });

  it('selects an item in the List tab only', () => {
    expect(place('item=01A')).toEqual({ tab: 'list', itemId: '01A' });
    expect(place('tab=review&item=01A')).toEqual({ tab: 'review' });
    expect(paramsForPlace({ tab: 'review', itemId: '01A' }).toString()).toBe('tab=review');
  });

  it('reads an unknown tab as the initial tab', () => {
    expect(place('tab=settings')).toEqual({ tab: 'add' });
  });
});
