import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

/**
 * SHA-256 (hex) of a file, streamed in 1 MiB reads: a 2 GB film costs a few seconds of CPU and 1 MiB of memory,
 * never the file in memory. The receipts name it (docs/adr/0045), so a team can check the organizers hold its bytes.
 */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path, { highWaterMark: 1024 * 1024 }), hash);
  return hash.digest('hex');
}
