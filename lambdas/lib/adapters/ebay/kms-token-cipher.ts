import { DecryptCommand, GenerateDataKeyCommand, type KMSClient } from '@aws-sdk/client-kms';
import type { TokenCipher } from '../../ports/token-cipher';
import { contextBytes, decodeSealed, decryptWith, encodeSealed, encryptWith } from './envelope';

// The cloud's key holder: KMS makes each data key (GenerateDataKey) and unwraps it (Decrypt);
// the key never leaves KMS. The context is KMS's encryption context too, so a Decrypt for
// another user fails in KMS and shows in CloudTrail.

export class KmsTokenCipher implements TokenCipher {
  constructor(
    private readonly kms: KMSClient,
    private readonly keyId: string,
  ) {}

  async seal(plaintext: string, context: Record<string, string>): Promise<string> {
    const key = await this.kms.send(
      new GenerateDataKeyCommand({ KeyId: this.keyId, KeySpec: 'AES_256', EncryptionContext: context }),
    );
    if (!key.Plaintext || !key.CiphertextBlob) throw new Error('KMS returned no data key');
    const dataKey = Buffer.from(key.Plaintext);
    try {
      const sealed = encryptWith(dataKey, Buffer.from(plaintext, 'utf8'), contextBytes(context));
      return encodeSealed({ wrappedKey: Buffer.from(key.CiphertextBlob), ...sealed });
    } finally {
      dataKey.fill(0);
    }
  }

  async open(sealed: string, context: Record<string, string>): Promise<string> {
    const parts = decodeSealed(sealed);
    const key = await this.kms.send(
      new DecryptCommand({ KeyId: this.keyId, CiphertextBlob: parts.wrappedKey, EncryptionContext: context }),
    );
    if (!key.Plaintext) throw new Error('KMS returned no data key');
    const dataKey = Buffer.from(key.Plaintext);
    try {
      return decryptWith(dataKey, parts, contextBytes(context)).toString('utf8');
    } finally {
      dataKey.fill(0);
    }
  }
}
