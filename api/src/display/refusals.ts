import { DISPLAY_COLLECTION_TABLE, type DisplayCollection, type DisplayCollectionSpec, type DisplayField } from '@portal/contracts/admin-display';
import { AppError } from '../lib/app-error.js';
import { LANGUAGE_NAME_KEYS } from '../i18n/language-names.js';
import type { MessageKey } from '../i18n/messages.js';
import type { ItemIssue } from './check.js';
import type { DisplayRefusal } from './save.js';

// A display save's refusals as the back office and the CLI answer them: a status and one message naming the
// collection, the item (from 1) and the field — the language too where the field has one — in the caller's language.

const COLLECTION_KEYS: Record<DisplayCollection, MessageKey> = {
  banners: 'displayCollectionBanners',
  intro: 'displayCollectionIntro',
  prizes: 'displayCollectionPrizes',
  topics: 'displayCollectionTopics',
  judges: 'displayCollectionJudges',
  partners: 'displayCollectionPartners',
  galleries: 'displayCollectionGalleries',
  winners: 'displayCollectionWinners',
  live: 'displayCollectionLive',
  timeline: 'displayCollectionTimeline',
};

/** Where a collection's field has a name of its own (the timeline's key is a step's, not a topic's). */
const OWN_FIELD_KEYS: Partial<Record<DisplayCollection, Record<string, MessageKey>>> = { timeline: { key: 'displayFieldStepKey' } };

