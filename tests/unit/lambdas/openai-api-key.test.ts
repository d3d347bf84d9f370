import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envNames } from '#lambdas/lib/config.ts';
import { forgetOpenAiApiKey, openAiApiKeySource } from '#lambdas/lib/openai/openai-api-key.ts';

// DESIGN.md section 7: the key comes from Secrets Manager in the cloud (read once per cold
// start), from the environment on one machine, and from nowhere else.

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
  it('is read from Secrets Manager once and kept for later calls', async () => {
    vi.stubEnv(envNames.openAiSecretId, secretArn);
    secrets
      .on(GetSecretValueCommand, { SecretId: secretArn })
      .resolves({ SecretString: ' sk-from-secret \n' });
    const source = openAiApiKeySource()!;
    expect(await source()).toBe('sk-from-secret');
    expect(await source()).toBe('sk-from-secret');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
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
