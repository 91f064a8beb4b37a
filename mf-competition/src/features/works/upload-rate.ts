// Upload speed as people expect it: the bytes of the last few seconds, not the average since the start (which
// stays low after a pause or a network wait), and the time left at that speed.

export const RATE_WINDOW_MS = 5000;
/** Below this much measured time a speed is noise. */
const MIN_SPAN_MS = 500;

interface Sample {
  at: number;
  bytes: number;
}

export interface RateMeter {
  /** `bytes` sent in all at the instant `at` (ms). */
  add: (at: number, bytes: number) => void;
  /** Forget the samples: after a pause or a network wait the next bytes start a new measure. */
  reset: () => void;
  /** Bytes per second over the window, or null while too little is measured. */
  speed: () => number | null;
}

export function createRateMeter(windowMs: number = RATE_WINDOW_MS): RateMeter {
  let samples: Sample[] = [];
  return {
    add(at, bytes) {
      samples.push({ at, bytes });
      // Keep one sample older than the window, so the window is always fully measured.
      while (samples.length > 2 && samples[1]!.at <= at - windowMs) samples.shift();
    },
    reset() {
      samples = [];
    },
    speed() {
      const first = samples[0];
      const last = samples[samples.length - 1];
      if (!first || !last || last.at - first.at < MIN_SPAN_MS) return null;
      return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
    },
  };
}

/** Seconds to send the rest at `speed`, or null when there is no speed to go by. */
export function secondsLeft(sent: number, total: number, speed: number | null): number | null {
  if (!speed || speed <= 0) return null;
  return Math.max(0, total - sent) / speed;
}
