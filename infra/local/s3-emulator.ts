import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface S3Emulator {
  url: string;
  stop(): Promise<void>;
}

/** The credentials s3rver insists on (DESIGN.md section 9). */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

function corsXml(origins: string[]): string {
  const allowed = origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${allowed}
<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds>
</CORSRule></CORSConfiguration>`;
}

/**
 * s3rver with its files on disk. The bucket and its CORS rule (the site's origin only) are
 * applied at every start, so this is the idempotent provisioning of the bucket too.
 */
export async function startS3Emulator(options: {
  dataDir: string;
  port: number;
  bucket: string;
  allowedOrigins: string[];
}): Promise<S3Emulator> {
  const S3rver = require('s3rver');
  mkdirSync(options.dataDir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.dataDir,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [corsXml(options.allowedOrigins)] }],
  });
  await server.run();
  return {
    url: `http://localhost:${options.port}`,
    stop: () => server.close(),
  };
}
