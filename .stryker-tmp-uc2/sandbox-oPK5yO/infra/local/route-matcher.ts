// @ts-nocheck
import { apiRoutes, type ApiRoute } from '#lambdas/api-routes.ts';

export interface RouteMatch {
  route: ApiRoute;
  pathParameters: Record<string, string>;
}

const compiled = apiRoutes.map((route) => {
  const names: string[] = [];
  const pattern = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, names, regex: new RegExp(`^${pattern}$`) };
});

/** Finds the route API Gateway would pick for a method and path, with its path parameters. */
export function matchRoute(method: string, path: string): RouteMatch | 'method-not-allowed' | undefined {
  let pathMatched = false;
  for (const { route, names, regex } of compiled) {
    const match = regex.exec(path);
    if (!match) continue;
    pathMatched = true;
    if (route.method !== method) continue;
    const pathParameters = Object.fromEntries(names.map((name, i) => [name, safeDecode(match[i + 1] ?? '')]));
    return { route, pathParameters };
  }
  return pathMatched ? 'method-not-allowed' : undefined;
}

/** A malformed escape (`%E0`) stays as sent; the handler then refuses the id like any other. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
