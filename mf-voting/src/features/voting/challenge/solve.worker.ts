/// <reference lib="webworker" />
import type { Challenge } from 'altcha-lib';
import { solveCounting } from './solver';

// Solves the vote's proof-of-work challenge off the main thread (issue 28, docs/adr/0014 "Challenge under pressure"),
// so the page stays responsive; reports the attempts so far for the page's progress.

export type SolverMessage = { type: 'progress'; attempts: number } | { type: 'done'; payload: string } | { type: 'failed' };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<{ challenge: Challenge }>) => {
  try {
    const payload = await solveCounting(event.data.challenge, (attempts) => scope.postMessage({ type: 'progress', attempts } satisfies SolverMessage));
    scope.postMessage((payload ? { type: 'done', payload } : { type: 'failed' }) satisfies SolverMessage);
  } catch {
    scope.postMessage({ type: 'failed' } satisfies SolverMessage);
  }
};
