import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations } from 'aws-cdk-lib';
import type { CfnElement } from 'aws-cdk-lib';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledgeDeploymentHandler } from './site-content-nag';
import type { RuntimeConfig } from '#domain/runtime-config.ts';
import type { Site } from './site';

/**
 * The /config.json the web reads at start-up: the web's own RuntimeConfig type, narrowed to
 * what the cloud sends, so a change on either side fails to compile.
 */
type WebRuntimeConfig = Readonly<
  Pick<RuntimeConfig, 'region' | 'userPoolId' | 'userPoolClientId' | 'oauthDomain'> & {
    /** The cloud has the hosted UI: without an OAuth domain, Google is simply not configured. */
    googleSignInAbsence?: 'notConfigured';
    /** Cognito has SRP; only the local emulator needs USER_PASSWORD_AUTH (docs/design.md#known-facts-about-the-parts). */
    authFlowType: Extract<RuntimeConfig['authFlowType'], 'USER_SRP_AUTH'>;
    /** Empty: the API is on the site's own origin, under /api/*. */
    apiBaseUrl: '';
  }
>;

export interface SiteContentProps {
  readonly site: Site;
  /** The Vite build (`npm run build:web`), usually dist/web. */
  readonly webDistDir: string;
  readonly runtimeConfig: WebRuntimeConfig;
}

/** Vite's default assetsDir: every file in it has a content hash in its name. */
const hashedDir = 'assets';

/**
 * The web app manifest (web/web-app-manifest.ts). S3 would guess its type from the name and
 * may not know `.webmanifest`, so it is deployed on its own with the type set.
 */
const webAppManifestFile = 'manifest.webmanifest';
const webAppManifestType = 'application/manifest+json';

/**
 * Uploads the built site and its runtime config. Hashed assets are cached for a year and
 * never pruned (an open tab, or a page a service worker still holds, may load an old chunk);
 * index.html, config.json, the service worker (sw.js), the manifest and the other unhashed
 * files are revalidated on every load, and the CDN is invalidated per deploy.
 */
/** The build's precompressed copies (web/vite-precompress.ts), local-only. */
const precompressedCopies = ['*.br', '*.gz'];

/**
 * The barcode reader's WebAssembly (web/src/photos/zxing-reader.ts). The browser compiles it
 * while it streams only when it comes as application/wasm, and the deployment's guess from
 * the name depends on the handler's MIME tables: it goes on its own with the type set.
 */
const webAssemblyFiles = '*.wasm';
const webAssemblyType = 'application/wasm';

export class SiteContent extends Construct {
  constructor(scope: Construct, id: string, props: SiteContentProps) {
    super(scope, id);
    const { site, webDistDir } = props;
    const config = Source.jsonData('config.json', props.runtimeConfig);
    const hasBuild = existsSync(join(webDistDir, 'index.html'));

    if (!hasBuild) {
      // Synth (and the infra tests) must work without a web build; a deploy should not.
      Annotations.of(this).addWarningV2(
        'snap-list-shift:noWebBuild',
        `No web build in ${webDistDir}: only config.json would be deployed. Run "npm run build:web" before "cdk deploy".`,
      );
    }

    // The hashed assets go first, and are created first: the deployments share one handler
    // whose layer belongs to the first one, so the reverse order would be a dependency cycle.
    const hashedPath = join(webDistDir, hashedDir);
    const assets =
      hasBuild && existsSync(hashedPath)
        ? new BucketDeployment(this, 'HashedAssets', {
            // CloudFront compresses on the fly; the build's .br/.gz copies are for the local server.
            sources: [Source.asset(hashedPath, { exclude: [...precompressedCopies, webAssemblyFiles] })],
            destinationBucket: site.bucket,
            destinationKeyPrefix: `${hashedDir}/`,
            prune: false,
            cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          })
        : undefined;
    const webAssembly =
      assets && readdirSync(hashedPath).some((name) => name.endsWith('.wasm'))
        ? new BucketDeployment(this, 'WebAssembly', {
            // Every file but the .wasm ones left out.
            sources: [Source.asset(hashedPath, { exclude: ['*', `!${webAssemblyFiles}`] })],
            destinationBucket: site.bucket,
            destinationKeyPrefix: `${hashedDir}/`,
            prune: false,
            contentType: webAssemblyType,
            cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          })
        : undefined;
    if (assets && webAssembly) webAssembly.node.addDependency(assets);

    const manifestPath = join(webDistDir, webAppManifestFile);
    const manifest =
      hasBuild && existsSync(manifestPath)
        ? new BucketDeployment(this, 'WebAppManifest', {
            sources: [Source.data(webAppManifestFile, readFileSync(manifestPath, 'utf8'))],
            destinationBucket: site.bucket,
            prune: false,
            contentType: webAppManifestType,
            cacheControl: [CacheControl.noCache()],
          })
        : undefined;
    if (assets && manifest) manifest.node.addDependency(assets);

    const shell = new BucketDeployment(this, 'Shell', {
      sources: hasBuild
        ? [
            Source.asset(webDistDir, { exclude: [hashedDir, webAppManifestFile, ...precompressedCopies] }),
            config,
          ]
        : [config],
      destinationBucket: site.bucket,
      // Pruning would delete what this deployment does not carry: the hashed assets (never),
      // the manifest (its own deployment) and, without a build, the whole previous site.
      prune: hasBuild,
      exclude: [`${hashedDir}/*`, webAppManifestFile],
      cacheControl: [CacheControl.noCache()],
      distribution: site.distribution,
      distributionPaths: ['/*'],
    });
    // New chunks first, then the index.html that names them (and the invalidation after all).
    if (assets) shell.node.addDependency(assets);
    if (manifest) shell.node.addDependency(manifest);
    if (webAssembly) shell.node.addDependency(webAssembly);
    acknowledgeDeploymentHandler(shell, site.bucket.node.defaultChild as CfnElement);
  }
}
