// @ts-nocheck
import { createServer } from 'node:net';

/** A port that is free right now; 0 asks for one, any other value is taken as given. */
export async function resolvePort(preferred: number): Promise<number> {
  if (preferred !== 0) return preferred;
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
