// @ts-nocheck
import { fileURLToPath } from 'node:url';

/** The repository root: the route table's handler entries and dist/web are relative to it. */
export const repoRoot = fileURLToPath(new URL('../', import.meta.url));
