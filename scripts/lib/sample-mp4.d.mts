// Types of sample-mp4.mjs for TypeScript users (the API's tests, e2e).

export interface SampleMp4Options {
  /** How long the film claims to run (mvhd, tkhd and mdhd durations), in seconds. */
  seconds: number;
  /** The total file size in bytes (at least `minimumSampleMp4Bytes`). */
  bytes: number;
  /** Add a sound track too (default true); without it, music-metadata states the length only in the video track's info. */
  audio?: boolean;
  /** Media data: fresh random bytes (default; incompressible) or one random block repeated (cheaper for GB files). */
  fill?: 'random' | 'pattern';
}

/** The smallest `bytes` a sample with these options can have (headers and an empty mdat). */
export function minimumSampleMp4Bytes(options: SampleMp4Options): number;

/** Writes a sample MP4 of exactly `options.bytes` bytes to a new file at `path`, streaming (one 1 MiB chunk in memory). */
export function writeSampleMp4(path: string, options: SampleMp4Options): Promise<void>;

/** A small sample MP4 in memory (at most 64 MiB), for unit tests. */
export function sampleMp4Buffer(options: SampleMp4Options): Buffer;
