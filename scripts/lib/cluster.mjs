// N API instances on PostgreSQL behind HAProxy, with an S3-compatible object store and shared folders (issue 29,
// docs/adr/0050): what `pnpm cluster`, the cluster tests and `pnpm bench:load --instances` run.
//
//   visitor ─► HAProxy 127.0.0.1:<port>  (round-robin, no stickiness, X-Forwarded-For added, /api/health checked)
//                 ├─► api-1  node api/dist/server.js ─┐
//                 ├─► api-2  …                        ├─► PostgreSQL (DATABASE_URL)
//                 └─► api-3  …                        ├─► object store (UPLOAD_STORE=s3: finished files)
//                                                     └─► shared folders: DATA_DIR (TUS_DIR inside it), releases
//
// Every instance gets the same environment but its INSTANCE_NAME (answers carry `X-Instance`). The secrets every
// instance must agree on (VOTE_SECRET, ALTCHA_HMAC_KEY) are set, not left to be generated: the README's rule for a
// deployment of several instances. PostgreSQL comes from the caller (TEST_PG_ADMIN_URL of scripts/with-postgres.sh):
// the cluster makes a database of its own in it and drops it at the end.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from './api-process.mjs';
import { eachLine } from './lines.mjs';
import { repoRoot } from './paths.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const HAPROXY = '/usr/sbin/haproxy';
const BUCKET = 'portal';
const requireFromApi = createRequire(path.join(repoRoot, 'api/package.json'));

/** HAProxy from Debian's packages (installed when missing, as scripts/with-postgres.sh installs PostgreSQL). */
export function ensureHaproxy() {
  if (existsSync(HAPROXY)) return HAPROXY;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  console.error('[cluster] installing haproxy from Debian packages');
  for (const args of [['apt-get', 'update', '-qq'], ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', 'haproxy']]) {
    const [command, ...rest] = [...sudo, ...args];
    const done = spawnSync(command, rest, { stdio: 'inherit' });
    if (done.status !== 0) throw new Error(`${args.join(' ')} failed (${done.status})`);
  }
  if (!existsSync(HAPROXY)) throw new Error(`haproxy installed but ${HAPROXY} is missing`);
  return HAPROXY;
}

/**
 * The balancer's configuration. Round-robin without stickiness; each instance is checked on /api/health every
 * second and taken out after 3 failed checks. A check may take 5 s: with 1 s (the default: `inter`), a busy instance
 * missed its checks under bench:load and the balancer answered 503 for it, and for everything when it was the only
 * one; a dead instance refuses the connection at once, so it still leaves in about 3 s. A request whose connection
 * fails is sent to another instance (`retries`, `redispatch`). Long timeouts: a film's PATCH may stream for minutes.
 * @param {number} port
 * @param {{ name: string, port: number }[]} servers
 */
export function haproxyConfig(port, servers) {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option http-keep-alive',
    '  option forwardfor',
    '  option redispatch',
    '  retries 2',
    '  timeout connect 2s',
    '  timeout client 10m',
    '  timeout server 10m',
    '  timeout http-keep-alive 10s',
    '  timeout check 5s',
    'frontend portal',
    `  bind 127.0.0.1:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    ...servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check inter 1s fall 3 rise 2`),
    '',
  ].join('\n');
}

/** A free loopback port (closed again at once: the caller binds it next). */
export async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Resolves with the first stdout line of `child` that parses as JSON. */
function firstJsonLine(child, what) {
  return new Promise((resolve, reject) => {
    eachLine(child.stdout, (line) => {
      try {
        resolve(JSON.parse(line));
      } catch {
        // not the line we wait for
      }
    });
    child.on('exit', (code) => reject(new Error(`${what} exited (${code}) before it was ready`)));
  });
}

