import type { NoticeKind } from '@portal/shared/ui';

/** Records what the clients would show and where they would send the browser (the edges of the world). */
export function recorder() {
  const notices: [NoticeKind, string][] = [];
  const redirects: string[] = [];
  return {
    notices,
    redirects,
    notify: (kind: NoticeKind, text: string): void => void notices.push([kind, text]),
    redirect: (url: string): void => void redirects.push(url),
  };
}

/** Runs `body` with console.error muted: jsdom reports every refused XHR connection there. */
export async function withoutJsdomErrors<T>(body: () => Promise<T>): Promise<T> {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return await body();
  } finally {
    spy.mockRestore();
  }
}
