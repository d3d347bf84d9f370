import { mkdirSync } from 'node:fs';
import { S3Client } from '@aws-sdk/client-s3';
import type { Server } from 'node:http';
import path from 'node:path';
import { config, toEnvironment, type EnvValues } from '#lambdas/lib/runtime/config.ts';
import type { RuntimeConfig } from '#domain/runtime-config.ts';
import { stopOfflineAnalyser } from '#lambdas/lib/adapters/offline-analyser/load-offline-analyser.ts';
import { openAiApiKeySource } from '#lambdas/lib/runtime/factories/openai-api-key.ts';
import { makeListingAnalysisRepository } from '#lambdas/lib/runtime/factories/make-listing-analysis-repository.ts';
import { provideInProcessQueues } from '#lambdas/lib/local/in-process-queues.ts';
import { defineServices } from '#lambdas/lib/runtime/services.ts';
import { securityHeaders } from '#infra/security-headers.ts';
import { tableSchemas } from '../table-schemas';
import { requeueUnfinishedAnalyses } from './analysis-recovery';
import type { EbayStandIn } from './ebay-stand-in/ebay-stand-in';
import { startTwinEbay } from './ebay-stand-in/twin-ebay';
import { apiContract } from '#domain/api-contract.ts';
import { EBAY_RETURN_PATH } from '#domain/ebay-connection.ts';
import { startAnalysisSweepTimer } from './analysis-sweep-timer';
import { startEbayOrdersPoll } from './ebay-orders-poll';
import { startCognitoEmulator } from './cognito-emulator';
import { startDynamoDbEmulator } from './dynamodb-emulator';
import { resolvePort } from './free-port';
import { startGateway } from './gateway';
import { createJwtAuthorizer } from './jwt-authorizer';
import { Outbox, type OutboxMessage } from './outbox';
import { provisionTables, provisionUserPool } from './provision';
import { restartable, type RestartableEmulator } from './restartable-emulator';
import { allowedHosts, originsOf } from './request-guard';
import { s3rverCredentials, startS3Emulator } from './s3-emulator';
import { startUnattachedUploadSweep } from './unattached-upload-sweep';
import { loadOrCreateSigningKey } from './twin-signing-key';
import { ownerOnly } from './owner-only';

// The whole product on one machine: emulators, provisioning, and the gateway in front of
// the handlers. Used by `npm start` and by the integration and browser test setups.

export interface LocalTwinOptions {
  dataDir: string;
  siteDir: string;
  /** 0 picks a free port. */
  ports: { gateway: number; cognito: number; dynamodb: number; s3: number };
  host?: string;
  /**
   * `npm run dev` only: the port of the Vite dev server in front of the twin. Its host names
   * pass the gateway's Host guard and its origin the gateway's and the S3 emulator's origin
   * checks (and S3's CORS, for presigned uploads); without it the twin refuses them.
   */
  devServerPort?: number;
  onMessage?: (message: OutboxMessage) => void;
  log?: (line: Record<string, unknown>) => void;
}

export interface LocalTwin {
  siteUrl: string;
  cognitoUrl: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  /** The environment the handlers run with: the local home's configuration. */
  env: EnvValues;
  webConfig: RuntimeConfig;
  outbox: Outbox;
  /** eBay's stand-in, when the environment names no eBay app (docs/architecture/twin.md#the-ebay-stand-in). */
  ebayStandIn?: EbayStandIn;
  /** The table and bucket emulators, which can be stopped and started again on their data. */
  emulators: { dynamodb: RestartableEmulator; s3: RestartableEmulator };
  /** Resolves when every queued analysis has finished (tests; a clean stop). */
  analysesSettled(): Promise<void>;
  stop(): Promise<void>;
}

const uploadsBucket = 'uploads';

