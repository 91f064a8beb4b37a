import { FINALIST_TEXT_MAX } from '@portal/contracts/admin-results';
import { AppError } from '../lib/app-error.js';
import { LANGUAGE_NAME_KEYS } from '../i18n/language-names.js';
import type { MessageKey } from '../i18n/messages.js';
import { formatLimit } from '../uploads/limits.js';
import type { FinalistRefusal, FinalistUses } from './manage.js';
import type { MediaRefusal, MediaRole } from './media-files.js';
import type { LinkRefusal } from './store.js';
import type { TextProblem } from './texts.js';

// The finalists' refusals as the back office answers them: a status and a message in the caller's language. The
// command line words the same refusals itself (cli/admin/finalists.ts).

const fieldKeys = { teamName: 'finalistFieldTeamName', school: 'finalistFieldSchool', workTitle: 'finalistFieldWorkTitle' } as const;
const problemKeys = { required: 'finalistTextRequired', tooLong: 'finalistTextTooLong', control: 'finalistTextControl', html: 'finalistTextHtml' } as const;
const groupNumber = (group: string) => (group === 'secondary' ? 1 : 2);

/** The first problem of the texts: the form checks the same rules and marks each field itself. */
function textError(problems: TextProblem[]): AppError {
  const [first] = problems;
  if (!first) return new AppError(400, 'badRequest');
  return new AppError(400, problemKeys[first.problem], {
    params: { max: FINALIST_TEXT_MAX[first.field] },
    paramKeys: { field: fieldKeys[first.field], language: LANGUAGE_NAME_KEYS[first.language] },
    detail: `${problems.length} text problem(s), first ${first.field} ${first.language} ${first.problem}`,
  });
}

/** A finalist something refers to: the weightiest reference is named (a published result, then scores, then votes). */
function inUseError(uses: FinalistUses): AppError {
  const detail = `in use: ${uses.results} result row(s), ${uses.scores} score(s), ${uses.votes} vote(s)`;
  if (uses.results > 0) return new AppError(409, 'finalistInUseResults', { params: { count: uses.results }, detail });
  if (uses.scores > 0) return new AppError(409, 'finalistInUseScores', { params: { count: uses.scores }, detail });
  return new AppError(409, 'finalistInUseVotes', { params: { count: uses.votes }, detail });
}

export function finalistError(refusal: FinalistRefusal): AppError {
  switch (refusal.reason) {
    case 'noFinalist':
      return new AppError(404, 'finalistNotFound');
    case 'texts':
      return textError(refusal.problems);
    case 'positionRange':
      return new AppError(400, 'finalistPositionRange', { params: { group: refusal.group, max: refusal.max } });
    case 'positionTaken':
      return new AppError(409, 'finalistPositionTaken', { params: { position: refusal.position, finalistId: refusal.finalistId } });
    case 'groupFull':
      return new AppError(409, 'finalistGroupFull', { params: { group: refusal.group, max: refusal.max } });
    case 'inUse':
      return inUseError(refusal.uses);
  }
}

const roleKeys: Record<MediaRole, MessageKey> = { poster: 'finalistMediaRolePoster', video: 'finalistMediaRoleVideo' };
const whatKeys: Record<MediaRole, MessageKey> = { poster: 'finalistMediaWhatPoster', video: 'finalistMediaWhatVideo' };

/** A file the back office sent that may not be published (checked by content, as the command line's). */
export function mediaError(refusal: MediaRefusal): AppError {
  const paramKeys = { role: roleKeys[refusal.role], what: whatKeys[refusal.role] };
  const detail = `${refusal.role}: ${refusal.reason}`;
  switch (refusal.reason) {
    case 'tooLarge':
      return new AppError(413, 'finalistMediaTooLarge', { params: { limit: formatLimit(refusal.limit) }, paramKeys, detail });
    case 'empty':
      return new AppError(400, 'finalistMediaEmpty', { paramKeys, detail });
    case 'notType':
      return new AppError(415, 'finalistMediaNotType', { paramKeys, detail });
    case 'wrongType':
      return new AppError(415, 'finalistMediaWrongType', { params: { found: refusal.found.toUpperCase() }, paramKeys, detail });
    // A temporary file the server wrote itself: it is readable, a file, and outside the private folders.
    case 'unreadable':
    case 'notFile':
    case 'private':
      return new AppError(500, 'serverBusy', { detail });
  }
}

export function linkError(refusal: LinkRefusal, finalistId: number, registrationId: number): AppError {
  switch (refusal.reason) {
    case 'noFinalist':
      return new AppError(404, 'finalistNotFound');
    case 'noRegistration':
      return new AppError(404, 'finalistLinkNoRegistration', { params: { registrationId } });
    case 'otherGroup':
      return new AppError(409, 'finalistLinkOtherGroup', {
        params: { finalistId, registrationId, finalistGroup: groupNumber(refusal.finalistGroup), registrationGroup: groupNumber(refusal.registrationGroup) },
      });
    case 'otherSeason':
      return new AppError(409, 'finalistLinkOtherSeason', { params: { registrationId, season: refusal.season } });
    case 'notPassed':
      return new AppError(409, 'finalistLinkNotPassed', { params: { registrationId }, detail: `status ${refusal.status}` });
    case 'taken':
      return new AppError(409, 'finalistLinkTaken', { params: { registrationId, finalistId: refusal.finalistId } });
  }
}
