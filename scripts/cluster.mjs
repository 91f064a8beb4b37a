// `pnpm cluster [--instances N] [--port P]`: the site on N API instances (3) behind HAProxy, on a throw-away
// PostgreSQL and object store, built first as `npm start` builds it (issue 29, docs/adr/0050). Prints the URL; Ctrl-C
// stops everything and removes its data. For trying a deployment's shape on one machine, not for keeping data: a real
// deployment sets the variables the README's deployment section lists.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startCluster } from './lib/cluster.mjs';
import { repoRoot } from './lib/paths.mjs';

const { values } = parseArgs({ options: { instances: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' } } });
const instances = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error('--instances: 1 to 16');
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port: 1 to 65535');

if (!process.env.TEST_PG_ADMIN_URL) {
  // PostgreSQL first: this script again, under the wrapper that starts a throw-away server and removes it after.
  // Its own process group, so a stop reaches the wrapper, this script's copy, the instances, the balancer and the
  // store together (SIGTERM: each closes gracefully, and the wrapper still removes PostgreSQL's folder).
  const child = spawn('bash', ['scripts/with-postgres.sh', process.execPath, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { cwd: repoRoot, stdio: 'inherit', detached: true });
  const stopAll = () => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await import('./build-site.mjs');
  const cluster = await startCluster({ instances, port, pgAdminUrl: process.env.TEST_PG_ADMIN_URL, keepLines: false, env: pass('PORTAL_NOW', 'SMTP_URL', 'MAIL_FROM', 'DEV_OUTBOX', 'SITE_URL', 'RELEASES_DIR', 'REGISTRY_FILE') });
  console.log(`\nThe site on ${instances} API instance(s) behind HAProxy: ${cluster.url}/`);
  for (const instance of cluster.instances) console.log(`  ${instance.name}  ${instance.url}  (pid ${instance.child.pid})`);
  console.log(`  PostgreSQL ${cluster.databaseUrl}\n  object store ${cluster.env.S3_ENDPOINT} (bucket ${cluster.env.S3_BUCKET})\n  shared DATA_DIR ${cluster.dataDir}`);
  console.log('Each answer names its instance in X-Instance. Ctrl-C stops everything.');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** The caller's settings worth passing to every instance, when set. */
function pass(...names) {
  return Object.fromEntries(names.filter((name) => process.env[name]).map((name) => [name, /** @type {string} */ (process.env[name])]));
}
