import { WORK_MAX_BYTES } from '@portal/contracts/works';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Language } from '../i18n/messages.js';
import { topicTitle } from '../registrations/view.js';
import type { Season } from '../season/season.js';
import { teamEligibility } from './eligibility.js';
import { stepTitle, teamWorkViews } from './view.js';

// GET /userWork/getMatchCenter (@portal/contracts/works-api MatchCenter): every works step of the caller's group
// as the team stands at it now, by the server's clock, with what blocks it and the team's work of it.

export async function matchCenter(db: Kysely<Database>, season: Season, userId: number, lang: Language) {
  const at = season.now();
  const team = await teamEligibility(db, season, userId, at);
  const { registration, group } = team;
  if (!registration || group === null) return { group: null, registration: null, steps: [], current: null };

  const works = await teamWorkViews(db, season, registration.id, lang);
  const steps = team.steps.map(({ step, blocked }) => {
    const window = season.workWindow(group, step);
    return {
      step: step.step,
      title: stepTitle(season, group, step.step, lang),
      accept: step.accept,
      maxBytes: WORK_MAX_BYTES,
      maxSeconds: step.maxSeconds ?? null,
      window: { from: window.from.toISOString(), to: window.to.toISOString() },
      phase: season.workPhase(group, step, at),
      canSubmit: blocked === null,
      blocked,
      work: works.find((work) => work.step === step.step) ?? null,
    };
  });
  return {
    group,
    registration: {
      id: registration.id,
      status: registration.status,
      teamName: registration.team_name,
      topic: registration.topic_key,
      topicTitle: await topicTitle(db, registration.topic_key, lang),
    },
    steps,
    // What the submission page offers first: a step the team can submit at, else the next one still to come.
    current: (steps.find((step) => step.canSubmit) ?? steps.find((step) => step.phase !== 'closed'))?.step ?? null,
  };
}
