import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { forgetOpenAiApiKey, openAiApiKeySource } from '#lambdas/lib/runtime/factories/openai-api-key.ts';

// docs/design.md#security: the key comes from Secrets Manager in the cloud (kept for a few
// minutes, read again at once after OpenAI refuses it), from the environment on one machine,
// and from nowhere else.

const secrets = mockClient(SecretsManagerClient);
const secretArn = 'arn:aws:secretsmanager:eu-west-2:123456789012:secret:openai-AbCdEf';

beforeEach(() => {
  secrets.reset();
  forgetOpenAiApiKey();
  vi.stubEnv(envNames.openAiApiKey, '');
  vi.stubEnv(envNames.openAiSecretId, '');
  vi.stubEnv(envNames.region, 'eu-west-2');
});
afterEach(() => vi.unstubAllEnvs());

describe('the OpenAI key', () => {
  it('is read from Secrets Manager once and kept for the calls that follow', async () => {
    vi.stubEnv(envNames.openAiSecretId, secretArn);
    secrets
      .on(GetSecretValueCommand, { SecretId: secretArn })
      .resolves({ SecretString: ' sk-from-secret \n' });
    const source = openAiApiKeySource()!;
    expect(await source()).toBe('sk-from-secret');
    expect(await source()).toBe('sk-from-secret');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('is read again once the cache time has passed, so a rotated key reaches a warm container', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T10:00:00Z'), toFake: ['Date'] });
    vi.stubEnv(envNames.openAiSecretId, secretArn);
    vi.stubEnv(envNames.openAiKeyCacheSeconds, '300');
    secrets
      .on(GetSecretValueCommand)
      .resolvesOnce({ SecretString: 'sk-old' })
      .resolves({ SecretString: 'sk-new' });
    const source = openAiApiKeySource()!;
    expect(await source()).toBe('sk-old');
    vi.setSystemTime(Date.parse('2026-11-24T10:04:59Z'));
    expect(await source()).toBe('sk-old');
    vi.setSystemTime(Date.parse('2026-11-24T10:05:00Z'));
    expect(await source()).toBe('sk-new');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
    vi.useRealTimers();
  });

  it('is read again at once when it is forgotten (OpenAI refused it)', async () => {
    vi.stubEnv(envNames.openAiSecretId, secretArn);
    secrets
      .on(GetSecretValueCommand)
      .resolvesOnce({ SecretString: 'sk-old' })
      .resolves({ SecretString: 'sk-new' });
    const source = openAiApiKeySource()!;
    expect(await source()).toBe('sk-old');
    forgetOpenAiApiKey();
    expect(await source()).toBe('sk-new');
  });

  it('is read again after a failed read', async () => {
    vi.stubEnv(envNames.openAiSecretId, secretArn);
    secrets.on(GetSecretValueCommand).rejectsOnce(new Error('throttled')).resolves({ SecretString: 'sk-2' });
    const source = openAiApiKeySource()!;
    await expect(source()).rejects.toThrow('throttled');
    expect(await source()).toBe('sk-2');
  });

  it('comes from the environment on one machine, without asking Secrets Manager', async () => {
    vi.stubEnv(envNames.openAiApiKey, 'sk-local');
    expect(await openAiApiKeySource()!()).toBe('sk-local');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it('is not configured when neither is set (the offline analyser is used)', () => {
    expect(openAiApiKeySource()).toBeUndefined();
  });
});
