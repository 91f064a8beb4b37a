import { FINALIST_TEXT_MAX, type FinalistBody, type FinalistTextField, type LocalizedText } from '@portal/contracts/admin-results';
import type { Language } from '@portal/contracts/languages';
import type { Actor } from '../../audit/record.js';
import type { GroupNumber } from '../../content/groups.js';
import { createFinalist, editFinalist, type FinalistRefusal, type FinalistsEnv } from '../../finalists/manage.js';
import { removeFinalist } from '../../finalists/remove.js';
import type { TextProblem } from '../../finalists/texts.js';
import { adminFinalist } from '../../finalists/view.js';
import type { AdminContext } from './context.js';
import { CommandError } from './registrations.js';

// `pnpm admin finalists create | edit | remove`: the back office's feature functions (finalists/manage.ts,
// remove.ts) with the same checks, their refusals in the command line's plain English. A text is one option per field
// and language (`--team-zh-hk`, `--school-en`, `--title-zh-cn` …), as the form has one box for each.

/** The options of the texts, as commander names them (camel case). */
export type TextOptions = Partial<Record<`${'team' | 'school' | 'title'}${'ZhHk' | 'ZhCn' | 'En'}`, string>>;

const FIELDS: Record<FinalistTextField, 'team' | 'school' | 'title'> = { teamName: 'team', school: 'school', workTitle: 'title' };
const LANGS: Record<Language, { key: 'ZhHk' | 'ZhCn' | 'En'; flag: string; name: string }> = {
  zhComplex: { key: 'ZhHk', flag: 'zh-hk', name: 'Traditional Chinese' },
  zhSimple: { key: 'ZhCn', flag: 'zh-cn', name: 'Simplified Chinese' },
  en: { key: 'En', flag: 'en', name: 'English' },
};

/** The option's name as typed, e.g. `--team-zh-hk`. */
export const textFlag = (field: FinalistTextField, language: Language) => `--${FIELDS[field]}-${LANGS[language].flag}`;

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);
const cliActor = (ctx: AdminContext, by: string | undefined): Actor => ({ kind: 'cli', name: ctx.organizer(by) });
const env = (ctx: AdminContext): FinalistsEnv => ({ db: ctx.db, prerenderDir: ctx.config.prerenderDir });

/** The texts of the options over `base` (a finalist's current texts, or empty ones for a new finalist). */
function textsOf(options: TextOptions, base: Record<FinalistTextField, LocalizedText>): Record<FinalistTextField, LocalizedText> {
  const field = (name: FinalistTextField): LocalizedText => {
    const given = (language: Language) => options[`${FIELDS[name]}${LANGS[language].key}`] ?? base[name][language];
    return { zhComplex: given('zhComplex'), zhSimple: given('zhSimple'), en: given('en') };
  };
  return { teamName: field('teamName'), school: field('school'), workTitle: field('workTitle') };
}

const EMPTY: LocalizedText = { zhComplex: '', zhSimple: '', en: '' };

function problemText({ field, language, problem }: TextProblem): string {
  const flag = textFlag(field, language);
  switch (problem) {
    case 'required':
      return `${flag} is required (${LANGS[language].name} is the site's default language)`;
    case 'tooLong':
      return `${flag} may have at most ${FINALIST_TEXT_MAX[field]} characters`;
    case 'control':
      return `${flag} must be one line of text, without control characters`;
    case 'html':
      return `${flag} must be plain text, without HTML tags or entities`;
  }
}

/** A refusal of create, edit or remove, as the operator reads it. */
export function finalistRefusalText(what: string, refusal: FinalistRefusal): string {
  switch (refusal.reason) {
    case 'noFinalist':
      return `no ${what} (pnpm admin finalists list shows them)`;
    case 'texts':
      return `${what}: nothing changed\n${refusal.problems.map(problemText).join('\n')}`;
    case 'positionRange':
      return `${what}: group ${refusal.group}'s finalists are numbered 1 to ${refusal.max}; nothing changed`;
    case 'positionTaken':
      return `${what}: number ${refusal.position} is already finalist ${refusal.finalistId}'s; nothing changed`;
    case 'groupFull':
      return `${what}: group ${refusal.group} already has its ${refusal.max} finalists (pnpm admin finalists remove <id> frees a place); nothing changed`;
    case 'inUse': {
      const { results, scores, votes } = refusal.uses;
      return `${what} is referred to by ${results} published result row(s), ${scores} jury score(s) and ${votes} vote(s): not removed`;
    }
  }
}

export interface CreateOptions extends TextOptions {
  group: GroupNumber;
  position: number;
  by?: string;
}

export async function createFinalistCommand(ctx: AdminContext, options: CreateOptions) {
  const body = { group: options.group, position: options.position, ...textsOf(options, { teamName: EMPTY, school: EMPTY, workTitle: EMPTY }) };
  const result = await createFinalist(env(ctx), body, cliActor(ctx, options.by));
  if (!result.ok) throw new CommandError(finalistRefusalText(`new finalist of group ${options.group}`, result.refusal));
  line(ctx, `finalist ${result.id} created: group ${options.group} No. ${options.position}, "${body.workTitle.zhComplex.trim()}"`);
}

export interface EditOptions extends TextOptions {
  position?: number;
  by?: string;
}

/** Changes what the options give; every other text and the number stay as they are. */
export async function editFinalistCommand(ctx: AdminContext, id: number, options: EditOptions) {
  const current = await adminFinalist(ctx.db, id);
  if (!current) throw new CommandError(finalistRefusalText(`finalist ${id}`, { reason: 'noFinalist' }));
  const body: FinalistBody = { position: options.position ?? current.position, ...textsOf(options, current) };
  const result = await editFinalist(env(ctx), id, body, cliActor(ctx, options.by));
  if (!result.ok) throw new CommandError(finalistRefusalText(`finalist ${id}`, result.refusal));
  line(ctx, `finalist ${id} saved: group ${current.group} No. ${body.position}, "${body.workTitle.zhComplex.trim()}"`);
}

export async function removeFinalistCommand(ctx: AdminContext, id: number, by?: string) {
  const result = await removeFinalist(env(ctx), id, cliActor(ctx, by));
  if (!result.ok) throw new CommandError(finalistRefusalText(`finalist ${id}`, result.refusal));
  line(ctx, `finalist ${id} removed: group ${result.group} No. ${result.position}${result.sample ? ' (a seeded sample)' : ''}`);
  line(ctx, 'its poster and film stay public under /media/finalists/ (named by their content, they may be shared)');
}
