import { commitRelease } from '../../releases/commit.js';
import { findVersion, readState, type ReleaseState } from '../../releases/state.js';
import { ramp, rollback, schedule, type Transition } from '../../releases/transitions.js';
import { CommandError } from '../command-line.js';
import type { ReleaseContext } from './context.js';
import { line, type ChangeOptions } from './output.js';

// `ramp`, `window` and `rollback`: read the remote's state, decide (releases/transitions.ts), write with
// compare-and-set. A refusal changes nothing and says why.

export async function rampCommand(ctx: ReleaseContext, remote: string, version: string, percent: number, options: ChangeOptions) {
  await requirePublished(ctx, remote, version);
  await applyChange(ctx, remote, (state) => ramp(remote, state, version, percent), options);
}

export async function windowCommand(ctx: ReleaseContext, remote: string, version: string, window: { from: Date; to: Date }, options: ChangeOptions) {
  await requirePublished(ctx, remote, version);
  await applyChange(ctx, remote, (state) => schedule(remote, state, version, window.from, window.to, ctx.clock.now()), options);
}

export async function rollbackCommand(ctx: ReleaseContext, remote: string, options: ChangeOptions) {
  await applyChange(ctx, remote, (state) => rollback(remote, state), options);
}

async function applyChange(ctx: ReleaseContext, remote: string, decide: (state: ReleaseState | null) => Transition, options: ChangeOptions) {
  const state = await readState(ctx.db, remote);
  const change = decide(state);
  if (!change.ok) throw new CommandError(`refused: ${change.reason}`);
  const actor = ctx.actor(options.by);
  await commitRelease(ctx.db, { remote, read: state, change, actor, reason: options.reason?.trim() || null, at: ctx.clock.now().toISOString() });
  line(ctx, `✓ ${change.summary}`);
}

async function requirePublished(ctx: ReleaseContext, remote: string, version: string): Promise<void> {
  if (await findVersion(ctx.db, remote, version)) return;
  const known = await ctx.db.selectFrom('release_versions').select('version').where('remote', '=', remote).orderBy('id').execute();
  const list = known.length ? `published: ${known.map((row) => row.version).join(', ')}` : 'none is published yet';
  throw new CommandError(`refused: ${remote}@${version} is not published (${list}); run: pnpm release publish ${remote}`);
}
