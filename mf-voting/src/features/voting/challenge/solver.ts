import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

// The solving itself, shared by the Web Worker (solve.worker.ts) and the in-page fallback (solve.ts): altcha-lib's
// solver with the browser's own PBKDF2 (WebCrypto), counting attempts for the page's visible progress.

/** Solves `challenge`; returns the API's `altcha` payload, or null if the solver gave up. */
export async function solveCounting(challenge: Challenge, onProgress: (attempts: number) => void): Promise<string | null> {
  let attempts = 0;
  let reported = 0;
  const counting: typeof deriveKey = (parameters, salt, password) => {
    attempts += 1;
    const now = performance.now();
    // A quarter-second is often enough to look alive, rare enough not to flood the page with renders.
    if (now - reported > 250) {
      reported = now;
      onProgress(attempts);
    }
    return deriveKey(parameters, salt, password);
  };
  const solution = await solveChallenge({ challenge, deriveKey: counting });
  // The payload the API expects in `altcha`: base64 of the challenge and its solution, as the ALTCHA widget sends.
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}
