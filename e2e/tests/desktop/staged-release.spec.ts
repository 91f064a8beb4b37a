import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { rolloutBucket } from '@portal/shared/registry';
import { breakExposedModule } from '../support/candidate-breakage';
import { candidateVisitorIds, release, releaseRefused, replaceInChunks, seenBy, shellDist, startReleaseSite, treeHashes, variantOf, visitAsNewVisitors, type ReleaseSite } from '../support/release';

// Issue 12: staged release of mf-voting on the production server, in a real browser, without touching the shell.
// The site has its own releases folder and database; `pnpm release` acts on them as a front-end team would.
// 0.1.0 is the built stable; 0.2.0 is visibly different (its page title says so); 0.3.0's exposed ./routes throws
// while evaluated (the common bad build, issue 22); 0.4.0 is visibly different too and served only inside a date window.

const VOTING = '2024-02-10T10:00:00+08:00';
const STABLE = '0.1.0';
const TITLE = '公眾投票';
const NEW_TITLE = '公眾投票（新版）';
// Each new visitor's own id (drawn by the shell) is checked against its bucket, so a few dozen suffice here; the share
// over 10,000 drawn ids is shell/src/release/__tests__/visitor-id.test.ts's (200 visitors took 4 minutes of CI).
const VISITORS = 40;
const votePage = (target: ReleaseSite) => `${target.site.url}/pc/secondCompetition`;

let target: ReleaseSite;
let shellBefore: Record<string, string>;
const variants: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A small gate for a short test: 6 loads, 20% failures. Beacons all come from 127.0.0.1, so no beacon limit here.
  target = await startReleaseSite({ PORTAL_NOW: VOTING, RELEASE_GATE_MIN_LOADS: '6', RELEASE_GATE_FAILURE_RATE: '0.2', RELEASE_BEACON_RATE_LIMIT: '100000' });
  shellBefore = treeHashes(shellDist);
  // The built version becomes the stable one in the release database.
  release(target, 'publish', 'mf-voting', '--from', path.join(target.releases, 'mf-voting', STABLE), '--commit', 'HEAD', '--version', STABLE);
});

test.afterEach(() => {
  // The shell is never rebuilt or redeployed for any of this.
  expect(treeHashes(shellDist)).toEqual(shellBefore);
});

test.afterAll(async () => {
  await target?.cleanUp();
  for (const dir of variants) rmSync(dir, { recursive: true, force: true });
});

function variant(edit: (dir: string) => void): string {
  const dir = variantOf('mf-voting', STABLE, edit);
  variants.push(dir);
  return dir;
}

async function registryRollout(page: Page) {
  const registry = (await (await page.request.get(`${target.site.url}/registry.json`)).json()) as { remotes: Array<{ name: string; version: string; rollout?: { version: string; percent: number } }> };
  return registry.remotes.find((remote) => remote.name === 'mf-voting');
}

