import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

/** One public answer as it was sent: its bytes once per encoding, its tag, and the content version it was read at. */
export interface CachedAnswer {
  version: number;
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

// Below this an encoded answer is hardly smaller and costs the client a decoder (the compress plugin's threshold).
const COMPRESS_FROM = 1024;
const ENCODINGS = ['br', 'gzip'];

/**
 * Encodes an answer once for every client that follows: brotli at quality 6 (11 costs ~10× the time for a few per
 * cent) and gzip at zlib's default. The tag is weak because the encodings are different bytes of one answer.
 */
export function cachedAnswer(payload: string, version: number): CachedAnswer {
  const body = Buffer.from(payload);
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  if (body.length < COMPRESS_FROM) return { version, etag, body };
  return {
    version,
    etag,
    body,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: gzipSync(body),
  };
}

/** The bytes to send for an Accept-Encoding header, and their encoding (undefined = as is). */
export function encodedFor(answer: CachedAnswer, acceptEncoding: string | undefined): { bytes: Buffer; encoding?: 'br' | 'gzip' } {
  if (!answer.br || !answer.gzip || !acceptEncoding) return { bytes: answer.body };
  const encoding = negotiate(acceptEncoding, ENCODINGS) as 'br' | 'gzip' | null;
  return encoding ? { bytes: answer[encoding] as Buffer, encoding } : { bytes: answer.body };
}

/**
 * The answers, by key, at most `maxBytes` in all: the least recently used leave first, so odd query strings (a
 * crawler's, a fuzzer's) cannot grow the process.
 */
export function answerStore(maxBytes: number) {
  return new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer) => answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0) + 200,
  });
}
