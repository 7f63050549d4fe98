import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** An S3-compatible server of a test's own, on a free port, with one empty bucket. */
export interface TestS3 {
  /** The S3_* variables a deployment would set to use it. */
  env: Record<string, string>;
  /** Where s3rver keeps its objects. */
  directory: string;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'dawa-files'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'dawa-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      // s3rver's fixed credentials; it checks request signatures against them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
