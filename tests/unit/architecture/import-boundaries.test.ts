import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import rules of the README's architecture section, shown on small sample files linted
// with the repository's own eslint.config.js. The samples sit at virtual paths inside the
// layers and import real files, because the rules judge resolved paths, not import text.

const root = join(import.meta.dirname, '../../..');
const featuresDir = join(root, 'web/src/features');
// A feature folder made for this test: the rules must cover a feature nobody listed. It also
// holds the two files that import each other (no-cycle reads the imported files from disk).
// Ignored by git (.gitignore); removed after the run.
const sampleFeature = `arch-test-tmp-${process.pid}`;
const sampleDir = join(featuresDir, sampleFeature);

let eslint: ESLint;

beforeAll(async () => {
  for (const stale of readdirSync(featuresDir).filter((name) => name.startsWith('arch-test-tmp-'))) {
    rmSync(join(featuresDir, stale), { recursive: true, force: true });
  }
  mkdirSync(sampleDir);
  writeFileSync(
    join(sampleDir, 'first.ts'),
    "import { second } from './second';\nexport const first = () => second;\n",
  );
  writeFileSync(
    join(sampleDir, 'second.ts'),
    "import { first } from './first';\nexport const second = () => first;\n",
  );
  eslint = new ESLint({ cwd: root });
  // Loads the config, parsers and resolver once, outside the tests' own time limits.
  await eslint.lintText('', { filePath: join(root, 'web/src/lib/warm-up.ts') });
}, 60_000);

afterAll(() => {
  rmSync(sampleDir, { recursive: true, force: true });
});

interface Refusal {
  rule: string | null;
  message: string;
}

/** The import-rule errors ESLint reports for `code` placed at `path` (relative to the repo). */
async function importErrors(path: string, code: string): Promise<Refusal[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.startsWith('import-x/') || m.ruleId === 'no-restricted-imports' || m.fatal)
    .map((m) => ({ rule: m.ruleId, message: m.message }));
}

const uses = (name: string) => `\nexport const used = [${name}];\n`;

describe('web app layers: app -> features -> shared folders -> domain', { timeout: 20_000 }, () => {
  it('refuses a feature importing another feature, through a relative path', async () => {
    const errors = await importErrors(
      'web/src/features/profile/components/sample.ts',
      "import { useSession } from '../../auth/hooks/use-session';" + uses('useSession'),
    );
    expect(errors).toEqual([
      {
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Features do not import each other'),
      },
    ]);
  });

  it('refuses a feature importing another feature, through the #web alias', async () => {
    const errors = await importErrors(
      'web/src/features/profile/components/sample.ts',
      "import { useSession } from '#web/features/auth/hooks/use-session.ts';" + uses('useSession'),
    );
    expect(errors).toEqual([
      {
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Features do not import each other'),
      },
    ]);
  });

  it('gives a new feature folder the rule without any list to edit', async () => {
    const errors = await importErrors(
      `web/src/features/${sampleFeature}/sample.ts`,
      "import { useSession } from '#web/features/auth/hooks/use-session.ts';" + uses('useSession'),
    );
    expect(errors).toEqual([
      {
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Features do not import each other'),
      },
    ]);
  });

  it('refuses a shared folder importing a feature', async () => {
    const errors = await importErrors(
      'web/src/lib/sample.ts',
      "import { useSession } from '../features/auth/hooks/use-session';" + uses('useSession'),
    );
    expect(errors).toEqual([
      {
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Shared code (web/src/lib) never imports a feature'),
      },
    ]);
  });

  it('refuses a feature importing the app shell', async () => {
    const errors = await importErrors(
      'web/src/features/auth/components/sample.ts',
      "import { AppRoutes } from '#web/app/router.tsx';" + uses('AppRoutes'),
    );
    expect(errors).toEqual([
      {
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Features never import the app shell'),
      },
    ]);
  });

  it('refuses the web app importing a Lambda module or a Node.js built-in', async () => {
    const errors = await importErrors(
      'web/src/lib/sample.ts',
      "import { readFile } from 'node:fs/promises';\nimport { listingSortKey } from '#lambdas/lib/adapters/listing-keys.ts';" +
        uses('readFile, listingSortKey'),
    );
    expect(errors).toEqual([
      { rule: 'no-restricted-imports', message: expect.stringContaining('The web app runs in the browser') },
      {
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('The web app imports only domain/'),
      },
    ]);
  });

  it("keeps the query keys inside the request files: a hook, a feature's component or a test importing them is refused", async () => {
    const importKeys = "import { queryKeys } from '#web/api/query-keys.ts';" + uses('queryKeys');
    const refused = {
      rule: 'import-x/no-restricted-paths',
      message: expect.stringContaining('Query keys stay inside the request files'),
    };
    for (const path of [
      'web/src/hooks/sample.ts',
      'web/src/features/list/hooks/sample.ts',
      'web/src/features/list/components/sample.tsx',
      'web/src/features/list/sample.ts',
      'web/src/sample.ts',
      'tests/web/sample.ts',
    ]) {
      expect(await importErrors(path, importKeys)).toEqual([refused]);
    }
    for (const path of ['web/src/api/sample.ts', 'web/src/features/list/api/sample.ts']) {
      expect(await importErrors(path, importKeys)).toEqual([]);
    }
  });

  it('lets a feature import its own files, shared folders and domain, and the app import features', async () => {
    const feature = await importErrors(
      'web/src/features/auth/components/sample.ts',
      [
        "import { useSession } from '../hooks/use-session';",
        "import { notify } from '#web/lib/notify.ts';",
        "import { LoadingScreen } from '#web/components/loading-screen.tsx';",
        "import { shouldRefreshToken } from '#domain/session-refresh.ts';",
      ].join('\n') + uses('useSession, notify, LoadingScreen, shouldRefreshToken'),
    );
    const app = await importErrors(
      'web/src/app/routes/sample.ts',
      "import { ProfileCountry } from '#web/features/profile/components/profile-country.tsx';" +
        uses('ProfileCountry'),
    );
    expect({ feature, app }).toEqual({ feature: [], app: [] });
  });
});

