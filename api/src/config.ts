import { Cron } from 'croner';
import { isIP } from 'node:net';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { repoRoot } from './paths.js';
import type { UploadLimits } from './uploads/limits.js';
import { parsePortalNow } from './season/clock.js';
import type { QueuePolicy } from './messages/policy.js';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; url: string };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  shellDist: string;
  releasesDir: string;
  registryFile: string;
  logLevel: LogLevel;
  /** SMTP connection URL (`smtp://user:pass@host:587`, `smtps://...`); unset → mails go to the outbox table. */
  smtpUrl: string | undefined;
  /** The From header of mails the portal sends. */
  mailFrom: string;
  /** The message queue's retry policy and timings (api/src/messages/policy.ts); tests shorten them. */
  messageQueue?: Partial<QueuePolicy>;
  /** Whether GET /api/dev/outbox exists: NODE_ENV is not production, or DEV_OUTBOX=1. */
  devOutbox: boolean;
  /** Bytes allowed per upload kind; unset → SPEC §5's (DEFAULT_UPLOAD_LIMITS). Tests set small ones. */
  uploadLimits?: UploadLimits;
  /** PORTAL_NOW: where the server's clock starts (tests, demos); undefined → the real time. */
  portalNow: Date | undefined;
  /** SEASON_FILE: the season file to use; undefined → the newest file of `seasonsDir` (read at start). */
  seasonFile: string | undefined;
  /** Where season files are: `<repo>/seasons`. */
  seasonsDir: string;
  /**
   * TUS_DIR: where unfinished resumable (tus) uploads are kept; `<DATA_DIR>/tus` by default. Several API instances
   * behind a load balancer share it (a network volume), so any of them can take the next PATCH of an upload.
   */
  tusDir: string;
  /**
   * PUBLIC_MEDIA_DIR: copies an organizer chose to publish (finalists' posters and films, `pnpm admin finalists
   * media`), served under /media/ behind the committed placeholders; `<DATA_DIR>/public-media` by default. Several
   * API instances share it like TUS_DIR. Nothing of the private uploads folder is ever here.
   */
  publicMediaDir: string;
  /** Where the seed keeps its sample images' variants, shared by every database of this checkout (media/variant-cache.ts). */
  sampleMediaCache: string;
  /**
   * PRERENDER_DIR: each public page's first view as `pnpm prerender` captured it, written into the page's HTML while
   * it still matches the shell, the remote's version and the season (docs/adr/0020); `<DATA_DIR>/prerender` by default.
   */
  prerenderDir: string;
  /**
   * PORTAL_RECAPTURE=1|0: whether published changes are captured again in the background (api/src/prerender/, ADR
   * 0020). Unset: on when the shell is built (the site can be prerendered) and NODE_ENV is not `test`.
   */
  recapture?: boolean;
  /**
   * PURGE_SCHEDULE / UPLOAD_EXPIRY_SCHEDULE: when the hourly jobs run (cron, 5 or 6 fields, by the machine's time):
   * the personal data purge (docs/adr/0021) and the deletion of expired unfinished uploads. Every instance runs them
   * and the database makes each piece of work happen once; a cluster test runs them every few seconds.
   */
  jobSchedules: { purge: string; uploadExpiry: string };
  /** How long an unfinished tus upload lives, counted from its creation (FileStore's rule), before the cleanup job deletes it (24 h; tests shorten it). */
  tusExpiryMs: number;
  /** UPLOAD_STORE=s3 and S3_*: finished files go to an S3-compatible object store; undefined → `<DATA_DIR>/uploads`. */
  objectStore: ObjectStoreConfig | undefined;
  /**
   * VOTE_SECRET: the key of the HMAC that stands for a voter's contact (docs/adr/0014); at least 32 characters.
   * Unset → generated once and kept in `<DATA_DIR>/secrets/vote-secret` (mode 0600), so restarts and `pnpm admin` agree.
   */
  voteSecret: string | undefined;
  /**
   * ALTCHA_HMAC_KEY: the key that signs the vote's proof-of-work challenges (issue 28, docs/adr/0014); at least 32
   * characters. Unset → generated once and kept in `<DATA_DIR>/secrets/altcha-hmac-key`, as VOTE_SECRET.
   */
  altchaHmacKey: string | undefined;
  /** SMS_PROVIDER_URL / SMS_PROVIDER_TOKEN: the SMS gateway of vote codes; unset → texts go to the outbox table. */
  smsProvider: { url: string; token: string } | undefined;
  /**
   * TRUST_PROXY: the reverse proxies whose X-Forwarded-For is believed, so per-IP limits (codes, logins, votes) count
   * the visitor and not the proxy: their addresses and subnets (`127.0.0.1,10.0.0.0/8`, or the names `loopback`,
   * `uniquelocal`). Unset → none: the socket's address, and a forged header changes nothing. No hop count: it would
   * believe whoever connects directly, proxy or not.
   */
  trustProxy: string[] | false;
  /**
   * RELEASE_GATE_MIN_LOADS / RELEASE_GATE_FAILURE_RATE: the health gate (docs/adr/0017) rolls a candidate back to 0%
   * when, over at least `minLoads` reported loads, (failed to load + threw) / loads reaches `failureRate`.
   */
  releaseGate: { minLoads: number; failureRate: number };
  /** RELEASE_BEACON_RATE_LIMIT: load beacons accepted per IP per minute (POST /api/release/beacon). */
  beaconRateLimit: { max: number; timeWindowMs: number };
  /**
   * SITE_URL: the site's public origin (`https://award.example.org`) for the absolute URLs pages, the sitemap and link
   * previews carry. Unset: the origin each request came to (behind TRUST_PROXY, the one the proxy forwards).
   */
  siteUrl?: string;
  /**
   * INSTANCE_NAME: this instance's name in a cluster (`api-2`), sent with every answer as `X-Instance` and written on
   * every log line, so an operator sees which instance served what. Unset → no header (one instance has no need, and
   * a host name is not the public's business).
   */
  instanceName?: string;
}

