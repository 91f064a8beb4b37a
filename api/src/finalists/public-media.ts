import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

// The public media folder (config.publicMediaDir, served under /media/): copies an organizer decided to publish.
// A copy is named by the SHA-256 of its bytes, so a URL always means the same file (browsers may cache it for
// good), the same poster given twice is stored once, and nothing of the original name or path leaks out.

/** Copies `file` to `<publicMediaDir>/<folder>/<sha256>.<ext>` and returns its public URL, `/media/<folder>/…`. */
export async function publishCopy(publicMediaDir: string, folder: string, file: string, ext: string): Promise<string> {
  const dir = join(publicMediaDir, folder);
  // World-readable on purpose: this folder is served to anyone (unlike the uploads folder, 0700).
  await mkdir(dir, { recursive: true, mode: 0o755 });
  // A dot name: /media/ serves no dotfiles (http/media.ts), so a half-written copy is never visible.
  const temp = join(dir, `.tmp-${randomBytes(12).toString('hex')}`);
  const hash = createHash('sha256');
  const handle = await open(temp, 'wx', 0o644);
  try {
    await pipeline(
      createReadStream(file),
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          yield chunk;
        }
      },
      handle.createWriteStream(),
    );
    const name = `${hash.digest('hex')}.${ext}`;
    // Atomic; an existing copy of the same name has the same bytes.
    await rename(temp, join(dir, name));
    return `/media/${folder}/${name}`;
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}
