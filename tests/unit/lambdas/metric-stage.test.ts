import { afterEach, describe, expect, it, vi } from 'vitest';
import { envNames } from '#lambdas/lib/runtime/config.ts';

// Two stages in one account and region: each Lambda's metrics carry its stage (set by the
// stack in APP_STAGE), so a staging stack never feeds prod's alarms or dashboard.

interface EmfLine {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][] }[] };
  [key: string]: unknown;
}

/** The EMF lines a module writes when it loads in a function of the given stage. */
async function emfOf(stage: string, emit: () => Promise<void>): Promise<EmfLine[]> {
  vi.resetModules();
  vi.stubEnv(envNames.stage, stage);
  vi.stubEnv(envNames.metricsDisabled, 'false');
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await emit();
  } finally {
    write.mockRestore();
  }
  return lines.filter((line) => line.includes('"_aws"')).map((line) => JSON.parse(line) as EmfLine);
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("a function's metrics carry its stage", () => {
  it('the operational counts: the stage is a dimension of each, next to the service', async () => {
    const [line] = await emfOf('staging', async () => {
      const { countOperationalMetric } = await import('#lambdas/lib/runtime/count-operational-metric.ts');
      countOperationalMetric('AnalysesStarted');
    });
    expect(line!.stage).toBe('staging');
    expect(line!.service).toBe('snap-list-shift');
    expect(line!._aws.CloudWatchMetrics[0]!.Dimensions.flat()).toContain('stage');
  });

  it("the AI calls' figures: the stage is a dimension of every set", async () => {
    const [line] = await emfOf('staging', async () => {
      const { recordAiCall } = await import('#lambdas/lib/runtime/ai-telemetry.ts');
      recordAiCall({
        call: 'identify',
        model: 'gpt-5-mini',
        latencyMs: 10,
        inputTokens: 1,
        outputTokens: 1,
        outcome: 'ok',
      });
    });
    expect(line!.stage).toBe('staging');
    for (const set of line!._aws.CloudWatchMetrics[0]!.Dimensions) expect(set).toContain('stage');
  });
});
