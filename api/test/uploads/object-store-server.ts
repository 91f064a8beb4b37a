import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { ObjectStoreConfig } from '../../src/config.js';

// A real S3-compatible server (s3rver) on a loopback port, for the object storage tests. It keeps objects
// in a temp folder and logs every request it gets, so a test can see which S3 operations were used.

export interface TestObjectStore {
  /** Config for a bucket the server already has (`bucket`); `configFor(name)` for another one. */
  config: ObjectStoreConfig;
  configFor(bucket: string): ObjectStoreConfig;
  /** `METHOD /path?query` of every request so far. */
  requests: string[];
  stop(): Promise<void>;
}

export async function startObjectStore(bucket = 'portal-test'): Promise<TestObjectStore> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const requests: string[] = [];
  server.httpServer.on('request', (req: { method?: string; url?: string }) => requests.push(`${req.method} ${req.url}`));
  const configFor = (name: string): ObjectStoreConfig => ({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: name,
    // s3rver's built-in account; it checks signatures like S3 does.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    config: configFor(bucket),
    configFor,
    requests,
    async stop() {
      // Kept-alive sockets of clients a failed test did not close would hold close() open.
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
