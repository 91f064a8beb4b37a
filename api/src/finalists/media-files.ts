import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { isInside } from '../lib/inside.js';
import { finalType } from '../uploads/content-check.js';
import { DEFAULT_UPLOAD_LIMITS, formatLimit } from '../uploads/limits.js';

// The files an organizer gives `pnpm admin finalists media`, checked before anything is copied: by their bytes
// (the uploads' own content check, whatever the name says), by size (the upload limits of SPEC §5), and by where
// they are: never from the private uploads folders (ID cards, teams' works), so that a path pasted from
// `registrations show` cannot publish an ID card. A team's film is published from a deliberate download
// (`works download`), which is the organizer's copy.

export type MediaRole = 'poster' | 'video';

const roles = {
  poster: { kind: 'image', exts: ['jpg', 'png', 'webp'], what: 'a JPEG, PNG or WebP image' },
  // M4V is Apple's brand of the same MPEG-4 container: stored and served as .mp4, which every browser plays.
  video: { kind: 'video', exts: ['mp4', 'm4v'], what: 'an MP4 film' },
} as const;

export interface CheckedMedia {
  role: MediaRole;
  path: string;
  /** The extension its content was detected as, the name it is published under. */
  ext: string;
  size: number;
}

export type MediaCheck = { ok: true; file: CheckedMedia } | { ok: false; problem: string };

const refuse = (role: MediaRole, path: string, why: string): MediaCheck => ({ ok: false, problem: `--${role} ${path}: ${why}` });

async function inPrivateFolder(path: string, privateDirs: readonly string[]): Promise<boolean> {
  const real = await realpath(path);
  for (const dir of privateDirs) {
    const realDir = await realpath(dir).catch(() => undefined);
    if (realDir !== undefined && isInside(realDir, real)) return true;
  }
  return false;
}

/** Whether `path` may be published as the finalist's `role`, and as what. */
export async function checkMediaFile(role: MediaRole, path: string, privateDirs: readonly string[]): Promise<MediaCheck> {
  const rule = roles[role];
  let info;
  try {
    info = await stat(path);
  } catch (error) {
    return refuse(role, path, `cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  if (!info.isFile()) return refuse(role, path, 'not a file');
  if (info.size === 0) return refuse(role, path, 'the file is empty');
  const limit = DEFAULT_UPLOAD_LIMITS[rule.kind];
  if (info.size > limit) return refuse(role, path, `${formatLimit(info.size)} is more than the ${formatLimit(limit)} allowed`);
  if (await inPrivateFolder(path, privateDirs)) {
    return refuse(role, path, 'it is in the private uploads folder; copy it out first (pnpm admin works download) if it is meant to be public');
  }
  const type = await finalType(rule.kind, createReadStream(path), basename(path));
  if (!type) return refuse(role, path, `not ${rule.what}, judged by its content, whatever its name says`);
  if (!(rule.exts as readonly string[]).includes(type.ext)) return refuse(role, path, `its content is ${type.ext.toUpperCase()}, not ${rule.what}`);
  return { ok: true, file: { role, path, ext: type.ext === 'm4v' ? 'mp4' : type.ext, size: info.size } };
}
