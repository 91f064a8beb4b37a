import { randomBytes } from 'node:crypto';

// Names and addresses of stored uploads.

/** 128 random bits, base64url: 22 characters nobody can guess or enumerate. */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

const publicIdShape = /^[A-Za-z0-9_-]{22}$/;
const extShape = /^[a-z0-9]{1,10}$/;

/** `<public id>.<ext>`: the file name under /uploads/ and, relative to the uploads folder, the storage path. */
export function uploadFileName(publicId: string, ext: string): string {
  return `${publicId}.${ext}`;
}

export function uploadUri(publicId: string, ext: string): string {
  return `/uploads/${uploadFileName(publicId, ext)}`;
}

/** The parts of a `<public id>.<ext>` name, or undefined for anything else (paths, encodings, NUL...). */
export function parseUploadFileName(name: string): { publicId: string; ext: string } | undefined {
  const dot = name.indexOf('.');
  if (dot < 0) return undefined;
  const publicId = name.slice(0, dot);
  const ext = name.slice(dot + 1);
  return publicIdShape.test(publicId) && extShape.test(ext) ? { publicId, ext } : undefined;
}

/** The parts of an `/uploads/<public id>.<ext>` address, or undefined. */
export function parseUploadUri(uri: string): { publicId: string; ext: string } | undefined {
  return uri.startsWith('/uploads/') ? parseUploadFileName(uri.slice('/uploads/'.length)) : undefined;
}

/**
 * The name the user's file had, kept for display and downloads only: the last path segment, without
 * control or bidi-override characters, at most 200 characters. Never used to build a path.
 */
export function sanitizeOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return Array.from(cleaned).slice(0, 200).join('');
}

/** Content-Disposition with the original name: an ASCII fallback plus the RFC 5987 UTF-8 form. */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
