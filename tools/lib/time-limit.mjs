// The one time limit and clean-up of the tools that start things (the benchmarks, `pnpm crash`): whatever a run starts
// (an API server, a PostgreSQL child, a temp folder) is undone once, however the run ends: it finished, it failed, it
// ran out of time (the promise rejects with TimeLimitExceeded; runTool then exits 1), or it was stopped with Ctrl-C or
// SIGTERM (the process exits 130). A run never outlives its limit, and never leaves a server running behind it.

const SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM']);
/** The exit code of a run stopped by SIGINT or SIGTERM, as a shell reports Ctrl-C. */
export const SIGNAL_EXIT_CODE = 130;

export class TimeLimitExceeded extends Error {
  /** @param {string} name @param {number} ms */
  constructor(name, ms) {
    super(`${name}: gave up after ${ms / 1000} s`);
    this.name = 'TimeLimitExceeded';
  }
}

/**
 * What a run registers to be undone at its end. Undos are synchronous (they also run in a signal handler just before
 * the process exits) and run last registered first; a failing one does not stop the others.
 * @typedef {object} Run
 * @property {(undo: () => void) => () => void} atEnd Registers `undo`; the function returned runs it now instead
 *   (once: the end then skips it), for what the run itself undoes when it is done with it.
 * @property {<C extends import('node:child_process').ChildProcess>(child: C, options?: { signal?: NodeJS.Signals, group?: boolean }) => C} track
 *   Sends the child `signal` (SIGKILL by default) at the end unless it has exited: to its whole process group with
 *   `group` (a child spawned `detached`), so what it started goes too.
 */

/**
 * Runs `main` within `ms` milliseconds and undoes what it registered when it settles, when the limit passes (the
 * promise then rejects with TimeLimitExceeded, main left to be ended by the process's exit) or on SIGINT/SIGTERM.
 * @template T
 * @param {string} name the tool, as its messages name it
 * @param {number} ms
 * @param {(run: Run) => Promise<T>} main
 * @returns {Promise<T>}
 */
export async function withTimeLimit(name, ms, main) {
  /** @type {Set<() => void>} */
  const undos = new Set();
  const undoAll = () => {
    for (const undo of [...undos].reverse()) {
      undos.delete(undo);
      try {
        undo();
      } catch {
        // best effort: the other undos still run
      }
    }
  };
  /** @type {Run} */
  const run = {
    atEnd(undo) {
      undos.add(undo);
      return () => {
        if (undos.delete(undo)) undo();
      };
    },
    /**
     * @template {import('node:child_process').ChildProcess} C
     * @param {C} child
     * @param {{ signal?: NodeJS.Signals, group?: boolean }} [options]
     */
    track(child, { signal = 'SIGKILL', group = false } = {}) {
      const stop = () => {
        if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
        if (group) process.kill(-child.pid, signal);
        else child.kill(signal);
      };
      undos.add(stop);
      child.once('exit', () => undos.delete(stop));
      return child;
    },
  };
  const onSignal = () => {
    undoAll();
    process.exit(SIGNAL_EXIT_CODE);
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const expired = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new TimeLimitExceeded(name, ms)), ms);
  });
  try {
    return await Promise.race([main(run), expired]);
  } finally {
    clearTimeout(timer);
    for (const signal of SIGNALS) process.off(signal, onSignal);
    undoAll();
  }
}

/**
 * A tool's whole run: withTimeLimit, and when the time is up, the one-line message and exit 1 (whatever main was
 * still waiting for ends with the process). Other failures are thrown as they are.
 * @template T
 * @param {string} name
 * @param {number} ms
 * @param {(run: Run) => Promise<T>} main
 * @returns {Promise<T>}
 */
export async function runTool(name, ms, main) {
  try {
    return await withTimeLimit(name, ms, main);
  } catch (error) {
    if (!(error instanceof TimeLimitExceeded)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
