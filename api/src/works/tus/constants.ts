import { randomBytes } from 'node:crypto';
import type { ServerOptions } from '@tus/server';

// The works upload endpoint's fixed facts.

/** Where the tus server lives, and the 2 GB limit of work files (SPEC §5): the page's figures too (@portal/contracts). */
export { TUS_ENDPOINT as TUS_PATH, WORK_MAX_BYTES } from '@portal/contracts/works';

/** An upload id: 128 random bits in hex, one file name in the tus folder. Anything else names no upload. */
const tusIdShape = /^[0-9a-f]{32}$/;

export function isTusId(id: string): boolean {
  return tusIdShape.test(id);
}

export function newTusId(): string {
  return randomBytes(16).toString('hex');
}

/** The request as tus hands it to hooks (srvx's ServerRequest, which the api does not depend on by name). */
export type TusRequest = Parameters<NonNullable<ServerOptions['onIncomingRequest']>>[0];
