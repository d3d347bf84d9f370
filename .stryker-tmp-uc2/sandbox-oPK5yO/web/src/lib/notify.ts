// @ts-nocheck
import type { Message } from '#domain/messages.ts';

/**
 * Shows one of the spec's messages (domain/messages.ts) as a toast: the title, the
 * description under it, and the destructive style for errors (docs/product.md#messages).
 * sonner is loaded on first use, like the Toaster, so it stays out of the first download;
 * a toast raised before the Toaster is mounted shows as soon as it is.
 */
export function notify(message: Message): void {
  const options = message.description === undefined ? {} : { description: message.description };
  void import('sonner').then(({ toast }) => {
    if (message.variant === 'destructive') toast.error(message.title, options);
    else toast(message.title, options);
  });
}
