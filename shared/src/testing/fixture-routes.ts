import type { ServerResponse } from 'node:http';
import type { Paged } from '@portal/shared/contracts';
import { envelope, reply, type Handler, type Hit } from './fixture-server';

/** One handler per "METHOD /path" (the query is not part of the key); anything else gets `fallback`. */
export function routes(table: Record<string, Handler>, fallback?: Handler): Handler {
  return (hit: Hit, res: ServerResponse) => {
    const route = table[`${hit.method} ${hit.path}`] ?? fallback;
    if (route) route(hit, res);
    else reply(res, 404, envelope(0, null, `no route for ${hit.method} ${hit.path}`, false));
  };
}

/** 200 with a code-1 envelope whose data is `data`, or what it makes of the hit. */
export function ok<T>(data: T | ((hit: Hit) => T), msg = '', show = false): Handler {
  return (hit, res) => {
    const value = typeof data === 'function' ? (data as (hit: Hit) => T)(hit) : data;
    reply(res, 200, envelope(1, value, msg, show));
  };
}

/** An HTTP error with a code-0 envelope, as our API sends its 4xx/5xx. */
export function failure(status: number, msg: string, show = true): Handler {
  return (_hit, res) => reply(res, status, envelope(0, null, msg, show));
}

/** The page of `items` that the hit's page_no / page_size ask for (defaults 1 and 10), as /article/lists pages. */
export function pageOf<T>(items: readonly T[], hit: Hit): Paged<T> {
  const pageNo = Math.max(1, Number(hit.query.page_no ?? 1) || 1);
  const pageSize = Math.max(1, Number(hit.query.page_size ?? 10) || 10);
  const start = (pageNo - 1) * pageSize;
  return { lists: items.slice(start, start + pageSize), count: items.length, page_no: pageNo, page_size: pageSize };
}
