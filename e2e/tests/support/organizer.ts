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
