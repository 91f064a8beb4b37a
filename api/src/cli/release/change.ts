import { changeRelease, type ReleaseRequest } from '../../releases/change.js';
import { releaseRefusalText } from '../../releases/transitions.js';
import { CommandError } from '../command-line.js';
import type { ReleaseContext } from './context.js';
import { line, type ChangeOptions } from './output.js';

// `ramp`, `window` and `rollback`: the change as the back office makes it too (releases/change.ts). A refusal changes
// nothing and says why.

export async function rampCommand(ctx: ReleaseContext, remote: string, version: string, percent: number, options: ChangeOptions) {
  await applyChange(ctx, remote, { kind: 'ramp', version, percent }, options);
}

export async function windowCommand(ctx: ReleaseContext, remote: string, version: string, window: { from: Date; to: Date }, options: ChangeOptions) {
  await applyChange(ctx, remote, { kind: 'window', version, from: window.from, to: window.to }, options);
}

export async function rollbackCommand(ctx: ReleaseContext, remote: string, options: ChangeOptions) {
  await applyChange(ctx, remote, { kind: 'rollback' }, options);
}

async function applyChange(ctx: ReleaseContext, remote: string, request: ReleaseRequest, options: ChangeOptions) {
  const by = ctx.actor(options.by);
  const outcome = await changeRelease(ctx.db, remote, request, { by, actor: { kind: 'cli', name: by }, reason: options.reason ?? null }, ctx.clock.now());
  if (!outcome.ok) {
    // A lost race was never a refusal of the change itself: it reads as before, without `refused:`.
    const text = releaseRefusalText(outcome.refusal);
    throw new CommandError(outcome.refusal.reason === 'conflict' ? text : `refused: ${text}`);
  }
  line(ctx, `✓ ${outcome.change.summary}`);
}
