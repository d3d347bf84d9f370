import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapListShiftStack } from '#infra/stack.ts';
import { functionRegistry, namesOfKind } from '#lambdas/functions.ts';
import { config } from '#lambdas/lib/runtime/config.ts';
import { synthOperatorStack, type OperatorStack } from './operator-stack';
import { logicalId, noWebBuild, removeTestDirs, synthTestTemplate } from './synth-app';

// The operator hears the managed services too, and hears when an alarm is over
// (docs/operator-guide.md#alarms-and-what-to-do): a job waiting too long, a table throttling,
// the site answering 5xx (only where CloudWatch can see CloudFront's metrics: us-east-1).

let stack: SnapListShiftStack;
let outputs: OperatorStack['outputs'];
let ofType: OperatorStack['ofType'];

beforeAll(() => {
  ({ stack, outputs, ofType } = synthOperatorStack());
}, 300_000);
afterAll(removeTestDirs);

const alarms = (types = ofType) =>
  Object.values(types('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);
const usesMetric = (alarm: Record<string, any>, metricName: string) =>
  alarm.MetricName === metricName ||
  (alarm.Metrics ?? []).some((m: any) => m.MetricStat?.Metric?.MetricName === metricName);

describe('every alarm', () => {
  it('tells the topic when it fires and when it is over', () => {
    const topic = { Ref: logicalId(stack.alarms.topic.node.defaultChild) };
    expect(alarms().length).toBeGreaterThan(30);
    for (const alarm of alarms()) {
      expect(alarm.AlarmActions, alarm.AlarmDescription).toEqual([topic]);
      expect(alarm.OKActions, alarm.AlarmDescription).toEqual([topic]);
    }
  });
});

describe('alarms on the managed services', () => {
  const oldestJobAlarmsOf = (name: string) => {
    const queue = logicalId(stack.functions.queue[name]!.queue.node.defaultChild);
    const dimensions = [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } }];
    return alarms().filter(
      (alarm) =>
        usesMetric(alarm, 'ApproximateAgeOfOldestMessage') &&
        JSON.stringify(alarm.Dimensions) === JSON.stringify(dimensions),
    );
  };

  it.each(namesOfKind(functionRegistry, 'queue'))("watches the %s queue's oldest job", (name) => {
    expect(oldestJobAlarmsOf(name)).toHaveLength(1);
  });

  it("watches the analyser queue's oldest job, at the age the sweeper gives an item up", () => {
    const queue = logicalId(stack.functions.queue.analyser!.queue.node.defaultChild);
    expect(oldestJobAlarmsOf('analyser')).toEqual([
      expect.objectContaining({
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } }],
        Statistic: 'Maximum',
        Period: 300,
        Threshold: config.analysisStuckSeconds(),
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      }),
    ]);
    expect(config.analysisStuckSeconds()).toBe(600);
  });

  it.each([
    ['listings', () => stack.data.listings],
    ['profiles', () => stack.data.profiles],
    ['erasures', () => stack.data.erasures],
    ['link-previews', () => stack.data.linkPreviews],
    ['rate-limits', () => stack.data.rateLimits],
  ])("watches the %s table's read and write throttles", (_name, table) => {
    const tableId = logicalId(table().node.defaultChild);
    const watching = alarms().filter(
      (alarm) =>
        usesMetric(alarm, 'ReadThrottleEvents') &&
        usesMetric(alarm, 'WriteThrottleEvents') &&
        JSON.stringify(alarm.Metrics).includes(`{"Ref":"${tableId}"}`),
    );
    expect(watching).toHaveLength(1);
    // Sustained: an on-demand table throttles a moment while it adapts to a burst.
    expect(watching[0]).toMatchObject({
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      EvaluationPeriods: 5,
      DatapointsToAlarm: 3,
    });
  });

  it('cannot watch CloudFront from eu-west-2 (its metrics live in us-east-1), and says so in no alarm', () => {
    expect(alarms().filter((alarm) => JSON.stringify(alarm).includes('AWS/CloudFront'))).toEqual([]);
  });

  it("shows the site's 5xx rate on the dashboard in any region, read from us-east-1", () => {
    const [dashboard] = Object.values(ofType('AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    const distribution = logicalId(stack.site.distribution.node.defaultChild);
    expect(body).toContain('\\"AWS/CloudFront\\",\\"5xxErrorRate\\",\\"DistributionId\\",\\"');
    expect(body).toContain(`{"Ref":"${distribution}"}`);
    expect(body).toContain('\\"region\\":\\"us-east-1\\"');
  });

  it("watches the site's 5xx rate in a us-east-1 stack", () => {
    const east = synthTestTemplate(
      { webDistDir: noWebBuild(), 'aws:cdk:bundling-stacks': [] },
      { region: 'us-east-1' },
    );
    const distribution = logicalId(east.stack.site.distribution.node.defaultChild);
    const eastAlarms = Object.values(east.json.Resources as Record<string, any>)
      .filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm')
      .map((alarm) => alarm.Properties);
    const site = eastAlarms.filter((alarm) => usesMetric(alarm, '5xxErrorRate'));
    expect(site).toHaveLength(1);
    expect(site[0]).toMatchObject({ Threshold: 5, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    expect(JSON.stringify(site[0].Metrics)).toContain(
      JSON.stringify([
        { Name: 'DistributionId', Value: { Ref: distribution } },
        { Name: 'Region', Value: 'Global' },
      ]),
    );
  }, 300_000);
});

describe("the API's own address", () => {
  it('is not advertised: the site calls the API through CloudFront, where the headers are added', () => {
    expect(outputs).not.toHaveProperty('ApiUrl');
    expect(JSON.stringify(outputs)).not.toContain('execute-api');
  });
});
