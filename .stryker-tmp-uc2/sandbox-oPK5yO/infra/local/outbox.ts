// @ts-nocheck
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

// Messages Cognito would have emailed (sign-up and reset emails, with their link and code), kept
// for the person running the product on one machine: listed at /_local/outbox and printed to
// the console.
// With a file, they survive a restart like the users they were sent to.

export interface OutboxMessage {
  id: number;
  at: string;
  to: string;
  subject: string;
  /** The message as sent: HTML from the product's CustomMessage trigger, else the emulator's text. */
  body: string;
  /** Whether `body` is HTML (absent in messages kept by an older twin: text). */
  html?: boolean;
  code: string | undefined;
}

const maxMessages = 200;

export class Outbox {
  private readonly messages: OutboxMessage[] = [];
  private nextId = 1;

  constructor(
    private readonly onMessage: (message: OutboxMessage) => void = () => {},
    private readonly file?: string,
  ) {
    if (file && existsSync(file)) {
      this.messages.push(...(JSON.parse(readFileSync(file, 'utf8')) as OutboxMessage[]));
      this.nextId = Math.max(0, ...this.messages.map((m) => m.id)) + 1;
    }
  }

  add(message: Omit<OutboxMessage, 'id' | 'at'>): OutboxMessage {
    const stored = { ...message, id: this.nextId++, at: new Date().toISOString() };
    this.messages.unshift(stored);
    this.messages.length = Math.min(this.messages.length, maxMessages);
    if (this.file) writeFileSync(this.file, JSON.stringify(this.messages, null, 2));
    this.onMessage(stored);
    return stored;
  }

  /** Newest first; optionally only those sent to one address. */
  list(to?: string): OutboxMessage[] {
    const wanted = to?.toLowerCase();
    return wanted ? this.messages.filter((m) => m.to.toLowerCase() === wanted) : [...this.messages];
  }
}

/** Served as a file: the page's Content-Security-Policy allows no inline style. */
export const outboxStyles = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:1rem auto;padding:0 1rem;color:#1f2933}
article{border:1px solid #d9e2ec;border-radius:.75rem;padding:.75rem 1rem;margin:.75rem 0}
header{display:flex;flex-direction:column;gap:.25rem}header span{color:#52606d;font-size:.875rem}
.code b{font-size:1.5rem;letter-spacing:.15em}pre{white-space:pre-wrap;font-family:inherit}
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An HTML message is shown as the mail client would show it, link and all: it is the
 * product's own (domain/auth-emails.ts), which escapes what the user typed.
 */
function messageBody(m: OutboxMessage): string {
  return m.html ? `<div class="email">${m.body}</div>` : `<pre>${escapeHtml(m.body)}</pre>`;
}

export function renderOutboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<article><header><strong>${escapeHtml(m.subject)}</strong>
<span>to ${escapeHtml(m.to)} · ${escapeHtml(m.at)}</span></header>
${m.code ? `<p class="code">Code: <b>${escapeHtml(m.code)}</b></p>` : ''}
${messageBody(m)}</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local outbox</title>
<link rel="stylesheet" href="/_local/outbox.css"></head>
<body><h1>Local outbox</h1><p>Emails the Cognito emulator would have sent. Newest first.</p>
${rows || '<p>No messages yet.</p>'}</body></html>`;
}
