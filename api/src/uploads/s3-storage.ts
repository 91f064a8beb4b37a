import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { open as openFile, unlink } from 'node:fs/promises';
import { PassThrough, Transform, pipeline as pipeStreams, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ObjectStoreConfig } from '../config.js';
import { newPublicId } from './names.js';
import { createS3Client, isMissingObject, nodeStream } from './s3-client.js';
import { checkedKey, type CommittedKey, type TempObject, type UploadStorage } from './storage.js';

// Uploaded files in an S3-compatible bucket (UPLOAD_STORE=s3), so several API instances share them.
// Committed objects are named by their key at the bucket's root; temporaries are `tmp/<random>`, a prefix no key
// can start with (keys have no `/`), so a bucket lifecycle rule on `tmp/` can expire what a crash left behind.

export const TEMP_PREFIX = 'tmp/';

export interface S3StorageOptions {
  /** Bytes per multipart part: at least 5 MiB (S3's minimum). A body no longer than one part is sent with one PUT. */
  partSize?: number;
  /** Parts sent at once by one upload. */
  queueSize?: number;
}

// One upload holds about partSize × (queueSize + 1) bytes live: a part in flight per queue slot, and the next one
// being collected (lib-storage buffers each part whole, as S3 needs its length), whatever the file's size. With
// 8 MiB × 2, importing a 100 MiB and a 400 MiB file to s3rver both raised the process's peak by ~55 MiB (garbage not
// yet collected included). A 2 GB video is 245 parts, far below S3's 10,000.
const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
const DEFAULT_QUEUE_SIZE = 2;
// The startup sweep looks at most at this many pages of 1,000 temporaries; the lifecycle rule does the rest.
const SWEEP_PAGES = 10;

export interface S3UploadStorage extends UploadStorage {
  /** Deletes temporaries older than `olderThanMs` (by the store's LastModified); returns how many. */
  sweepStaleTemps(olderThanMs: number, now?: number): Promise<number>;
  /** Commits the temporaries of committed rows a crash left (see storage.ts finishInterruptedCommits); returns how many. */
  finishInterruptedCommits(committedKey: CommittedKey): Promise<number>;
  /** Closes the client's kept-alive connections. */
  close(): void;
}

