import type * as z from '#lambdas/lib/runtime/zod.ts';

/**
 * The 400's text for a body, as lambdas/lib/runtime/http.ts writes it (the first issue's path,
 * then its message); undefined when the body is accepted.
 */
export function refusalOf(schema: z.ZodMiniType): (body: unknown) => string | undefined {
  return (body) => {
    const parsed = schema.safeParse(body);
    if (parsed.success) return undefined;
    const issue = parsed.error.issues[0]!;
    return `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`;
  };
}
