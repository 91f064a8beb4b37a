// How a remote is installed and built, the same for `publish` (in the organizer's checkout) and `verify` (in a
// temporary checkout of the recorded commit): one definition, so a verify rebuilds exactly as the publish built.

/** `pnpm --filter ./<remote> run build`: webpack's production build into `<remote>/dist`. */
export function buildCommand(remote: string): [string, string[]] {
  return ['pnpm', ['--filter', `./${remote}`, 'run', 'build']];
}

/**
 * What the remote's build needs and nothing else: the remote and its workspace dependencies (@portal/shared), at the
 * lockfile's versions, from the machine's store when it has them. `{./dir}...` selects the folder and its
 * dependencies; a bare `./dir...` would select the folder alone.
 */
export function installCommand(remote: string): [string, string[]] {
  return ['pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--filter', `{./${remote}}...`]];
}

/** Credentials of the API that no build needs: a build (of any commit) never sees them. */
const CREDENTIALS = ['DATABASE_URL', 'VOTE_SECRET', 'SMTP_URL', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'SMS_PROVIDER_TOKEN', 'SMS_PROVIDER_URL'];

/** The environment of install and build: this process's, without the API's credentials. */
export function buildEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const name of CREDENTIALS) delete copy[name];
  return copy;
}
