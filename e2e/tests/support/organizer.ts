// The organizer's command line, run against a test site's own data, as an organizer would.
import { execFileSync } from 'node:child_process';
import { builtCommandLine } from '@portal/api/testing';
import type { IsolatedSite } from './isolated-site';
import { repoRoot } from './repo';

/**
 * `pnpm admin …` (the root script runs the CLI's source with tsx, ~3 s a call); `built` runs the same program from the
 * production build the suite tests (~1 s), for the many calls of a flow.
 */
export function admin(site: IsolatedSite, ...args: string[]): string {
  return runAdmin(site, 'pnpm', ['--silent', 'admin', ...args]);
}

export function builtAdmin(site: IsolatedSite, ...args: string[]): string {
  return runAdmin(site, process.execPath, [builtCommandLine('admin'), ...args]);
}

function runAdmin(site: IsolatedSite, command: string, args: string[]): string {
  return execFileSync(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...site.env, USER: 'e2e-organizer', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}

/** The id of the registration a team submitted, found by its name in `registrations list`. */
export function registrationId(site: IsolatedSite, teamName: string): string {
  const line = builtAdmin(site, 'registrations', 'list')
    .split('\n')
    .find((row) => row.endsWith(`\t${teamName}`));
  const id = line?.split('\t')[0];
  if (!id) throw new Error(`no registration of ${teamName} in the admin list`);
  return id;
}

/** The id of a team's work of one step, found in `works list` (columns id, group, team, step, …). */
export function workId(site: IsolatedSite, teamName: string, step: string): string {
  const id = builtAdmin(site, 'works', 'list', '--step', step)
    .split('\n')
    .map((row) => row.split('\t'))
    .find((columns) => columns[2] === teamName && columns[3] === step)?.[0];
  if (!id) throw new Error(`no ${step} work of ${teamName} in the admin list`);
  return id;
}

export interface FinalistTexts {
  team: string;
  school: string;
  title: string;
}

/**
 * Makes a passed registration its group's only finalist, No. 1, and returns the finalist's id. The seeded sample
 * finalists go first: a group holds at most its count, and every finalist of the group is an entry of its finals
 * round (a sample has no registration, so no files).
 */
export function soleFinalist(site: IsolatedSite, group: 1 | 2, registration: string, texts: FinalistTexts): string {
  for (const row of builtAdmin(site, 'finalists', 'list', '--group', String(group)).split('\n')) {
    const sample = /^(\d+)\t/.exec(row)?.[1];
    if (sample) builtAdmin(site, 'finalists', 'remove', sample);
  }
  const created = builtAdmin(site, 'finalists', 'create', '--group', String(group), '--position', '1',
    '--team-zh-hk', texts.team, '--school-zh-hk', texts.school, '--title-zh-hk', texts.title);
  const id = /^finalist (\d+) created/m.exec(created)?.[1];
  if (!id) throw new Error(`no finalist id in the command's output:\n${created}`);
  builtAdmin(site, 'finalists', 'link', id, '--registration', registration);
  return id;
}
