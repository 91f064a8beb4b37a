import { createStore } from '../lib/store';

/**
 * A sensitive action the server refused until the second factor is proven again (403 `{stepUp: true}`): the dialog
 * asks for it, and `done(true)` lets the client retry the action once; `done(false)` (cancelled) gives up.
 */
export interface StepUpRequest {
  done: (proven: boolean) => void;
}

export const stepUpRequest = createStore<StepUpRequest | null>(() => null);

/** Opens the dialog (one at a time: a second request waits for the same answer). */
export function askStepUp(): Promise<boolean> {
  const pending = stepUpRequest.get();
  if (pending) {
    return new Promise((resolve) => {
      const before = pending.done;
      pending.done = (proven) => {
        before(proven);
        resolve(proven);
      };
    });
  }
  return new Promise((resolve) => {
    stepUpRequest.set({
      done: (proven) => {
        stepUpRequest.set(null);
        resolve(proven);
      },
    });
  });
}