test('a sticky 30% ramp: each new visitor gets the version its bucket says and keeps it on reload; 100% gives it to all', async ({ browser, page }) => {
  test.setTimeout(600_000);
  release(target, 'publish', 'mf-voting', '--from', variant((dir) => replaceInChunks(dir, TITLE, NEW_TITLE)), '--commit', 'HEAD', '--version', '0.2.0');
  release(target, 'ramp', 'mf-voting', '0.2.0', '30', '--reason', 'e2e: try the new page on 30%');

  const visits = await visitAsNewVisitors(browser, votePage(target), VISITORS);
  const candidates = visits.filter((visit) => visit.version === '0.2.0');
  process.stdout.write(`ramp 30%: ${candidates.length} of ${visits.length} new visitors got 0.2.0\n`);
  expect(visits).toHaveLength(VISITORS);
  // Every visitor is new (its own id) and gets exactly what its bucket says: the candidate below 30.
  expect(new Set(visits.map((visit) => visit.visitor)).size).toBe(VISITORS);
  for (const visit of visits) expect(visit.version, `visitor ${visit.visitor}`).toBe(rolloutBucket(visit.visitor, 'mf-voting') < 30 ? '0.2.0' : STABLE);
  expect(candidates.length).toBeGreaterThan(0);
  expect(candidates.length).toBeLessThan(VISITORS);
  // What they see matches what they were served: the new title only on the new version.
  for (const visit of visits) expect(visit.text).toBe(visit.version === '0.2.0' ? NEW_TITLE : TITLE);
  expect(visits.every((visit) => visit.channel === (visit.version === '0.2.0' ? 'candidate' : 'stable'))).toBe(true);

  // One visitor over reloads and a new tab: never flips.
  const context = await browser.newContext();
  try {
    const first = await seenBy(await context.newPage(), votePage(target));
    const tab = await context.newPage();
    for (let i = 0; i < 3; i += 1) expect((await seenBy(tab, votePage(target))).version).toBe(first.version);
    // Raising to 100: everyone, this visitor too; the time from the command to a page load that sees it.
    release(target, 'ramp', 'mf-voting', '0.2.0', '100', '--reason', 'e2e: all in');
    const started = Date.now();
    const after = await seenBy(tab, votePage(target));
    process.stdout.write(`ramp 100%: the next page load saw 0.2.0 ${Date.now() - started} ms after the command returned\n`);
    expect(after).toMatchObject({ version: '0.2.0', text: NEW_TITLE });
  } finally {
    await context.close();
  }
  const all = await visitAsNewVisitors(browser, votePage(target), 12);
  expect(all.every((visit) => visit.version === '0.2.0')).toBe(true);
  expect((await registryRollout(page))?.version).toBe('0.2.0');

  // Rollback: straight back to the previous stable.
  release(target, 'rollback', 'mf-voting', '--reason', 'e2e: back');
  const rolledAt = Date.now();
  const back = await visitAsNewVisitors(browser, votePage(target), 1);
  process.stdout.write(`rollback: a new page load saw ${back[0]?.version} ${Date.now() - rolledAt} ms after the command returned\n`);
  expect(back[0]).toMatchObject({ version: STABLE, text: TITLE });
});

test('republishing a version with other bytes is refused, and nothing changes', async ({ page }) => {
  const before = await registryRollout(page);
  const refused = releaseRefused(target, 'publish', 'mf-voting', '--from', variant((dir) => replaceInChunks(dir, TITLE, '公眾投票（改）')), '--commit', 'HEAD', '--version', '0.2.0');
  expect(refused.status).not.toBe(0);
  expect(refused.output).toMatch(/0\.2\.0/);
  expect(refused.output).toMatch(/differ|immutable|changed/i);
  expect(await registryRollout(page)).toEqual(before);
});

test('a broken version at 20% is rolled back by the health gate; nobody sees a blank page area, later visitors get stable', async ({ browser, page }) => {
  test.setTimeout(600_000);
  release(target, 'publish', 'mf-voting', '--from', variant(breakExposedModule), '--commit', 'HEAD', '--version', '0.3.0');
  release(target, 'ramp', 'mf-voting', '0.3.0', '20', '--reason', 'e2e: a broken build');
  expect((await registryRollout(page))?.rollout).toMatchObject({ version: '0.3.0', percent: 20 });

  // Visitors of the candidate's 20% (ids chosen in its buckets) until the gate acts (bounded): every one of them
  // sees the stable page in the same page view, the broken version having failed to load.
  const ids = candidateVisitorIds('mf-voting', 20, 60);
  const started = Date.now();
  let rolledBackAt: number | null = null;
  let seen = 0;
  for (let round = 0; round < 15 && rolledBackAt === null; round += 1) {
    const visits = await visitAsNewVisitors(browser, votePage(target), 4, 2, (n) => ids[seen + n]!);
    seen += visits.length;
    for (const visit of visits) expect(visit).toMatchObject({ version: STABLE, channel: 'stable', text: TITLE });
    if ((await registryRollout(page))?.rollout === undefined) rolledBackAt = Date.now();
  }
  expect(rolledBackAt).not.toBeNull();
  process.stdout.write(`health gate: rolled 0.3.0 back after ${seen} visitors of its share (0 of them saw an error), ${(rolledBackAt! - started) / 1000} s after the first of them\n`);
  const status = release(target, 'status');
  expect(status).toMatch(/mf-voting/);
  const history = release(target, 'history', 'mf-voting');
  expect(history).toMatch(/health-gate/);
  // Later visitors, of the candidate's share too: stable, never the candidate.
  const later = await visitAsNewVisitors(browser, votePage(target), 8, 2, (n) => ids[seen + n]!);
  expect(later.every((visit) => visit.version === STABLE && visit.channel === 'stable')).toBe(true);
});

