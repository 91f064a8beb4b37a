import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { ObjectStoreConfig } from '../config.js';

/** The client for UPLOAD_STORE=s3. */
export function createS3Client(config: ObjectStoreConfig): S3Client {
  const { accessKeyId, secretAccessKey } = config;
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Unset: the SDK's default chain (environment, instance role, ...).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Since 3.729 the SDK adds CRC32 checksums to every upload by default, sending the body aws-chunked:
    // many S3-compatible stores (s3rver among them) cannot parse that and would store the framing with the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The store says the object is not there: NoSuchKey from GET, NotFound from HEAD (which has no body to name it). */
export function isMissingObject(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}

/** A GetObject body as a Node stream: in Node the SDK returns the HTTP response itself. */
export function nodeStream(body: unknown): Readable {
  if (body instanceof Readable) return body;
  throw new Error('the S3 client returned a body that is not a Node stream');
}
