import type { FastifyReply } from 'fastify';

// The headers of a personal file staff open (an ID card, a work): never kept by a browser or a proxy, never read as
// another type than it is sent as.

export const PRIVATE_FILE_HEADERS = {
  'cache-control': 'no-store, private',
  'x-content-type-options': 'nosniff',
} as const;

export function privateFile(reply: FastifyReply, type: string, disposition: string): FastifyReply {
  return reply.headers(PRIVATE_FILE_HEADERS).header('content-type', type).header('content-disposition', disposition);
}
