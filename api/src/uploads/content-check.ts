import type { Readable } from 'node:stream';
import { fileTypeFromBuffer, fileTypeFromStream, type FileTypeResult } from 'file-type/node';
import type { UploadKind } from './limits.js';

// `file-type/node` is the package's Node entry (the same file as the bare name on Node); jest's CommonJS
// resolver cannot pick the bare name, whose Node export has import conditions only.
//
// Content is judged by its bytes (file-type reads the magic numbers and, for zip-based Office files,
// the archive's entries), never by the file name or the mime type the browser declared. The one
// exception is explained at `compoundFileType`.

/** What a file is stored and served as. */
export interface AcceptedType {
  ext: string;
  mime: string;
}

const accepted: Record<UploadKind, Readonly<Record<string, AcceptedType>>> = {
  image: {
    jpg: { ext: 'jpg', mime: 'image/jpeg' },
    png: { ext: 'png', mime: 'image/png' },
    // An animated PNG is a valid PNG (its extra chunks are ignored by plain decoders).
    apng: { ext: 'png', mime: 'image/png' },
    webp: { ext: 'webp', mime: 'image/webp' },
    gif: { ext: 'gif', mime: 'image/gif' },
  },
  video: {
    // file-type says mp4 for the ISO brands (isom, mp41, mp42, avc1, ...) and m4v for Apple's M4V
    // brands, which are the same MPEG-4 Part 14 container. QuickTime (`qt  `, reported as mov), 3GP
    // and F4V are other containers: the spec asks for MP4 only, so they are refused.
    mp4: { ext: 'mp4', mime: 'video/mp4' },
    m4v: { ext: 'm4v', mime: 'video/x-m4v' },
  },
  document: {
    pdf: { ext: 'pdf', mime: 'application/pdf' },
    docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    pptx: { ext: 'pptx', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  },
};

const compoundTypes: Readonly<Record<string, AcceptedType>> = {
  doc: { ext: 'doc', mime: 'application/msword' },
  ppt: { ext: 'ppt', mime: 'application/vnd.ms-powerpoint' },
};

/** Bytes read before the early check: what file-type itself considers enough for most formats. */
export const HEAD_BYTES = 4100;

// Containers whose first bytes do not yet tell the final type: the whole file decides.
const containers: Readonly<Record<UploadKind, readonly string[]>> = { image: [], video: [], document: ['zip', 'cfb'] };

/**
 * The early check on a file's first bytes, while it is still arriving: false when they already show it
 * cannot be accepted (a text file, a PDF sent as an image), so the rest is not read. Every accepted
 * format is recognizable from its first 12 bytes; `finalType` has the last word.
 */
export async function headMayBeAccepted(kind: UploadKind, head: Uint8Array): Promise<boolean> {
  let detected: FileTypeResult | undefined;
  try {
    detected = await fileTypeFromBuffer(head);
  } catch {
    // A parser that tripped over a cut-off head: leave the verdict to the whole file.
    return true;
  }
  if (!detected) return false;
  return Object.hasOwn(accepted[kind], detected.ext) || containers[kind].includes(detected.ext);
}

/**
 * The type a whole stored file is accepted as, or undefined. `declaredName` is consulted only for
 * CFB (see `compoundFileType`). The stream is consumed as far as needed and destroyed.
 */
export async function finalType(kind: UploadKind, content: Readable, declaredName: string): Promise<AcceptedType | undefined> {
  const detected = await fileTypeFromStream(content);
  if (!detected) return undefined;
  if (kind === 'document' && detected.ext === 'cfb') return compoundFileType(declaredName);
  return Object.hasOwn(accepted[kind], detected.ext) ? accepted[kind][detected.ext] : undefined;
}

/**
 * Word 97 (.doc) and PowerPoint 97 (.ppt) are both OLE2 compound files, which file-type reports as
 * `cfb` without telling them apart (that needs walking the CFB directory for a `WordDocument` or
 * `PowerPoint Document` stream; the @file-type/cfbf plugin that does it is young and little used).
 * Once the magic bytes have proven a compound file, the declared extension picks between the two;
 * any other compound file (.xls, .msg, .msi, ...) is refused. Both are served as downloads only.
 */
function compoundFileType(declaredName: string): AcceptedType | undefined {
  const ext = /\.([a-z0-9]+)$/i.exec(declaredName)?.[1]?.toLowerCase();
  return ext !== undefined && Object.hasOwn(compoundTypes, ext) ? compoundTypes[ext] : undefined;
}

/**
 * Works (issue 10): the file types a season's works step may accept (its `accept` list), each checked as the
 * upload kind whose table above knows it.
 */
export const workFileKinds = { mp4: 'video', pdf: 'document', ppt: 'document', pptx: 'document' } as const satisfies Record<string, UploadKind>;
export type WorkFileType = keyof typeof workFileKinds;

/** The works file type an accepted type counts as: M4V is Apple's brand of the same MPEG-4 container as MP4. */
export function workFileTypeOf(type: AcceptedType): WorkFileType | undefined {
  if (type.ext === 'm4v') return 'mp4';
  return Object.hasOwn(workFileKinds, type.ext) ? (type.ext as WorkFileType) : undefined;
}
