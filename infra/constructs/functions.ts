import { Construct } from 'constructs';
import { functionRegistry, type Registry } from '#lambdas/functions.ts';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { ApiFunction } from './api-function';
import type { AppFunction } from './app-function';
import { functionGrants, type FunctionResources, type Grant } from './function-grants';
import { QueueFunction } from './queue-function';

export interface FunctionsProps {
  readonly resources: Omit<FunctionResources, 'queues'>;
  /** The registry and grants to build; the product's own unless a test gives others. */
  readonly registry?: Registry;
  readonly grants?: Readonly<Record<string, Grant>>;
}

/** One Lambda per entry of the function registry (lambdas/functions.ts), of its kind. */
export class Functions extends Construct {
  readonly all: Readonly<Record<string, AppFunction>>;
  readonly api: Readonly<Record<string, ApiFunction>>;
  readonly queue: Readonly<Record<string, QueueFunction>>;

  constructor(scope: Construct, id: string, props: FunctionsProps) {
    super(scope, id);
    const registry = props.registry ?? functionRegistry;
    const grants: Readonly<Record<string, Grant>> = props.grants ?? functionGrants;

    const api: Record<string, ApiFunction> = {};
    const queue: Record<string, QueueFunction> = {};
    for (const [name, spec] of Object.entries(registry)) {
      if (spec.kind === 'api') api[name] = new ApiFunction(this, name, { name, spec });
      else queue[name] = new QueueFunction(this, name, { name, spec });
    }
    this.api = api;
    this.queue = queue;
    this.all = { ...api, ...queue };

    // Queues first, so that a function that sends jobs can be granted its consumer's queue.
    const queues = Object.fromEntries(Object.entries(queue).map(([name, fn]) => [name, fn.queue])) as Record<
      string,
      IQueue
    >;
    const resources = { ...props.resources, queues } as FunctionResources;
    for (const [name, fn] of Object.entries(this.all)) {
      const grant = grants[name];
      if (!grant) throw new Error(`No grants decided for function ${name}`);
      grant(fn, resources);
    }
  }
}
