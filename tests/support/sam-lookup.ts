// How SAM CLI finds the function of `sam local invoke <name>` in a template, written down from
// its source (aws-sam-cli, samcli/lib/samlib/resource_metadata_normalizer.py get_resource_id and
// samcli/lib/providers/sam_function_provider.py get): a function's id is its SamResourceId
// metadata, else the id read from a CDK construct path of two or three parts
// (`Stack/Name/Resource` or `Stack/Name`), else its logical id; `<name>` matches a function whose
// id, logical id or FunctionName is `<name>`. Several matches: SAM warns and takes the first.

export interface TemplateResource {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
}

function samFunctionId(logicalId: string, resource: TemplateResource): string {
  const metadata = resource.Metadata ?? {};
  const declared = metadata.SamResourceId;
  if (typeof declared === 'string' && declared) return declared;
  const cdkPath = metadata['aws:cdk:path'];
  if (typeof cdkPath !== 'string' || !cdkPath) return logicalId;
  const parts = cdkPath.split('/');
  if (parts.length < 2 || parts.length > 3) return logicalId;
  return parts.at(-1) === 'Resource' ? parts.at(-2)! : parts.at(-1)!;
}

/** The logical ids of the Lambda functions `sam local invoke <name>` would match. */
export function samFunctionsNamed(resources: Record<string, TemplateResource>, name: string): string[] {
  return Object.entries(resources)
    .filter(([, resource]) => resource.Type === 'AWS::Lambda::Function')
    .filter(([logicalId, resource]) => {
      const functionName = resource.Properties?.FunctionName ?? logicalId;
      return [samFunctionId(logicalId, resource), logicalId, functionName].includes(name);
    })
    .map(([logicalId]) => logicalId);
}

/**
 * Where SAM finds a function's code (samcli/lib/samlib/resource_metadata_normalizer.py): the
 * `aws:asset:path` metadata, relative to the template's folder, replaces the property that
 * `aws:asset:property` names (`Code`). Without it the code is an S3 object SAM cannot run.
 */
export function samCodePath(resource: TemplateResource): string | undefined {
  const metadata = resource.Metadata ?? {};
  const path = metadata['aws:asset:path'];
  return typeof path === 'string' && metadata['aws:asset:property'] === 'Code' ? path : undefined;
}
