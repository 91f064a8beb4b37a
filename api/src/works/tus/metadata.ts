import type { Upload } from '@tus/server';
import type { GroupNumber } from '../../content/groups.js';
import { AppError } from '../../lib/app-error.js';
import type { SeasonWorkStep } from '../../season/season-file.js';
import type { WorkFileType } from '../../uploads/content-check.js';
import { sanitizeOriginalName } from '../../uploads/names.js';

// A work upload's tus metadata. The client declares `filename`, `filetype` and `step` (a `works` step key of the
// season file); at creation the server keeps those three, drops anything else the client sent (an `owner` among
// them), and adds `owner` and `group`. tus has no way to change metadata after creation, so what the hooks read
// later is what the server wrote.

export interface DeclaredUpload {
  /** Sanitized for display: the last path segment, no control characters. */
  filename: string;
  filetype: string;
  step: string;
}

export interface WorkUploadFields extends DeclaredUpload {
  owner: number;
  group: GroupNumber;
}

const invalid = (field: string) => new AppError(400, 'invalidParams', { params: { field }, detail: `tus metadata ${field}` });

/** The client's declaration, or a 400 naming the missing field. */
export function declaredUpload(upload: Upload): DeclaredUpload {
  const meta = upload.metadata ?? {};
  const step = meta.step?.trim() ?? '';
  if (step === '') throw invalid('step');
  const filename = sanitizeOriginalName(meta.filename ?? undefined);
  if (filename === '') throw invalid('filename');
  return { filename, filetype: (meta.filetype ?? '').trim().toLowerCase(), step };
}

/** The metadata a created upload keeps: only these keys, whatever else the client sent. */
export function storedMetadata(fields: WorkUploadFields): Record<string, string> {
  return {
    filename: fields.filename,
    filetype: fields.filetype,
    step: fields.step,
    owner: String(fields.owner),
    group: String(fields.group),
  };
}

/** The creating user, as the server recorded it; undefined for anything the server did not create. */
export function uploadOwner(upload: Pick<Upload, 'metadata'>): number | undefined {
  const owner = upload.metadata?.owner;
  return owner && /^[1-9]\d{0,15}$/.test(owner) ? Number(owner) : undefined;
}

export function storedFields(upload: Upload): WorkUploadFields | undefined {
  const owner = uploadOwner(upload);
  const group = upload.metadata?.group;
  const step = upload.metadata?.step;
  if (owner === undefined || (group !== '1' && group !== '2') || !step) return undefined;
  return {
    owner,
    group: group === '1' ? 1 : 2,
    step,
    filename: upload.metadata?.filename ?? '',
    filetype: upload.metadata?.filetype ?? '',
  };
}

// What browsers declare for each type. An empty type (an extension the system does not know, e.g. .pptx on a
// machine without Office) or octet-stream is let through: the content check at the end decides anyway.
const declaredMimes: Record<WorkFileType, readonly string[]> = {
  mp4: ['video/mp4'],
  pdf: ['application/pdf', 'application/x-pdf'],
  ppt: ['application/vnd.ms-powerpoint', 'application/mspowerpoint', 'application/x-mspowerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
};
const unknownMimes = ['', 'application/octet-stream'];

/** The declared file's type when the step accepts it (by extension, and a type that agrees); else 415. */
export function acceptedDeclaredType(step: SeasonWorkStep, declared: DeclaredUpload): WorkFileType {
  const ext = /\.([a-z0-9]+)$/i.exec(declared.filename)?.[1]?.toLowerCase();
  const type = step.accept.find((candidate) => candidate === ext);
  if (type && (unknownMimes.includes(declared.filetype) || declaredMimes[type].includes(declared.filetype))) return type;
  throw new AppError(415, 'workTypeNotAccepted', {
    params: { types: step.accept.map((accepted) => accepted.toUpperCase()).join(', ') },
    detail: `declared ${JSON.stringify(declared.filename)} as ${JSON.stringify(declared.filetype)} for ${step.step}`,
  });
}
