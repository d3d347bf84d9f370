// @ts-nocheck
import { Construct } from 'constructs';
import { functionRegistry, type Registry } from '#lambdas/functions.ts';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { ApiFunction } from './api-function';
import type { AppFunction } from './app-function';
import { AuthTriggerFunction } from './auth-trigger-function';
import { DeadLetterFunction } from './dead-letter-function';
import { functionGrants, type FunctionResources, type Grant } from './function-grants';
import { QueueFunction } from './queue-function';
import { ScheduledFunction } from './scheduled-function';

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
  readonly scheduled: Readonly<Record<string, ScheduledFunction>>;
  readonly deadLetter: Readonly<Record<string, DeadLetterFunction>>;
  /** The user pool's triggers, by function name; the stack attaches them to the pool. */
  readonly authTrigger: Readonly<Record<string, AuthTriggerFunction>>;

  constructor(scope: Construct, id: string, props: FunctionsProps) {
    super(scope, id);
    const registry = props.registry ?? functionRegistry;
    const grants: Readonly<Record<string, Grant>> = props.grants ?? functionGrants;

    const api: Record<string, ApiFunction> = {};
    const queue: Record<string, QueueFunction> = {};
    const scheduled: Record<string, ScheduledFunction> = {};
    const deadLetter: Record<string, DeadLetterFunction> = {};
    const authTrigger: Record<string, AuthTriggerFunction> = {};
    const entries = Object.entries(registry);
    for (const [name, spec] of entries) {
      if (spec.kind === 'api') api[name] = new ApiFunction(this, name, { name, spec });
      else if (spec.kind === 'queue') queue[name] = new QueueFunction(this, name, { name, spec });
      else if (spec.kind === 'schedule') scheduled[name] = new ScheduledFunction(this, name, { name, spec });
      else if (spec.kind === 'auth-trigger')
        authTrigger[name] = new AuthTriggerFunction(this, name, { name, spec });
    }
    // After the queue functions: each takes the dead-letter queue of one of them.
    for (const [name, spec] of entries.filter(([, each]) => each.kind === 'dead-letter')) {
      const source = queue[spec.deadLettersOf ?? ''];
      if (!source) throw new Error(`${name} takes the dead letters of an unknown queue function`);
      deadLetter[name] = new DeadLetterFunction(this, name, { name, spec, source });
    }
    this.api = api;
    this.queue = queue;
    this.scheduled = scheduled;
    this.deadLetter = deadLetter;
    this.authTrigger = authTrigger;
    this.all = { ...api, ...queue, ...scheduled, ...deadLetter, ...authTrigger };

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
