import { describe, expect, it } from 'vitest';
import { yourItemsTexts } from '#domain/messages.ts';

// The refusal of a query parameter a route does not take names exactly the ones it does
// (docs/product.md#your-items).

describe('the unknown query parameter message', () => {
  it.each([
    [['cursor'], 'Unknown query parameter view: use cursor.'],
    [['stage', 'cursor'], 'Unknown query parameter view: use stage or cursor.'],
    [['view', 'sort', 'q', 'cursor'], 'Unknown query parameter view: use view, sort, q or cursor.'],
    [[], 'Unknown query parameter view: use .'],
  ])('lists %j as "%s"', (accepted, text) => {
    expect(yourItemsTexts.unknownQueryParameter('view', accepted)).toBe(text);
  });
});