const fieldKey = (name: string, collection?: DisplayCollection): MessageKey => {
  const own = collection === undefined ? undefined : OWN_FIELD_KEYS[collection]?.[name];
  if (own) return own;
  const key = `displayField${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return (FIELD_KEYS as readonly string[]).includes(key) ? (key as MessageKey) : 'displayFieldUnknown';
};
const FIELD_KEYS = [
  'displayFieldLanguage', 'displayFieldGroup', 'displayFieldMediaId', 'displayFieldLink', 'displayFieldTitle', 'displayFieldBody',
  'displayFieldGroup1Title', 'displayFieldGroup1Summary', 'displayFieldGroup2Title', 'displayFieldGroup2Summary', 'displayFieldRank',
  'displayFieldAmountHkd', 'displayFieldCount', 'displayFieldExtras', 'displayFieldKey', 'displayFieldSummary', 'displayFieldName',
  'displayFieldPhotoMediaId', 'displayFieldSample', 'displayFieldRole', 'displayFieldLogoMediaId', 'displayFieldUrl', 'displayFieldContest',
  'displayFieldCaption', 'displayFieldAward', 'displayFieldSchool', 'displayFieldTeamName', 'displayFieldDate', 'displayFieldMembers',
  'displayFieldWorkTitle', 'displayFieldShow', 'displayFieldSrc', 'displayFieldFrom', 'displayFieldTo', 'displayFieldOpenUntil',
  'displayFieldNote',
] as const satisfies readonly MessageKey[];

function descriptor(collection: DisplayCollection, name: string): DisplayField | undefined {
  return (DISPLAY_COLLECTION_TABLE[collection] as DisplayCollectionSpec).fields.find((field) => field.name === name);
}

function issueError(collection: DisplayCollection, issues: ItemIssue[]): AppError {
  const [first] = issues;
  if (!first) return new AppError(400, 'badRequest');
  const detail = `${collection}: ${issues.length} problem(s), first item ${first.index + 1} ${first.field}${first.language ? `.${first.language}` : ''} ${first.problem}`;
  const paramKeys: Record<string, MessageKey> = { collection: COLLECTION_KEYS[collection], field: fieldKey(first.field, collection) };
  const params: Record<string, string | number> = { n: first.index + 1 };
  if (first.language) paramKeys.language = LANGUAGE_NAME_KEYS[first.language];
  const field = descriptor(collection, first.field);
  const withLanguage = (key: MessageKey, fallback: MessageKey): MessageKey => (first.language ? key : fallback);
  // Where the problem is, for the back office's form to put the words beside that field (DisplayRefusalPlace).
  const data = { index: first.index, field: first.field, ...(first.language ? { language: first.language } : {}) };
  const fail = (key: MessageKey, extra: Record<string, string | number> = {}) => new AppError(400, key, { params: { ...params, ...extra }, paramKeys, detail, data });
  switch (first.problem) {
    case 'missing':
    case 'required':
      return fail(withLanguage('displayRequiredIn', 'displayRequired'));
    case 'tooLong':
      return fail(withLanguage('displayTooLongIn', 'displayTooLong'), { max: field && 'maxLength' in field ? field.maxLength : 0 });
    case 'text':
      return fail('displayTextIn');
    case 'url':
      return fail(field?.kind === 'url' && field.sitePath === true ? 'displayUrlOrPath' : 'displayUrl');
    case 'date':
      return fail('displayDate');
    case 'number':
      return field?.kind === 'number' ? fail('displayNumber', { min: field.min, max: field.max }) : fail('displayType');
    case 'option':
      return fail('displayOption');
    case 'key':
      return fail('displayKey');
    case 'duplicate':
      return fail('displayDuplicate');
    case 'unknown':
      return new AppError(400, 'displayUnknownField', { params: { ...params, name: first.field }, paramKeys: { collection: COLLECTION_KEYS[collection] }, detail, data });
    case 'type':
      return fail('displayType');
  }
}

export function displayError(collection: string, refusal: DisplayRefusal): AppError {
  if (refusal.reason === 'unknown') return new AppError(404, 'displayUnknownCollection', { detail: `no display collection ${JSON.stringify(collection.slice(0, 40))}` });
  const known = collection as DisplayCollection;
  const collectionKey = { collection: COLLECTION_KEYS[known] };
  switch (refusal.reason) {
    case 'count':
      return new AppError(400, 'displayCount', { params: { count: refusal.count, min: refusal.min, max: refusal.max }, paramKeys: collectionKey });
    case 'issues':
      return issueError(known, refusal.issues);
    case 'media':
      return new AppError(409, 'displayMediaMissing', {
        params: { n: refusal.index + 1, ids: refusal.ids.map((id) => `#${id}`).join(', ') },
        paramKeys: collectionKey,
        detail: `${collection}: missing media ${refusal.ids.join(',')}`,
        data: { index: refusal.index, field: refusal.field },
      });
    case 'topicInUse':
      return new AppError(409, 'displayTopicInUse', { params: { key: refusal.key } });
    case 'stale':
      return new AppError(409, 'displayStale', { params: { version: refusal.version } });
    case 'calendar':
      return calendarError(refusal);
    case 'retention':
      return refusal.issue.kind === 'late'
        ? new AppError(400, 'timelineRetentionLate', { params: { until: refusal.issue.until, latest: refusal.issue.latest }, detail: `timeline: results end ${refusal.issue.resultsDay}` })
        : new AppError(400, 'timelineRetentionDuring', { params: { until: refusal.issue.until, day: refusal.issue.lastDay }, detail: `timeline: ${refusal.issue.where}` });
  }
}

/** The season calendar's rules broken by a timeline: the item and field where there is one, else the step's key. */
function calendarError({ problem, index }: Extract<DisplayRefusal, { reason: 'calendar' }>): AppError {
  const detail = `timeline: group ${problem.group} step ${problem.key} ${problem.field} ${problem.problem}`;
  const paramKeys: Record<string, MessageKey> = { collection: COLLECTION_KEYS.timeline, field: fieldKey(problem.field, 'timeline') };
  const params = { n: (index ?? 0) + 1, key: problem.key, group: problem.group };
  if (index === undefined || problem.problem === 'missing' || problem.problem === 'shortlist') {
    return new AppError(400, 'timelineStepInUse', { params, detail });
  }
  const keys: Record<Exclude<typeof problem.problem, 'missing' | 'shortlist'>, MessageKey> = {
    date: 'displayDate',
    order: 'timelineOrder',
    duplicate: 'displayDuplicate',
    window: 'timelineStepWindow',
  };
  return new AppError(400, keys[problem.problem], { params, paramKeys, detail, data: { index, field: problem.field } });
}
