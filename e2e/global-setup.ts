import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtServer } from '@portal/api/testing';
import { freePort } from './tests/support/free-port';
import { stopChild, waitForHealth } from './tests/support/isolated-site';

// Each isolated site (tests/support/isolated-site.ts) started on an empty data folder: migrations, seeds and the sample
// media at every start, for some fifty sites a run. The first start happens once here, with the sites' environment;
// each site then starts on a copy of the folder it left (E2E_SITE_TEMPLATE, inherited by the workers).
export default async function globalSetup(): Promise<() => void> {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-site-template-'));
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  const child = spawn(process.execPath, [builtServer], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, REGISTRY_FILE: path.join(root, 'registry.json'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child);
  } finally {
    await stopChild(child);
  }
  process.env.E2E_SITE_TEMPLATE = dataDir;
  return () => rmSync(root, { recursive: true, force: true });
}