export async function startLocalTwin(options: LocalTwinOptions): Promise<LocalTwin> {
  // The offline analyser's text reader, if it started, ends last (a worker thread).
  const stops: Array<() => Promise<void>> = [stopOfflineAnalyser];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => {});
  };
  try {
    const gatewayPort = await resolvePort(options.ports.gateway);
    const host = options.host ?? '127.0.0.1';
    const siteUrl = `http://localhost:${gatewayPort}`;
    const devHosts =
      options.devServerPort === undefined ? [] : [...allowedHosts(options.devServerPort, host)];
    const gatewayHosts = new Set([...allowedHosts(gatewayPort, host), ...devHosts]);
    // Passwords, refresh tokens, photos and the signing key: for the person running it alone.
    ownerOnly(options.dataDir);
    const outbox = new Outbox(options.onMessage, path.join(options.dataDir, 'outbox.json'));

    const dynamodbPort = await resolvePort(options.ports.dynamodb);
    const dynamodb = await restartable(() =>
      startDynamoDbEmulator({ dataDir: dataFolder(options.dataDir, 'dynamodb'), port: dynamodbPort }),
    );
    stops.push(dynamodb.stop);
    const s3Port = await resolvePort(options.ports.s3);
    const s3 = await restartable(() =>
      startS3Emulator({
        dataDir: dataFolder(options.dataDir, 's3'),
        port: s3Port,
        bucket: uploadsBucket,
        allowedOrigins: [...originsOf(gatewayHosts)],
      }),
    );
    stops.push(s3.stop);
    // The bucket's lifecycle rule, which the emulator lacks: unattached photos expire.
    const stopSweep = startUnattachedUploadSweep({
      client: new S3Client({
        region: 'eu-west-2',
        endpoint: s3.url,
        forcePathStyle: true,
        credentials: s3rverCredentials,
      }),
      bucket: uploadsBucket,
      log: options.log,
    });
    stops.push(async () => stopSweep());
    const signingKey = await loadOrCreateSigningKey(options.dataDir);
    const cognito = await startCognitoEmulator({
      dataDir: dataFolder(options.dataDir, 'cognito'),
      port: await resolvePort(options.ports.cognito),
      outbox,
      signingKey,
    });
    stops.push(cognito.stop);

    const [pool] = await Promise.all([
      provisionUserPool(cognito.url),
      provisionTables(dynamodb.url, options.dataDir, (message) => options.log?.({ message })),
    ]);
    const issuer = `${cognito.issuerDomain}/${pool.userPoolId}`;
    // eBay's consent sends the browser back to the page the seller opens the app on.
    const appOrigin =
      options.devServerPort === undefined ? siteUrl : `http://localhost:${options.devServerPort}`;
    const ebay = await startTwinEbay({
      dataDir: options.dataDir,
      returnUrl: `${appOrigin}${EBAY_RETURN_PATH}`,
      deletionEndpoint: `${siteUrl}${apiContract.ebayAccountDeletion.path}`,
    });
    stops.push(ebay.stop);

    // Every function runs in this one process, so it gets the union of what the functions
    // are bound to in the cloud (infra/constructs/function-grants.ts), plus the emulators.
    const env: EnvValues = {
      region: 'eu-west-2',
      accessKeyId: s3rverCredentials.accessKeyId,
      secretAccessKey: s3rverCredentials.secretAccessKey,
      dynamodbEndpoint: dynamodb.url,
      s3Endpoint: s3.url,
      cognitoEndpoint: cognito.url,
      listingsTable: tableSchemas.listings.name,
      profilesTable: tableSchemas.profiles.name,
      erasuresTable: tableSchemas.erasures.name,
      linkPreviewsTable: tableSchemas.linkPreviews.name,
      uploadsBucket,
      userPoolId: pool.userPoolId,
      rateLimitsTable: tableSchemas.rateLimits.name,
      // The links in the auth emails (the outbox) open this twin's site.
      siteOrigin: siteUrl,
      ...ebay.env,
    };
    Object.assign(process.env, toEnvironment(env));

    // Analyses run in this process, fed by the in-process queue: the twin provides it to every
    // function here (the cloud's factory knows only SQS, and a function declaring it fails
    // to start without its URL). The AI is
    // OpenAI when a key is in the environment, otherwise the keyless analyser
    // (lambdas/lib/runtime/factories/make-listing-analyser.ts).
    const { analysisQueue: queue } = provideInProcessQueues();
    const analysis = defineServices({ analyses: makeListingAnalysisRepository });
    await requeueUnfinishedAnalyses(analysis.analyses, queue);
    // Items stuck in `analyzing` (a run that died, a job lost) are marked for a retry.
    stops.push(startAnalysisSweepTimer(config.analysisSweepIntervalMs()));
    // eBay's orders, read for every connected seller (the cloud's schedule); the stand-in's
    // order control runs it at once, so a sale made there shows without waiting.
    const ebayOrders = startEbayOrdersPoll();
    stops.push(ebayOrders.stop);
    if (ebay.standIn) ebay.standIn.afterOrder = ebayOrders.pollNow;

    const webConfig: RuntimeConfig = {
      region: 'local',
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      userPoolEndpoint: `${siteUrl}/_local/cognito`,
      authFlowType: 'USER_PASSWORD_AUTH',
      // cognito-local has no hosted UI, which Google sign-in goes through.
      googleSignInAbsence: 'noHostedUi',
      apiBaseUrl: '',
      outboxUrl: '/_local/outbox',
      // The same rule as the analyser's factory: without a key, the offline analyser reads.
      analyser: openAiApiKeySource() ? 'openai' : 'offline',
    };
    const gateway: Server = await startGateway({
      port: gatewayPort,
      host,
      allowedHosts: gatewayHosts,
      // The browser talks to the gateway (site, API, Cognito proxy) and to the S3 emulator.
      securityHeaders: securityHeaders({ cognito: [], storage: [...originsOf(allowedHosts(s3Port))] }),
      siteDir: options.siteDir,
      webConfig,
      authorize: createJwtAuthorizer({
        issuer,
        audience: [pool.userPoolClientId],
        // The install's own key only: never the one shipped in the emulator's package.
        keys: { publicKeys: [signingKey.publicJwk] },
      }),
      cognitoUrl: cognito.url,
      outbox,
      log: options.log,
    });
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          gateway.closeAllConnections();
          gateway.close(() => resolve());
        }),
    );

    return {
      siteUrl,
      cognitoUrl: cognito.url,
      ...pool,
      issuer,
      env,
      webConfig,
      outbox,
      ebayStandIn: ebay.standIn,
      emulators: { dynamodb, s3 },
      analysesSettled: () => queue.drain(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function dataFolder(root: string, name: string): string {
  const folder = path.join(root, name);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  return folder;
}
