import { AppError } from '../lib/app-error.js';
import type { ReleaseRefusal } from './transitions.js';

// A release change's refusals as the back office answers them: 409 (the remote's state does not allow it) and the
// message in the caller's language. `pnpm release` words the same refusals itself (transitions.ts).

export function releaseError(refusal: ReleaseRefusal): AppError {
  switch (refusal.reason) {
    case 'noStable':
      return new AppError(409, 'releaseNoStable', { params: { remote: refusal.remote } });
    case 'alreadyStable':
      return new AppError(409, 'releaseAlreadyStable', { params: { remote: refusal.remote, version: refusal.version } });
    case 'windowOrder':
      return new AppError(409, 'releaseWindowOrder');
    case 'windowOver':
      return new AppError(409, 'releaseWindowOver', { params: { now: refusal.now } });
    case 'nothingToRollBack':
      return new AppError(409, 'releaseNothingToRollBack', { params: { remote: refusal.remote } });
    case 'notPublished':
      return refusal.published.length > 0
        ? new AppError(409, 'releaseNotPublished', { params: { remote: refusal.remote, version: refusal.version, published: refusal.published.join(', ') } })
        : new AppError(409, 'releaseNonePublished', { params: { remote: refusal.remote, version: refusal.version } });
    case 'conflict':
      return new AppError(409, 'releaseConflict', { params: { remote: refusal.remote } });
  }
}
