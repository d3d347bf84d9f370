// @ts-nocheck
import { en } from 'zod/locales';
import { config } from 'zod/mini';

// Request schemas use zod/mini, the tree-shakable API of zod 4: classic `import { z } from
// 'zod'` cannot be tree-shaken and ships every locale, about 440 KiB, in each bundle
// (tests/unit/lambdas/bundle-contents.test.ts keeps it out). Mini has no messages of its own
// ("Invalid input") until a locale is set: English, as classic zod gives, costs about 3 KiB.
// Import it as `import * as z from './zod'`, never from 'zod/mini' directly, so that the
// locale is set before any parse. Re-exporting a namespace object (`export { z }`) would keep
// all of zod/mini: esbuild only tree-shakes a namespace it sees accessed by name.
config(en());

export * from 'zod/mini';
