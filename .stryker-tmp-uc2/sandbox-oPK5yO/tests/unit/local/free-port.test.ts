// @ts-nocheck
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { resolvePort } from '#infra/local/free-port.ts';

describe('resolvePort', () => {
  it('finds a free port that can be listened on when asked for 0', async () => {
    const port = await resolvePort(0);
    expect(port).toBeGreaterThan(0);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('returns any other port as given', async () => {
    expect(await resolvePort(8787)).toBe(8787);
    expect(await resolvePort(1)).toBe(1);
  });
});