test('a date window: stable before, the new version inside, stable after, moved with PORTAL_NOW', async ({ browser }) => {
  test.setTimeout(240_000);
  release(target, 'publish', 'mf-voting', '--from', variant((dir) => replaceInChunks(dir, TITLE, NEW_TITLE)), '--commit', 'HEAD', '--version', '0.4.0');
  release(target, 'window', 'mf-voting', '0.4.0', '--from', '2024-02-15T00:00:00+08:00', '--to', '2024-02-20T00:00:00+08:00', '--reason', 'e2e: a week');
  const expectVersion = async (portalNow: string, version: string) => {
    await target.site.restartAt(portalNow);
    const visits = await visitAsNewVisitors(browser, votePage(target), 6);
    expect(visits.map((visit) => visit.version)).toEqual(Array(6).fill(version));
  };
  await expectVersion('2024-02-14T23:59:00+08:00', STABLE);
  await expectVersion('2024-02-17T12:00:00+08:00', '0.4.0');
  await expectVersion('2024-02-20T00:00:00+08:00', STABLE);
});

test('a version with build metadata and a splat route is published, ramped to 100% and loaded: its pages render, nothing of the previous version is asked for', async ({ page }) => {
  test.setTimeout(120_000);
  const VERSION = '1.3.0-rc.1+sha.abc';
  const built = variant((dir) => {
    replaceInChunks(dir, TITLE, NEW_TITLE);
    // Built elsewhere with its routes.json: the vote page's own path and everything below it are this remote's.
    writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ pc: ['secondCompetition/*', 'speak-sustainability-contest'], mobile: ['vote', 'prize/winner/index'] }));
  });
  release(target, 'publish', 'mf-voting', '--from', built, '--commit', 'HEAD', '--version', VERSION);
  release(target, 'ramp', 'mf-voting', VERSION, '100', '--reason', 'e2e: build metadata and a splat route');
  expect(await registryRollout(page)).toMatchObject({ version: VERSION, routes: { pc: ['secondCompetition/*', 'speak-sustainability-contest'] } });

  const votingFiles: string[] = [];
  page.on('request', (request) => {
    const file = decodeURIComponent(new URL(request.url()).pathname);
    if (file.startsWith('/remotes/mf-voting/')) votingFiles.push(file);
  });
  const registryDropped: string[] = [];
  page.on('console', (message) => {
    if (/built-in registry/.test(message.text())) registryDropped.push(message.text());
  });
  for (const url of [votePage(target), `${target.site.url}/pc/speak-sustainability-contest`]) {
    await page.goto(url);
    const area = page.locator('section.remote-area[data-remote="mf-voting"]');
    await expect(area).toHaveAttribute('data-remote-version', VERSION);
    await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto(votePage(target));
  await expect(page.locator('section.remote-area[data-remote="mf-voting"]').getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE);
  expect(registryDropped).toEqual([]);
  expect(votingFiles.length).toBeGreaterThan(0);
  expect(votingFiles.filter((file) => !file.startsWith(`/remotes/mf-voting/${VERSION}/`))).toEqual([]);
});
