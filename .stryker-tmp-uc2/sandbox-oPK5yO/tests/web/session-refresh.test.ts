// @ts-nocheck
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keepSessionFresh } from '#web/features/auth/utils/session-refresh.ts';
import { fakeTokens, fetchAuthSession } from './support/fake-amplify-auth';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));

const noWait = vi.fn(async (_ms: number) => {});

beforeEach(() => {
  vi.resetAllMocks();
});

describe('the periodic session check', () => {
  it('leaves a token with more than 90 seconds left alone', async () => {
    fetchAuthSession.mockResolvedValue({ tokens: fakeTokens(91) });
    await expect(keepSessionFresh(noWait)).resolves.toBe(true);
    expect(fetchAuthSession).not.toHaveBeenCalledWith({ forceRefresh: true });
  });

  it('refreshes a token with 90 seconds or less left', async () => {
    fetchAuthSession.mockResolvedValue({ tokens: fakeTokens(90) });
    await expect(keepSessionFresh(noWait)).resolves.toBe(true);
    expect(fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  });

  it('reports the session ended when there are no tokens', async () => {
    fetchAuthSession.mockResolvedValue({});
    await expect(keepSessionFresh(noWait)).resolves.toBe(false);
  });

  it('reports the session ended when the refresh is refused', async () => {
    fetchAuthSession.mockResolvedValueOnce({ tokens: fakeTokens(10) }).mockResolvedValueOnce({});
    await expect(keepSessionFresh(noWait)).resolves.toBe(false);
  });

  it('retries a failing check with exponential backoff from 200 ms', async () => {
    fetchAuthSession
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ tokens: fakeTokens() });
    await expect(keepSessionFresh(noWait)).resolves.toBe(true);
    expect(noWait.mock.calls.map(([ms]) => ms)).toEqual([200, 400]);
  });

  it('keeps the user signed in when the network stays down', async () => {
    fetchAuthSession.mockRejectedValue(new Error('offline'));
    await expect(keepSessionFresh(noWait)).resolves.toBe(true);
    expect(fetchAuthSession).toHaveBeenCalledTimes(4);
  });
});
