import { describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CapturedPage } from '../../src/shell-html/forget-first-views.js';
import { claimFile } from '../../src/prerender/lock.js';
import { Recapturer, type CaptureRun } from '../../src/prerender/recapturer.js';

// The background recapture's scheduling, without Chromium: a stand-in capture records each run's pages.

const page = (route: string, language: CapturedPage['language'] = 'en'): CapturedPage => ({ route, language });
const sorted = (pages: CapturedPage[]) => pages.map((one) => `${one.language} ${one.route}`).sort();

function setup(options: { fail?: boolean; maxPages?: number; block?: Promise<void> } = {}) {
  const runs: CaptureRun[] = [];
  const written: string[] = [];
  const logs: { level: string; message: string }[] = [];
  let dir = '';
  const make = async () => {
    dir = await mkdtemp(join(tmpdir(), 'recapture-'));
    return new Recapturer({
      lockFile: join(dir, '.recapture.lock'),
      debounceMs: 30,
      retryMs: 30,
      maxPages: options.maxPages ?? 60,
      log: { info: (_detail, message) => logs.push({ level: 'info', message }), warn: (_detail, message) => logs.push({ level: 'warn', message }) },
      capture: async (run) => {
        runs.push(run);
        await options.block;
        if (options.fail) throw new Error('chromium: no such file');
        const accepted = run.pages.filter((one) => run.accept(one));
        written.push(...sorted(accepted));
        return { captured: accepted.length, skipped: [] };
      },
    });
  };
  return { runs, written, logs, make, cleanup: () => rm(dir, { recursive: true, force: true }), lock: () => join(dir, '.recapture.lock') };
}

describe('the recapturer', () => {
  it('coalesces several changes into one run of their pages, each page once', async () => {
    const test = setup();
    const recapturer = await test.make();
    recapturer.schedule([page('/pc/home'), page('/pc/latestNews')]);
    recapturer.schedule([page('/pc/home'), page('/mobile/home', 'zhSimple')]);
    recapturer.schedule([]);
    expect(test.runs).toHaveLength(0);
    await recapturer.idle();
    expect(test.runs).toHaveLength(1);
    expect(sorted(test.runs[0]!.pages)).toEqual(['en /pc/home', 'en /pc/latestNews', 'zhSimple /mobile/home']);
    await recapturer.close();
    await test.cleanup();
  });

  it('runs once at a time; a page changed again during its run is not written, and is captured in the next run', async () => {
    let unblock = () => {};
    const test = setup({ block: new Promise<void>((resolve) => (unblock = resolve)) });
    const recapturer = await test.make();
    recapturer.schedule([page('/pc/home'), page('/pc/faq')]);
    while (test.runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    recapturer.schedule([page('/pc/home')]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    // Still one run: the second waits for the first.
    expect(test.runs).toHaveLength(1);
    unblock();
    await recapturer.idle();
    expect(test.runs).toHaveLength(2);
    expect(sorted(test.runs[1]!.pages)).toEqual(['en /pc/home']);
    // The first run wrote only the page that did not change under it.
    expect(test.written).toEqual(['en /pc/faq', 'en /pc/home']);
    await recapturer.close();
    await test.cleanup();
  });

  it('takes at most maxPages a run; the rest follow', async () => {
    const test = setup({ maxPages: 2 });
    const recapturer = await test.make();
    recapturer.schedule([page('/a'), page('/b'), page('/c')]);
    await recapturer.idle();
    expect(test.runs.map((run) => run.pages.length)).toEqual([2, 1]);
    await recapturer.close();
    await test.cleanup();
  });

  it('survives a failed capture with a warning (the pages stay live) and runs again on the next change', async () => {
    const test = setup({ fail: true });
    const recapturer = await test.make();
    recapturer.schedule([page('/pc/home')]);
    await recapturer.idle();
    expect(test.logs.filter((log) => log.level === 'warn').map((log) => log.message)).toEqual([
      'recapture failed; those pages stay live-rendered until the next capture',
    ]);
    recapturer.schedule([page('/pc/home')]);
    await recapturer.idle();
    expect(test.runs).toHaveLength(2);
    // Its claim was released both times.
    await expect(readFile(test.lock())).rejects.toThrow();
    await recapturer.close();
    await test.cleanup();
  });

  it('waits while another instance holds the claim, then runs', async () => {
    const test = setup();
    const recapturer = await test.make();
    await writeFile(test.lock(), 'another-host:1:claim');
    recapturer.schedule([page('/pc/home')]);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(test.runs).toHaveLength(0);
    expect(test.logs.some((log) => log.message === 'another instance is recapturing; trying again shortly')).toBe(true);
    await rm(test.lock());
    await recapturer.idle();
    expect(test.runs).toHaveLength(1);
    await recapturer.close();
    await test.cleanup();
  });

  it('a closed recapturer takes no new pages', async () => {
    const test = setup();
    const recapturer = await test.make();
    await recapturer.close();
    recapturer.schedule([page('/pc/home')]);
    await recapturer.idle();
    expect(test.runs).toHaveLength(0);
    await test.cleanup();
  });
});

describe('the claim file', () => {
  it('is held by one claimant; a stale claim is taken over; a release leaves a taken-over claim alone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'recapture-lock-'));
    const file = join(dir, 'sub', '.recapture.lock');
    const first = await claimFile(file, 60_000);
    expect(first).not.toBeNull();
    expect(await claimFile(file, 60_000)).toBeNull();
    const old = new Date(Date.now() - 120_000);
    await utimes(file, old, old);
    const second = await claimFile(file, 60_000);
    expect(second).not.toBeNull();
    await first!();
    expect(await claimFile(file, 60_000)).toBeNull();
    await second!();
    const third = await claimFile(file, 60_000);
    expect(third).not.toBeNull();
    await third!();
    await rm(dir, { recursive: true, force: true });
  });
});
