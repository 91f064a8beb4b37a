import type { Page, Route } from '@playwright/test';
import type { AdminRound, RankedEntry, RoundProgress, RoundRanking } from '@portal/contracts/admin-judging-rounds';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/site-at';
import { acceptInvitation, inviteStaff } from '../support/staff';

// Issue 27, the organizer's judging pages in Chromium: layout at 1440×900 and 1024×768 in the three languages, and
// axe on the list, a round with its ranking, and the shortlist's dialog with a tie at the cut. The organizer signs in
// for real; the judging rounds' answers are the component tests' fixtures, routed in the browser, so the pages are
// looked at with a ranking, a tie and a normalized change whatever the database holds (the organizer's flow against
// the real judging API is the judging e2e's).

// The answers of mf-admin's component tests (mf-admin/src/testing/judging-fixtures.ts).

const RANKING_DIGEST = 'b'.repeat(64);

const SCREENING: AdminRound = {
  group: 1,
  key: 'firstRound',
  kind: 'screening',
  title: 'First round',
  from: '2027-01-10',
  to: '2027-01-24',
  phase: 'open',
  blind: true,
  shortlist: 2,
  minScores: 2,
  rubric: [{ key: 'overall', title: 'Overall', max: 100, weight: 1, part: null }],
  panels: [],
  judges: [
    { staffId: 11, name: 'Judge Amy', email: 'amy@staff.test', panel: null },
    { staffId: 12, name: 'Judge Bo', email: 'bo@staff.test', panel: null },
  ],
  entries: 4,
  assignments: 8,
  submittedSheets: 1,
  shortlistedAt: null,
};

const FINALS: AdminRound = {
  ...SCREENING,
  group: 2,
  key: 'judgingDay',
  kind: 'finals',
  title: 'Judging day',
  phase: 'upcoming',
  shortlist: null,
  rubric: [
    { key: 'proposal', title: 'Proposal', max: 60, weight: 2, part: 'proposal' },
    { key: 'pitch', title: 'Pitch', max: 40, weight: 1, part: 'presentation' },
  ],
  panels: [{ key: 'A', judges: ['amy@staff.test'] }],
  judges: [{ staffId: 11, name: 'Judge Amy', email: 'amy@staff.test', panel: 'A' }],
  entries: 0,
  assignments: 0,
  submittedSheets: 0,
};

const PROGRESS: RoundProgress = {
  group: 1,
  round: 'firstRound',
  phase: 'open',
  judges: [
    { staffId: 11, name: 'Judge Amy', panel: null, assigned: 4, scored: 4, conflicts: 0, status: 'submitted', submittedAt: '2027-01-12T02:00:00Z', reopenedAt: null },
    { staffId: 12, name: 'Judge Bo', panel: null, assigned: 4, scored: 1, conflicts: 1, status: 'draft', submittedAt: null, reopenedAt: null },
  ],
  entries: [
    { entryId: 101, number: 1, workId: 7, finalistId: null, title: 'Sand and sun', teamName: 'Dune riders', school: 'Sand School', assigned: 2, submitted: 1, conflicts: 0 },
    { entryId: 102, number: 2, workId: 8, finalistId: null, title: 'Oasis', teamName: 'Film team', school: 'Desert School', assigned: 2, submitted: 1, conflicts: 1 },
  ],
};

const row = (entryId: number, number: number, rank: number, jury: number, overrides: Partial<RankedEntry> = {}): RankedEntry => ({
  rank,
  entryId,
  number,
  workId: entryId - 94,
  finalistId: null,
  title: `Film ${number}`,
  teamName: `Team ${number}`,
  school: `School ${number}`,
  jury,
  scores: 2,
  normalized: 0,
  normalizedRank: rank,
  inShortlist: false,
  tiedWith: [],
  ...overrides,
});

