import type { Kysely } from 'kysely';
import type { WorkBlock } from '@portal/contracts/works-api';
import { toGroupNumber, type GroupNumber } from '../content/groups.js';
import type { Database } from '../db/schema.js';
import type { WorkStatusValue } from '../db/schema-works.js';
import { AppError } from '../lib/app-error.js';
import { findOwnRegistration, type RegistrationRow } from '../registrations/store.js';
import type { SeasonWorkStep } from '../season/season-file.js';
import type { Season } from '../season/season.js';

// Who may submit what, now: the one place both the tus upload (before a byte is stored) and `userWork/add`
// (before a work is recorded) ask. Order: registered → passed → the step is the group's → its window (server
// clock) → shortlisted at the step it follows → the team's work of the step not yet decided by an organizer.

/** Statuses an organizer has decided: the team can no longer replace the file. */
export const DECIDED: readonly WorkStatusValue[] = ['shortlisted', 'notShortlisted'];

export interface StepEligibility {
  step: SeasonWorkStep;
  blocked: WorkBlock | null;
}

export interface TeamEligibility {
  registration: RegistrationRow | undefined;
  group: GroupNumber | null;
  steps: StepEligibility[];
}

async function workStatuses(db: Kysely<Database>, registrationId: number): Promise<Map<string, WorkStatusValue>> {
  const rows = await db.selectFrom('works').select(['step', 'status']).where('registration_id', '=', registrationId).execute();
  return new Map(rows.map((row) => [row.step, row.status]));
}

function stepBlock(season: Season, group: GroupNumber, step: SeasonWorkStep, statuses: Map<string, WorkStatusValue>, at: Date): WorkBlock | null {
  const phase = season.workPhase(group, step, at);
  if (phase !== 'open') return phase;
  if (step.shortlistedIn !== undefined && statuses.get(step.shortlistedIn) !== 'shortlisted') return 'notShortlisted';
  const own = statuses.get(step.step);
  if (own !== undefined && DECIDED.includes(own)) return 'locked';
  return null;
}

/** Every works step of the caller's group with what blocks it now (or null). */
export async function teamEligibility(db: Kysely<Database>, season: Season, userId: number, at: Date = season.now()): Promise<TeamEligibility> {
  const registration = await findOwnRegistration(db, season.id, userId);
  if (!registration) return { registration, group: null, steps: [] };
  const group = toGroupNumber(registration.contest_group);
  const statuses = await workStatuses(db, registration.id);
  const steps = season.workSteps(group).map((step) => ({
    step,
    blocked: registration.status === 'passed' ? stepBlock(season, group, step, statuses, at) : ('registrationNotPassed' as const),
  }));
  return { registration, group, steps };
}

/** The message a block is refused with. */
export function blockError(season: Season, group: GroupNumber | null, step: SeasonWorkStep | undefined, block: WorkBlock): AppError {
  switch (block) {
    case 'notRegistered':
    case 'registrationNotPassed':
      return new AppError(403, 'registrationNotPassed');
    case 'notYetOpen': {
      const from = group !== null && step ? season.day(season.workWindow(group, step).from) : '';
      return new AppError(409, 'submissionNotOpen', { params: { date: from } });
    }
    case 'closed':
      return new AppError(409, 'submissionClosed');
    case 'notShortlisted':
      return new AppError(403, 'notShortlistedForStep');
    case 'locked':
      return new AppError(409, 'workLocked');
  }
}

/**
 * The caller's passed registration and the works step `stepKey` of its group, when the caller may submit at it
 * now; otherwise throws the localized refusal. An unknown step key is a bad parameter.
 */
export async function requireOpenStep(db: Kysely<Database>, season: Season, userId: number, stepKey: string, at: Date = season.now()) {
  const team = await teamEligibility(db, season, userId, at);
  if (!team.registration || team.group === null) throw blockError(season, null, undefined, 'notRegistered');
  const entry = team.steps.find((candidate) => candidate.step.step === stepKey);
  if (!entry) throw new AppError(400, 'invalidParams', { params: { field: 'step' }, detail: `unknown works step ${stepKey}` });
  if (entry.blocked) throw blockError(season, team.group, entry.step, entry.blocked);
  return { registration: team.registration, group: team.group, step: entry.step };
}
