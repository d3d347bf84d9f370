// @ts-nocheck
import { envNames } from '#lambdas/lib/runtime/config.ts';

// Imported first by scripts/bench.ts, before the twin's modules load: expected refusals
// are logged as warnings, and a benchmark only wants errors among its figures.
process.env[envNames.logLevel] ??= 'ERROR';
process.env.COGNITO_LOG_LEVEL ??= 'error';
// The benchmark sends nothing past loopback: link previews look up no name in DNS.
process.env[envNames.previewDns] = 'off';
