import type { GroupNumber } from '../../content/groups.js';
import type { Language } from '../../i18n/messages.js';
import { ScoringError } from '../../scoring/compute.js';
import { publishGroup } from '../../scoring/publish.js';
import { reviewResult } from '../../scoring/review.js';
import { formatTable } from '../../scoring/table.js';
import type { AdminContext } from './context.js';
import { CommandError } from './registrations.js';

// `pnpm admin winners compute|publish --group N`: the ranked table by the published formula (ADR 0015), printed
// for review, then stored with its digest and made public from the group's winners day.

const line = (ctx: AdminContext, text: string) => ctx.io.stdout.write(`${text}\n`);

/** Scoring's own refusals (no scores, an incomplete sheet, vote still open) are the organizer's to fix. */
async function organizerErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ScoringError) throw new CommandError(error.message);
    throw error;
  }
}

export async function computeWinnersCommand(ctx: AdminContext, group: GroupNumber, lang: Language, by?: string) {
  const result = await organizerErrors(() => reviewResult(ctx.db, ctx.season, group, lang, { kind: 'cli', name: ctx.organizer(by) }));
  for (const text of formatTable(result)) line(ctx, text);
}

export async function publishWinnersCommand(ctx: AdminContext, group: GroupNumber, options: { by?: string; digest?: string }) {
  const publication = await organizerErrors(() =>
    publishGroup(ctx.db, ctx.season, group, {
      by: ctx.organizer(options.by),
      actor: { kind: 'cli', name: ctx.organizer(options.by) },
      prerenderDir: ctx.config.prerenderDir,
      ...(options.digest ? { expectDigest: options.digest } : {}),
    }),
  );
  const { result } = publication;
  for (const text of formatTable(result)) line(ctx, text);
  const due = ctx.season.day(ctx.season.now()) >= publication.resultsOn;
  line(
    ctx,
    `published as #${publication.id} by ${ctx.organizer(options.by)}: ${publication.winners} winner record(s), ` +
      (due ? `public now (winners day ${publication.resultsOn})` : `public from ${publication.resultsOn}`),
  );
}