export interface ObjectStoreConfig {
  /** S3_ENDPOINT: e.g. https://s3.ap-east-1.amazonaws.com, or a compatible store's URL; unset → AWS's default for the region. */
  endpoint: string | undefined;
  /** S3_REGION, default us-east-1. */
  region: string;
  /** S3_BUCKET (required): a private bucket; nothing in it is ever served publicly. */
  bucket: string;
  /** S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY; unset → the AWS SDK's default credential chain. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** S3_FORCE_PATH_STYLE=1 for stores without virtual-hosted buckets (most self-hosted ones). */
  forcePathStyle: boolean;
}

/** The health gate's defaults: 20 loads are enough to tell a broken entry; one in five failing is far past noise. */
export const DEFAULT_RELEASE_GATE = { minLoads: 20, failureRate: 0.2 };
/** A page load sends one beacon per remote it loads (four at most): 60 a minute is a busy visitor, not a flood. */
export const DEFAULT_BEACON_RATE_LIMIT = { max: 60, timeWindowMs: 60_000 };

/** SPEC-independent operating rule: an upload that made no progress for a day is abandoned. */
/** Hourly, at minutes no other job of ours uses. */
export const DEFAULT_JOB_SCHEDULES: AppConfig['jobSchedules'] = { purge: '17 * * * *', uploadExpiry: '41 * * * *' };

