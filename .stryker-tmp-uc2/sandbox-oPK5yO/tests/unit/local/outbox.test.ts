// @ts-nocheck
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { authEmail } from '#domain/auth-emails.ts';
import { Outbox, renderOutboxPage, type OutboxMessage } from '#infra/local/outbox.ts';

const message = (to: string, subject = 'Your code', code: string | undefined = '123456') => ({
  to,
  subject,
  body: `Your verification code is ${code ?? 'none'}`,
  code,
});

describe('the local outbox', () => {
  it('lists messages newest first', () => {
    const outbox = new Outbox();
    outbox.add(message('a@example.com', 'first'));
    outbox.add(message('b@example.com', 'second'));
    outbox.add(message('a@example.com', 'third'));
    expect(outbox.list().map((m) => m.subject)).toEqual(['third', 'second', 'first']);
  });

  it('numbers and timestamps each message', () => {
    const outbox = new Outbox();
    const first = outbox.add(message('a@example.com'));
    const second = outbox.add(message('a@example.com'));
    expect([first.id, second.id]).toEqual([1, 2]);
    expect(new Date(first.at).toISOString()).toBe(first.at);
  });

  it('filters by recipient, ignoring case', () => {
    const outbox = new Outbox();
    outbox.add(message('Ada@Example.com', 'for ada'));
    outbox.add(message('bob@example.com', 'for bob'));
    outbox.add(message('ada@example.com', 'for ada again'));
    expect(outbox.list('ADA@example.COM').map((m) => m.subject)).toEqual(['for ada again', 'for ada']);
    expect(outbox.list('nobody@example.com')).toEqual([]);
  });

  it('lists everything when the filter is empty', () => {
    const outbox = new Outbox();
    outbox.add(message('a@example.com'));
    outbox.add(message('b@example.com'));
    expect(outbox.list('')).toHaveLength(2);
  });

  it('keeps only the newest 200 messages', () => {
    const outbox = new Outbox();
    for (let i = 1; i <= 205; i++) outbox.add(message('a@example.com', `message ${i}`));
    const listed = outbox.list();
    expect(listed).toHaveLength(200);
    expect(listed[0]?.subject).toBe('message 205');
    expect(listed.at(-1)?.subject).toBe('message 6');
  });

  it('hands out a copy, so a caller cannot change what is stored', () => {
    const outbox = new Outbox();
    outbox.add(message('a@example.com'));
    outbox.list().length = 0;
    expect(outbox.list()).toHaveLength(1);
  });

  it('tells onMessage about each message as it arrives', () => {
    const onMessage = vi.fn<(m: OutboxMessage) => void>();
    const outbox = new Outbox(onMessage);
    const stored = outbox.add(message('a@example.com'));
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith(stored);
  });
});

describe('the outbox page', () => {
  const hostile: OutboxMessage = {
    id: 1,
    at: '2026-11-05T10:00:00.000Z',
    to: '"><img src=x onerror=alert(1)>@example.com',
    subject: '<b>Welcome</b> & "hello"',
    body: '<script>alert("pwned")</script>',
    code: '<i>654321</i>',
  };

  it('escapes HTML in the recipient, subject, body and code', () => {
    const page = renderOutboxPage([hostile]);
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<b>Welcome</b>');
    expect(page).not.toContain('<i>654321</i>');
    expect(page).toContain('&#60;script&#62;alert(&#34;pwned&#34;)&#60;/script&#62;');
    expect(page).toContain('&#60;b&#62;Welcome&#60;/b&#62; &#38; &#34;hello&#34;');
  });

  it('shows the code prominently when the message has one', () => {
    const page = renderOutboxPage([{ ...hostile, code: '123456', body: 'Your code is 123456' }]);
    expect(page).toContain('Code: <b>123456</b>');
  });

  it('shows no code line when the message has none', () => {
    expect(renderOutboxPage([{ ...hostile, code: undefined }])).not.toContain('Code:');
  });

  it("shows the product's HTML email as a mail client would, its link clickable", () => {
    const { html } = authEmail('confirmSignUp', {
      origin: 'http://localhost:3000',
      email: '"><img src=x onerror=alert(1)>@example.com',
      code: '123456',
    });
    const page = renderOutboxPage([{ ...hostile, body: html, html: true, code: '123456' }]);
    expect(page).toContain('<a href="http://localhost:3000/auth?action=confirm&#38;email=');
    expect(page).not.toContain('<img src=x');
  });

  it('says so when there are no messages', () => {
    expect(renderOutboxPage([])).toContain('No messages yet.');
  });
});

describe('an outbox kept in a file', () => {
  it('still lists its messages after a restart, and numbers new ones after them', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    try {
      const file = path.join(dir, 'outbox.json');
      const first = new Outbox(undefined, file);
      first.add({ to: 'a@example.com', subject: 'Code', body: 'Your code is 123456', code: '123456' });
      const restarted = new Outbox(undefined, file);
      expect(restarted.list('a@example.com')[0]?.code).toBe('123456');
      const next = restarted.add({ to: 'a@example.com', subject: 'Reset', body: 'b', code: '654321' });
      expect(next.id).toBe(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
