// What POST /api/upload/image accepts: kinds by the `type` field, size limits, file count (SPEC §5, §7).

export const uploadKinds = ['image', 'video', 'document'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** The `type` field's values (§7: 1 image, 2 video, 3 document). */
const kindByType: Record<string, UploadKind> = { '1': 'image', '2': 'video', '3': 'document' };

/** The kind a `type` field names, or undefined for anything but exactly 1, 2 or 3. */
export function kindFromTypeField(value: string): UploadKind | undefined {
  return Object.hasOwn(kindByType, value) ? kindByType[value] : undefined;
}

/** Bytes allowed per kind. One request's files together stay within the limit of its kind. */
export type UploadLimits = Readonly<Record<UploadKind, number>>;

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** SPEC §5: images 50 MB, videos 2 GB, documents 50 MB. */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { image: 50 * MB, video: 2 * GB, document: 50 * MB };

/** SPEC §5: "at most 10 files". */
export const MAX_FILES = 10;

/**
 * Room for the multipart framing around the files (boundaries, part headers, the type field) when a
 * request's Content-Length is compared with a limit. Generous: 11 parts with long UTF-8 names fit easily.
 */
export const MULTIPART_OVERHEAD = 64 * 1024;

/** The largest limit: what a request may carry before its `type` field is known. */
export function largestLimit(limits: UploadLimits): number {
  return Math.max(...uploadKinds.map((kind) => limits[kind]));
}

/** "50 MB", "2 GB", "1.5 KB": the limit as the oversize message states it (binary units, as the spec's). */
export function formatLimit(bytes: number): string {
  const units: [string, number][] = [['GB', GB], ['MB', MB], ['KB', 1024]];
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} B`;
}
