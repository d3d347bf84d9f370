import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { repoRoot } from '#infra/repo-root.ts';
import { correctedContract } from '#lambdas/lib/adapters/ebay/contract-errata.ts';

// The stand-in's check of each request the product sends to eBay's Sell APIs, against eBay's
// own contracts (contracts/ebay/): the operation must exist, its required path, query and
// header parameters must be there, and the JSON body must have the shape of the operation's
// request schema (ajv), as corrected where eBay's documentation contradicts the contract
// (lambdas/lib/adapters/ebay/contract-errata.ts). One difference on purpose: a body field the contract does not define is
// refused, where eBay ignores it silently, because a misspelt field eBay drops is a listing
// without that field and the product would never know.

const contractFiles = [
  'sell_inventory_v1_oas3.json',
  'sell_account_v1_oas3.json',
  'sell_fulfillment_v1_oas3.json',
  'sell_metadata_v1_oas3.json',
  'commerce_notification_v1_oas3.json',
];

export interface CheckedRequest {
  method: string;
  /** The path after the origin, query included: `/sell/inventory/v1/offer?sku=1`. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body's text, or undefined when none was sent. */
  body: string | undefined;
}

/** Where a request breaks the contract, in eBay's words and error shape (`parameters`). */
interface ContractBreak {
  status: 400 | 404;
  reason: string;
}

export type CheckResult = { ok: true; operationId: string } | { ok: false; problem: ContractBreak };

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
}

/** The parts of an OpenAPI 3 contract the check reads. */
interface ContractOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: object }> };
}

interface Contract {
  servers: Array<{ variables: { basePath: { default: string } } }>;
  paths: Record<string, { parameters?: Parameter[] } & Record<string, ContractOperation | Parameter[]>>;
  components?: { schemas?: Record<string, Record<string, unknown>> };
}

interface Operation {
  operationId: string;
  method: string;
  pattern: RegExp;
  parameters: Parameter[];
  validateBody?: ValidateFunction;
  bodyRequired: boolean;
}

export class ContractCheck {
  private readonly operations: Operation[] = [];

  constructor(contractsDir = path.join(repoRoot, 'contracts', 'ebay')) {
    const ajv = new Ajv({ strict: false, allErrors: true });
    (addFormatsModule as unknown as (ajv: Ajv) => void)(ajv);
    for (const file of contractFiles) {
      const contract = correctedContract(
        file,
        JSON.parse(readFileSync(path.join(contractsDir, file), 'utf8')) as Contract,
      );
      closeObjects(contract.components?.schemas ?? {});
      ajv.addSchema({ $id: file, components: contract.components }, file);
      const basePath = contract.servers[0]?.variables.basePath.default ?? '';
      for (const [template, item] of Object.entries(contract.paths)) {
        for (const [method, operation] of Object.entries(item)) {
          if (method === 'parameters' || Array.isArray(operation)) continue;
          const schema = operation.requestBody?.content?.['application/json']?.schema;
          this.operations.push({
            operationId: operation.operationId,
            method: method.toUpperCase(),
            pattern: pathPattern(basePath + template),
            parameters: [...(item.parameters ?? []), ...(operation.parameters ?? [])],
            validateBody: schema ? ajv.compile(withBase(schema, file)) : undefined,
            bodyRequired: Boolean(schema) && operation.requestBody?.required !== false,
          });
        }
      }
    }
    // A literal segment wins over a parameter: `/offer/get_listing_fees` is not `/offer/{offerId}`.
    this.operations.sort((a, b) => placeholders(a.pattern) - placeholders(b.pattern));
  }

  check(request: CheckedRequest): CheckResult {
    const url = new URL(request.url, 'http://stand-in');
    const path = url.pathname;
    const operation = this.operations.find((one) => one.method === request.method && one.pattern.test(path));
    if (!operation) {
      return fail(404, `No operation ${request.method} ${path} in eBay's contracts.`);
    }
    for (const parameter of operation.parameters) {
      if (!parameter.required) continue;
      const present =
        parameter.in === 'query'
          ? url.searchParams.has(parameter.name)
          : parameter.in === 'header'
            ? request.headers[parameter.name.toLowerCase()] !== undefined
            : true; // a path parameter matched the pattern
      if (!present) {
        return fail(400, `Missing required ${parameter.in} parameter ${parameter.name}.`);
      }
    }
    if (operation.validateBody) {
      if (request.body === undefined || request.body === '') {
        return operation.bodyRequired
          ? fail(400, `${operation.operationId} needs a JSON body.`)
          : { ok: true, operationId: operation.operationId };
      }
      let body: unknown;
      try {
        body = JSON.parse(request.body);
      } catch {
        return fail(400, 'The body is not JSON.');
      }
      if (!operation.validateBody(body)) {
        return fail(400, describe(operation.validateBody.errors ?? []));
      }
    }
    return { ok: true, operationId: operation.operationId };
  }
}

function fail(status: 400 | 404, reason: string): CheckResult {
  return { ok: false, problem: { status, reason } };
}

function describe(errors: ErrorObject[]): string {
  return errors
    .map((error) => {
      const where = error.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      return error.keyword === 'additionalProperties'
        ? `${where}: unknown field ${String(error.params.additionalProperty)}`
        : `${where}: ${error.message ?? error.keyword}`;
    })
    .join('; ');
}

/** `/sell/inventory/v1/offer/{offerId}/publish/` -> a regex over one path segment per name. */
function pathPattern(template: string): RegExp {
  const trimmed = template.replace(/\/+$/, '').replace(/\/{2,}/g, '/');
  const source = trimmed
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`);
}

function placeholders(pattern: RegExp): number {
  return pattern.source.split('[^/]+').length - 1;
}

/** The operation's schema, its `#/components/...` references resolved in its contract. */
function withBase(schema: object, file: string): object {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${file}#/components/`));
}

/** Every object schema with properties refuses fields it does not name (see the top). */
function closeObjects(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) closeObjects(child);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.properties && typeof schema.properties === 'object' && !('additionalProperties' in schema)) {
    schema.additionalProperties = false;
  }
  for (const child of Object.values(schema)) closeObjects(child);
}
