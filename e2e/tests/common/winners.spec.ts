import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';
import { builtAdmin } from '../support/organizer';
import { releasedRegistry } from '../support/repo';
import type { Project } from '../support/sign-up';
import { WINNERS_PATHS, chooseLanguage, escapeRegExp, finalistsOf, hkMobile, voteByApi, voteCount, type PageLanguage } from '../support/vote';
import type { Finalist } from '@portal/shared/contracts';

// Issue 11, scoring and winners, on a desktop and on a phone. Three visitors vote during the public vote; after it
// closes an organizer imports the jury's score sheets (CSV) and publishes both groups with `pnpm admin`; the winners
// pages show the 'results on <date>' state until each group's winners day of seasons/2023-2024.json, then the
// published table, in the three languages, with the formula. The scores are chosen so that the public vote decides:
// film A is second with the jury (90 against 95) but first once 20% public vote is added (it has the most votes).
//
//   film   jury (J1, J2)   votes   vote score   final = 0.8 × jury + 0.2 × vote
//   A      88, 92 → 90      2       100          92.00  champion
//   B      96, 94 → 95      0         0          76.00  second
//   C      51, 51 → 51      1        50          50.80  third
//   other  40 + i           0         0          ≤ 43.20 merit (12 of them: all 15 finalists get an award)

const VOTING = '2024-02-20T10:00:00+08:00';
const AFTER_VOTING = '2024-03-15T10:00:00+08:00';
const FILMS_WINNERS_DAY = '2024-04-01T09:00:00+08:00';
const UNIVERSITY_WINNERS_DAY = '2024-04-20T09:00:00+08:00';

// The finalists by their index in id order: A, B, C above, and the university team that wins.
const A = 4;
const B = 8;
const C = 11;
const UNIVERSITY_CHAMPION = 6;

const TEXTS = {
  zhComplex: {
    title: '得獎名單',
    films: '中學組結果',
    university: '大學組結果',
    universityTab: '大學組',
    awards: ['冠軍', '亞軍', '季軍', '優異獎'],
    formulaHeading: '計分方法',
    formula: '最終得分 = 評審得分 × 80% + 公眾投票得分 × 20%',
    universityFormula: '總分 100 = 計劃書 75 分',
    resultsOn: (day: string) => `得獎名單將於 ${day} 公佈`,
  },
  zhSimple: {
    title: '获奖名单',
    films: '中学组结果',
    university: '大学组结果',
    universityTab: '大学组',
    awards: ['冠军', '亚军', '季军', '优异奖'],
    formulaHeading: '计分方法',
    formula: '最终得分 = 评审得分 × 80% + 公众投票得分 × 20%',
    universityFormula: '总分 100 = 计划书 75 分',
    resultsOn: (day: string) => `获奖名单将于 ${day} 公布`,
  },
  en: {
    title: 'Winners',
    films: 'Secondary school results',
    university: 'University results',
    universityTab: 'University',
    awards: ['Champion', 'Second place', 'Third place', 'Merit award'],
    formulaHeading: 'How the scores are made',
    formula: 'Final score = 80% jury score + 20% public vote score',
    universityFormula: 'Score out of 100 = proposal 75',
    resultsOn: (day: string) => `Results will be announced on ${day}`,
  },
} as const satisfies Record<PageLanguage, unknown>;

let site: IsolatedSite;
let dir: string;
/** Group 1's and group 2's finalists in id order, in each language. */
const films = {} as Record<PageLanguage, Finalist[]>;
const teams = {} as Record<PageLanguage, Finalist[]>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  dir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-scores-'));
  site = await startIsolatedSite(releasedRegistry(), { env: { PORTAL_NOW: VOTING } });
  for (const language of ['zhComplex', 'zhSimple', 'en'] as const) {
    films[language] = (await finalistsOf(request, site.url, 1, language)).sort((a, b) => a.id - b.id);
    teams[language] = (await finalistsOf(request, site.url, 2, language)).sort((a, b) => a.id - b.id);
  }
  expect(films.zhComplex).toHaveLength(15);
  expect(teams.zhComplex).toHaveLength(10);
  // The public vote: two votes for A, one for C.
  const ids = films.zhComplex.map((film) => film.id);
  for (const film of [A, A, C]) await voteByApi(request, site.url, hkMobile('94'), ids[film]!);
  expect((await voteCount(request, site.url)).total).toBe(3);
  await site.restartAt(AFTER_VOTING);
});

