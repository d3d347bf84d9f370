// The CDK app (`npx cdk synth`, `npx cdk deploy`); cdk.json runs it with tsx.
// What it builds and which context it reads: define-app.ts.
import { App } from 'aws-cdk-lib';
import { defineApp } from './define-app';

defineApp(new App());
