import type { FastifyRequest } from 'fastify';
import { PREVIEW_PARAM } from '../cms/articles/preview.js';
import { FILE_LINK_PARAM } from '../staff/file-links.js';

// What the request log says about a request: Fastify's default fields, with the value of a staff file link blanked,
// since the link opens a private file for as long as it lives (staff/file-links.ts), and of an article preview token,
// which shows an unpublished draft for as long as it lives (cms/articles/preview.ts).

const LINK_VALUE = new RegExp(`([?&](?:${FILE_LINK_PARAM}|${PREVIEW_PARAM})=)[^&#]*`, 'g');

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