export const DEFAULT_TUS_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** A bad environment variable: server.ts prints the message and exits before any logger exists. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, root: string = repoRoot): AppConfig {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  // Relative paths in the environment mean "relative to where the command was run".
  const path = (name: string, fallback: string): string => {
    const value = read(name);
    if (value === undefined) return fallback;
    return isAbsolute(value) ? value : resolve(value);
  };
  const dataDir = path('DATA_DIR', join(root, 'var', 'data'));
  const config: AppConfig = {
    port: parsePort(read('PORT')),
    host: read('HOST') ?? 'localhost',
    dataDir,
    database: parseDatabase(read('DATABASE_URL'), dataDir),
    shellDist: path('SHELL_DIST', join(root, 'shell', 'dist')),
    releasesDir: path('RELEASES_DIR', join(root, 'var', 'releases')),
    registryFile: path('REGISTRY_FILE', join(root, 'var', 'registry.json')),
    logLevel: parseLogLevel(read('LOG_LEVEL')),
    smtpUrl: parseSmtpUrl(read('SMTP_URL')),
    mailFrom: read('MAIL_FROM') ?? 'Desert Award <no-reply@localhost>',
    devOutbox: read('NODE_ENV') !== 'production' || read('DEV_OUTBOX') === '1',
    portalNow: parsePortalNowVariable(read('PORTAL_NOW')),
    seasonFile: read('SEASON_FILE') === undefined ? undefined : path('SEASON_FILE', ''),
    seasonsDir: join(root, 'seasons'),
    tusDir: path('TUS_DIR', join(dataDir, 'tus')),
    publicMediaDir: path('PUBLIC_MEDIA_DIR', join(dataDir, 'public-media')),
    sampleMediaCache: path('SAMPLE_MEDIA_CACHE', join(root, 'var', 'cache', 'sample-media')),
    prerenderDir: path('PRERENDER_DIR', join(dataDir, 'prerender')),
    jobSchedules: {
      purge: parseSchedule('PURGE_SCHEDULE', read('PURGE_SCHEDULE')) ?? DEFAULT_JOB_SCHEDULES.purge,
      uploadExpiry: parseSchedule('UPLOAD_EXPIRY_SCHEDULE', read('UPLOAD_EXPIRY_SCHEDULE')) ?? DEFAULT_JOB_SCHEDULES.uploadExpiry,
    },
    tusExpiryMs: DEFAULT_TUS_EXPIRY_MS,
    objectStore: parseObjectStore(read),
    voteSecret: parseVoteSecret(read('VOTE_SECRET')),
    altchaHmacKey: parseAltchaKey(read('ALTCHA_HMAC_KEY')),
    smsProvider: parseSmsProvider(read('SMS_PROVIDER_URL'), read('SMS_PROVIDER_TOKEN')),
    trustProxy: parseTrustProxy(read('TRUST_PROXY')),
    releaseGate: {
      minLoads: parseCount('RELEASE_GATE_MIN_LOADS', read('RELEASE_GATE_MIN_LOADS')) ?? DEFAULT_RELEASE_GATE.minLoads,
      failureRate: parseRate('RELEASE_GATE_FAILURE_RATE', read('RELEASE_GATE_FAILURE_RATE')) ?? DEFAULT_RELEASE_GATE.failureRate,
    },
    beaconRateLimit: {
      ...DEFAULT_BEACON_RATE_LIMIT,
      max: parseCount('RELEASE_BEACON_RATE_LIMIT', read('RELEASE_BEACON_RATE_LIMIT')) ?? DEFAULT_BEACON_RATE_LIMIT.max,
    },
  };
  const instanceName = read('INSTANCE_NAME');
  if (instanceName !== undefined) {
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(instanceName)) throw new ConfigError(`INSTANCE_NAME must be 1 to 64 letters, digits, dots, dashes or underscores, got "${instanceName}"`);
    config.instanceName = instanceName;
  }
  const recapture = read('PORTAL_RECAPTURE');
  if (recapture !== undefined) {
    if (recapture !== '1' && recapture !== '0') throw new ConfigError(`PORTAL_RECAPTURE must be 1 or 0 (got "${recapture}")`);
    config.recapture = recapture === '1';
  }
  const siteUrl = parseSiteUrl(read('SITE_URL'));
  if (siteUrl) config.siteUrl = siteUrl;
  refuseServingPrivateFiles(config);
  return config;
}

function parseSiteUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new ConfigError(`SITE_URL must be the site's origin, like https://award.example.org (got "${value}")`);
  }
  return url.origin;
}

/** Within or the same as: `inner` is `outer` or below it. */
function within(outer: string, inner: string): boolean {
  const path = relative(outer, inner);
  return path === '' || (!path.startsWith('..') && !isAbsolute(path));
}

/**
 * The folders served to anyone (the shell, the released remotes, the published media) must not hold, nor sit inside,
 * what is private: ID cards and works (DATA_DIR/uploads), unfinished uploads, the vote key, the SQLite file. One
 * mistyped variable would otherwise publish them (the access-control suite showed PUBLIC_MEDIA_DIR=DATA_DIR doing so).
 */
function refuseServingPrivateFiles(config: AppConfig): void {
  const served = { SHELL_DIST: config.shellDist, RELEASES_DIR: config.releasesDir, PUBLIC_MEDIA_DIR: config.publicMediaDir };
  const privateFiles = {
    'the uploads (DATA_DIR/uploads)': join(config.dataDir, 'uploads'),
    'unfinished uploads (TUS_DIR)': config.tusDir,
    'the vote key (DATA_DIR/secrets)': join(config.dataDir, 'secrets'),
    ...(config.database.kind === 'sqlite' ? { 'the database file': config.database.file } : {}),
  };
  for (const [name, folder] of Object.entries(served)) {
    for (const [what, place] of Object.entries(privateFiles)) {
      if (within(folder, place) || within(place, folder)) throw new ConfigError(`${name} (${folder}) would serve ${what} (${place}) to anyone: point it elsewhere`);
    }
  }
}

