/**
 * How many API requests are under way across the page (this module is one shared singleton, so the shell and every
 * remote count here). The shell waits for the count to reach zero before it hands a prerendered page over to the
 * live app (shell/src/prerender): swapping while a list is still loading would replace the list by its skeleton.
 */
let pending = 0;
const idleWaiters = new Set<() => void>();

export function trackRequest<T>(request: Promise<T>): Promise<T> {
  pending += 1;
  return request.finally(() => {
    pending -= 1;
    if (pending > 0) return;
    for (const wake of [...idleWaiters]) wake();
    idleWaiters.clear();
  });
}

/** Resolves when no request is under way (at once if none is). */
export function whenApiIdle(): Promise<void> {
  if (pending === 0) return Promise.resolve();
  return new Promise((resolve) => idleWaiters.add(resolve));
}

export function isApiIdle(): boolean {
  return pending === 0;
}
