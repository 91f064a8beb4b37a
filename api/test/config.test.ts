import { describe, expect, it } from '@jest/globals';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../src/config.js';
import { repoRoot } from '../src/paths.js';

describe('loadConfig', () => {
  it('defaults everything relative to the monorepo root', () => {
    expect(loadConfig({}, '/repo')).toEqual({
      port: 8080,
      host: 'localhost',
      dataDir: '/repo/var/data',
      database: { kind: 'sqlite', file: '/repo/var/data/portal.sqlite' },
      shellDist: '/repo/shell/dist',
      releasesDir: '/repo/var/releases',
      sampleMediaCache: '/repo/var/cache/sample-media',
      registryFile: '/repo/var/registry.json',
      logLevel: 'info',
      smtpUrl: undefined,
      mailFrom: 'Desert Award <no-reply@localhost>',
      devOutbox: true,
      portalNow: undefined,
      seasonFile: undefined,
      seasonsDir: '/repo/seasons',
      tusDir: '/repo/var/data/tus',
      publicMediaDir: '/repo/var/data/public-media',
      prerenderDir: '/repo/var/data/prerender',
      jobSchedules: { purge: '17 * * * *', uploadExpiry: '41 * * * *' },
      tusExpiryMs: 24 * 60 * 60 * 1000,
      trustProxy: false,
      objectStore: undefined,
      releaseGate: { minLoads: 20, failureRate: 0.2 },
      beaconRateLimit: { max: 60, timeWindowMs: 60_000 },
    });
  });

  it('reads the health gate and the beacon limit of staged releases', () => {
    const config = loadConfig({ RELEASE_GATE_MIN_LOADS: '50', RELEASE_GATE_FAILURE_RATE: '0.05', RELEASE_BEACON_RATE_LIMIT: '10' }, '/r');
    expect(config.releaseGate).toEqual({ minLoads: 50, failureRate: 0.05 });
    expect(config.beaconRateLimit).toEqual({ max: 10, timeWindowMs: 60_000 });
    expect(loadConfig({ RELEASE_GATE_FAILURE_RATE: '1' }, '/r').releaseGate.failureRate).toBe(1);
  });

  it('keeps unfinished uploads in TUS_DIR and finished files in S3 when UPLOAD_STORE=s3', () => {
    expect(loadConfig({ DATA_DIR: '/d', TUS_DIR: '/shared/tus' }, '/r').tusDir).toBe('/shared/tus');
    expect(loadConfig({ DATA_DIR: '/d' }, '/r').publicMediaDir).toBe('/d/public-media');
    expect(loadConfig({ DATA_DIR: '/d', PUBLIC_MEDIA_DIR: '/shared/media' }, '/r').publicMediaDir).toBe('/shared/media');
    const config = loadConfig(
      { UPLOAD_STORE: 's3', S3_BUCKET: 'works', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: '1', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' },
      '/r',
    );
    expect(config.objectStore).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'works',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
    });
    expect(loadConfig({ UPLOAD_STORE: 'disk' }, '/r').objectStore).toBeUndefined();
  });

  it('sets the server clock from PORTAL_NOW and the season from SEASON_FILE', () => {
    const config = loadConfig({ PORTAL_NOW: '2023-09-15T10:00:00+08:00', SEASON_FILE: '/srv/seasons/2024-2025.json' }, '/r');
    expect(config.portalNow?.toISOString()).toBe('2023-09-15T02:00:00.000Z');
    expect(config.seasonFile).toBe('/srv/seasons/2024-2025.json');
  });

  it('reads the mail settings; the dev outbox route is off in production unless DEV_OUTBOX=1', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://u:p@mail:587', MAIL_FROM: 'A <a@b.c>' }, '/r')).toMatchObject({
      smtpUrl: 'smtp://u:p@mail:587',
      mailFrom: 'A <a@b.c>',
    });
    expect(loadConfig({ NODE_ENV: 'production' }, '/r').devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1' }, '/r').devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }, '/r').devOutbox).toBe(true);
  });

  it('finds the monorepo root from the source location', () => {
    expect(repoRoot).toBe(fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, ''));
    expect(loadConfig({}).shellDist).toBe(join(repoRoot, 'shell', 'dist'));
  });

  it('reads the environment, resolving relative paths against the working directory', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: 'data',
      DATABASE_URL: 'postgresql://u@127.0.0.1:5432/portal',
      LOG_LEVEL: 'WARN',
      REGISTRY_FILE: '/srv/registry.json',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      dataDir: resolve('data'),
      database: { kind: 'postgres', url: 'postgresql://u@127.0.0.1:5432/portal' },
      logLevel: 'warn',
      registryFile: '/srv/registry.json',
    });
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names, never from anyone', () => {
    const env = (value?: string) => ({ DATA_DIR: '/srv/portal', ...(value === undefined ? {} : { TRUST_PROXY: value }) });
    expect(loadConfig(env()).trustProxy).toBe(false);
    expect(loadConfig(env('127.0.0.1, 10.0.0.0/8,loopback')).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback']);
    expect(() => loadConfig(env('true'))).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig(env('proxy.example.com'))).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig(env('1'))).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig(env('10.0.0.0/33'))).toThrow(/TRUST_PROXY/);
    expect(loadConfig(env('::1,fd00::/8')).trustProxy).toEqual(['::1', 'fd00::/8']);
  });

  it('refuses a served folder that would hold or sit inside private files, naming both', () => {
    const data = '/srv/portal/data';
    for (const [env, pattern] of [
      [{ PUBLIC_MEDIA_DIR: data }, /PUBLIC_MEDIA_DIR \(\/srv\/portal\/data\) would serve the uploads/],
      [{ SHELL_DIST: '/srv/portal/data/uploads/shell' }, /SHELL_DIST .* would serve the uploads/],
      [{ RELEASES_DIR: '/srv/releases', TUS_DIR: '/srv/releases/tus' }, /RELEASES_DIR .* would serve unfinished uploads/],
      [{ PUBLIC_MEDIA_DIR: '/srv/portal/data/secrets' }, /would serve the vote key/],
      [{ PUBLIC_MEDIA_DIR: '/srv', DATA_DIR: '/srv/portal/data', DATABASE_URL: undefined }, /would serve the uploads/],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: data, ...env }, '/repo')).toThrow(pattern);
    }
    // Beside the private folders, not around or inside them: fine (the defaults are such).
    expect(loadConfig({ DATA_DIR: data, PUBLIC_MEDIA_DIR: '/srv/portal/data/public-media' }, '/repo').publicMediaDir).toBe('/srv/portal/data/public-media');
    expect(() => loadConfig({}, '/repo')).not.toThrow();
  });

  it("reads SITE_URL as the site's origin and refuses anything else", () => {
    expect(loadConfig({ SITE_URL: 'https://award.example.org/' }, '/repo').siteUrl).toBe('https://award.example.org');
    expect(loadConfig({}, '/repo').siteUrl).toBeUndefined();
    for (const bad of ['award.example.org', 'ftp://award.example.org', 'https://award.example.org/pc', 'https://award.example.org/?x=1']) {
      expect(() => loadConfig({ SITE_URL: bad }, '/repo')).toThrow(/SITE_URL must be the site's origin/);
    }
  });

  it('reads the jobs\' schedules as cron expressions and refuses anything else', () => {
    expect(loadConfig({ PURGE_SCHEDULE: '*/3 * * * * *', UPLOAD_EXPIRY_SCHEDULE: '5 * * * *' }, '/repo').jobSchedules).toEqual({ purge: '*/3 * * * * *', uploadExpiry: '5 * * * *' });
    for (const bad of ['hourly', '61 * * * *', '* * *']) {
      expect(() => loadConfig({ PURGE_SCHEDULE: bad }, '/repo')).toThrow(`PURGE_SCHEDULE must be a cron expression (5 or 6 fields), got "${bad}"`);
    }
  });

  it('reads INSTANCE_NAME as a short plain name and refuses anything else', () => {
    expect(loadConfig({ INSTANCE_NAME: 'api-2' }, '/repo').instanceName).toBe('api-2');
    expect(loadConfig({}, '/repo').instanceName).toBeUndefined();
    for (const bad of ['api 2', 'a'.repeat(65), 'api\r\nSet-Cookie: x']) {
      expect(() => loadConfig({ INSTANCE_NAME: bad }, '/repo')).toThrow(/INSTANCE_NAME must be/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }, '/r').database).toEqual({
      kind: 'sqlite',
      file: '/r/var/data/portal.sqlite',
    });
  });

  it.each([
    [{ PORT: 'http' }, /PORT must be an integer/],
    [{ PORT: '70000' }, /PORT must be an integer/],
    [{ PORT: '-1' }, /PORT must be an integer/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL must start with smtp/],
    [{ PORTAL_NOW: '2023-09-15' }, /PORTAL_NOW must be an ISO instant with a time zone/],
    [{ PORTAL_NOW: 'tomorrow' }, /PORTAL_NOW must be an ISO instant with a time zone/],
    [{ UPLOAD_STORE: 'ftp' }, /UPLOAD_STORE must be disk or s3/],
    [{ UPLOAD_STORE: 's3' }, /UPLOAD_STORE=s3 needs S3_BUCKET/],
    [{ UPLOAD_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' }, /S3_ENDPOINT must start with http/],
    [{ RELEASE_GATE_MIN_LOADS: '0' }, /RELEASE_GATE_MIN_LOADS must be a positive integer/],
    [{ RELEASE_GATE_MIN_LOADS: '2.5' }, /RELEASE_GATE_MIN_LOADS must be a positive integer/],
    [{ RELEASE_GATE_FAILURE_RATE: '20%' }, /RELEASE_GATE_FAILURE_RATE must be a number above 0 and at most 1/],
    [{ RELEASE_GATE_FAILURE_RATE: '0' }, /RELEASE_GATE_FAILURE_RATE must be a number above 0 and at most 1/],
    [{ RELEASE_GATE_FAILURE_RATE: '1.5' }, /RELEASE_GATE_FAILURE_RATE must be a number above 0 and at most 1/],
    [{ RELEASE_BEACON_RATE_LIMIT: 'lots' }, /RELEASE_BEACON_RATE_LIMIT must be a positive integer/],
  ])('rejects %p with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
