import { randomBytes } from 'node:crypto';
import type { ServerOptions } from '@tus/server';

// The works upload endpoint's fixed facts.

/** Where the tus server lives: shared/src/contracts/works.ts's TUS_ENDPOINT (the api cannot import shared). */
export const TUS_PATH = '/api/tus';

/** SPEC §5: work files (films, proposals, slides) up to 2 GB; shared's WORK_MAX_BYTES. */
export const WORK_MAX_BYTES = 2 * 1024 * 1024 * 1024;

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
