import type { Template } from 'aws-cdk-lib/assertions';
import type { SnapListShiftStack } from '#infra/stack.ts';
import type { TemplateResource } from '#tests/support/sam-lookup.ts';
import type { TemplateJson } from '../../scripts/sam/sam-env-vars.ts';
import { logicalId, noWebBuild, synthTestTemplate } from './synth-app';

// The stack an operator deploys, synthesised with settings that differ from every default,
// for the tests of what the operator gets from it (operations.test.ts) and of the SAM CLI's
// view of it (sam-local.test.ts).

export const operatorSettings = {
  google: { clientId: '1234567890-test.apps.googleusercontent.com' },
  alarmEmail: 'oncall@example.com',
  ai: {
    model: 'gpt-5',
    reasoningEffort: 'medium',
    callsPerUserPerHour: 12,
    dailySpendUsd: 45.5,
    userSharePercent: 8,
    analyserConcurrency: 7,
  },
  api: { throttleRatePerSecond: 40, throttleBurst: 80, userRequestsPerMinute: 120 },
  uploads: { ticketsPerUserPerHour: 60, ticketsPerUserPerDay: 240 },
} as const;

type Resource = { Properties: Record<string, any> };

export interface OperatorStack {
  stack: SnapListShiftStack;
  template: Template;
  resources: Record<string, TemplateResource>;
  outputs: Record<string, { Value: unknown }>;
  templateJson: TemplateJson;
  ofType: (type: string) => Record<string, Resource>;
  /** The logical id of a registry function. */
  functionId: (name: string) => string;
}

/** Call from beforeAll (it takes seconds), with removeTestDirs in afterAll. */
export function synthOperatorStack(): OperatorStack {
  const { stack, json, template } = synthTestTemplate(
    { webDistDir: noWebBuild(), 'aws:cdk:bundling-stacks': [] },
    operatorSettings,
  );
  return {
    stack,
    template,
    resources: json.Resources,
    outputs: json.Outputs,
    templateJson: json,
    ofType: (type) => template.findResources(type) as Record<string, Resource>,
    functionId: (name) => logicalId(stack.functions.all[name]!.node.defaultChild),
  };
}
