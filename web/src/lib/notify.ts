import { toast } from 'sonner';
import type { Message } from '../../../domain/messages';

/**
 * Shows one of the spec's messages (domain/messages.ts) as a toast: the title, the
 * description under it, and the destructive style for errors (SPEC.md point 8).
 */
export function notify(message: Message): void {
  const options = message.description === undefined ? {} : { description: message.description };
  if (message.variant === 'destructive') toast.error(message.title, options);
  else toast(message.title, options);
}
