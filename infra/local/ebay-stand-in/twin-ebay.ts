import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { config, type EnvValues } from '#lambdas/lib/runtime/config.ts';
import { EbayStandIn } from './ebay-stand-in';

// eBay for the twin (docs/architecture/twin.md#the-ebay-stand-in): with no eBay app in the
// environment, `npm start` starts the stand-in and points the product at it, so Connect eBay
// works with no keys. With an app configured (EBAY_CLIENT_ID and the rest), the twin leaves
// eBay alone and the product talks to the eBay those settings name.

/** The stand-in's app: its own names, so nothing here passes for a real eBay app. */
const twinApp = { clientId: 'snap-it-twin-app', ruName: 'Snap_it-twin-RuName' };

interface TwinEbay {
  /** The eBay settings the functions get (the stand-in's, or none when the environment has an app). */
  env: EnvValues;
  standIn?: EbayStandIn;
  stop(): Promise<void>;
}

export async function startTwinEbay(options: {
  dataDir: string;
  returnUrl: string;
  /** The product's account-deletion endpoint, as the twin serves it (what eBay's portal would hold). */
  deletionEndpoint: string;
}): Promise<TwinEbay> {
  const env: EnvValues = config.ebayTokenKey() ? {} : { ebayTokenLocalKey: tokenKeyOf(options.dataDir) };
  // A twin started before in this process (tests) left its stand-in's app in the environment:
  // that is no app of the person running it, so this twin starts its own stand-in.
  const app = config.ebayApp();
  if (app && app.clientId !== twinApp.clientId) return { env, stop: async () => {} };
  const clientSecret = randomBytes(24).toString('base64url');
  // eBay sends the browser to the RuName's accept or decline URL: both are the product's
  // return page, which tells them apart by the `error` eBay's decline carries.
  const standIn = await new EbayStandIn({
    app: { ...twinApp, clientSecret },
    acceptUrl: options.returnUrl,
    declineUrl: options.returnUrl,
  }).start();
  return {
    env: {
      ...env,
      ebayAuthOrigin: standIn.baseUrl,
      ebayApiOrigin: standIn.baseUrl,
      ebayClientId: twinApp.clientId,
      ebayClientSecret: clientSecret,
      ebayRuName: twinApp.ruName,
      // What an operator enters in eBay's portal (docs/operator-guide.md): a fresh token per run.
      ebayVerificationToken: randomBytes(32).toString('base64url'),
      ebayDeletionEndpoint: options.deletionEndpoint,
    },
    standIn,
    stop: () => standIn.stop(),
  };
}

/**
 * The key that wraps the sealed eBay tokens on this machine (no KMS among the emulators), made
 * once per install and kept in the data folder (owner-only), so stored connections still open
 * after a restart.
 */
function tokenKeyOf(dataDir: string): string {
  const file = path.join(dataDir, 'ebay-token-key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  return readFileSync(file, 'utf8').trim();
}
