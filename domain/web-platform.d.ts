// domain/ runs in the browser and in Node.js, so its own typecheck (domain/tsconfig.json) has
// neither the DOM's nor Node's types. The few WHATWG globals both homes implement, and that
// domain/ uses, are declared here; web and the Lambdas get the full ones from their own libs.

/** The WHATWG URL parser (browsers and Node.js alike); only the members domain/ reads. */
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly href: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
  hash: string;
  search: string;
  readonly searchParams: URLSearchParams;
}

/** A URL's query parameters (domain/preview-url.ts drops the utm_* ones). */
declare class URLSearchParams {
  constructor(init?: string);
  keys(): IterableIterator<string>;
  get(name: string): string | null;
  delete(name: string): void;
  toString(): string;
}
