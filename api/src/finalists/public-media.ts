import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

// The public media folder (config.publicMediaDir, served under /media/): copies an organizer decided to publish.
// A copy is named by the SHA-256 of its bytes, so a URL always means the same file (browsers may cache it for
// good), the same poster given twice is stored once, and nothing of the original name or path leaks out.

export interface PublishedCopy {
  /** `/media/<folder>/<sha256>.<ext>` */
  url: string;
  /** The copy is new: no copy of these bytes was public before (so undoing it may remove it). */
  created: boolean;
}

/** Copies `file` to `<publicMediaDir>/<folder>/<sha256>.<ext>` and says where it is public, `/media/<folder>/…`. */
export async function publishCopy(publicMediaDir: string, folder: string, file: string, ext: string): Promise<PublishedCopy> {
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
    const created = await access(join(dir, name)).then(() => false, () => true);
    // Atomic; an existing copy of the same name has the same bytes.
    await rename(temp, join(dir, name));
    return { url: `/media/${folder}/${name}`, created };
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

/** Removes a copy this process just made, when the change it was for did not happen. */
export async function withdrawCopy(publicMediaDir: string, url: string): Promise<void> {
  const match = /^\/media\/([a-z]+)\/([0-9a-f]{64}\.[a-z0-9]+)$/.exec(url);
  if (match) await unlink(join(publicMediaDir, match[1] ?? '', match[2] ?? '')).catch(() => undefined);
}
