import { createReadStream } from 'node:fs';
import { AppError } from '../../lib/app-error.js';
import type { SeasonWorkStep } from '../../season/season-file.js';
import { finalType, workFileKinds, workFileTypeOf, type AcceptedType, type WorkFileType } from '../../uploads/content-check.js';
import { checkFilmLength, filmSeconds } from './duration.js';

// The check of a finished work upload, on the file in the tus folder: its bytes must be a type the step accepts
// (whatever its name said), and a film must state a length within the step's limit.

export interface CheckedWorkFile {
  /** The detected type: what the file is stored and served as. */
  type: AcceptedType;
  /** Films: the length read from the file; null for documents. */
  durationMs: number | null;
}

export async function checkWorkFile(
  path: string,
  step: SeasonWorkStep,
  declaredType: WorkFileType,
  declaredName: string,
): Promise<CheckedWorkFile> {
  const kind = workFileKinds[declaredType];
  const type = await finalType(kind, createReadStream(path), declaredName);
  const workType = type && workFileTypeOf(type);
  if (!type || !workType || !step.accept.includes(workType)) {
    throw new AppError(415, 'unsupportedFileType', { detail: `content ${type?.ext ?? 'unknown'} for ${step.step}` });
  }
  if (kind !== 'video') return { type, durationMs: null };
  return { type, durationMs: checkFilmLength(await filmSeconds(path), step.maxSeconds) };
}
