import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';

// The server sends a build's `.br`/`.gz` copy of a file as it is when the browser accepts that encoding
// (@fastify/static preCompressed), so a copy that is not the file's own bytes serves other code than the release
// record names: what one visitor runs would depend on their browser. A published folder must not hold one (issue 22).

const decoders = { '.br': promisify(brotliDecompress), '.gz': promisify(gunzip) } as const;

/** Every precompressed copy under `root` that is not exactly its plain file, compressed: `path: what is wrong`. */
export async function mismatchedCompressedCopies(root: string): Promise<string[]> {
  const problems: string[] = [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const extension = (['.br', '.gz'] as const).find((ending) => entry.name.endsWith(ending));
    if (!extension) continue;
    const copy = join(entry.parentPath, entry.name);
    const plain = copy.slice(0, -extension.length);
    const name = relative(root, copy);
    const original = await readFile(plain).catch(() => null);
    if (!original) {
      problems.push(`${name}: there is no ${relative(root, plain)} beside it`);
      continue;
    }
    const decoded = await decoders[extension](await readFile(copy)).catch(() => null);
    if (!decoded) problems.push(`${name}: it does not decompress`);
    else if (!decoded.equals(original)) problems.push(`${name}: it decompresses to other bytes than ${relative(root, plain)}`);
  }
  return problems.sort();
}
