import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { writeFile } from 'node:fs/promises';
import { ENDPOINTS, EXCLUDED, SHAPES } from './endpoints.js';
import { startFuzzer, type EndpointReport, type Fuzzer } from './runner.js';

// The bounded fuzz run of every endpoint (issue 14), part of the API suite on SQLite and on PostgreSQL: FUZZ_RUNS
// generated requests per endpoint (100 by default; `pnpm fuzz` runs 10,000) against the running server. Each must
// be answered without 5xx, in its route's answer shape, and a refused one must leave every table as it was.
// A failure prints fast-check's shrunk request and the seed; FUZZ_SEED=<seed> FUZZ_ONLY='<METHOD url>' replays it.

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
// Fixed in `npm test`, so that a run repeats the one before it; `pnpm fuzz` draws a new seed every time.
const SEED = Number(process.env.FUZZ_SEED ?? 14_2026);
/** Only this endpoint (`METHOD url`), or those whose `METHOD url` contains it: a replay, a look at one route. */
const ONLY = process.env.FUZZ_ONLY;
const reports: EndpointReport[] = [];
let fuzzer: Fuzzer;

beforeAll(async () => {
  fuzzer = await startFuzzer();
}, 60_000);

afterAll(async () => {
  await fuzzer.close();
  // For `pnpm fuzz` (tools/fuzz.mjs), which prints it as a table.
  if (process.env.FUZZ_REPORT) {
    const report = { runs: RUNS, seed: SEED, database: fuzzer.fuzz.testDb.database.kind, shapes: SHAPES, excluded: EXCLUDED, reports };
    await writeFile(process.env.FUZZ_REPORT, JSON.stringify(report, null, 2));
  }
});

describe('the endpoint table', () => {
  it('lists every route the server registers, or excludes it with a reason', () => {
    expect(fuzzer.unlisted).toEqual([]);
    expect(fuzzer.stale).toEqual([]);
    for (const [endpoint, reason] of Object.entries(EXCLUDED)) expect({ endpoint, reason: reason.trim().length > 20 }).toEqual({ endpoint, reason: true });
  });
});

describe(`${RUNS} generated requests per endpoint (seed ${SEED})`, () => {
  const endpoints = Object.keys(ENDPOINTS).map((endpoint, index) => [endpoint, index] as const);
  // An endpoint's exact `METHOD url`, or a part of several.
  const only = ([endpoint]: readonly [string, number]) => ONLY === undefined || (ONLY in ENDPOINTS ? endpoint === ONLY : endpoint.includes(ONLY));
  it.each(endpoints.filter(only))(
    '%s',
    async (endpoint, index) => {
      expect(fuzzer.endpoints).toContain(endpoint);
      // Each endpoint's own seed, so that one replays alone (FUZZ_ONLY) exactly as in the full run.
      const report = await fuzzer.run(endpoint, RUNS, ONLY === endpoint ? SEED : SEED + index);
      reports.push(report);
      // `pnpm fuzz` runs for long: a line per endpoint as it finishes (Jest itself reports at the end of the file).
      if (process.env.FUZZ_REPORT) process.stderr.write(`${report.failure ? '✗' : '✓'} ${endpoint}: ${report.requests} requests, ${(report.ms / 1000).toFixed(1)} s\n`);
      expect({ serverErrors: report.serverErrors, badAnswers: report.badAnswers, refusedChanged: report.refusedChanged, failure: report.failure }).toEqual({
        serverErrors: 0,
        badAnswers: 0,
        refusedChanged: 0,
        failure: undefined,
      });
      expect(report.requests).toBeGreaterThanOrEqual(RUNS);
      // The limiters did not answer in the handlers' place.
      expect(report.statuses[429] ?? 0).toBeLessThan(report.requests / 2);
    },
    180_000 + RUNS * 200,
  );
});
