import { ebayServerTexts } from '#domain/messages.ts';
import { kms } from '../clients/kms';
import { config } from '../config';
import { KmsTokenCipher } from '../../adapters/ebay/kms-token-cipher';
import { LocalKeyTokenCipher } from '../../adapters/ebay/local-key-token-cipher';
import { ServiceUnavailableError } from '../../ports/service-unavailable';
import type { TokenCipher } from '../../ports/token-cipher';

/**
 * KMS in the cloud, the configured key on one machine (docs/architecture/security.md#ebay-tokens).
 * With neither, no token can be sealed or opened: a 503 that says eBay is not set up.
 */
export function makeTokenCipher(): TokenCipher {
  const key = config.ebayTokenKey();
  if (key?.kind === 'kms') return new KmsTokenCipher(kms(), key.keyId);
  if (key?.kind === 'local') return new LocalKeyTokenCipher(key.keyBase64);
  const notSetUp = async (): Promise<never> => {
    throw new ServiceUnavailableError('eBay', ebayServerTexts.notSetUp, { cause: 'no token key' });
  };
  return { seal: notSetUp, open: notSetUp };
}
