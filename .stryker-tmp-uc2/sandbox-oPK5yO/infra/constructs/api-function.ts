// @ts-nocheck
import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { FunctionSpec } from '#lambdas/functions.ts';
import { AppFunction } from './app-function';

/**
 * A function behind the HTTP API. 10 s by default: API Gateway cuts any HTTP API request at
 * 30 s, and a function that needs longer belongs behind a queue (docs/design.md#analysis).
 */
export class ApiFunction extends AppFunction {
  constructor(scope: Construct, id: string, props: { name: string; spec: FunctionSpec }) {
    super(scope, id, { ...props, defaultTimeout: Duration.seconds(10) });
  }
}
