import { AppError } from '../../lib/app-error.js';

// A film's length, read from its MP4 headers (music-metadata seeks past the media data: a 2 GB file costs a few
// small reads), and the secondary-school rule of SPEC §5 (1.5 minutes).

/**
 * How much longer than the limit a film may run. Encoders pad the last frame and round the audio up to whole
 * packets, and editors add a fade-out second; a team uploading at midnight must not lose its place over that.
 * The rule is about films clearly too long (a 3-minute cut), so 90 s accepts up to 95 s.
 */
export const FILM_TOLERANCE_SECONDS = 5;

/**
 * Seconds a film runs: the longest of its tracks. music-metadata 12 reports `format.duration` from audio tracks
 * only (it does not expose mvhd's duration), so a silent film's length comes from its video track's info.
 * Undefined when the file yields none.
 */
export async function filmSeconds(path: string): Promise<number | undefined> {
  let format;
  try {
    // Loaded on the first film, not at start: most API processes never read one (about 12 MB resident).
    const { parseFile } = await import('music-metadata');
    ({ format } = await parseFile(path, { duration: false, skipCovers: true }));
  } catch {
    return undefined;
  }
  const lengths = [format.duration, ...format.trackInfo.map((track) => track.duration)].filter(
    (seconds): seconds is number => typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0,
  );
  return lengths.length > 0 ? Math.max(...lengths) : undefined;
}

/** "1:42": minutes and seconds, the way the message states a film's length and the limit. */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The film's length in ms when it may be accepted at a step with `maxSeconds`; otherwise the refusal. */
export function checkFilmLength(seconds: number | undefined, maxSeconds: number | undefined): number {
  if (seconds === undefined) throw new AppError(415, 'filmUnreadable', { detail: 'no duration in the file' });
  if (maxSeconds !== undefined && seconds > maxSeconds + FILM_TOLERANCE_SECONDS) {
    throw new AppError(422, 'filmTooLong', {
      params: { duration: formatDuration(seconds), limit: formatDuration(maxSeconds) },
      detail: `${seconds} s at a step of ${maxSeconds} s`,
    });
  }
  return Math.round(seconds * 1000);
}
