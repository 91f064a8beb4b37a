import type { GroupNumber, StepState } from '@portal/contracts/season';
import { storedText } from '../i18n/edges.js';
import type { Language } from '../i18n/messages.js';
import { SeasonCalendar } from './calendar.js';
import type { Clock } from './clock.js';
import { publicVotePolicy, type PublicVotePolicy } from './public-vote.js';
import type { SeasonFile, SeasonStep, SeasonWorkStep } from './season-file.js';

// The season's rules, decided on the server's clock. Windows are half-open instants [from, to): a step's
// days start at 00:00 in the season's time zone and its inclusive last day ends at the next midnight.

export type { GroupNumber };
export type WindowKind = 'registration' | 'submission' | 'voting';

export interface TimeWindow {
  from: Date;
  to: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class Season {
  /** The season's offset from UTC, parsed once: `day()` runs on every cached public read. */
  private readonly offsetMs: number;
  /** Where the steps come from: the season file, then the timeline organizers save (docs/adr/0040). */
  readonly calendar: SeasonCalendar;

  constructor(
    file: SeasonFile,
    readonly clock: Clock,
  ) {
    this.calendar = new SeasonCalendar(file);
    const [, sign = '+', hours = '0', minutes = '0'] = /^([+-])(\d{2}):(\d{2})$/.exec(file.timeZoneOffset) ?? [];
    this.offsetMs = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  }

  /** The season file with the calendar's current steps: read it anew for each decision, never keep it. */
  get file(): SeasonFile {
    return this.calendar.file;
  }

  get id(): string {
    return this.file.id;
  }

  get universityCap(): number {
    return this.file.universityCap;
  }

  /** Who may vote and when the proof-of-work challenge is asked for (./public-vote.ts). */
  get publicVote(): PublicVotePolicy {
    return publicVotePolicy(this.file);
  }

  now(): Date {
    return this.clock.now();
  }

  startOfDay(isoDate: string): Date {
    return new Date(`${isoDate}T00:00:00${this.file.timeZoneOffset}`);
  }

  endOfDay(isoDate: string): Date {
    return new Date(this.startOfDay(isoDate).getTime() + DAY_MS);
  }

  /** The season's calendar day (yyyy-mm-dd) of an instant: Hong Kong's, whatever the machine's time zone. */
  day(at: Date): string {
    return new Date(at.getTime() + this.offsetMs).toISOString().slice(0, 10);
  }

  steps(group: GroupNumber): SeasonStep[] {
    return this.file.groups[group].steps;
  }

  /** The window of a rule, or null when the group has none (the university has no public vote). */
  window(group: GroupNumber, kind: WindowKind): TimeWindow | null {
    const calendar = this.file.groups[group];
    const key = calendar[kind];
    const step = key === null ? undefined : calendar.steps.find((candidate) => candidate.key === key);
    const last = step?.to ?? step?.openUntil;
    if (!step?.from || !last) return null;
    return { from: this.startOfDay(step.from), to: this.endOfDay(last) };
  }

  /** The files a group submits, in the season file's order. */
  workSteps(group: GroupNumber): SeasonWorkStep[] {
    return this.file.groups[group].works;
  }

  workStep(group: GroupNumber, key: string): SeasonWorkStep | undefined {
    return this.workSteps(group).find((work) => work.step === key);
  }

  /** When a works step takes files: from its `from` (or its step's first day) to the end of its step's last day. */
  workWindow(group: GroupNumber, work: SeasonWorkStep): TimeWindow {
    const step = this.steps(group).find((candidate) => candidate.key === work.step);
    const first = work.from ?? step?.from;
    const last = step?.to ?? step?.openUntil;
    // readSeasonFile refuses a works step without both days, so this is a programming error.
    if (!first || !last) throw new Error(`works step ${work.step} has no window`);
    return { from: this.startOfDay(first), to: this.endOfDay(last) };
  }

  workPhase(group: GroupNumber, work: SeasonWorkStep, at: Date = this.now()): 'notYetOpen' | 'open' | 'closed' {
    const window = this.workWindow(group, work);
    if (at >= window.to) return 'closed';
    return at < window.from ? 'notYetOpen' : 'open';
  }

  isOpen(group: GroupNumber, kind: WindowKind, at: Date = this.now()): boolean {
    const window = this.window(group, kind);
    return window !== null && at >= window.from && at < window.to;
  }

  /** Where `at` stands against a window: before it, inside it, or after it. */
  phase(group: GroupNumber, kind: WindowKind, at: Date = this.now()): 'notYetOpen' | 'open' | 'closed' {
    const window = this.window(group, kind);
    if (!window || at >= window.to) return 'closed';
    return at < window.from ? 'notYetOpen' : 'open';
  }

  /**
   * Where `at` stands against a step of a group. A step the spec gives only an end for ("qualification review: to
   * 5 November") starts when the step before it ends; one with only a start runs on (university registration).
   */
  stepState(group: GroupNumber, step: SeasonStep, at: Date = this.now()): StepState {
    const last = step.to ?? step.openUntil ?? null;
    const start = step.from ? this.startOfDay(step.from) : last ? this.previousEnd(group, step) : null;
    if (!start) return 'undated';
    if (at < start) return 'upcoming';
    if (last === null || at < this.endOfDay(last)) return 'open';
    return 'past';
  }

  private previousEnd(group: GroupNumber, step: SeasonStep): Date | null {
    const steps = this.steps(group);
    const before = steps.slice(0, steps.indexOf(step)).reverse().find((candidate) => candidate.to ?? candidate.openUntil);
    const end = before?.to ?? before?.openUntil;
    return end ? this.endOfDay(end) : null;
  }

  /** SPEC §9: from this instant (the start of `personalDataUntil`) the season's personal data is destroyed. */
  personalDataDueAt(): Date {
    return this.startOfDay(this.file.personalDataUntil);
  }

  /** §2: the header offers the vote before the winners day, the winners list from it. */
  secondCompetitionOffer(at: Date = this.now()): 'voting' | 'winners' {
    return at < this.startOfDay(this.file.winnersFrom) ? 'voting' : 'winners';
  }

  title(step: SeasonStep, lang: Language): string {
    return storedText(step.title, lang);
  }
}
