// A second production server of our own, with its own registry file, for tests that change where
// remotes live. It serves the same shell build: nothing is rebuilt.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtServer } from '@portal/api/testing';
import { freePort } from './free-port';
import type { RegistryDocument } from './repo';

export interface IsolatedSite {
  url: string;
  /** The server's DATA_DIR (SQLite file, private uploads), for tools that work on the same data (pnpm admin). */
  dataDir: string;
  /** The environment the server was started with beyond its defaults (PORTAL_NOW…): the tools' too. */
  env: Record<string, string>;
  /** Replaces the registry file, as a release does: atomically, with the server running. */
  writeRegistry(registry: RegistryDocument): void;
  /** Restarts the server on the same port and data with its clock at another instant: the season moves on. */
  restartAt(portalNow: string): Promise<void>;
  stop(): Promise<void>;
}

export async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  // A new database's first start migrates and seeds (the sample images come from var/cache/sample-media, else are
  // encoded): seconds on a quiet machine, longer beside a parallel worker's Chromium.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`site exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('site did not become healthy within 60 s');
}

export interface IsolatedSiteOptions {
  /** More environment for the server, e.g. PORTAL_NOW to start its clock (the site's only clock) at an instant. */
  env?: Record<string, string>;
}

/** `registry` null: no registry file, so /registry.json answers 503 and the shell boots from its built-in copy. */
export async function startIsolatedSite(registry: RegistryDocument | null, options: IsolatedSiteOptions = {}): Promise<IsolatedSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-site-'));
  const registryFile = path.join(dir, 'registry.json');
  const writeRegistry = (document: RegistryDocument) => {
    writeFileSync(`${registryFile}.tmp`, JSON.stringify(document));
    renameSync(`${registryFile}.tmp`, registryFile);
  };
  if (registry) writeRegistry(registry);
  const port = await freePort();
  const dataDir = path.join(dir, 'data');
  // A copy of the data folder of a site that started once (global-setup.ts): migrated and seeded, as a first start
  // leaves it, without every site paying for that first start. Its keys are not copied: each site draws its own.
  const template = process.env.E2E_SITE_TEMPLATE;
  if (template) cpSync(template, dataDir, { recursive: true, filter: (source) => path.relative(template, source) !== 'secrets' });
  const url = `http://127.0.0.1:${port}`;
  const site: IsolatedSite = {
    url,
    dataDir,
    env: { DATA_DIR: dataDir, ...options.env },
    writeRegistry,
    restartAt: async (portalNow) => {
      await stopChild(child);
      site.env = { ...site.env, PORTAL_NOW: portalNow };
      child = await startChild(site.env);
    },
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  // E2E_SITE_STDOUT=1: the site's info log on the runner's output (a background job's warnings, such as a failed
  // recapture, are otherwise not seen: only stderr is passed on).
  const startChild = async (env: Record<string, string>) => {
    const started = spawn(process.execPath, [builtServer], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', REGISTRY_FILE: registryFile, LOG_LEVEL: process.env.E2E_SITE_STDOUT ? 'info' : 'warn', ...env },
      stdio: ['ignore', process.env.E2E_SITE_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    });
    await waitForHealth(url, started);
    return started;
  };
  let child = await startChild(site.env);
  return site;
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
