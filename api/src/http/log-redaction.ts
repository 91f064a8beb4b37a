import type { FastifyRequest } from 'fastify';
import { FILE_LINK_PARAM } from '../staff/file-links.js';

// What the request log says about a request: Fastify's default fields, with the value of a staff file link blanked,
// since the link opens a private file for as long as it lives (staff/file-links.ts).

const LINK_VALUE = new RegExp(`([?&]${FILE_LINK_PARAM}=)[^&#]*`, 'g');

export const redactUrl = (url: string) => url.replace(LINK_VALUE, '$1[redacted]');

export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
