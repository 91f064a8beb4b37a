import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { checkAnswer, isRefused, type Problem } from './answers.js';
import { changedParts, type Digest } from './digest.js';
import { ENDPOINTS, EXCLUDED, type EndpointRule } from './endpoints.js';
import { startFuzzApp, type FuzzApp } from './fuzz-app.js';
import { closeConnections, send } from './http.js';
import { CANARY, CLOCKS, type Caller, type RegisteredRoute } from './protocol.js';
import { requestsFor, toWire, type FuzzInput } from './requests.js';

// The fuzz loop of one endpoint: fast-check generates requests, each is sent to the running server, its answer
// checked (answers.ts), and when it was refused, every table's digest compared with the one before it. The first
// violation stops the endpoint's run and fast-check shrinks it to a smallest failing request.

export interface EndpointReport {
  endpoint: string;
  shape: string;
  requests: number;
  serverErrors: number;
  badAnswers: number;
  refusedChanged: number;
  /** Answers per status, to show the handlers were reached (not all 401 or 429). */
  statuses: Record<number, number>;
  ms: number;
  seed: number;
  /** fast-check's report of the shrunk counterexample, when a run failed. */
  failure?: string;
}

export interface Fuzzer {
  fuzz: FuzzApp;
  /** Registered routes, `METHOD url`, in registration order. */
  endpoints: string[];
  /** Registered routes with no line in the endpoint table and no exclusion. */
  unlisted: string[];
  /** Lines of the table that name no registered route (stale). */
  stale: string[];
  run(endpoint: string, numRuns: number, seed: number): Promise<EndpointReport>;
  close(): Promise<void>;
}

const key = (route: RegisteredRoute) => `${route.method} ${route.url}`;

const SESSION_CALLERS: readonly Caller[] = ['owner', 'other', 'newcomer'];

export async function startFuzzer(): Promise<Fuzzer> {
  const fuzz = await startFuzzApp();
  const routes = new Map(fuzz.routes.map((route) => [key(route), route]));
  const endpoints = [...routes.keys()];
  const unlisted = endpoints.filter((endpoint) => !ENDPOINTS[endpoint] && !EXCLUDED[endpoint]);
  const stale = [...Object.keys(ENDPOINTS), ...Object.keys(EXCLUDED)].filter((endpoint) => !routes.has(endpoint));
  const context = { canary: CANARY, dataDir: fuzz.testDb.dir };
  let last: Digest = await fuzz.digest();

  async function run(endpoint: string, numRuns: number, seed: number): Promise<EndpointReport> {
    const route = routes.get(endpoint);
    const rule: EndpointRule | undefined = ENDPOINTS[endpoint];
    if (!route || !rule) throw new Error(`${endpoint} is not a fuzzed route`);
    const inputs = requestsFor(route.method, route.url, rule, { querystring: route.querystring, body: route.body }, fuzz.facts, CLOCKS.length);
    const report: EndpointReport = { endpoint, shape: rule.shape, requests: 0, serverErrors: 0, badAnswers: 0, refusedChanged: 0, statuses: {}, ms: 0, seed };
    let failed = false;
    const started = performance.now();

    const property = fc.asyncProperty(inputs, async (input: FuzzInput) => {
      await fuzz.setClock(CLOCKS[input.clock] ?? new Date());
      const wire = toWire(route.method, input, fuzz.token(input.caller));
      const answer = await send(fuzz.port, wire);
      report.requests += 1;
      // A rewritten path, or a parameter with a slash or past Fastify's 100 characters, may land on another route
      // or the shell's wildcard.
      const param = String(input.path.param ?? '');
      const elsewhere = input.path.variant !== undefined || /[/?#]/.test(param) || param.length > 100;
      const shapes = elsewhere ? [rule.shape, 'static' as const] : [rule.shape];
      const problems: Problem[] = checkAnswer(rule, shapes, wire, answer, context);
      if (typeof answer !== 'string') report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
      const refused = typeof answer === 'string' || isRefused(answer);
      const after = await fuzz.digest();
      if (refused) {
        const changed = changedParts(last, after).filter((part) => !rule.mayChange?.[part]);
        if (changed.length > 0) problems.push({ kind: 'refused-changed', detail: `a refused request changed ${changed.join(', ')}` });
      }
      last = after;
      if (!refused && SESSION_CALLERS.includes(input.caller) && (await fuzz.ensureSession(input.caller))) last = await fuzz.digest();
      if (problems.length === 0) return;
      // Counted once: the runs fast-check makes while shrinking repeat the same violation.
      if (!failed) {
        failed = true;
        for (const problem of problems) {
          if (problem.kind === 'server-error') report.serverErrors += 1;
          else if (problem.kind === 'bad-answer') report.badAnswers += 1;
          else report.refusedChanged += 1;
        }
      }
      const status = typeof answer === 'string' ? 'none' : answer.status;
      throw new Error(`${route.method} ${wire.target.slice(0, 300)} → ${status}: ${problems.map((problem) => problem.detail).join('; ')}`);
    });

    const result = await fc.check(property, {
      numRuns,
      seed,
      // Shrinking re-sends requests; bounded so a failure cannot keep the run going for long.
      interruptAfterTimeLimit: 120_000 + numRuns * 100,
      markInterruptAsFailure: true,
      includeErrorInReport: true,
    });
    report.ms = Math.round(performance.now() - started);
    if (result.failed) report.failure = `${fc.defaultReportMessage(result) ?? 'failed'}\nReplay: FUZZ_SEED=${seed} FUZZ_ONLY='${endpoint}'`;
    return report;
  }

  return {
    fuzz,
    endpoints,
    unlisted,
    stale,
    run,
    async close() {
      closeConnections();
      await fuzz.close();
    },
  };
}