/** Counts the bytes that pass (the size of a streamed temporary). */
class ByteCounter extends Transform {
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    callback(null, chunk);
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export function createS3Storage(config: ObjectStoreConfig, options: S3StorageOptions = {}): S3UploadStorage {
  const client: S3Client = createS3Client(config);
  const Bucket = config.bucket;
  const partSize = options.partSize ?? DEFAULT_PART_SIZE;
  const queueSize = options.queueSize ?? DEFAULT_QUEUE_SIZE;
  const tempKey = (temp: TempObject) => `${TEMP_PREFIX}${temp.id}`;
  const deleteObject = async (Key: string) => {
    // S3 answers 204 for a key that does not exist: deleting twice is fine.
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  };
  const upload = (Key: string, Body: Readable, ContentLength?: number) =>
    new Upload({ client, params: { Bucket, Key, Body, ContentLength }, partSize, queueSize }).done();
  const commit = async (temp: TempObject, key: string) => {
    const Key = checkedKey(key);
    // S3 has no rename: a copy inside the store (no bytes through this process; up to 5 GB in one request).
    // The source's `/`s stay as they are: S3 takes them either way, s3rver only unencoded.
    const CopySource = `${encodeURIComponent(Bucket)}/${TEMP_PREFIX}${encodeURIComponent(temp.id)}`;
    await client.send(new CopyObjectCommand({ Bucket, Key, CopySource }));
    // The file is committed now; a temporary that could not be deleted is left to the sweep and the lifecycle rule.
    await deleteObject(tempKey(temp)).catch(() => undefined);
  };
  /** The temporaries, at most SWEEP_PAGES pages of them (the lifecycle rule does the rest). */
  async function* temporaries() {
    let ContinuationToken: string | undefined;
    for (let page = 0; page < SWEEP_PAGES; page += 1) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: TEMP_PREFIX, ContinuationToken }));
      yield* listed.Contents ?? [];
      if (!listed.IsTruncated) return;
      ContinuationToken = listed.NextContinuationToken;
    }
  }

  return {
    async writeTemp(source, through = new PassThrough()) {
      const id = newPublicId();
      const Key = `${TEMP_PREFIX}${id}`;
      const body = new ByteCounter();
      let storeFailure: { error: unknown } | undefined;
      const [piped] = await Promise.allSettled([
        pipeline(source, through, body),
        upload(Key, body).catch((error: unknown) => {
          // A body the pipeline failed (source gone, meter refused) fails the upload too: that is no store error.
          // (`errored`, not `destroyed`: a body read to its end is destroyed too, and the store may still fail after.)
          if (body.errored) return;
          storeFailure = { error };
          // The store stopped reading: end the pipeline too, or it would wait on a full buffer for ever.
          body.destroy(asError(error));
        }),
      ]);
      const failure = storeFailure ?? (piped.status === 'rejected' ? { error: piped.reason } : undefined);
      if (failure) {
        // Whatever the upload got to, nothing may stay; a failed delete is left to the sweep, the first error matters.
        await deleteObject(Key).catch(() => undefined);
        throw failure.error;
      }
      return { id, size: body.bytes };
    },
    readTemp(temp) {
      // The interface hands back a stream at once; the GET's answer is piped into it when it comes.
      const out = new PassThrough();
      client
        .send(new GetObjectCommand({ Bucket, Key: tempKey(temp) }))
        .then((got) => {
          pipeStreams(nodeStream(got.Body), out, () => undefined);
        })
        .catch((error: unknown) => out.destroy(asError(error)));
      return out;
    },
    commit,
    discard: (temp) => deleteObject(tempKey(temp)),
    remove: async (key) => deleteObject(checkedKey(key)),
    async open(key, headOnly = false) {
      const Key = checkedKey(key);
      try {
        if (headOnly) {
          const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
          return { size: head.ContentLength ?? 0 };
        }
        // One GET for size and bytes: the size always belongs to the bytes that are sent.
        const got = await client.send(new GetObjectCommand({ Bucket, Key }));
        return { size: got.ContentLength ?? 0, stream: nodeStream(got.Body) };
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },
    async openRange(key, start, end) {
      const Key = checkedKey(key);
      try {
        const got = await client.send(new GetObjectCommand({ Bucket, Key, Range: `bytes=${start}-${end}` }));
        // "bytes 0-99/2048": the whole object's size is after the slash.
        const total = Number(/\/(\d+)$/.exec(got.ContentRange ?? '')?.[1] ?? Number.NaN);
        return { size: Number.isFinite(total) ? total : (got.ContentLength ?? 0), stream: nodeStream(got.Body) };
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },
    async importFile(localPath, key) {
      const Key = checkedKey(key);
      // Opened first, so a missing file rejects here instead of as an unhandled stream error.
      const handle = await openFile(localPath, 'r');
      const file = handle.createReadStream();
      try {
        const { size } = await handle.stat();
        // The length lets lib-storage check the count of parts it sent before it completes the upload.
        await upload(Key, file, size);
      } finally {
        file.destroy();
      }
      await unlink(localPath);
    },
    async sweepStaleTemps(olderThanMs, now = Date.now()) {
      let removed = 0;
      for await (const object of temporaries()) {
        if (object.Key && object.LastModified && now - object.LastModified.getTime() > olderThanMs) {
          await deleteObject(object.Key);
          removed += 1;
        }
      }
      return removed;
    },
    async finishInterruptedCommits(committedKey) {
      let finished = 0;
      for await (const object of temporaries()) {
        const id = object.Key?.slice(TEMP_PREFIX.length);
        const key = id === undefined ? undefined : await committedKey(id);
        if (id === undefined || key === undefined) continue;
        await commit({ id, size: 0 }, key);
        finished += 1;
      }
      return finished;
    },
    close: () => client.destroy(),
  };
}
