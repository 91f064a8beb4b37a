import { isApiIdle, whenApiIdle } from '@portal/shared/api';

/**
 * Handing a prerendered page over to the live app (docs/adr/0020).
 *
 * The server may send a page with its first view already in the HTML (`<div data-prerendered inert>` inside #root):
 * it is drawn at once, before any script runs. The app then renders into a hidden container beside it and, once the
 * route's page has rendered and its data has arrived, the prerendered copy is removed and the live one shown in the
 * same frame. Nothing is drawn twice and nothing moves: the live page has the same layout. A page that never
 * reports ready (an error, a route of no remote) is handed over after READY_TIMEOUT_MS anyway.
 *
 * Either way `<html data-page-ready>` is set then: empty when the first view is complete, `timeout` when it was handed
 * over unfinished, and emptied once it completes. `pnpm prerender` captures only a complete view: under load a page
 * could still show "Loading…" at the time limit, and that was captured and served as the page's first view.
 */
export const READY_TIMEOUT_MS = 4_000;

let rendered: () => void = () => undefined;
const pageRendered = new Promise<void>((resolve) => {
  rendered = resolve;
});

/** Called by the page area once the route's page has rendered (its data requests have been sent by then). */
export function markPageRendered(): void {
  rendered();
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Where the API's requests are counted (@portal/shared/api); tests give their own. */
export interface ApiActivity {
  whenIdle: () => Promise<void>;
  isIdle: () => boolean;
}
const sharedActivity: ApiActivity = { whenIdle: whenApiIdle, isIdle: isApiIdle };

/** Resolves when the first view is complete: the page has rendered and no API request is under way over two frames. */
export async function firstViewComplete(api: ApiActivity = sharedActivity): Promise<void> {
  await pageRendered;
  // Data requests may follow one another (a list, then what it links to): idle over two frames.
  do {
    await api.whenIdle();
    await nextFrame();
    await nextFrame();
  } while (!api.isIdle());
}

/** Resolves true when the first view is complete, or false after `timeoutMs` at the latest (handed over unfinished). */
export async function firstViewReady(timeoutMs = READY_TIMEOUT_MS, api: ApiActivity = sharedActivity): Promise<boolean> {
  return Promise.race([firstViewComplete(api).then(() => true), delay(timeoutMs).then(() => false)]);
}

/** `<html data-page-ready>`: empty once the first view is complete, `timeout` while it was handed over unfinished. */
export function markFirstView(complete: boolean): void {
  document.documentElement.setAttribute('data-page-ready', complete ? '' : 'timeout');
}

/** The live container to render the app into, and what to do once its first view is ready. */
export function prepareRoot(container: HTMLElement): { target: HTMLElement; onReady: (complete?: boolean) => void } {
  const prerendered = container.querySelector<HTMLElement>(':scope > [data-prerendered]');
  if (!prerendered) return { target: container, onReady: (complete = true) => markFirstView(complete) };
  const live = document.createElement('div');
  // Laid out at the page's width but not seen, not focusable, not in the accessibility tree, and not adding to the
  // page's height. Not `hidden` (display: none): what measures itself when it starts — the banner's Swiper — would
  // start at width 0 and correct itself only after the swap (its resize handling waits a frame).
  live.style.cssText = 'position:absolute;top:0;left:0;width:100%;height:0;overflow:hidden;visibility:hidden';
  live.inert = true;
  container.append(live);
  return {
    target: live,
    onReady: (complete = true) => {
      prerendered.remove();
      live.inert = false;
      // The wrapper must not change the layout the stylesheets were written for (#root > the app).
      live.style.cssText = 'display:contents';
      markFirstView(complete);
    },
  };
}