describe('repository layers: domain <- lambdas <- infra', { timeout: 20_000 }, () => {
  it('refuses domain/ importing anything of ours', async () => {
    const errors = await importErrors(
      'domain/sample.ts',
      "import { listingSortKey } from '../lambdas/lib/adapters/listing-keys';" + uses('listingSortKey'),
    );
    expect(errors).toEqual([
      { rule: 'import-x/no-restricted-paths', message: expect.stringContaining('domain/ is pure') },
    ]);
  });

  it('refuses a Lambda importing infra/ or the web app', async () => {
    const errors = await importErrors(
      'lambdas/lib/sample.ts',
      "import { repoRoot } from '#infra/repo-root.ts';\nimport { notify } from '#web/lib/notify.ts';" +
        uses('repoRoot, notify'),
    );
    expect(errors).toEqual([
      {
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Lambdas import only domain/'),
      },
      {
        rule: 'import-x/no-restricted-paths',
        message: expect.stringContaining('Lambdas import only domain/'),
      },
    ]);
  });

  it('keeps lambdas/lib/local out of every Lambda and out of infra/ but the twin', async () => {
    const local = (from: string) =>
      `import { invokeFunction } from '${from}';\nexport const load = () => import('${from}');` +
      uses('invokeFunction');
    const invoker = '#lambdas/lib/local/in-process-invoker.ts';
    const refusal = {
      rule: 'import-x/no-restricted-paths',
      message: expect.stringContaining('lambdas/lib/local is for one machine'),
    };
    const refused = {
      handler: await importErrors('lambdas/listings/sample.ts', local(invoker)),
      factory: await importErrors('lambdas/lib/runtime/factories/sample.ts', local(invoker)),
      registry: await importErrors('lambdas/sample.ts', local(invoker)),
      cdk: await importErrors('infra/constructs/sample.ts', local(invoker)),
    };
    // The static import and the dynamic one are both seen.
    expect(refused).toEqual({
      handler: [refusal, refusal],
      factory: [refusal, refusal],
      registry: [refusal, refusal],
      cdk: [refusal, refusal],
    });
    const allowed = {
      twin: await importErrors('infra/local/sample.ts', local(invoker)),
      itself: await importErrors('lambdas/lib/local/sample.ts', local('./in-process-invoker')),
      scripts: await importErrors('scripts/sample.ts', local(invoker)),
      tests: await importErrors('tests/unit/sample.test.ts', local(invoker)),
    };
    expect(allowed).toEqual({ twin: [], itself: [], scripts: [], tests: [] });
  });

  it('refuses zod outside lambdas/lib/runtime/zod', async () => {
    const errors = await importErrors('lambdas/lib/sample.ts', "import { z } from 'zod';" + uses('z'));
    expect(errors).toEqual([
      {
        rule: 'no-restricted-imports',
        message: expect.stringContaining('Import zod from lambdas/lib/runtime/zod'),
      },
    ]);
  });

  it('refuses classic zod in the web app, and lets it use zod/mini', async () => {
    const classic = await importErrors('web/src/lib/sample.ts', "import { z } from 'zod';" + uses('z'));
    expect(classic).toEqual([
      { rule: 'no-restricted-imports', message: expect.stringContaining("Import zod from 'zod/mini'") },
    ]);
    const mini = await importErrors('web/src/lib/sample.ts', "import * as z from 'zod/mini';" + uses('z'));
    expect(mini).toEqual([]);
  });

  it('lets infra/ import lambdas/ and domain/', async () => {
    const errors = await importErrors(
      'infra/constructs/sample.ts',
      "import { listingSortKey } from '#lambdas/lib/adapters/listing-keys.ts';\nimport type { RuntimeConfig } from '#domain/runtime-config.ts';" +
        '\nexport const used: [typeof listingSortKey, RuntimeConfig?] = [listingSortKey];\n',
    );
    expect(errors).toEqual([]);
  });
});

