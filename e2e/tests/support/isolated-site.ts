// A second production server of our own, with its own registry file, for tests that change where
// remotes live. It serves the same shell build: nothing is rebuilt.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { repoRoot, type RegistryDocument } from './repo';

export interface IsolatedSite {
  url: string;
  /** Replaces the registry file, as a release does: atomically, with the server running. */
  writeRegistry(registry: RegistryDocument): void;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`site exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('site did not become healthy within 20 s');
}

export async function startIsolatedSite(registry: RegistryDocument | null): Promise<IsolatedSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-site-'));
  const registryFile = path.join(dir, 'registry.json');
  const writeRegistry = (document: RegistryDocument) => {
    writeFileSync(`${registryFile}.tmp`, JSON.stringify(document));
    renameSync(`${registryFile}.tmp`, registryFile);
  };
  if (registry) writeRegistry(registry);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), REGISTRY_FILE: registryFile, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return {
    url,
    writeRegistry,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
