// The tools' one time limit and clean-up (tools/lib/time-limit.mjs): a run that outlives its limit is given up and
// what it started is killed; whatever it registered is undone once, however it ends, Ctrl-C and SIGTERM included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SIGNAL_EXIT_CODE, TimeLimitExceeded, withTimeLimit } from '../lib/time-limit.mjs';

const helper = new URL('../lib/time-limit.mjs', import.meta.url).href;
/** A node process that would idle for a minute. */
const idler = () => spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
const ended = async (child) => {
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  return child.signalCode ?? child.exitCode;
};
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('a run that outlives its limit is given up: the promise rejects at the limit and its child is killed', async () => {
  const began = Date.now();
  let child;
  await assert.rejects(
    withTimeLimit('sleepy', 300, async (run) => {
      child = run.track(idler());
      await once(child, 'exit');
    }),
    (error) => error instanceof TimeLimitExceeded && error.message === 'sleepy: gave up after 0.3 s',
  );
  assert.ok(Date.now() - began < 5000, `gave up after ${Date.now() - began} ms`);
  assert.equal(await ended(child), 'SIGKILL');
});

test('what a run registered is undone once, last first, whether it finished or failed; an undo done early is not done again', async () => {
  const done = [];
  const result = await withTimeLimit('tidy', 10_000, async (run) => {
    run.atEnd(() => done.push('folder'));
    const closeEarly = run.atEnd(() => done.push('early'));
    run.atEnd(() => {
      throw new Error('a failing undo');
    });
    run.atEnd(() => done.push('server'));
    closeEarly();
    return 42;
  });
  assert.equal(result, 42);
  assert.deepEqual(done, ['early', 'server', 'folder']);

  const undone = [];
  await assert.rejects(
    withTimeLimit('broken', 10_000, async (run) => {
      run.atEnd(() => undone.push('folder'));
      throw new Error('the bench failed');
    }),
    /the bench failed/,
  );
  assert.deepEqual(undone, ['folder']);
});

test('a child that exited by itself is left alone, and a finished run leaves no signal handler behind', async () => {
  const listeners = process.listenerCount('SIGTERM');
  const child = await withTimeLimit('quick', 10_000, async (run) => {
    const started = run.track(spawn(process.execPath, ['-e', ''], { stdio: 'ignore' }));
    await once(started, 'exit');
    return started;
  });
  assert.equal(child.exitCode, 0);
  assert.equal(process.listenerCount('SIGTERM'), listeners);
});

test('SIGTERM ends the run: its undos run, its child is killed, and the process exits 130', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'time-limit-test-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const marker = path.join(dir, 'undone');
  const tool = `
    import { spawn } from 'node:child_process';
    import { writeFileSync } from 'node:fs';
    import { withTimeLimit } from ${JSON.stringify(helper)};
    await withTimeLimit('stopped', 60_000, async (run) => {
      const child = run.track(spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' }));
      run.atEnd(() => writeFileSync(${JSON.stringify(marker)}, 'undone'));
      console.log(child.pid);
      await new Promise(() => {});
    });`;
  const running = spawn(process.execPath, ['--input-type=module', '-e', tool], { stdio: ['ignore', 'pipe', 'inherit'] });
  t.after(() => running.kill('SIGKILL'));
  const [line] = await once(running.stdout, 'data');
  const grandchild = Number(String(line).trim());
  assert.ok(alive(grandchild), 'the run started its child');
  running.kill('SIGTERM');
  assert.equal(await ended(running), SIGNAL_EXIT_CODE);
  assert.equal(existsSync(marker) && readFileSync(marker, 'utf8'), 'undone');
  for (let waited = 0; alive(grandchild) && waited < 2000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(alive(grandchild), false, 'its child was killed');
});
