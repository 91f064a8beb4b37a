import type { AltchaChallenge } from '@portal/shared/contracts';
import type { SolverMessage } from './solve.worker';

// Loaded only when the API asks for a proof-of-work challenge (use-vote-flow.ts imports it lazily), so the voting
// page's first load does not carry the solver. The worker is a chunk of its own, fetched from this site.

/** Solves `challenge` in a Web Worker; resolves with the `altcha` payload, rejects if the solver gives up. */
export function solveInWorker(challenge: AltchaChallenge, onProgress: (attempts: number) => void, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./solve.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => worker.terminate();
    signal?.addEventListener('abort', () => {
      stop();
      reject(new DOMException('aborted', 'AbortError'));
    });
    worker.onmessage = (event: MessageEvent<SolverMessage>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress(message.attempts);
      stop();
      if (message.type === 'done') resolve(message.payload);
      else reject(new Error('the challenge could not be solved'));
    };
    worker.onerror = () => {
      stop();
      reject(new Error('the challenge solver failed'));
    };
    worker.postMessage({ challenge });
  });
}