test.afterAll(async () => {
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const winnersPage = (project: Project, group: 1 | 2 = 1) => `${site.url}${WINNERS_PATHS[project]}${group === 2 ? '?group=2' : ''}`;

/** The films' score sheet of two judges: every finalist, one overall score each (api/src/scoring/score-sheet.ts). */
function filmSheet(): string {
  const lines = ['judge,finalist,criterion,score'];
  films.zhComplex.forEach((film, i) => {
    const [j1, j2] = i === A ? [88, 92] : i === B ? [96, 94] : [40 + i, 40 + i];
    lines.push(`J1,${film.id},overall,${j1}`, `J2,${film.id},overall,${j2}`);
  });
  return `${lines.join('\n')}\n`;
}

/** The university sheet of one judge: proposal 3 × 25 and presentation 5 × 5; the champion scores 99. */
function universitySheet(): string {
  const lines = ['judge,finalist,criterion,score'];
  teams.zhComplex.forEach((team, i) => {
    const best = i === UNIVERSITY_CHAMPION;
    const cells: Array<[string, number]> = [
      ['environment', best ? 25 : 15],
      ['innovation', best ? 25 : 15],
      ['benefitsFeasibility', best ? 24 : 10 + i],
      ...[1, 2, 3, 4, 5].map((n): [string, number] => [`presentation${n}`, best ? 5 : 3]),
    ];
    for (const [criterion, score] of cells) lines.push(`U1,${team.id},${criterion},${score}`);
  });
  return `${lines.join('\n')}\n`;
}

async function expectNotPublished(page: Page, language: PageLanguage, day: string) {
  const text = TEXTS[language];
  await expect(page.getByRole('status').filter({ hasText: text.resultsOn(day) })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // The formula is public all along.
  await expect(page.getByRole('heading', { level: 2, name: text.formulaHeading })).toBeVisible();
}

/** Group 1's published table in a language: A champion with its scores, then B and C, all 15 finalists awarded. */
async function expectFilmResults(page: Page, language: PageLanguage) {
  const text = TEXTS[language];
  const list = films[language];
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  const table = page.getByRole('table', { name: text.films });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(16);
  const line = (film: Finalist) => new RegExp(`^\\s*${escapeRegExp(film.workTitle)}\\s*${escapeRegExp(film.teamName)}\\s*$`);
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['1', text.awards[0], line(list[A]!), list[A]!.school, '90.00', '100.00 (2)', '92.00']);
  await expect(rows.nth(2).getByRole('cell')).toHaveText(['2', text.awards[1], line(list[B]!), list[B]!.school, '95.00', '0.00 (0)', '76.00']);
  await expect(rows.nth(3).getByRole('cell')).toHaveText(['3', text.awards[2], line(list[C]!), list[C]!.school, '51.00', '50.00 (1)', '50.80']);
  await expect(rows.nth(4).getByRole('cell').nth(1)).toHaveText(text.awards[3]);
  await expect(rows.nth(15).getByRole('cell').nth(1)).toHaveText(text.awards[3]);
  await expect(page.getByRole('heading', { level: 2, name: text.formulaHeading })).toBeVisible();
  await expect(page.getByText(text.formula)).toBeVisible();
}

test('before anything is published, the winners page says when the results come, with the formula', async ({ page }, testInfo) => {
  const project = testInfo.project.name as Project;
  await page.goto(winnersPage(project));
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.zhComplex.title })).toBeVisible();
  await expectNotPublished(page, 'zhComplex', '2024-04-01');
  await expect(page.getByText(TEXTS.zhComplex.formula)).toBeVisible();
  await page.getByRole('button', { name: TEXTS.zhComplex.universityTab }).click();
  await expectNotPublished(page, 'zhComplex', '2024-04-20');
  await expect(page.getByText(TEXTS.zhComplex.universityFormula)).toBeVisible();
});

test('an organizer imports the jury scores and publishes both groups: nothing shows before the winners day', async ({ page }, testInfo) => {
  const project = testInfo.project.name as Project;
  const filmFile = path.join(dir, `films-${project}.csv`);
  const universityFile = path.join(dir, `university-${project}.csv`);
  writeFileSync(filmFile, filmSheet());
  writeFileSync(universityFile, universitySheet());
  expect(builtAdmin(site, 'scores', 'import', '--group', '1', filmFile)).toContain('imported 30 score(s) of 2 judge(s) (J1, J2) for group 1');
  expect(builtAdmin(site, 'scores', 'import', '--group', '2', universityFile)).toContain('imported 80 score(s) of 1 judge(s) (U1) for group 2');
  expect(builtAdmin(site, 'winners', 'publish', '--group', '1')).toContain('public from 2024-04-01');
  expect(builtAdmin(site, 'winners', 'publish', '--group', '2')).toContain('public from 2024-04-20');

  await page.goto(winnersPage(project));
  await expectNotPublished(page, 'zhComplex', '2024-04-01');
  await page.goto(winnersPage(project, 2));
  await expectNotPublished(page, 'zhComplex', '2024-04-20');
});

test("on the films' winners day, the published awards and the formula show in the three languages", async ({ page }, testInfo) => {
  const project = testInfo.project.name as Project;
  await site.restartAt(FILMS_WINNERS_DAY);
  await page.goto(winnersPage(project));
  await expectFilmResults(page, 'zhComplex');
  // The university's result stays private until its own day.
  await page.getByRole('button', { name: TEXTS.zhComplex.universityTab }).click();
  await expectNotPublished(page, 'zhComplex', '2024-04-20');
  await page.getByRole('button', { name: '中學組' }).click();
  await expectFilmResults(page, 'zhComplex');

  // The shell's language switch, without a reload: the page asks the API again for its names and formula.
  await chooseLanguage(page, project, 'zhSimple');
  await expectFilmResults(page, 'zhSimple');
  await chooseLanguage(page, project, 'en');
  await expectFilmResults(page, 'en');
  // And a visitor who comes back later gets the language they chose.
  await page.reload();
  await expectFilmResults(page, 'en');
});

test("on the university's winners day, its table shows the champion", async ({ page }, testInfo) => {
  const project = testInfo.project.name as Project;
  await site.restartAt(UNIVERSITY_WINNERS_DAY);
  await page.goto(winnersPage(project, 2));
  for (const language of ['zhComplex', 'en'] as const) {
    if (language !== 'zhComplex') await chooseLanguage(page, project, language);
    const text = TEXTS[language];
    const champion = teams[language][UNIVERSITY_CHAMPION]!;
    const table = page.getByRole('table', { name: text.university });
    await expect(table.getByRole('row')).toHaveCount(11);
    const first = table.getByRole('row').nth(1).getByRole('cell');
    await expect(first.nth(0)).toHaveText('1');
    await expect(first.nth(1)).toHaveText(text.awards[0]);
    await expect(first.nth(2)).toContainText(champion.workTitle);
    await expect(first.nth(2)).toContainText(champion.teamName);
    await expect(first.last()).toHaveText('99.00');
    await expect(page.getByText(text.universityFormula)).toBeVisible();
  }
});
