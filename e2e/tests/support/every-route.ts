import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Language } from '@portal/shared/i18n';
import { expect, test } from './test';
import { LANGUAGES, openIn } from './content';
import { resolvePath } from './content-routes';
import { releasedRegistry } from './repo';
import { logInAsNewTeam } from './session';

// Issue 14, points 8 and 9: every route of the site, on a desktop and on a phone, in the three languages, as a visitor
// opens it (anonymous, or logged in where the page asks for it): axe-core finds no serious or critical violation of
// WCAG 2.1 A/AA, and no request of the page answers 4xx or 5xx or fails.

const LOGIN_ONLY = new Set(['personalCenter', 'contestRegistration', 'workSubmission', 'personal-centered/index', 'personal-centered/detail', 'edit/info', 'registration', 'work-submission/index', 'myQuestions', 'personal-centered/questions']);
// Detail pages name their article: the first article of their category completes them (support/content-routes).
const WITH_ID = new Set(['latestNewsDetail', 'commonProblemDetail', 'news/consult/detail', 'familiarProblem/detail']);
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const routesOf = (device: 'pc' | 'mobile') => releasedRegistry().remotes.flatMap((remote) => remote.routes[device]);

/** Every response of the page that answered ≥ 400 and every request that failed, from now on. */
function watchRequests(page: Page): string[] {
  const broken: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) broken.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // A request the page itself cancels (a superseded call, a navigation) is not a broken resource.
    if (!failure.includes('ERR_ABORTED')) broken.push(`${failure} ${request.method()} ${request.url()}`);
  });
  return broken;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** One test per route of the device: run from tests/desktop and tests/mobile, so each has its viewport. */
export function everyRouteSpec(device: 'pc' | 'mobile'): void {
  for (const route of routesOf(device)) {
    test(`/${device}/${route}: no serious accessibility violation and no broken request, in the three languages`, async ({ page, request, baseURL }) => {
      if (LOGIN_ONLY.has(route)) await logInAsNewTeam(page, baseURL);
      const broken = watchRequests(page);
      for (const language of LANGUAGES as readonly Language[]) {
        const target = WITH_ID.has(route) ? await resolvePath(request, `${route}?id=`, language) : route;
        await openIn(page, `/${device}/${target}`, language);
        await expect(page.locator('html')).toHaveAttribute('data-page-ready', /.*/, { timeout: 20_000 });
        expect(await seriousViolations(page), `/${device}/${target} in ${language}`).toEqual([]);
      }
      expect(broken).toEqual([]);
    });
  }
}
