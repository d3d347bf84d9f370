// @ts-nocheck
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Construct } from 'constructs';
import type { FunctionSpec } from '#lambdas/functions.ts';
import { AppFunction } from './app-function';

/** A function EventBridge runs every `everyMinutes` (the local twin runs it on a timer). */
export class ScheduledFunction extends AppFunction {
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: { name: string; spec: FunctionSpec }) {
    super(scope, id, { ...props, defaultTimeout: Duration.minutes(1) });
    const minutes = props.spec.everyMinutes;
    if (!minutes) throw new Error(`The scheduled function ${props.name} needs everyMinutes`);
    this.rule = new Rule(scope, `${id}-schedule`, {
      description: `Runs ${props.name} every ${minutes} minutes`,
      schedule: Schedule.rate(Duration.minutes(minutes)),
      targets: [new LambdaFunction(this, { retryAttempts: 0 })],
    });
  }
}
