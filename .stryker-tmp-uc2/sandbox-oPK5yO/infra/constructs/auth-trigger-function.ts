// @ts-nocheck
import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { AuthTriggerName, FunctionSpec } from '#lambdas/functions.ts';
import { AppFunction } from './app-function';

/**
 * A function the user pool calls (a Cognito trigger, named in the registry); the stack attaches
 * it to the pool (Auth.addTriggers). Cognito waits at most 5 s for an answer.
 */
export class AuthTriggerFunction extends AppFunction {
  readonly trigger: AuthTriggerName;

  constructor(scope: Construct, id: string, props: { name: string; spec: FunctionSpec }) {
    super(scope, id, { ...props, defaultTimeout: Duration.seconds(5) });
    if (!props.spec.authTrigger) throw new Error(`The auth trigger ${props.name} names no trigger`);
    this.trigger = props.spec.authTrigger;
  }
}
