import { RemovalPolicy } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { apiContract } from '#domain/api-contract.ts';
import { EBAY_RETURN_PATH } from '#domain/ebay-connection.ts';
import { ebayEnvironments, type EbaySettings } from '../settings/ebay-settings';

/**
 * The eBay app in the cloud (docs/operator-guide.md#ebay), made only when the settings have an
 * `ebay` block: the KMS key that wraps the sellers' sealed tokens, the two secrets the operator
 * made (by name: their values are never in the template) and the plain settings the functions
 * get. The key is kept when the stack or the block goes (RETAIN): without it no stored
 * connection could be opened again.
 */
export class EbayResources extends Construct {
  readonly tokenKey: Key;
  readonly clientSecret: ISecret;
  readonly verificationToken: ISecret;
  readonly clientId: string;
  readonly ruName: string;
  readonly authOrigin: string;
  readonly apiOrigin: string;
  /** The account-deletion endpoint's full URL: what the operator enters in eBay's portal. */
  readonly deletionEndpoint: string;
  /** The RuName's accept and decline URL: the product's return page on the site. */
  readonly returnUrl: string;

  constructor(
    scope: Construct,
    id: string,
    props: { settings: EbaySettings; siteUrl: string; namePrefix: string },
  ) {
    super(scope, id);
    const { settings } = props;
    this.tokenKey = new Key(this, 'TokenKey', {
      description: "Wraps the data keys of the sellers' sealed eBay tokens (profiles table)",
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
      alias: `alias/${props.namePrefix}-ebay-tokens`,
    });
    this.clientSecret = Secret.fromSecretNameV2(this, 'ClientSecret', settings.clientSecretName);
    this.verificationToken = Secret.fromSecretNameV2(
      this,
      'VerificationToken',
      settings.verificationTokenSecretName,
    );
    this.clientId = settings.clientId;
    this.ruName = settings.ruName;
    ({ authOrigin: this.authOrigin, apiOrigin: this.apiOrigin } = ebayEnvironments[settings.environment]);
    // The site's own address and the route's path (domain/api-contract.ts): eBay's challenge
    // hashes the URL, so it must be exactly what the portal holds (no trailing slash).
    this.deletionEndpoint = `${props.siteUrl}${apiContract.ebayDeletionChallenge.path}`;
    this.returnUrl = `${props.siteUrl}${EBAY_RETURN_PATH}`;
  }
}
