// What `pnpm bench:load` measures, per kind of request: every latency kept (a minute of 200 visitors is tens of
// thousands of numbers, small enough to sort), errors with a few examples, 304s, and 10-second windows of the whole.

/** Nearest-rank percentile of an ascending array; 0 for an empty one. */
export function percentile(sorted, q) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const EXAMPLES_PER_KIND = 5;
const WINDOW_MS = 10_000;

export class LoadStats {
  /** @type {Map<string, { content: boolean, latencies: number[], errors: number, expected: number, notModified: number, examples: string[] }>} */
  #kinds = new Map();
  /** @type {Map<number, { requests: number, errors: number, content: number[] }>} */
  #windows = new Map();
  #startedAt;

  /** `startedAt`: performance.now() at the start of the timed part; windows are counted from it. */
  constructor(startedAt = performance.now()) {
    this.#startedAt = startedAt;
  }

  /** Declares a kind before it is used, so a kind no visitor reached still shows (with a count of 0). */
  declare(kind, { content }) {
    if (!this.#kinds.has(kind)) this.#kinds.set(kind, { content, latencies: [], errors: 0, expected: 0, notModified: 0, examples: [] });
  }

  /**
   * One answered (or failed) request. `error`: null, or what went wrong, as said in the report. `expected`: an
   * answer the visitor meant to get that is not a success (a mistyped password).
   */
  record(kind, { sentAt, ms, error = null, expected = false, notModified = false }) {
    const entry = this.#kinds.get(kind);
    if (!entry) throw new Error(`undeclared kind of request: ${kind}`);
    entry.latencies.push(ms);
    if (expected) entry.expected += 1;
    if (notModified) entry.notModified += 1;
    const index = Math.floor((sentAt - this.#startedAt) / WINDOW_MS);
    const window = this.#windows.get(index) ?? { requests: 0, errors: 0, content: [] };
    this.#windows.set(index, window);
    window.requests += 1;
    if (entry.content) window.content.push(ms);
    if (error !== null) {
      entry.errors += 1;
      window.errors += 1;
      if (entry.examples.length < EXAMPLES_PER_KIND) entry.examples.push(error);
    }
  }

  /** The figures, per kind in the order they were declared, and for all content GETs together. */
  summary() {
    const figures = (latencies) => {
      const sorted = Float64Array.from(latencies).sort();
      return {
        count: sorted.length,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        p99: percentile(sorted, 0.99),
        max: sorted.length ? sorted[sorted.length - 1] : 0,
      };
    };
    const kinds = [...this.#kinds].map(([kind, entry]) => ({
      kind,
      content: entry.content,
      ...figures(entry.latencies),
      errors: entry.errors,
      expected: entry.expected,
      notModified: entry.notModified,
      examples: entry.examples,
    }));
    const contentLatencies = [...this.#kinds.values()].filter((entry) => entry.content).flatMap((entry) => entry.latencies);
    const windows = [...this.#windows]
      .sort(([a], [b]) => a - b)
      .map(([index, window]) => ({
        fromSeconds: (index * WINDOW_MS) / 1000,
        requests: window.requests,
        errors: window.errors,
        contentP99: percentile(Float64Array.from(window.content).sort(), 0.99),
      }));
    return {
      kinds,
      content: figures(contentLatencies),
      requests: kinds.reduce((sum, kind) => sum + kind.count, 0),
      errors: kinds.reduce((sum, kind) => sum + kind.errors, 0),
      windows,
    };
  }
}
