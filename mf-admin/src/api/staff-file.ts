import { ApiError, type LayerBClient } from '@portal/shared/api';
import { translateMessage } from '@portal/shared/ui';

/** A file as the server sent it: its bytes, its type, and the headers that describe it. */
export interface StaffFile {
  blob: Blob;
  /** The name the server gives it (Content-Disposition), when the browser may read it. */
  fileName: string | null;
  headers: Readonly<Record<string, string>>;
}

/**
 * A route that answers a file (POST /api/admin/exports' CSV) on the staff client's transport, so the staff token, the
 * page's language and the timeouts are the same as every call's. A refusal is still the envelope (as bytes here): it
 * becomes the ApiError Layer B would have thrown, with the server's message shown, so the staff client's refusal
 * handling (sign-in, stage, step-up and retry) applies to it unchanged.
 */
export async function fetchFile(client: LayerBClient, config: Parameters<LayerBClient['request']>[0]): Promise<StaffFile> {
  let status: number;
  let bytes: ArrayBuffer;
  let headers: Record<string, string>;
  try {
    const response = await client.axios.request<ArrayBuffer>({ ...config, responseType: 'arraybuffer', validateStatus: () => true });
    status = response.status;
    bytes = response.data;
    headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    client.hooks.notify('error', translateMessage('networkError'));
    throw new ApiError('network', error instanceof Error ? error.message : 'network error', { cause: error });
  }
  if (status >= 200 && status < 300) {
    const type = headers['content-type'] ?? 'application/octet-stream';
    return { blob: new Blob([bytes], { type }), fileName: fileNameOf(headers['content-disposition']), headers };
  }
  throw refusal(client, status, bytes);
}

function refusal(client: LayerBClient, status: number, bytes: ArrayBuffer): ApiError {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    // not an envelope (a proxy's page): the generic message below
  }
  const body = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  if (typeof body?.code !== 'number') {
    client.hooks.notify('error', translateMessage('networkError'));
    return new ApiError('http', `HTTP ${status}`, { status });
  }
  const msg = typeof body.msg === 'string' ? body.msg : '';
  const show = body.show === true;
  if (show && msg) client.hooks.notify('error', msg);
  return new ApiError('failure', msg, { status, envelope: { code: body.code, data: body.data, msg, show } });
}

/** `attachment; filename="a.csv"; filename*=UTF-8''a.csv` → a.csv (the UTF-8 form first, as browsers read it). */
export function fileNameOf(disposition: string | undefined): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}
