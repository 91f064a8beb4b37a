import type { CapturedPage } from '../shell-html/forget-first-views.js';
import { claimFile } from './lock.js';

// Captures again, in the background, the first views a change of published content made stale (issue 25 point 5).
// The changes only say which pages (routes × languages) to capture; this collects them for `debounceMs` after the last
// one (several saves → one run), runs one capture at a time in this instance and, through a claim file, one across the
// instances sharing the captures; a run takes at most `maxPages` (the rest follow in the next run). A change never
// waits for it. A failure (no Chromium, no build) is logged and the pages stay live-rendered, as before a capture.

export interface CaptureRun {
  pages: CapturedPage[];
  /** Asked just before a page is written: false when it changed again during the run (its capture may be stale). */
  accept: (page: CapturedPage) => boolean;
}

/** Captures the pages into the captures' folder (scripts/lib/prerender.mjs `recapturePages`, or a test's stand-in). */
export type CaptureFunction = (run: CaptureRun) => Promise<{ captured: number; skipped: string[] }>;

export interface RecaptureLog {
  info(detail: object, message: string): void;
  warn(detail: object, message: string): void;
}

export interface RecapturerOptions {
  capture: CaptureFunction;
  /** The claim file, in the captures' folder. */
  lockFile: string;
  log: RecaptureLog;
  /** Quiet time after the last change before a run starts. */
  debounceMs?: number;
  /** Pages per run at most. */
  maxPages?: number;
  /** When another instance holds the claim: how long before trying again. */
  retryMs?: number;
  /** A claim older than this is an instance that died mid-run (a run is bounded well below it). */
  staleMs?: number;
}

export const RECAPTURE_DEFAULTS = { debounceMs: 1500, maxPages: 60, retryMs: 5000, staleMs: 10 * 60_000 };

const keyOf = (page: CapturedPage) => `${page.language} ${page.route}`;

export class Recapturer {
  readonly #options: Required<RecapturerOptions>;
  readonly #pending = new Map<string, CapturedPage>();
  /** The pages of the run under way, and those of them scheduled again since it began. */
  readonly #inRun = new Set<string>();
  readonly #changedDuringRun = new Set<string>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #closed = false;
  /** Runs finished (with or without captures): the benchmark and tests wait on it. */
  runs = 0;

  constructor(options: RecapturerOptions) {
    this.#options = { ...RECAPTURE_DEFAULTS, ...options };
  }

  /** Pages to capture again; returns at once. */
  schedule(pages: readonly CapturedPage[]): void {
    if (this.#closed || pages.length === 0) return;
    for (const page of pages) {
      const key = keyOf(page);
      this.#pending.set(key, page);
      if (this.#inRun.has(key)) this.#changedDuringRun.add(key);
    }
    this.#arm(this.#options.debounceMs);
  }

  /** Resolves once nothing is pending, waiting or running (tests, the benchmark, a command that must not exit first). */
  async idle(): Promise<void> {
    while (this.#running || this.#timer) {
      if (this.#running) await this.#running;
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Starts what is pending now, without the quiet time (a command about to exit). */
  flush(): void {
    if (this.#pending.size > 0) this.#arm(0);
  }

  /** No new runs; a run under way finishes (its server and browser closed) before this resolves. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pending.clear();
    await this.#running;
  }

  #arm(delay: number): void {
    clearTimeout(this.#timer);
    // A run under way re-arms when it ends.
    if (this.#running) {
      this.#timer = undefined;
      return;
    }
    // unref: a pending recapture never keeps a process alive by itself.
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.#running = this.#run().then((retry) => {
        this.#running = undefined;
        this.runs += 1;
        if (!this.#closed && this.#pending.size > 0) this.#arm(retry ?? this.#options.debounceMs);
      });
    }, delay).unref();
  }

  /** One run; never rejects. Answers the delay before the next when another instance held the claim. */
  async #run(): Promise<number | undefined> {
    const { capture, lockFile, log, maxPages, retryMs, staleMs } = this.#options;
    let release;
    try {
      release = await claimFile(lockFile, staleMs);
    } catch (err) {
      log.warn({ err, pages: this.#pending.size }, 'recapture not started: its claim file cannot be written; the pages stay live-rendered');
      this.#pending.clear();
      return undefined;
    }
    if (!release) {
      log.info({ pages: this.#pending.size }, 'another instance is recapturing; trying again shortly');
      return retryMs;
    }
    const batch = [...this.#pending.entries()].slice(0, maxPages);
    for (const [key] of batch) {
      this.#pending.delete(key);
      this.#inRun.add(key);
    }
    const began = Date.now();
    try {
      const { captured, skipped } = await capture({
        pages: batch.map(([, page]) => page),
        accept: (page) => !this.#changedDuringRun.has(keyOf(page)),
      });
      log.info({ captured, skipped: skipped.length, pages: batch.length, ms: Date.now() - began }, 'first views recaptured');
    } catch (err) {
      // The pages were forgotten before the run: they render live, which is correct, only slower to a first paint.
      log.warn({ err, pages: batch.length }, 'recapture failed; those pages stay live-rendered until the next capture');
    } finally {
      this.#inRun.clear();
      this.#changedDuringRun.clear();
      await release().catch(() => undefined);
    }
    return undefined;
  }
}
