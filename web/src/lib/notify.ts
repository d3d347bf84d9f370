import type { Message } from '#domain/messages.ts';

/**
 * Shows one of the spec's messages (domain/messages.ts) as a toast: the title, the
 * description under it, and the destructive style for errors (docs/product.md#messages).
 * sonner is loaded on first use, like the Toaster, so it stays out of the first download;
 * a toast raised before the Toaster is mounted shows as soon as it is.
 */
export function notify(message: Message, id?: string): void {
  const options = {
    ...(message.description === undefined ? {} : { description: message.description }),
    // A toast with an id is one of its kind: shown again, it replaces itself; withdrawNotice takes it.
    ...(id === undefined ? {} : { id }),
  };
  void import('sonner').then(({ toast }) => {
    if (message.variant === 'destructive') toast.error(message.title, options);
    else toast(message.title, options);
  });
}

/** Takes back the toast shown with `id` (its failure is resolved: docs/product.md#messages). */
export function withdrawNotice(id: string): void {
  void import('sonner').then(({ toast }) => toast.dismiss(id));
}
