/// <reference lib="webworker" />
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

// Solves the vote's proof-of-work challenge off the main thread (issue 28, docs/adr/0014 "Challenge under pressure"):
// altcha-lib's solver with the browser's own PBKDF2 (WebCrypto), so the page stays responsive and the work is native.
// Reports the attempts so far every quarter second, for the page's visible progress.

export type SolverMessage = { type: 'progress'; attempts: number } | { type: 'done'; payload: string } | { type: 'failed' };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<{ challenge: Challenge }>) => {
  const { challenge } = event.data;
  let attempts = 0;
  let reported = 0;
  const counting: typeof deriveKey = (parameters, salt, password) => {
    attempts += 1;
    const now = performance.now();
    if (now - reported > 250) {
      reported = now;
      scope.postMessage({ type: 'progress', attempts } satisfies SolverMessage);
    }
    return deriveKey(parameters, salt, password);
  };
  try {
    const solution = await solveChallenge({ challenge, deriveKey: counting });
    if (!solution) return scope.postMessage({ type: 'failed' } satisfies SolverMessage);
    // The payload the API expects in `altcha`: base64 of the challenge and its solution, as the ALTCHA widget sends.
    const payload = btoa(JSON.stringify({ challenge, solution }));
    scope.postMessage({ type: 'done', payload } satisfies SolverMessage);
  } catch {
    scope.postMessage({ type: 'failed' } satisfies SolverMessage);
  }
};
