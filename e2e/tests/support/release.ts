// Staged releases (issue 12) against a site of its own: its own releases folder (a copy of the built one), its own
// database and registry file, and `pnpm release …` run on that data as a front-end team would.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { rolloutBucket } from '@portal/shared/registry';
import { startIsolatedSite, type IsolatedSite } from './isolated-site';
import { releasedRegistry, releasesDir, repoRoot } from './repo';

export interface ReleaseSite {
  site: IsolatedSite;
  /** The site's own releases folder (RELEASES_DIR). */
  releases: string;
  cleanUp(): Promise<void>;
}

export async function startReleaseSite(env: Record<string, string> = {}): Promise<ReleaseSite> {
  const releases = mkdtempSync(path.join(tmpdir(), 'portal-releases-'));
  cpSync(releasesDir, releases, { recursive: true });
  const site = await startIsolatedSite(releasedRegistry(), { env: { RELEASES_DIR: releases, ...env } });
  return {
    site,
    releases,
    cleanUp: async () => {
      await site.stop();
      rmSync(releases, { recursive: true, force: true });
    },
  };
}

/** `pnpm release <args>` on the site's data; returns what it printed. Throws with its output when it fails. */
export function release(target: ReleaseSite, ...args: string[]): string {
  return execFileSync('pnpm', ['--silent', 'release', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...target.site.env, RELEASES_DIR: target.releases, USER: 'e2e-front-end-team', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Like release(), but for a refusal: its exit status and output. */
export function releaseRefused(target: ReleaseSite, ...args: string[]): { status: number; output: string } {
  try {
    const output = release(target, ...args);
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status?: number; stdout?: string; stderr?: string };
    return { status: failed.status ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** The stable build of a remote, copied to a temp folder and changed by `edit`: what a team would have built. */
export function variantOf(remote: string, version: string, edit: (dir: string) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), `portal-${remote}-variant-`));
  cpSync(path.join(releasesDir, remote, version), dir, { recursive: true });
  edit(dir);
  // The build's precompressed copies (.br, .gz) are of the files before the edit: a team's build would have made
  // new ones; without any the server compresses what it sends.
  for (const file of readdirSync(dir).filter((name) => /\.(?:br|gz)$/.test(name))) rmSync(path.join(dir, file));
  return dir;
}

/** Replaces a text in every JS file of a build (the page texts live in the chunks). */
export function replaceInChunks(dir: string, from: string, to: string): void {
  let found = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const full = path.join(dir, file);
    const text = readFileSync(full, 'utf8');
    if (!text.includes(from)) continue;
    writeFileSync(full, text.split(from).join(to));
    found += 1;
  }
  if (found === 0) throw new Error(`"${from}" is in no chunk of ${dir}`);
}

/** sha256 of every file under a folder, by relative path. */
export function treeHashes(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out[path.relative(root, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(root);
  return out;
}

export const shellDist = path.join(repoRoot, 'shell/dist');

export interface Visit {
  version: string;
  channel: string;
  text: string;
  /** The visitor id the page view ran with (drawn by the shell on a first visit): its bucket decides the version. */
  visitor: string;
}

/**
 * Opens `url` as `visitors` new visitors, `parallel` at a time, and returns what each saw in the voting remote's
 * area once it rendered: version, channel and heading. A new visitor is one without a visitor id: each worker keeps
 * one browser page (its HTTP cache, which changes nothing about the choice) and empties its storage before each
 * visit, so the shell draws a new random id as on a first visit. `visitorId` picks the ids instead (to aim at a bucket).
 */
export async function visitAsNewVisitors(browser: Browser, url: string, visitors: number, parallel = 2, visitorId?: (n: number) => string): Promise<Visit[]> {
  const results: Visit[] = [];
  let next = 0;
  const worker = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // Pictures say nothing about which version was served; skipping them keeps 200 visitors quick.
    await context.route(/\.(svg|png|jpe?g|webp|mp4)(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    try {
      // Bounded: each pass takes the next visitor number until all are done.
      while (next < visitors) {
        const n = next;
        next += 1;
        // Storage belongs to the site's origin: the first visit of a worker opens it before touching storage.
        if (!page.url().startsWith(new URL(url).origin)) await page.goto(new URL('/api/health', url).href);
        await page.evaluate((id) => {
          localStorage.clear();
          sessionStorage.clear();
          if (id) localStorage.setItem('portal.visitorId', id);
        }, visitorId?.(n) ?? null);
        results.push(await seenBy(page, url));
      }
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}

/** What one page view shows in the voting area: waits for its heading, never for a fallback. */
export async function seenBy(page: Page, url: string): Promise<Visit> {
  // The page's own 'load' waits for every picture; the heading in the remote's area is what matters.
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const area = page.locator('section.remote-area[data-remote="mf-voting"]');
  const heading = area.getByRole('heading', { level: 1 });
  await heading.waitFor({ timeout: 20_000 });
  return {
    version: (await area.getAttribute('data-remote-version')) ?? '',
    channel: (await area.getAttribute('data-remote-channel')) ?? '',
    text: (await heading.textContent()) ?? '',
    visitor: (await page.evaluate(() => localStorage.getItem('portal.visitorId'))) ?? '',
  };
}

/** Visitor ids whose bucket for `remote` is below `percent`: visitors a rollout of that share serves the candidate. */
export function candidateVisitorIds(remote: string, percent: number, count: number): string[] {
  const ids: string[] = [];
  // Bounded: about percent/100 of the ids qualify; 100,000 tries is far more than enough.
  for (let i = 0; ids.length < count && i < 100_000; i += 1) {
    const id = `e2e-visitor-${i}`;
    if (rolloutBucket(id, remote) < percent) ids.push(id);
  }
  return ids;
}
