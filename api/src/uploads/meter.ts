import { Transform, type TransformCallback } from 'node:stream';
import { HEAD_BYTES } from './content-check.js';

/**
 * Passes a file's bytes through while counting them: fails the stream the moment they pass
 * `maxBytes`, and once the first HEAD_BYTES (or the whole file, if smaller) have arrived asks
 * `checkHead` whether to go on. Either failure stops the upload before the rest is read.
 */
export class UploadMeter extends Transform {
  bytes = 0;
  private head: Buffer[] = [];
  private headLength = 0;
  private headChecked = false;

  constructor(
    private readonly maxBytes: number,
    private readonly onTooLarge: () => Error,
    private readonly checkHead: (head: Uint8Array) => Promise<Error | undefined>,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      callback(this.onTooLarge());
      return;
    }
    if (this.headChecked) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < HEAD_BYTES) {
      callback(null, chunk);
      return;
    }
    this.runHeadCheck().then((error) => callback(error ?? null, chunk), callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.headChecked) {
      callback();
      return;
    }
    this.runHeadCheck().then((error) => callback(error ?? null), callback);
  }

  private async runHeadCheck(): Promise<Error | undefined> {
    this.headChecked = true;
    const head = Buffer.concat(this.head, this.headLength);
    this.head = [];
    return this.checkHead(head);
  }
}