/** Shortlist 2: entry 1 is in, entries 2 and 3 tie at the cut (one place left), entry 4 is out. */
const RANKING: RoundRanking = {
  group: 1,
  round: 'firstRound',
  kind: 'screening',
  formulaVersion: 'judging-2027',
  digest: RANKING_DIGEST,
  shortlist: 2,
  rows: [
    row(101, 1, 1, 90, { normalized: 1.234, normalizedRank: 1, inShortlist: true }),
    row(102, 2, 2, 80.5, { normalized: -0.1, normalizedRank: 3, inShortlist: true, tiedWith: [103] }),
    row(103, 3, 2, 80.5, { normalized: 0.4, normalizedRank: 2, tiedWith: [102] }),
    row(104, 4, 4, 60, { normalized: -1.5, normalizedRank: 4 }),
  ],
  tieAtCut: [102, 103],
  normalizedChanges: [103],
  sheets: [
    { staffId: 11, name: 'Judge Amy', hash: 'c'.repeat(64) },
    { staffId: 12, name: 'Judge Bo', hash: 'd'.repeat(64) },
  ],
};

test.use({ portalNow: '2027-01-15T10:00:00+08:00' });

const LANGUAGES = [
  { lang: 'zhComplex', list: '評審輪次' },
  { lang: 'zhSimple', list: '评审轮次' },
  { lang: 'en', list: 'Judging rounds' },
] as const;

const envelope = (data: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 1, data, msg: '', show: false }) });

async function routeJudging(page: Page) {
  await page.route('**/api/admin/judging/rounds**', (route: Route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/api/admin/judging/rounds') return route.fulfill(envelope({ rounds: [SCREENING, FINALS] }));
    if (pathname.endsWith('/progress')) return route.fulfill(envelope(PROGRESS));
    if (pathname.endsWith('/compute')) return route.fulfill(envelope(RANKING));
    return route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ code: 0, data: null, msg: 'not in this spec', show: true }) });
  });
}

test('the judging rounds and a round with its ranking and shortlist dialog, at desktop and tablet sizes in three languages', async ({ browser, site }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the back office at 1440×900 and 1024×768; phones are not its devices');
  test.setTimeout(180_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: site.url });
  await context.addInitScript(() => localStorage.setItem('lang', 'en'));
  const page = await context.newPage();
  const invitation = inviteStaff(site, `rona-${tag}@example.org`, 'organizer', 'Rona Organizer');
  await acceptInvitation(page, invitation, `rona-${tag}@example.org`, 'a long organizer passphrase');
  await routeJudging(page);

  for (const { lang, list } of LANGUAGES) {
    await page.getByRole('combobox', { name: /^(Language|語言|语言)$/ }).selectOption(lang);
    await page.getByRole('navigation').getByRole('link', { name: list }).click();
    await expect(page.getByRole('heading', { level: 1, name: list })).toBeVisible();
    for (const [width, height] of [[1440, 900], [1024, 768]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: testInfo.outputPath(`judging-list-${lang}-${width}x${height}.png`), fullPage: true });
      expect(await seriousViolations(page), `list ${lang} ${width}×${height}`).toEqual([]);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('link', { name: SCREENING.title }).click();
    await page.getByRole('button', { name: /^(Compute|計算|计算)$/ }).click();
    await expect(page.getByText(RANKING.digest)).toBeVisible();
    for (const [width, height] of [[1440, 900], [1024, 768]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: testInfo.outputPath(`judging-round-${lang}-${width}x${height}.png`), fullPage: true });
      expect(await seriousViolations(page), `round ${lang} ${width}×${height}`).toEqual([]);
    }
    await page.getByRole('button', { name: /^(Apply the shortlist|套用入圍名單|套用入围名单)$/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('checkbox')).toHaveCount(2);
    await page.screenshot({ path: testInfo.outputPath(`judging-shortlist-${lang}-1024x768.png`), fullPage: false });
    expect(await seriousViolations(page), `shortlist dialog ${lang}`).toEqual([]);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  // A round's page loads by its address too (two segments: the group and the round's key).
  await page.goto('/admin/judging/2/judgingDay');
  await expect(page.getByRole('heading', { level: 1, name: 'Judging day — Universities (business plan)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scores and winners of this group' })).toHaveAttribute('href', '/admin/scores?group=2');
  await context.close();
});
