// A team whose registration an organizer has passed, made through the real API and `pnpm admin` (the pages of
// sign-up and registration have their own end-to-end tests): what a test of a later step of the season starts from.
import { Buffer } from 'node:buffer';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Envelope, LoginResult, OutboxMessage } from '@portal/shared/contracts';
import type { IsolatedSite } from './isolated-site';
import { builtAdmin, registrationId } from './organizer';
import type { Project } from './sign-up';

/** A real 1×1 PNG: the server checks ID-card images by their content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export interface Team {
  email: string;
  password: string;
  teamName: string;
}

async function data<T>(response: { json(): Promise<unknown> }): Promise<T> {
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`the API refused: ${body.msg}`);
  return body.data;
}

async function signUp(request: APIRequestContext, origin: string, email: string, password: string): Promise<string> {
  await data(await request.get(`${origin}/api/login/sendEmail`, { params: { email } }));
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = await data<OutboxMessage[]>(await request.get(`${origin}/api/dev/outbox`, { params: { email } }));
      code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  await data(await request.post(`${origin}/api/login/register`, { data: { email, code, password, confirmPassword: password } }));
  return (await data<LoginResult>(await request.post(`${origin}/api/login/account`, { data: { account: email, password } }))).token;
}

async function idCard(request: APIRequestContext, origin: string, token: string): Promise<string> {
  const uploaded = await request.post(`${origin}/api/upload/image`, {
    headers: { token },
    multipart: { type: '1', file: { name: 'card.png', mimeType: 'image/png', buffer: PNG } },
  });
  return (await data<{ uri: string }>(uploaded)).uri;
}

interface TeamShape {
  group: 1 | 2;
  teamName: string;
  topic: string;
  school: string;
  /** The members' year of birth: a secondary pupil's or a university student's. */
  born: number;
}

/** Signs up a team of two and registers it in its group (the site's clock inside registration): pending. */
async function pendingTeam(request: APIRequestContext, site: IsolatedSite, tag: string, shape: TeamShape): Promise<Team> {
  const team = { email: `works-${tag}@example.org`, password: 'long desert film passphrase', teamName: shape.teamName };
  const token = await signUp(request, site.url, team.email, team.password);
  const member = async (n: number, position: 'captain' | 'member') => ({
    name: `Member ${n} ${tag}`,
    position,
    birthDate: `${shape.born}-03-0${n}`,
    school: shape.school,
    studentId: `F${n}${tag}`,
    email: `film-${n}-${tag}@example.org`,
    idCardFront: await idCard(request, site.url, token),
    idCardBack: await idCard(request, site.url, token),
  });
  const members = [await member(1, 'captain'), await member(2, 'member')];
  await data(await request.post(`${site.url}/api/registration/add`, { headers: { token }, data: { group: shape.group, teamName: team.teamName, topic: shape.topic, members } }));
  return team;
}

/** A secondary-school team of two (group 1), registered: pending. */
export async function pendingSecondaryTeam(request: APIRequestContext, site: IsolatedSite, tag: string): Promise<Team> {
  return pendingTeam(request, site, tag, { group: 1, teamName: `Film ${tag}`, topic: 'water', school: 'Desert Secondary School', born: 2008 });
}

/** The same team, passed by an organizer at the command line. */
export async function passedSecondaryTeam(request: APIRequestContext, site: IsolatedSite, tag: string): Promise<Team> {
  const team = await pendingSecondaryTeam(request, site, tag);
  builtAdmin(site, 'registrations', 'approve', registrationId(site, team.teamName));
  return team;
}

/**
 * A university team of two (group 2, a topic of its track), passed by an organizer; `school` names the members'
 * school, e.g. a word a blind judge's page must never show.
 */
export async function passedUniversityTeam(request: APIRequestContext, site: IsolatedSite, tag: string, { school = 'Desert University' } = {}): Promise<Team> {
  const team = await pendingTeam(request, site, tag, { group: 2, teamName: `Plan ${tag}`, topic: 'desert-ecotourism', school, born: 2003 });
  builtAdmin(site, 'registrations', 'approve', registrationId(site, team.teamName));
  return team;
}

const LOGIN = { desktop: '/pc/logIn', mobile: '/mobile/login' } as const;

/** Logs in through the login page, as the team would on the night of the deadline. */
export async function logIn(page: Page, origin: string, project: Project, team: Team): Promise<void> {
  await page.goto(`${origin}${LOGIN[project]}`);
  await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
  await page.getByLabel('電郵地址').fill(team.email);
  await page.getByLabel('密碼', { exact: true }).fill(team.password);
  await page.locator('[data-remote="mf-account"]').getByRole('button', { name: '登入' }).click();
  await expect(page).not.toHaveURL(/logIn|login/);
}
