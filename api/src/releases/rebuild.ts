import { spawn } from 'node:child_process';
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative } from 'node:path';
import { buildCommand, buildEnv, installCommand } from './build.js';
import { fileSha256At } from './source.js';
import { digestTree, type Tree } from './tree.js';

// `pnpm release verify`'s rebuild: the recorded commit checked out in a temporary folder outside the repository, the
// remote installed and built there exactly as `publish` builds it, its files digested. The folder is removed
// afterwards whatever happens (a failed step, the time limit, Ctrl-C). The repository itself is only read: a local
// `git clone` copies its objects and writes nothing into it.

/** A step of the rebuild failed: its command and the end of its output. */
export class RebuildFailed extends Error {}

/** The overall time limit passed, or the process was asked to stop: the running step was killed. */
export class RebuildStopped extends Error {}

export interface RebuildRequest {
  /** The repository to clone (a checkout's folder). */
  repo: string;
  commit: string;
  remote: string;
  /** The lockfile hash the record claims: checked before anything is installed. */
  lockfileSha256: string;
  /** When to give up, as Date.now() milliseconds. */
  deadline: number;
  /** Stops the rebuild early (as Ctrl-C does). */
  signal?: AbortSignal;
  /** One line per step, for the organizer. */
  progress(text: string): void;
}

/** What the rebuild found; `folder` is where it ran, already removed. */
export type RebuildResult =
  | { lockfile: 'same'; tree: Tree; folder: string }
  | { lockfile: 'different'; actual: string; folder: string };

const OUTPUT_TAIL = 8 * 1024;

export async function rebuildAt(request: RebuildRequest): Promise<RebuildResult> {
  const { repo, commit, remote } = request;
  const folder = await mkdtemp(join(tmpdir(), `release-verify-${remote}-`));
  const stopper = new Stopper(request.signal);
  try {
    const inside = relative(await realpath(repo), await realpath(folder));
    if (!inside.startsWith('..') && !isAbsolute(inside)) throw new RebuildFailed(`the temporary folder ${folder} is inside the repository: set TMPDIR to a folder outside it`);
    const checkout = join(folder, 'checkout');
    const step = (label: string, [command, args]: [string, string[]], cwd: string) => runStep({ label, command, args, cwd, deadline: request.deadline, stopper });

    request.progress(`checking out ${commit} in ${checkout}`);
    await step('clone', ['git', ['clone', '--quiet', '--no-checkout', repo, checkout]], folder);
    await step('checkout', ['git', ['-C', checkout, 'checkout', '--quiet', '--detach', commit]], folder);
    const lockfile = await fileSha256At(checkout, commit, 'pnpm-lock.yaml');
    if (lockfile !== request.lockfileSha256) return { lockfile: 'different', actual: lockfile, folder };
    request.progress(`lockfile: pnpm-lock.yaml at ${commit} matches the record`);

    request.progress(`installing ${remote} and @portal/shared (frozen lockfile, offline when the store has them)`);
    await step('install', installCommand(remote), checkout);
    request.progress(`building ${remote} as publish builds it`);
    await step('build', buildCommand(remote), checkout);
    return { lockfile: 'same', tree: await digestTree(join(checkout, remote, 'dist')), folder };
  } finally {
    stopper.dispose();
    await rm(folder, { recursive: true, force: true, maxRetries: 3 });
  }
}

/**
 * Ctrl-C or a service manager's SIGTERM while a step runs: the step (its whole process group, webpack included) is
 * killed so that the folder can be removed, instead of this process dying with the folder left behind.
 */
class Stopper {
  reason: string | null = null;
  private readonly children = new Map<number, () => void>();
  private readonly onSignal = (signal: NodeJS.Signals) => this.stop(`stopped by ${signal}`);
  private readonly onAbort = () => this.stop('stopped');

  constructor(private readonly signal?: AbortSignal) {
    process.on('SIGINT', this.onSignal);
    process.on('SIGTERM', this.onSignal);
    if (signal?.aborted) this.onAbort();
    signal?.addEventListener('abort', this.onAbort);
  }

  /** Runs `stopped` (after killing the group) when the rebuild stops while the step runs. */
  track(pid: number, stopped: () => void): () => void {
    this.children.set(pid, stopped);
    if (this.reason) this.stopOne(pid, stopped);
    return () => this.children.delete(pid);
  }

  stop(reason: string): void {
    this.reason ??= reason;
    for (const [pid, stopped] of this.children) this.stopOne(pid, stopped);
  }

  private stopOne(pid: number, stopped: () => void): void {
    killGroup(pid);
    stopped();
  }

  dispose(): void {
    process.off('SIGINT', this.onSignal);
    process.off('SIGTERM', this.onSignal);
    this.signal?.removeEventListener('abort', this.onAbort);
  }
}

function killGroup(pid: number): void {
  try {
    // The step runs in its own process group (detached): a negative pid reaches pnpm and the webpack it started.
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

interface Step {
  label: string;
  command: string;
  args: string[];
  cwd: string;
  deadline: number;
  stopper: Stopper;
}

function runStep({ label, command, args, cwd, deadline, stopper }: Step): Promise<void> {
  if (stopper.reason) return Promise.reject(new RebuildStopped(stopper.reason));
  const left = deadline - Date.now();
  if (left <= 0) return Promise.reject(new RebuildStopped(`out of time before the ${label} step`));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: buildEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString('utf8')).slice(-OUTPUT_TAIL);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let untrack = () => {};
    const timer = setTimeout(() => stopper.stop(`out of time during the ${label} step`), left);
    const settle = (error: Error | null) => {
      clearTimeout(timer);
      untrack();
      if (error) reject(error);
      else resolve();
    };
    // Stopped: once the step's own process is gone, do not wait for its output to close: a process that left the
    // group (or anything else holding the pipe) could keep it open for ever, and the folder would never be removed.
    const stoppedAfterExit = () => {
      if (!stopper.reason || (child.exitCode === null && child.signalCode === null)) return;
      child.stdout.destroy();
      child.stderr.destroy();
      settle(new RebuildStopped(stopper.reason));
    };
    if (child.pid !== undefined) untrack = stopper.track(child.pid, stoppedAfterExit);
    child.on('error', (error) => settle(new RebuildFailed(`cannot run ${command}: ${error.message}`)));
    child.on('exit', stoppedAfterExit);
    child.on('close', (code, signal) => {
      if (stopper.reason) settle(new RebuildStopped(stopper.reason));
      else if (code === 0) settle(null);
      else settle(new RebuildFailed(`the ${label} step (${command} ${args.join(' ')}) failed (exit ${code ?? signal}):\n${tail.trimEnd()}`));
    });
  });
}
