import type { AltchaChallenge } from '@portal/shared/contracts';
import { solveCounting } from './solver';
import type { SolverMessage } from './solve.worker';

// Loaded only when the API asks for a proof-of-work challenge (use-vote-flow.ts imports it lazily), so the voting
// page's first load does not carry the solver. The worker is a chunk of its own, fetched from this site.

/**
 * Solves `challenge` in a Web Worker; resolves with the `altcha` payload, rejects if the solver gives up. A browser
 * that cannot start the worker (none, or the remote served from another origin than the page, as in development)
 * solves in the page instead: slower to paint, but the voter still gets through.
 */
export function solveInWorker(challenge: AltchaChallenge, onProgress: (attempts: number) => void): Promise<string> {
  const inPage = async () => {
    const payload = await solveCounting(challenge, onProgress);
    if (!payload) throw new Error('the challenge could not be solved');
    return payload;
  };
  let worker: Worker;
  try {
    worker = new Worker(new URL('./solve.worker.ts', import.meta.url));
  } catch {
    return inPage();
  }
  return new Promise((resolve, reject) => {
    let heard = false;
    worker.onmessage = (event: MessageEvent<SolverMessage>) => {
      heard = true;
      const message = event.data;
      if (message.type === 'progress') return onProgress(message.attempts);
      worker.terminate();
      if (message.type === 'done') resolve(message.payload);
      else reject(new Error('the challenge could not be solved'));
    };
    worker.onerror = () => {
      worker.terminate();
      // The script never ran (it could not be loaded): solve here. A worker that failed while solving is a failure.
      if (heard) reject(new Error('the challenge solver failed'));
      else inPage().then(resolve, reject);
    };
    worker.postMessage({ challenge });
  });
}