/** A positive integer, or undefined when unset. */
function parseCount(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw new ConfigError(`${name} must be a positive integer, got "${value}"`);
  return Number(value);
}

/** A share above 0 and at most 1 (0.2 = 20%), or undefined when unset. */
function parseRate(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const rate = Number(value);
  if (!/^\d*\.?\d+$/.test(value) || !(rate > 0 && rate <= 1)) throw new ConfigError(`${name} must be a number above 0 and at most 1 (0.2 = 20%), got "${value}"`);
  return rate;
}

function parseAltchaKey(value: string | undefined): string | undefined {
  // A guessable key would let a script sign its own easy challenges.
  if (value !== undefined && value.length < 32) throw new ConfigError('ALTCHA_HMAC_KEY must be at least 32 characters (e.g. openssl rand -hex 32)');
  return value;
}

function parseVoteSecret(value: string | undefined): string | undefined {
  // A short key would let anyone who guesses it reverse the public log's contact hashes (phone numbers are few).
  if (value !== undefined && value.length < 32) throw new ConfigError('VOTE_SECRET must be at least 32 characters (e.g. openssl rand -hex 32)');
  return value;
}

function parseSchedule(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    // croner's own parser: what it accepts here is what the job will run on.
    new Cron(value, { paused: true }).stop();
  } catch {
    throw new ConfigError(`${name} must be a cron expression (5 or 6 fields), got "${value}"`);
  }
  return value;
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined) return false;
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  // `true` would believe any client's header: a voter could pose as a new address per request and skip the limits.
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || bad !== undefined) throw new ConfigError(`TRUST_PROXY must list the proxies' addresses or subnets (got ${bad ?? value})`);
  return entries;
}

/** An IP address or subnet (`10.0.0.0/8`), or one of proxy-addr's names, as Fastify's trustProxy takes them. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

function parseSmsProvider(url: string | undefined, token: string | undefined): AppConfig['smsProvider'] {
  if (url === undefined) return undefined;
  if (!/^https?:\/\//i.test(url)) throw new ConfigError('SMS_PROVIDER_URL must start with http:// or https://');
  if (token === undefined) throw new ConfigError('SMS_PROVIDER_URL needs SMS_PROVIDER_TOKEN');
  return { url, token };
}

function parseObjectStore(read: (name: string) => string | undefined): ObjectStoreConfig | undefined {
  const store = read('UPLOAD_STORE');
  if (store === undefined || store === 'disk') return undefined;
  if (store !== 's3') throw new ConfigError(`UPLOAD_STORE must be disk or s3, got "${store}"`);
  const bucket = read('S3_BUCKET');
  if (bucket === undefined) throw new ConfigError('UPLOAD_STORE=s3 needs S3_BUCKET');
  const endpoint = read('S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\//i.test(endpoint)) throw new ConfigError('S3_ENDPOINT must start with http:// or https://');
  return {
    endpoint,
    region: read('S3_REGION') ?? 'us-east-1',
    bucket,
    accessKeyId: read('S3_ACCESS_KEY_ID'),
    secretAccessKey: read('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: read('S3_FORCE_PATH_STYLE') === '1',
  };
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 8080;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parseDatabase(url: string | undefined, dataDir: string): DatabaseConfig {
  if (url === undefined) return { kind: 'sqlite', file: join(dataDir, 'portal.sqlite') };
  if (/^postgres(ql)?:\/\//i.test(url)) return { kind: 'postgres', url };
  throw new ConfigError(
    'DATABASE_URL must start with postgres:// or postgresql:// (leave it unset to use the SQLite file in DATA_DIR)',
  );
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined) return 'info';
  const level = logLevels.find((candidate) => candidate === value.toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${value}"`);
  return level;
}

function parseSmtpUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  if (/^smtps?:\/\//i.test(url)) return url;
  throw new ConfigError('SMTP_URL must start with smtp:// or smtps:// (leave it unset to write mails to the outbox table)');
}

function parsePortalNowVariable(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = parsePortalNow(value);
  if (!date) throw new ConfigError(`PORTAL_NOW must be an ISO instant with a time zone, like 2023-09-15T10:00:00+08:00, got "${value}"`);
  return date;
}
