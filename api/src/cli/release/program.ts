import { Argument, InvalidArgumentError, Option } from 'commander';
import { ReleaseConflict } from '../../releases/commit.js';
import { isRemoteName, RELEASABLE_REMOTES } from '../../releases/remotes.js';
import { parsePortalNow } from '../../season/clock.js';
import { createProgram, runProgram, type CommandIo } from '../command-line.js';
import { rampCommand, rollbackCommand, windowCommand } from './change.js';
import { openReleaseContext, type ReleaseContext, type ReleaseDependencies } from './context.js';
import type { ChangeOptions } from './output.js';
import { publishCommand, type PublishOptions } from './publish.js';
import { historyCommand, statusCommand } from './status.js';

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

function count(value: string): number {
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1) throw new InvalidArgumentError('must be a positive integer.');
  return Number(value);
}

const remoteArgument = () => new Argument('<remote>', RELEASABLE_REMOTES.join(' | ')).argParser(remoteName);
const reasonOption = () => new Option('--reason <text>', 'why, for the release history');
const byOption = () => new Option('--by <name>', 'who (default: your login name)');

export async function runRelease(argv: string[], io: CommandIo, deps: ReleaseDependencies = {}): Promise<number> {
  let action: ((ctx: ReleaseContext) => Promise<void>) | undefined;
  const program = createProgram('release', 'staged releases of the remotes: publish, ramp, window, rollback, status', io);
  program
    .command('publish')
    .description("build a remote and store the build under its package.json version (immutable)")
    .addArgument(remoteArgument())
    .option('--skip-build', 'publish <remote>/dist as it is')
    .option('--from <dir>', 'publish this built folder instead of <remote>/dist (no build)')
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

  return runProgram<ReleaseContext>({
    program,
    argv,
    io,
    chosen: () => action,
    open: () => openReleaseContext(io, deps),
    expected: (error) => error instanceof ReleaseConflict,
  });
}
