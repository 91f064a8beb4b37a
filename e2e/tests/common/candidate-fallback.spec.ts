import path from 'node:path';
import { rmSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { CANDIDATE_FAILURES, breakCandidate, type CandidateFailure } from '../support/candidate-breakage';
import { rolloutBucket } from '@portal/shared/registry';
import { candidateVisitorIds, release, replaceInChunks, startReleaseSite, variantOf, type ReleaseSite } from '../support/release';

// Issue 22: a staged candidate of mf-voting fails in each way a build can fail, at 50% and at 99%, on a desktop and
// a phone. Whoever draws it sees the stable page (its heading, version and channel), never the error fallback; the
// failure still reaches the health gate; and that browser's next page view is stable without touching the candidate.

const VOTING = '2024-02-10T10:00:00+08:00';
const STABLE = '0.1.0';
const CANDIDATE = '0.2.0';
const TITLE = '公眾投票';

let target: ReleaseSite;
let candidateFolder: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The gate never acts here (its threshold is out of reach), so every case meets a served candidate; its counters
  // are read instead. Beacons all come from 127.0.0.1: no beacon limit.
  target = await startReleaseSite({ PORTAL_NOW: VOTING, RELEASE_GATE_MIN_LOADS: '1000000', RELEASE_BEACON_RATE_LIMIT: '100000' });
  release(target, 'publish', 'mf-voting', '--from', path.join(target.releases, 'mf-voting', STABLE), '--commit', 'HEAD', '--version', STABLE);
  // The candidate's page says so in its title: had it been shown, the heading would tell.
  const built = variantOf('mf-voting', STABLE, (dir) => replaceInChunks(dir, TITLE, `${TITLE}（新版）`));
  try {
    release(target, 'publish', 'mf-voting', '--from', built, '--commit', 'HEAD', '--version', CANDIDATE);
  } finally {
    rmSync(built, { recursive: true, force: true });
  }
  candidateFolder = path.join(target.releases, 'mf-voting', CANDIDATE);
});

test.afterAll(async () => {
  await target?.cleanUp();
});

/** The candidate's failures (failed to load + threw) as the health gate counts them, from `pnpm release status`. */
function candidateFailures(): number {
  const row = release(target, 'status').split('\n').find((text) => text.startsWith('mf-voting'));
  return Number(/(\d+) of \d+ \(/.exec(row ?? '')?.[1] ?? 0);
}

/** Records whether the error fallback of the voting area ever appears, across reloads, in every page of `context`. */
async function watchForFallback(context: BrowserContext): Promise<() => boolean> {
  let seen = false;
  await context.exposeBinding('__e2eFallbackSeen', () => {
    seen = true;
  });
  await context.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-remote="mf-voting"] .remote-unavailable, [data-remote="mf-voting"] [role="alert"]')) {
        (window as unknown as { __e2eFallbackSeen: () => void }).__e2eFallbackSeen();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => seen;
}

/** Opens the page as the visitor `id` and waits for the voting area's heading: what was shown, and how long it took. */
async function visitAs(page: Page, url: string, id: string) {
  await page.goto(new URL('/api/health', url).href);
  await page.evaluate((visitor) => localStorage.setItem('portal.visitorId', visitor), id);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const area = page.locator('section.remote-area[data-remote="mf-voting"]');
  const heading = area.getByRole('heading', { level: 1 });
  await heading.waitFor({ timeout: 40_000 });
  return {
    ms: Date.now() - started,
    text: await heading.textContent(),
    version: await area.getAttribute('data-remote-version'),
    channel: await area.getAttribute('data-remote-channel'),
  };
}

for (const percent of [50, 99]) {
  test.describe(`a candidate at ${percent}%`, () => {
    const ids = candidateVisitorIds('mf-voting', percent, Object.keys(CANDIDATE_FAILURES).length);
    let failuresBefore = 0;
    /** An ordinary visit's time in this run (stable drawn, nothing failing): what a failing candidate's wait is against. */
    let ordinaryMs = 0;

    test.beforeAll(() => {
      release(target, 'ramp', 'mf-voting', CANDIDATE, String(percent), '--reason', `e2e: a broken candidate at ${percent}%`);
      failuresBefore = candidateFailures();
    });

    test('a visitor outside the share sees the stable page (the time of an ordinary visit)', async ({ page }, testInfo) => {
      const url = `${target.site.url}${testInfo.project.name === 'mobile' ? '/mobile/vote' : '/pc/secondCompetition'}`;
      const outside = Array.from({ length: 1000 }, (_, i) => `e2e-outside-${i}`).find((id) => rolloutBucket(id, 'mf-voting') >= percent)!;
      const seen = await visitAs(page, url, outside);
      expect(seen).toMatchObject({ text: TITLE, version: STABLE, channel: 'stable' });
      ordinaryMs = seen.ms;
    });

    for (const [index, [mode, label]] of Object.entries(CANDIDATE_FAILURES).entries()) {
      test(`when ${label}, its visitors see the stable page, the gate hears of it, and their next page view is stable`, async ({ page, context }, testInfo) => {
        test.setTimeout(90_000);
        const url = `${target.site.url}${testInfo.project.name === 'mobile' ? '/mobile/vote' : '/pc/secondCompetition'}`;
        const fallbackSeen = await watchForFallback(context);
        const beacons: Array<{ version: string; outcome: string }> = [];
        page.on('request', (request) => {
          if (request.url().endsWith('/api/release/beacon')) beacons.push(JSON.parse(request.postData() ?? '{}') as { version: string; outcome: string });
        });
        const releaseHeld = await breakCandidate(context, 'mf-voting', CANDIDATE, candidateFolder, mode as CandidateFailure);
        try {
          const seen = await visitAs(page, url, ids[index]!);
          const ratio = ordinaryMs ? ` (an ordinary visit: ${ordinaryMs} ms, ${(seen.ms / ordinaryMs).toFixed(1)}×)` : '';
          process.stdout.write(`candidate fallback [${testInfo.project.name}, ${percent}%] ${mode}: the stable page after ${seen.ms} ms${ratio}\n`);
          expect(seen).toMatchObject({ text: TITLE, version: STABLE, channel: 'stable' });
          expect(fallbackSeen(), 'the error fallback was shown').toBe(false);
          await expect.poll(() => beacons.filter((beacon) => beacon.version === CANDIDATE && beacon.outcome !== 'loaded').length).toBe(1);

          // The next page view of this browser: stable from the start, nothing asked of the candidate.
          const candidateRequests: string[] = [];
          page.on('request', (request) => {
            if (decodeURIComponent(new URL(request.url()).pathname).startsWith(`/remotes/mf-voting/${CANDIDATE}/`)) candidateRequests.push(request.url());
          });
          await page.goto(url, { waitUntil: 'commit' });
          const area = page.locator('section.remote-area[data-remote="mf-voting"]');
          await expect(area.getByRole('heading', { level: 1 })).toHaveText(TITLE);
          await expect(area).toHaveAttribute('data-remote-channel', 'stable');
          expect(candidateRequests).toEqual([]);
          expect(fallbackSeen(), 'the error fallback was shown').toBe(false);
        } finally {
          releaseHeld();
        }
      });
    }

    test("the health gate counted one failure of the candidate per visitor who drew it", () => {
      expect(candidateFailures() - failuresBefore).toBe(Object.keys(CANDIDATE_FAILURES).length);
    });
  });
}
