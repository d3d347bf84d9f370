// @ts-nocheck
// The CDK app (`npx cdk synth`, `npx cdk deploy`, `npm run deploy`); cdk.json runs it with tsx.
// The deployment settings come from deploy.settings.json and DEPLOY_* variables
// (infra/settings/load-settings.ts); a wrong one stops here, before anything reaches AWS.
import { App } from 'aws-cdk-lib';
import { defineApp } from './define-app';
import { SettingsError } from './settings/deploy-settings';
import { loadDeploySettings } from './settings/load-settings';

try {
  defineApp(new App(), loadDeploySettings().settings);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
