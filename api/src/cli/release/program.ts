import { Argument, InvalidArgumentError, Option } from 'commander';
import { ReleaseConflict } from '../../releases/commit.js';
import { isRemoteName, RELEASABLE_REMOTES } from '../../releases/remotes.js';
import { parsePortalNow } from '../../season/clock.js';
import { createProgram, runProgram, type CommandIo } from '../command-line.js';
import { rampCommand, rollbackCommand, windowCommand } from './change.js';
import { openReleaseContext, type ReleaseContext, type ReleaseDependencies } from './context.js';
import type { ChangeOptions } from './output.js';
import { publishCommand, type PublishOptions } from './publish.js';
import { recordCommand } from './record.js';
import { historyCommand, statusCommand } from './status.js';
import { verifyCommand, type VerifyOptions } from './verify.js';

// `pnpm release <command>`: the only way to change which version of a remote visitors get (docs/adr/0017). It uses
// the API's own configuration (DATA_DIR / DATABASE_URL, RELEASES_DIR, PORTAL_NOW), so it works on either database
// and every API instance sees the change on its next registry request.

function remoteName(value: string): string {
  if (!isRemoteName(value)) throw new InvalidArgumentError(`must be one of ${RELEASABLE_REMOTES.join(', ')}.`);
  return value;
}

function percent(value: string): number {
  if (!/^\d{1,3}$/.test(value) || Number(value) > 100) throw new InvalidArgumentError('must be a whole percentage from 0 to 100.');
  return Number(value);
}

function instant(value: string): Date {
  const date = parsePortalNow(value);
  if (!date) throw new InvalidArgumentError('must be an ISO instant with a time zone, like 2024-02-10T10:00:00+08:00.');
  return date;
}

function minutes(value: string): number {
  if (!/^\d{1,3}$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('must be a whole number of minutes, at least 1.');
  return Number(value);
}

function count(value: string): number {
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('must be a positive integer.');
  return Number(value);
}

const remoteArgument = () => new Argument('<remote>', RELEASABLE_REMOTES.join(' | ')).argParser(remoteName);
const reasonOption = () => new Option('--reason <text>', 'why, for the release history');
const byOption = () => new Option('--by <name>', 'who (default: your login name)');

export async function runRelease(argv: string[], io: CommandIo, deps: ReleaseDependencies = {}): Promise<number> {
  let action: ((ctx: ReleaseContext) => Promise<void>) | undefined;
  // `record` and `verify` only read: they neither migrate the database nor write anything.
  let readOnly = false;
  const program = createProgram('release', 'staged releases of the remotes: publish, ramp, window, rollback, status, verify', io);
  program
    .command('publish')
    .description("build a remote and store the build under its package.json version (immutable)")
    .addArgument(remoteArgument())
    .option('--skip-build', 'publish <remote>/dist as it is')
    .option('--from <dir>', 'publish this built folder instead of <remote>/dist (no build); needs --commit')
    .option('--commit <sha>', 'with --from: the commit the folder was built from (recorded, and rebuilt by verify)')
    .option('--allow-dirty', "publish although the build's inputs have uncommitted changes (recorded as dirty)")
    .option('--version <semver>', "the version to publish as (default: the remote's package.json)")
    .addOption(reasonOption())
    .addOption(byOption())
    .action((remote: string, options: PublishOptions) => {
      action = (ctx) => publishCommand(ctx, remote, options);
    });
  program
    .command('ramp')
    .description('serve a published version to a sticky share of visitors; 100 makes it the stable version')
    .addArgument(remoteArgument())
    .argument('<version>', 'a published version')
    .argument('<percent>', '0 to 100', percent)
    .addOption(reasonOption())
    .addOption(byOption())
    .action((remote: string, version: string, share: number, options: ChangeOptions) => {
      action = (ctx) => rampCommand(ctx, remote, version, share, options);
    });
  program
    .command('window')
    .description("serve a published version to everyone only inside a date window, by the server's clock")
    .addArgument(remoteArgument())
    .argument('<version>', 'a published version')
    .addOption(new Option('--from <instant>', 'first instant served (ISO, with a time zone)').argParser(instant).makeOptionMandatory())
    .addOption(new Option('--to <instant>', 'first instant no longer served (ISO, with a time zone)').argParser(instant).makeOptionMandatory())
    .addOption(reasonOption())
    .addOption(byOption())
    .action((remote: string, version: string, options: ChangeOptions & { from: Date; to: Date }) => {
      action = (ctx) => windowCommand(ctx, remote, version, options, options);
    });
  program
    .command('rollback')
    .description('at once: drop the candidate if one is served, else return to the previous stable version')
    .addArgument(remoteArgument())
    .addOption(reasonOption())
    .addOption(byOption())
    .action((remote: string, options: ChangeOptions) => {
      action = (ctx) => rollbackCommand(ctx, remote, options);
    });
  program
    .command('status')
    .description('every remote: stable and candidate versions, share, window, loads and failure rates')
    .action(() => {
      action = (ctx) => statusCommand(ctx);
    });
  program
    .command('history')
    .description('the release history, newest first: what, when, why and by whom (or the health gate)')
    .addArgument(new Argument('[remote]', 'only this remote').argParser(remoteName))
    .addOption(new Option('--limit <n>', 'rows').argParser(count).default(20))
    .action((remote: string | undefined, options: { limit: number }) => {
      action = (ctx) => historyCommand(ctx, remote, options.limit);
    });

  program
    .command('record')
    .description('print the release record of a published version: commit, lockfile, files, chain (read-only)')
    .addArgument(remoteArgument())
    .argument('<version>', 'a published version')
    .option('--json', 'print only the canonical JSON, the exact bytes whose SHA-256 is the record hash')
    .action((remote: string, version: string, options: { json?: boolean }) => {
      readOnly = true;
      action = (ctx) => recordCommand(ctx, remote, version, options);
    });
  program
    .command('verify')
    .description("rebuild a published version from its recorded commit in a temporary folder and compare every file (read-only)")
    .addArgument(remoteArgument())
    .argument('<version>', 'a published version')
    .addOption(new Option('--timeout <minutes>', 'give up after this long').argParser(minutes).default(20))
    .action((remote: string, version: string, options: VerifyOptions) => {
      readOnly = true;
      action = (ctx) => verifyCommand(ctx, remote, version, options);
    });

  return runProgram<ReleaseContext>({
    program,
    argv,
    io,
    chosen: () => action,
    open: () => openReleaseContext(io, deps, { readOnly }),
    expected: (error) => error instanceof ReleaseConflict,
  });
}