/** Waits until `url` answers 200, at most `ms`. */
async function answering(url, ms = 15_000) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer 200 in ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * @typedef {{ name: string, port: number, url: string, child: import('node:child_process').ChildProcess, lines: Record<string, unknown>[] }} Instance
 * @typedef {{ url: string, databaseUrl: string, env: Record<string, string>, dataDir: string, instances: Instance[], objectStoreDir: string,
 *   kill(name: string, signal?: NodeJS.Signals): Promise<void>, restart(env?: Record<string, string>): Promise<void>, stop(): Promise<void> }} Cluster
 */

/**
 * Starts the cluster. The first instance starts alone (it migrates and seeds the new database), then the others at
 * once; the balancer last, once every instance listens. `stop()` ends everything and removes what was made.
 * @param {{ instances?: number, port?: number, pgAdminUrl: string, env?: Record<string, string>, keepLines?: boolean }} options
 * @returns {Promise<Cluster>}
 */
export async function startCluster({ instances = 3, port, pgAdminUrl, env = {}, keepLines = true }) {
  const haproxy = ensureHaproxy();
  const work = mkdtempSync(path.join(tmpdir(), 'portal-cluster-'));
  const children = [];
  const { Client } = requireFromApi('pg');
  const database = `portal_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(pgAdminUrl), { pathname: `/${database}` }).toString();

  const stop = async () => {
    await Promise.all(children.map((child) => stopChild(child)));
    const dropper = new Client({ connectionString: pgAdminUrl });
    await dropper.connect().then(() => dropper.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(() => undefined);
    await dropper.end().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  };

  try {
    const objectStoreDir = path.join(work, 'object-store');
    mkdirSync(objectStoreDir);
    const store = spawn(process.execPath, [path.join(repoRoot, 'scripts/lib/object-store-child.mjs'), objectStoreDir, BUCKET], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(store);
    const { port: storePort } = await firstJsonLine(store, 'the object store');

    const dataDir = path.join(work, 'data');
    mkdirSync(dataDir);
    const shared = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info', // the "Server listening at" line is how a start is seen
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      UPLOAD_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${storePort}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER', // s3rver's built-in account
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      TRUST_PROXY: 'loopback',
      VOTE_SECRET: randomBytes(32).toString('base64url'),
      ALTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
      PORTAL_RECAPTURE: '0',
      ...env,
    };
    /** @type {Instance[]} */
    const started = [];
    const startOne = async (n, extra = {}) => {
      const name = `api-${n}`;
      const { child, url, lines } = await startApi({ ...shared, ...extra, INSTANCE_NAME: name }, SERVER_NODE_FLAGS, { keepLines });
      children.push(child);
      /** @type {Instance} */
      const instance = { name, url, port: Number(new URL(url).port), child, lines };
      started.push(instance);
      return instance;
    };
    await startOne(1);
    await Promise.all(Array.from({ length: instances - 1 }, (_, i) => startOne(i + 2)));
    started.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));

    const balancerPort = port ?? (await freePort());
    const configFile = path.join(work, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig(balancerPort, started));
    const balancer = spawn(haproxy, ['-f', configFile, '-db'], { stdio: ['ignore', 'inherit', 'inherit'] });
    children.push(balancer);
    const url = `http://127.0.0.1:${balancerPort}`;
    await answering(`${url}/api/health`);

    return {
      url,
      databaseUrl,
      env: shared,
      dataDir,
      objectStoreDir,
      instances: started,
      async kill(name, signal = 'SIGKILL') {
        const instance = started.find((one) => one.name === name);
        if (!instance) throw new Error(`no instance ${name}`);
        await stopChild(instance.child, signal);
      },
      /**
       * Every instance stopped (SIGTERM), then all started again at once on their ports with `env` added, as a
       * deployment restarts them with a new setting; resolves once all listen. The balancer takes each back at its
       * next health check.
       */
      async restart(env = {}) {
        await Promise.all(started.map((instance) => stopChild(instance.child)));
        const again = await Promise.all(started.map((instance) => startOne(Number(instance.name.slice(4)), { ...env, PORT: String(instance.port) })));
        started.splice(0, started.length, ...again.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true })));
        await answering(`${url}/api/health`);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** SIGTERM (or `signal`), then SIGKILL after 5 s; resolves once the process is gone. */
async function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
