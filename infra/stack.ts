import { Aws, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { originVerifyHeader } from '#lambdas/lib/runtime/origin-check.ts';
import { CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Alarms } from './constructs/alarms';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { EbayAlarms } from './constructs/ebay-alarms';
import { EbayResources } from './constructs/ebay-resources';
import { Firewall } from './constructs/firewall';
import { Functions } from './constructs/functions';
import { OpenAiKey } from './constructs/openai-key';
import { OriginVerifySecret } from './constructs/origin-verify-secret';
import { OperationsDashboard } from './constructs/operations-dashboard';
import { ResourceAlarms } from './constructs/resource-alarms';
import { Site } from './constructs/site';
import { SiteContent } from './constructs/site-content';
import { Storage } from './constructs/storage';
import { bindTunables } from './function-tunables';
import { accountWideNamePrefix, type DeploySettings } from './settings/deploy-settings';
import { addOperatorOutputs } from './stack-outputs';

export interface SnapListShiftStackProps extends StackProps {
  /** The deployment settings (infra/settings); the stack reads nothing else. */
  readonly settings: DeploySettings;
  /** The Vite build to deploy; synth works without it (see SiteContent). */
  readonly webDistDir: string;
  /** The CloudFront web ACL (edge-firewall-stack.ts, in us-east-1). */
  readonly cloudFrontWebAclArn: string;
}

/** The cloud home of docs/design.md#two-homes: site, API, functions, auth, tables and files. */
export class SnapListShiftStack extends Stack {
  readonly site: Site;
  readonly auth: Auth;
  readonly data: Data;
  readonly storage: Storage;
  readonly functions: Functions;
  readonly api: Api;
  readonly alarms: Alarms;
  readonly dashboard: OperationsDashboard;
  readonly openAiKey: OpenAiKey;
  /** The eBay app's key, secrets and settings; undefined without the `ebay` settings. */
  readonly ebay?: EbayResources;

  constructor(scope: Construct, id: string, props: SnapListShiftStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const names = accountWideNamePrefix(settings);
    // Unique per region across all accounts, hence the account id; stage and region keep a
    // second stage or region of the same account apart.
    const domainPrefix = settings.domainPrefix ?? `${names}-${Aws.ACCOUNT_ID}`;

    // The site comes first: its URL is the OAuth callback and the uploads CORS origin.
    // CloudFormation sees no cycle (the distribution names only the API's id).
    const data = new Data(this, 'Data', { listingsIndexes: settings.upgrade?.listingsIndexes });
    const storage = new Storage(this, 'Storage');
    const site = new Site(this, 'Site', {
      accessLogsBucket: storage.accessLogs,
      cloudFrontLogsBucket: storage.cloudFrontLogs,
      googleSignIn: settings.google !== undefined,
      accountWideNamePrefix: names,
      webAclArn: props.cloudFrontWebAclArn,
      // What the browser calls besides the site itself (its Content-Security-Policy). Both
      // are spelt out without naming a resource: the hosted UI domain and the uploads bucket
      // (its CORS rule) depend on the site URL, so a reference would be a cycle. Hence the
      // regional S3 wildcard: the bucket's generated name is not known before deployment.
      appOrigins: {
        cognito: [
          `https://cognito-idp.${this.region}.amazonaws.com`,
          ...(settings.google ? [`https://${domainPrefix}.auth.${this.region}.amazoncognito.com`] : []),
        ],
        storage: [`https://*.s3.${this.region}.amazonaws.com`],
      },
    });
    const appOrigins = [site.url, ...settings.callbackUrls.map((url) => new URL(url).origin)];
    storage.allowBrowserAccess(appOrigins);

    const auth = new Auth(this, 'Auth', {
      appOrigins,
      domainPrefix,
      google: settings.google,
      sesFromEmail: settings.ses?.fromEmail,
      // SES identities are regional; the stack's own region unless the settings say otherwise.
      sesRegion: settings.ses?.region ?? settings.region,
    });
    // The pool is the one AWS door the browser calls directly, not through CloudFront.
    const poolFirewall = new Firewall(this, 'UserPoolFirewall', {
      scope: 'REGIONAL',
      name: `${names}-user-pool`,
    });
    new CfnWebACLAssociation(this, 'UserPoolFirewallAssociation', {
      resourceArn: auth.userPool.userPoolArn,
      webAclArn: poolFirewall.webAcl.attrArn,
    });

    const openAiKey = new OpenAiKey(this, 'OpenAiKey');
    // Only with the settings' `ebay` block: without it eBay is not offered, and its routes say
    // so (a 503 in Connect eBay's words), as they do in a twin without an eBay app.
    const ebay = settings.ebay
      ? new EbayResources(this, 'Ebay', { settings: settings.ebay, siteUrl: site.url, namePrefix: names })
      : undefined;
    const functions = new Functions(this, 'Functions', {
      resources: {
        userPool: auth.userPool,
        listingsTable: data.listings,
        profilesTable: data.profiles,
        erasuresTable: data.erasures,
        linkPreviewsTable: data.linkPreviews,
        uploadsBucket: storage.uploads,
        rateLimitsTable: data.rateLimits,
        openAiKey: openAiKey.secret,
        // The emails' links: the distribution's own address. No cycle: the distribution names
        // nothing of the pool, the pool names the trigger, the trigger this address.
        siteOrigin: site.url,
        ebay,
      },
    });
    auth.addTriggers(functions.authTrigger);
    bindTunables(functions.all, settings);
    functions.queue.analyser?.limitConcurrency(settings.ai.analyserConcurrency);
    const api = new Api(this, 'Api', {
      userPoolClient: auth.userPoolClient,
      issuer: auth.issuer,
      functions: functions.api,
      throttle: { rateLimit: settings.api.throttleRatePerSecond, burstLimit: settings.api.throttleBurst },
    });
    // The API's functions refuse a request without CloudFront's secret header, so nothing
    // reaches them around the distribution's web ACL. A dynamic reference: CloudFormation
    // reads the value at deploy time; it is in no template, assembly or output.
    const originVerify = new OriginVerifySecret(this, 'OriginVerify');
    site.addApi(api.domainName, { name: originVerifyHeader, value: originVerify.value });
    for (const fn of Object.values(functions.api))
      fn.addEnvironment(envNames.originVerifySecret, originVerify.value);

    new SiteContent(this, 'SiteContent', {
      site,
      webDistDir: props.webDistDir,
      runtimeConfig: {
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.userPoolClient.userPoolClientId,
        authFlowType: 'USER_SRP_AUTH',
        ...(auth.oauthDomain ? { oauthDomain: auth.oauthDomain } : { googleSignInAbsence: 'notConfigured' }),
        apiBaseUrl: '',
      },
    });

    const alarms = new Alarms(this, 'Alarms', {
      functions: functions.all,
      httpApi: api.httpApi,
      email: settings.alarmEmail,
      namePrefix: names,
      stage: settings.stage,
    });
    const queues = Object.fromEntries(Object.entries(functions.queue).map(([name, fn]) => [name, fn.queue]));
    new ResourceAlarms(this, 'ResourceAlarms', {
      namePrefix: names,
      queues,
      tables: {
        listings: data.listings,
        profiles: data.profiles,
        erasures: data.erasures,
        'link-previews': data.linkPreviews,
        'rate-limits': data.rateLimits,
      },
      distribution: site.distribution,
    });
    const dashboard = new OperationsDashboard(this, 'Operations', {
      dashboardName: names,
      stage: settings.stage,
      httpApi: api.httpApi,
      functions: functions.all,
      queues,
      distribution: site.distribution,
    });
    if (ebay) new EbayAlarms(this, 'EbayAlarms', { namePrefix: names, stage: settings.stage });
    // Last: every alarm made above, by any construct, notifies the topic.
    alarms.notifyAll();

    this.site = site;
    this.auth = auth;
    this.data = data;
    this.storage = storage;
    this.functions = functions;
    this.api = api;
    this.alarms = alarms;
    this.dashboard = dashboard;
    this.openAiKey = openAiKey;
    this.ebay = ebay;
    addOperatorOutputs(this);
  }
}
