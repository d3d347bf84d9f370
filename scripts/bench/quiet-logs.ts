// Imported first by scripts/bench.ts, before the twin's modules load: expected refusals
// are logged as warnings, and a benchmark only wants errors among its figures.
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
process.env.COGNITO_LOG_LEVEL ??= 'error';
