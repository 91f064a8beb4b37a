/**
 * Where code 2 sends the browser: data is a URL or `{ url }`. Only http(s) targets are followed (a relative one
 * resolves on our own origin); `javascript:`, `data:` and the like would run code in our page, so they are refused.
 */
export function redirectTarget(data: unknown, base: string = globalThis.location.href): string | null {
  const raw = typeof data === 'string' ? data : urlField(data);
  if (!raw) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function urlField(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { url } = data as { url?: unknown };
  return typeof url === 'string' ? url : null;
}
