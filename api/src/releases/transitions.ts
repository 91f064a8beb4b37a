import type { ReleaseAction } from '../db/schema-releases.js';
import type { ReleaseFields } from './state.js';

// The release commands as pure functions of a remote's state (docs/adr/0017): each gives the next state and the
// history row, or the reason it is refused. commit.ts writes the result with compare-and-set.

export interface Change {
  ok: true;
  next: ReleaseFields;
  action: ReleaseAction;
  version: string | null;
  percent: number | null;
  /** The version whose health counters start again: it begins to be served as the candidate. */
  resetHealthOf?: string;
  /** One line for the organizer. */
  summary: string;
}

/**
 * Why a release change is refused, as data: `pnpm release` words it in its English (`releaseRefusalText`, as it
 * always read), the back office in the caller's language. `notPublished` and `conflict` are decided by the caller
 * (releases/change.ts, commit.ts), the others here.
 */
export type ReleaseRefusal =
  | { reason: 'noStable'; remote: string }
  | { reason: 'alreadyStable'; remote: string; version: string }
  | { reason: 'windowOrder' }
  | { reason: 'windowOver'; now: string }
  | { reason: 'nothingToRollBack'; remote: string }
  | { reason: 'notPublished'; remote: string; version: string; published: string[] }
  | { reason: 'conflict'; remote: string };

export type Transition = Change | { ok: false; refusal: ReleaseRefusal };

const refuse = (refusal: ReleaseRefusal): Transition => ({ ok: false, refusal });

/** The command line's sentence for a refusal (after `refused: `). */
export function releaseRefusalText(refusal: ReleaseRefusal): string {
  switch (refusal.reason) {
    case 'noStable':
      return `${refusal.remote} has no stable version: publish one first`;
    case 'alreadyStable':
      return `${refusal.remote}@${refusal.version} is already the stable version`;
    case 'windowOrder':
      return '--from must be before --to';
    case 'windowOver':
      return `the window ends before the server's clock (${refusal.now}): nothing would be served`;
    case 'nothingToRollBack':
      return `nothing to roll back to: ${refusal.remote} serves no candidate and has no previous stable version`;
    case 'notPublished': {
      const list = refusal.published.length ? `published: ${refusal.published.join(', ')}` : 'none is published yet';
      return `${refusal.remote}@${refusal.version} is not published (${list}); run: pnpm release publish ${refusal.remote}`;
    }
    case 'conflict':
      return `the release state of ${refusal.remote} changed meanwhile (another organizer or the health gate): run status and try again`;
  }
}
const noWindow = { windowFrom: null, windowTo: null };

/** Whether `version` is the candidate and reaches visitors (or will, in its window). */
const servedCandidate = (state: ReleaseFields, version: string) => state.candidate === version && state.percent > 0;

/** After `publish`: the first version of a remote becomes its stable version; any later one waits for a ramp. */
export function afterPublish(state: ReleaseFields | null, version: string): Change {
  if (state?.stable) {
    return { ok: true, next: state, action: 'publish', version, percent: null, summary: `stable stays ${state.stable}; ramp ${version} when ready` };
  }
  const next: ReleaseFields = { stable: version, previousStable: null, candidate: null, percent: 0, ...noWindow };
  return { ok: true, next, action: 'publish', version, percent: null, summary: `${version} is the stable version (the first published): every visitor gets it` };
}

/** `ramp`: the version becomes the candidate at `percent`; 100 makes it the stable version. */
export function ramp(remote: string, state: ReleaseFields | null, version: string, percent: number): Transition {
  if (!state?.stable) return refuse({ reason: 'noStable', remote });
  if (version === state.stable) return refuse({ reason: 'alreadyStable', remote, version });
  if (percent === 100) {
    const next: ReleaseFields = { stable: version, previousStable: state.stable, candidate: null, percent: 0, ...noWindow };
    const summary = `${version} is the stable version of ${remote} for every visitor (rollback returns to ${state.stable})`;
    return { ok: true, next, action: 'promote', version, percent, summary };
  }
  const next: ReleaseFields = { ...state, candidate: version, percent, ...noWindow };
  const summary = `${version} is served to ${percent}% of visitors of ${remote}, the others keep ${state.stable}`;
  return { ok: true, next, action: 'ramp', version, percent, ...resetUnlessServed(state, version), summary };
}

/** `window`: the version is served to everyone, only from `from` (included) to `to` (excluded) by the server clock. */
export function schedule(remote: string, state: ReleaseFields | null, version: string, from: Date, to: Date, now: Date): Transition {
  if (!state?.stable) return refuse({ reason: 'noStable', remote });
  if (version === state.stable) return refuse({ reason: 'alreadyStable', remote, version });
  if (from.getTime() >= to.getTime()) return refuse({ reason: 'windowOrder' });
  if (to.getTime() <= now.getTime()) return refuse({ reason: 'windowOver', now: now.toISOString() });
  const next: ReleaseFields = { ...state, candidate: version, percent: 100, windowFrom: from.toISOString(), windowTo: to.toISOString() };
  const summary = `${version} is served to every visitor of ${remote} from ${next.windowFrom} to ${next.windowTo}, ${state.stable} before and after`;
  return { ok: true, next, action: 'window', version, percent: 100, ...resetUnlessServed(state, version), summary };
}

/** `rollback`: drop the candidate if one is served (or scheduled); otherwise the previous stable version returns. */
export function rollback(remote: string, state: ReleaseFields | null): Transition {
  if (state?.candidate && state.percent > 0) {
    const next: ReleaseFields = { ...state, percent: 0, ...noWindow };
    const summary = `${state.candidate} is no longer served: every visitor of ${remote} gets ${state.stable ?? '(none)'}`;
    return { ok: true, next, action: 'rollback', version: state.candidate, percent: 0, summary };
  }
  if (!state?.previousStable) return refuse({ reason: 'nothingToRollBack', remote });
  // One step back only: a second rollback must not bring back the version just left.
  const next: ReleaseFields = { ...state, stable: state.previousStable, previousStable: null };
  const summary = `${state.previousStable} is the stable version of ${remote} again (was ${state.stable ?? '(none)'})`;
  return { ok: true, next, action: 'rollback', version: state.previousStable, percent: null, summary };
}

function resetUnlessServed(state: ReleaseFields, version: string): { resetHealthOf?: string } {
  // Raising the share of the candidate keeps its figures; one that starts being served (again) is counted afresh.
  return servedCandidate(state, version) ? {} : { resetHealthOf: version };
}
