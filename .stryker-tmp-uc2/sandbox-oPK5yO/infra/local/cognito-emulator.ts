// @ts-nocheck
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { confirmSignUpAsCognito } from './cognito-confirm-sign-up';
import { withCustomMessageTrigger } from './cognito-custom-message';
import { resendConfirmationCode, type ResendServices } from './cognito-resend-code';
import { signingWith } from './resign-tokens';
import type { TwinSigningKey } from './twin-signing-key';
import type { Outbox } from './outbox';
import { allowedHosts, guardEmulator } from './request-guard';

// cognito-local, run in-process. Its own start-up (createDefaultServer) fixes the data
// folder to ./.cognito and prints codes to the console; we assemble the same parts with
// our data folder, our port in the token issuer, and a message sender that feeds the
// local outbox. See docs/design.md#known-facts-about-the-parts for what the emulator can and cannot do.

const require = createRequire(import.meta.url);

interface CognitoMessage {
  __code?: string;
  emailSubject?: string;
  emailMessage?: string;
  smsMessage?: string;
}

export interface CognitoEmulator {
  url: string;
  issuerDomain: string;
  stop(): Promise<void>;
}

export async function startCognitoEmulator(options: {
  dataDir: string;
  port: number;
  outbox: Outbox;
  /** The install's own key (twin-signing-key.ts), never the one in the emulator's package. */
  signingKey: TwinSigningKey;
}): Promise<CognitoEmulator> {
  const { createServer } = require('cognito-local/lib/server/server');
  const { Router } = require('cognito-local/lib/server/Router');
  const { loadConfig } = require('cognito-local/lib/server/config');
  const services = require('cognito-local/lib/services');
  const { CognitoServiceFactoryImpl } = require('cognito-local/lib/services/cognitoService');
  const { CryptoService } = require('cognito-local/lib/services/crypto');
  const { StormDBDataStoreFactory } = require('cognito-local/lib/services/dataStore/stormDb');
  const { MessageDeliveryService } = require('cognito-local/lib/services/messageDelivery/messageDelivery');
  const { otp } = require('cognito-local/lib/services/otp');
  const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator');
  const { UserPoolServiceFactoryImpl } = require('cognito-local/lib/services/userPoolService');
  // cognito-local still loads SDK v2 for its Lambda triggers; we call ours in-process.
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  const AWS = require('aws-sdk');
  const pino = require('pino');

  const logger = pino({ level: process.env.COGNITO_LOG_LEVEL ?? 'warn' });
  const ctx = { logger };
  const dataDirectory = path.join(options.dataDir, 'db');
  mkdirSync(dataDirectory, { recursive: true });

  const hostname = '127.0.0.1';
  const issuerDomain = `http://localhost:${options.port}`;
  const loaded = await loadConfig(ctx, new StormDBDataStoreFactory(options.dataDir));
  const config = {
    ...loaded,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: issuerDomain },
    ServerConfig: { port: options.port, hostname, development: false, https: false },
  };

  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognito = await new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  // The CustomMessage trigger is the product's own function, run in this process.
  const triggers = withCustomMessageTrigger(
    new services.TriggersService(
      clock,
      cognito,
      new services.LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)),
      new CryptoService(config.KMSConfig),
    ),
  );

  const outboxSender = {
    async sendEmail(_ctx: unknown, _user: unknown, destination: string, message: CognitoMessage) {
      // The trigger's message is HTML, as Cognito sends it; the emulator's default is text.
      options.outbox.add({
        to: destination,
        subject: message.emailSubject ?? 'Your verification code',
        body: message.emailMessage ?? `Your code is ${message.__code ?? ''}`,
        html: message.emailMessage !== undefined,
        code: message.__code,
      });
    },
    async sendSms(ctx: unknown, user: unknown, destination: string, message: CognitoMessage) {
      return this.sendEmail(ctx, user, destination, message);
    },
  };

  const allServices = {
    clock,
    cognito,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(outboxSender)),
    otp,
    tokenGenerator: signingWith(
      options.signingKey,
      new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    ),
    triggers,
  };
  const app = createServer(
    withMissingTargets(Router(allServices), cognito, allServices),
    logger,
    config.ServerConfig,
    allServices,
  );
  const server: Server = await app.start();
  // cognito-local allows every origin (CORS *) and checks no credentials: browsers reach it
  // only through the gateway's proxy, which passes the public actions alone.
  guardEmulator(server, { hosts: allowedHosts(options.port), browserOrigins: new Set() });

  return {
    url: `http://${hostname}:${options.port}`,
    issuerDomain,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Route = (ctx: unknown, request: Record<string, string>) => Promise<unknown>;
interface UserPoolLike {
  getUserByUsername(ctx: unknown, username: string): Promise<Record<string, unknown> | null>;
  saveUser(ctx: unknown, user: Record<string, unknown>): Promise<void>;
}

/**
 * Actions cognito-local 5.3 lacks, added on the emulator's own user records:
 * - AdminUserGlobalSignOut, which account erasure calls to revoke the user's refresh tokens,
 *   as Cognito does it (the user's refresh tokens stop working);
 * - ResendConfirmationCode (the code form's Resend code), in `cognito-resend-code.ts`;
 * and one it answers unlike Cognito: ConfirmSignUp of a confirmed user (a reused email link),
 * in `cognito-confirm-sign-up.ts`.
 */
function withMissingTargets(
  router: (target: string) => Route,
  cognito: {
    getUserPool(ctx: unknown, id: string): Promise<UserPoolLike>;
    getUserPoolForClientId(ctx: unknown, clientId: string): Promise<UserPoolLike>;
  },
  services: unknown,
) {
  const { UserNotFoundError } = require('cognito-local/lib/errors');
  const adminUserGlobalSignOut: Route = async (ctx, request) => {
    const pool = await cognito.getUserPool(ctx, String(request.UserPoolId));
    const user = await pool.getUserByUsername(ctx, String(request.Username));
    if (!user) throw new UserNotFoundError('User does not exist');
    await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  };
  const added: Record<string, Route> = {
    AdminUserGlobalSignOut: adminUserGlobalSignOut,
    ResendConfirmationCode: resendConfirmationCode(services as ResendServices) as Route,
    ConfirmSignUp: confirmSignUpAsCognito(cognito, router('ConfirmSignUp')),
  };
  return (target: string): Route => added[target] ?? router(target);
}
