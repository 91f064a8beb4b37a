import type { WorkFileType } from '@portal/shared/contracts';

// The work files of SPEC §5 (PDF, PPT, MP4; slides also as .pptx), by extension as the server checks them.

const MIME: Record<WorkFileType, string> = {
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export function isWorkFileType(value: string): value is WorkFileType {
  return Object.hasOwn(MIME, value);
}

/** The lower-case extension of a file name ('' without one). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The file picker's `accept`: the step's extensions, so the picker offers only what the step takes. */
export function acceptAttribute(accept: readonly WorkFileType[]): string {
  return accept.map((type) => `.${type}`).join(',');
}

/** "MP4", "PPT / PPTX": the step's types as the page names them. */
export function typesLabel(accept: readonly WorkFileType[]): string {
  return accept.map((type) => type.toUpperCase()).join(' / ');
}

/** The type sent with the upload: the browser's, or the extension's when the browser has none (often for .ppt). */
export function mimeOf(file: Pick<File, 'name' | 'type'>): string {
  if (file.type) return file.type;
  const extension = extensionOf(file.name);
  return isWorkFileType(extension) ? MIME[extension] : 'application/octet-stream';
}
