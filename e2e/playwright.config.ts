import { defineConfig, devices } from '@playwright/test';
import { builtServer } from '@portal/api/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './tests/support/browser';

const port = Number(process.env.E2E_PORT ?? 4180);
// Made once, in the runner: workers inherit the variable, so fixtures reach the same database as the server.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // One first start of a site, copied by every isolated site (global-setup.ts).
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    // Locally a failed test keeps its trace. In CI nobody opens one, and recording every test's screencast and DOM
    // snapshots cost 9% of the suite's CPU (remote-failure-matrix and first-view: 119 → 108 CPU-s).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      // staff/: the back office's flows, which set their own viewports (a desktop or a tablet for staff, a phone and a
      // desktop for the visitors they affect): run once, here.
      name: 'desktop',
      testMatch: /(common|desktop|staff)\/.*\.spec\.ts$/,
      use: { viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'mobile',
      testMatch: /(common|mobile)\/.*\.spec\.ts$/,
      use: { ...devices['Pixel 7'] },
    },
  ],
  // The production build served by the one API process, as `npm start` serves it.
  webServer: {
    command: `node ${builtServer}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The development outbox (mail without SMTP) stays readable, so sign-up tests can read their code.
      DEV_OUTBOX: '1',
    },
  },
});
