// An S3-compatible object store for the cluster (issue 29, docs/adr/0013 and 0050): s3rver on a loopback port, as a
// process of its own so the instances' traffic to it does not share an event loop with whoever started it. Prints one
// line `{"port":N}` once it listens; stops on SIGTERM or SIGINT.
//   node scripts/lib/object-store-child.mjs <folder> <bucket>
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) {
  console.error('usage: object-store-child.mjs <folder> <bucket>');
  process.exit(2);
}
// s3rver is the API's development dependency (its object storage tests use it).
const S3rver = createRequire(path.join(repoRoot, 'api/package.json'))('s3rver');
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
const stop = async () => {
  server.httpServer.closeAllConnections();
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