describe(
  'lambdas/lib one way: ports <- adapters <- composition, ports <- HTTP boundary',
  { timeout: 20_000 },
  () => {
    const refusal = (says: string) => ({
      rule: 'import-x/no-restricted-paths',
      message: expect.stringContaining(says),
    });

    it('refuses an adapter reading the configuration or an SDK client made from it', async () => {
      const config = await importErrors(
        'lambdas/lib/adapters/sample.ts',
        "import { config } from '../runtime/config';" + uses('config'),
      );
      const client = await importErrors(
        'lambdas/lib/adapters/sample.ts',
        "import { dynamo } from '#lambdas/lib/runtime/clients/dynamo.ts';" + uses('dynamo'),
      );
      expect({ config, client }).toEqual({
        config: [refusal('Adapters take their settings from the composition')],
        client: [refusal('Adapters take their settings from the composition')],
      });
    });

    it("refuses an adapter throwing the HTTP layer's ApiError", async () => {
      const errors = await importErrors(
        'lambdas/lib/adapters/openai/sample.ts',
        "import { ApiError } from '../../runtime/api-error';" + uses('ApiError'),
      );
      expect(errors).toEqual([refusal('Adapters take their settings from the composition')]);
    });

    it('refuses a port importing an adapter', async () => {
      const errors = await importErrors(
        'lambdas/lib/ports/sample.ts',
        "import { S3PhotoStore } from '../adapters/s3-photo-store';" + uses('S3PhotoStore'),
      );
      expect(errors).toEqual([refusal('Ports own their types and errors')]);
    });

    it('refuses the HTTP boundary importing an adapter', async () => {
      const errors = await importErrors(
        'lambdas/lib/runtime/http.ts',
        "import { isAwsError } from '../adapters/aws-errors';" + uses('isAwsError'),
      );
      expect(errors).toEqual([refusal('The HTTP boundary maps the ports')]);
    });

    it("lets adapters use ports and the runtime's logger, and the composition wire adapters", async () => {
      const adapter = await importErrors(
        'lambdas/lib/adapters/sample.ts',
        [
          "import { ServiceUnavailableError } from '../ports/service-unavailable';",
          "import { logger } from '../runtime/logger';",
        ].join('\n') + uses('ServiceUnavailableError, logger'),
      );
      const factory = await importErrors(
        'lambdas/lib/runtime/factories/sample.ts',
        [
          "import { S3PhotoStore } from '../../adapters/s3-photo-store';",
          "import { s3 } from '../clients/s3';",
          "import { config } from '../config';",
        ].join('\n') + uses('S3PhotoStore, s3, config'),
      );
      const boundary = await importErrors(
        'lambdas/lib/runtime/http.ts',
        "import { ServiceUnavailableError } from '../ports/service-unavailable';" +
          uses('ServiceUnavailableError'),
      );
      expect({ adapter, factory, boundary }).toEqual({ adapter: [], factory: [], boundary: [] });
    });
  },
);

describe('no import cycles', { timeout: 20_000 }, () => {
  it('refuses two files that import each other', async () => {
    const errors = await importErrors(
      `web/src/features/${sampleFeature}/first.ts`,
      "import { second } from './second';\nexport const first = () => second;\n",
    );
    expect(errors).toEqual([
      { rule: 'import-x/no-cycle', message: expect.stringContaining('Dependency cycle') },
    ]);
  });
});
