import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupingScreen } from '#web/features/add/components/grouping-screen.tsx';
import { type BatchPlan, planFrom } from '#web/photos/batch-plan.ts';

// The grouping screen (docs/product.md#add-a-batch): rows of thumbnails with their confidence,
// and the edits a seller makes before "Create N items".

const start = planFrom([
  { photoIds: ['a1', 'a2', 'b1'], confidence: 0.2 },
  { photoIds: ['b2'], confidence: 0.9 },
  { photoIds: ['c1', 'c2'], confidence: 0.5 },
]);
const thumbnails = Object.fromEntries(
  ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'].map((id) => [id, new Blob([id], { type: 'image/jpeg' })]),
);

let created: BatchPlan | undefined;
let cancelled = false;

function Screen({ plan: initial = start }: { plan?: BatchPlan }) {
  const [plan, setPlan] = useState(initial);
  return (
    <GroupingScreen
      plan={plan}
      thumbnails={thumbnails}
      onChange={setPlan}
      onCreate={() => (created = plan)}
      onCancel={() => (cancelled = true)}
    />
  );
}

const row = (n: number) => screen.getByRole('listitem', { name: `Item ${n}` });
const photosIn = (n: number) =>
  within(row(n))
    .getAllByRole('button', { name: /^Photo \d+ of item/ })
    .map((button) => button.getAttribute('aria-label'));

beforeEach(() => {
  created = undefined;
  cancelled = false;
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:thumb-${(next += 1)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the grouping screen', () => {
  it('shows each proposed item as a row of thumbnails with its confidence', () => {
    render(<Screen />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(within(row(1)).getByLabelText('Grouping confidence 20%')).toHaveTextContent('Please check');
    expect(within(row(2)).getByLabelText('Grouping confidence 90%')).toHaveTextContent('Sure');
    expect(within(row(3)).getByLabelText('Grouping confidence 50%')).toHaveTextContent('Likely');
    expect(photosIn(1)).toEqual(['Photo 1 of item 1', 'Photo 2 of item 1', 'Photo 3 of item 1']);
    expect(within(row(1)).getByText('Cover')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create 3 items' })).toBeEnabled();
  });

  it('moves a photo to another item, and creates the items as edited', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(within(row(1)).getByRole('button', { name: 'Photo 3 of item 1' }));
    const actions = screen.getByRole('group', { name: 'Move to' });
    await user.click(within(actions).getByRole('button', { name: 'Item 2' }));
    expect(photosIn(1)).toHaveLength(2);
    expect(photosIn(2)).toHaveLength(2);
    expect(within(row(2)).getByLabelText('Grouping confidence 100%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create 3 items' }));
    expect(created!.map((item) => item.photoIds)).toEqual([
      ['a1', 'a2'],
      ['b2', 'b1'],
      ['c1', 'c2'],
    ]);
  });

  it('merges an item into the one above, splits one, and makes a cover', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(within(row(3)).getByRole('button', { name: 'Merge with the item above' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(photosIn(2)).toHaveLength(3);
    await user.click(within(row(1)).getByRole('button', { name: 'Photo 3 of item 1' }));
    await user.click(screen.getByRole('button', { name: 'Split here' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(photosIn(2)).toEqual(['Photo 1 of item 2']);
    await user.click(within(row(1)).getByRole('button', { name: 'Photo 2 of item 1' }));
    await user.click(screen.getByRole('button', { name: 'Make cover' }));
    await user.click(screen.getByRole('button', { name: 'Create 3 items' }));
    expect(created!.map((item) => item.photoIds)).toEqual([['a2', 'a1'], ['b1'], ['b2', 'c1', 'c2']]);
  });

  it('leaves out a photo, and the item with it when it was the last; Cancel closes the actions', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(within(row(2)).getByRole('button', { name: 'Photo 1 of item 2' }));
    expect(within(row(2)).getByRole('button', { name: 'Photo 1 of item 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // An item of one photo has no new item to move to, no cover to choose and no split.
    expect(screen.queryByRole('button', { name: 'A new item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Split here' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave out' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Create 2 items' })).toBeInTheDocument();
    await user.click(within(row(1)).getByRole('button', { name: 'Photo 1 of item 1' }));
    await user.click(within(row(1)).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: 'Move to' })).not.toBeInTheDocument();
    expect(cancelled).toBe(false);
  });

  it("shows one Cancel at a time: the photo's own while its actions are open, the batch's otherwise", async () => {
    const user = userEvent.setup();
    render(<Screen />);
    expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    await user.click(within(row(1)).getByRole('button', { name: 'Photo 2 of item 1' }));
    const [only] = screen.getAllByRole('button', { name: 'Cancel' });
    expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    expect(within(row(1)).getByRole('group', { name: 'Photo 2 of item 1' })).toContainElement(only!);
    await user.click(only!);
    expect(screen.getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Create 3 items' })).toBeInTheDocument();
  });

  it('asks before Cancel discards the grouping: Keep checking keeps it, Discard batch lets it go', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Discard this batch?' });
    expect(dialog).toHaveAccessibleDescription(
      'Nothing is uploaded, and the grouping of its 6 photos is lost. The photos stay on your device.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep checking' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep checking' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancelled).toBe(false);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancelled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard batch' }));
    expect(cancelled).toBe(true);
  });

  it('offers no move into a full item, and no merge past eight photos', async () => {
    const user = userEvent.setup();
    const eight = Array.from({ length: 8 }, (_, i) => `a${i + 1}`);
    const full = planFrom([
      { photoIds: eight, confidence: 1 },
      { photoIds: ['b1', 'b2'], confidence: 1 },
    ]);
    render(<Screen plan={full} />);
    expect(screen.queryByRole('button', { name: 'Merge with the item above' })).not.toBeInTheDocument();
    await user.click(within(row(2)).getByRole('button', { name: 'Photo 1 of item 2' }));
    const actions = screen.getByRole('group', { name: 'Move to' });
    expect(within(actions).queryByRole('button', { name: 'Item 1' })).not.toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'A new item' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
