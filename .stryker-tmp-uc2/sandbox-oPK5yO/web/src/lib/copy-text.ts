// @ts-nocheck
import { messages } from '#domain/messages.ts';
import { notify } from '../lib/notify';

/** Copies text to the clipboard: `{label} copied!` (or `Copied!`), or `Copy failed`. */
export async function copyText(text: string, label?: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
    notify(messages.copied(label));
  } catch {
    notify(messages.copyFailed);
  }
}
