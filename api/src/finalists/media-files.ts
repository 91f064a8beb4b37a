import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { isInside } from '../lib/inside.js';
import { finalType } from '../uploads/content-check.js';
import { DEFAULT_UPLOAD_LIMITS, formatLimit, type UploadLimits } from '../uploads/limits.js';

// The files an organizer gives `pnpm admin finalists media`, checked before anything is copied: by their bytes
// (the uploads' own content check, whatever the name says), by size (the upload limits of SPEC §5), and by where
// they are: never from the private uploads folders (ID cards, teams' works), so that a path pasted from
// `registrations show` cannot publish an ID card. A team's film is published from a deliberate download
// (`works download`), which is the organizer's copy. The back office's uploads (finalists/receive-media.ts) are checked
// here too, from the temporary files they were streamed to.

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

/** Why a file may not be published as the role: the command line words it with the path, the back office in its language. */
export type MediaRefusal = { role: MediaRole } & (
  | { reason: 'unreadable'; code: string }
  | { reason: 'notFile' }
  | { reason: 'empty' }
  | { reason: 'tooLarge'; size: number; limit: number }
  | { reason: 'private' }
  | { reason: 'notType' }
  | { reason: 'wrongType'; found: string }
);

export type MediaCheck = { ok: true; file: CheckedMedia } | { ok: false; refusal: MediaRefusal };

/** What the role takes, in words: "a JPEG, PNG or WebP image", "an MP4 film". */
export const roleWhat = (role: MediaRole): string => roles[role].what;

/** The command line's sentence for a refused file, naming it as it was given. */
export function mediaRefusalText(refusal: MediaRefusal, path: string): string {
  const what = roles[refusal.role].what;
  const why = (() => {
    switch (refusal.reason) {
      case 'unreadable':
        return `cannot read it (${refusal.code})`;
      case 'notFile':
        return 'not a file';
      case 'empty':
        return 'the file is empty';
      case 'tooLarge':
        return `${formatLimit(refusal.size)} is more than the ${formatLimit(refusal.limit)} allowed`;
      case 'private':
        return 'it is in the private uploads folder; copy it out first (pnpm admin works download) if it is meant to be public';
      case 'notType':
        return `not ${what}, judged by its content, whatever its name says`;
      case 'wrongType':
        return `its content is ${refusal.found.toUpperCase()}, not ${what}`;
    }
  })();
  return `--${refusal.role} ${path}: ${why}`;
}

async function inPrivateFolder(path: string, privateDirs: readonly string[]): Promise<boolean> {
  const real = await realpath(path);
  for (const dir of privateDirs) {
    const realDir = await realpath(dir).catch(() => undefined);
    if (realDir !== undefined && isInside(realDir, real)) return true;
  }
  return false;
}

/** Whether `path` may be published as the finalist's `role`, and as what. */
export async function checkMediaFile(
  role: MediaRole,
  path: string,
  privateDirs: readonly string[],
  limits: UploadLimits = DEFAULT_UPLOAD_LIMITS,
): Promise<MediaCheck> {
  const rule = roles[role];
  const refuse = (refusal: MediaRefusal): MediaCheck => ({ ok: false, refusal });
  let info;
  try {
    info = await stat(path);
  } catch (error) {
    return refuse({ role, reason: 'unreadable', code: (error as NodeJS.ErrnoException).code ?? String(error) });
  }
  if (!info.isFile()) return refuse({ role, reason: 'notFile' });
  if (info.size === 0) return refuse({ role, reason: 'empty' });
  const limit = limits[rule.kind];
  if (info.size > limit) return refuse({ role, reason: 'tooLarge', size: info.size, limit });
  if (await inPrivateFolder(path, privateDirs)) return refuse({ role, reason: 'private' });
  const type = await finalType(rule.kind, createReadStream(path), basename(path));
  if (!type) return refuse({ role, reason: 'notType' });
  if (!(rule.exts as readonly string[]).includes(type.ext)) return refuse({ role, reason: 'wrongType', found: type.ext });
  return { ok: true, file: { role, path, ext: type.ext === 'm4v' ? 'mp4' : type.ext, size: info.size } };
}

/** The upload kind whose limit and content check a role's file has. */
export const roleKind = (role: MediaRole) => roles[role].kind;

/**
 * The same verdict on a file's first bytes, while it is still arriving (the back office's uploads): a refusal when
 * they already show it is not what the role takes, so the rest of a 2 GB upload is not read; undefined when only the
 * whole file can tell (checkMediaFile then has the last word, on the whole file).
 */
export async function headRefusal(role: MediaRole, head: Uint8Array): Promise<MediaRefusal | undefined> {
  if (head.length === 0) return undefined;
  let type;
  try {
    // The whole-file check's own judgement (below), on the bytes that have arrived. A byte stream, not Readable.from's
    // default object mode: file-type (ESM, as the server runs it) finds no type in an object stream and every poster
    // and film was refused; Jest's CommonJS compile of it read either, so only the e2e upload showed it.
    type = await finalType(roles[role].kind, Readable.from([Buffer.from(head)], { objectMode: false }), '');
  } catch {
    // A parser that tripped over a cut-off head: leave the verdict to the whole file.
    return undefined;
  }
  if (!type) return { role, reason: 'notType' };
  const exts: readonly string[] = roles[role].exts;
  return exts.includes(type.ext) ? undefined : { role, reason: 'wrongType', found: type.ext };
}
