import { toContestGroup, toGroupNumber } from '../../content/groups.js';
import type { RegistrationStatusValue } from '../../db/schema-registrations.js';
import { makeExport } from '../../exports/export.js';
import { decide, type Decision } from '../../registrations/decide.js';
import { registrationDetail } from '../../registrations/review.js';
import { listRegistrations } from '../../registrations/store.js';
import { parseUploadUri } from '../../uploads/names.js';
import { absoluteUploadPath } from '../../uploads/ownership.js';
import { findUpload } from '../../uploads/records.js';
import { CommandError } from '../command-line.js';
import type { AdminContext } from './context.js';

// `pnpm admin registrations …`: what organizers do with registrations, through the feature functions the back office
// calls too (decisions and exports are recorded in the audit log with this command line as the actor). Output is
// plain text for people and CSV for spreadsheets; personal data stays on the organizer's machine (nothing here is served).

// Defined with the shared command-line runner; the admin modules import it from here.
export { CommandError };

const line = (ctx: AdminContext, text = '') => ctx.io.stdout.write(`${text}\n`);

export async function listCommand(ctx: AdminContext, options: { group?: 1 | 2; status?: RegistrationStatusValue }) {
  const rows = await listRegistrations(ctx.db, {
    season: ctx.season.id,
    ...(options.group ? { group: toContestGroup(options.group) } : {}),
    ...(options.status ? { status: options.status } : {}),
  });
  line(ctx, ['id', 'group', 'status', 'updated', 'team'].join('\t'));
  for (const row of rows) {
    line(ctx, [row.id, toGroupNumber(row.contest_group), row.status, row.updated_at, row.team_name].join('\t'));
  }
  line(ctx, `${rows.length} registration(s) in season ${ctx.season.id}`);
}

export async function showCommand(ctx: AdminContext, id: number) {
  const detail = await registrationDetail(ctx.db, id);
  if (!detail) throw new CommandError(`no registration ${id}`);
  const { row } = detail;
  line(ctx, `registration ${row.id} · season ${row.season} · group ${toGroupNumber(row.contest_group)} · ${row.status}`);
  line(ctx, `team: ${row.team_name}`);
  line(ctx, `topic: ${row.topic_key}`);
  line(ctx, `account: ${detail.account?.email ?? '(deleted)'} · language ${row.language}`);
  if (row.reason) line(ctx, `reason: ${row.reason}`);
  line(ctx, 'members:');
  for (const member of detail.members) {
    line(ctx, `  ${member.ordinal}. ${member.name} (${member.position}) · born ${member.birth_date} · ${member.school} · student ID ${member.student_id} · ${member.email}`);
    for (const [side, uri] of [['front', member.id_card_front], ['back', member.id_card_back]] as const) {
      const parsed = parseUploadUri(uri);
      const upload = parsed && (await findUpload(ctx.db, parsed.publicId, parsed.ext));
      const where = upload ? absoluteUploadPath(ctx.config.dataDir, upload.storagePath) : '(file missing)';
      line(ctx, `     ID card ${side}: ${where}`);
    }
  }
  line(ctx, 'history:');
  for (const event of detail.history) {
    const who = event.actor === 'organizer' ? `organizer ${event.actor_name ?? ''}`.trim() : 'team';
    line(ctx, `  ${event.at} ${event.from_status ?? '—'} → ${event.to_status} by ${who}${event.reason ? `: ${event.reason}` : ''}`);
  }
}

export async function decideCommand(ctx: AdminContext, id: number, decision: Decision, by: string | undefined) {
  const result = await decide(ctx, ctx.acting(by), id, decision);
  if (!result.ok) {
    if (result.reason === 'notFound') throw new CommandError(`no registration ${id}`);
    if (result.reason === 'reasonRequired') throw new CommandError('a rejection needs --reason "…" (the team sees it)');
    throw new CommandError(`registration ${id} is ${result.status ?? 'no longer pending'}: only a pending registration can be decided`);
  }
  line(ctx, `registration ${id} ${decision.to}; mailed ${result.mailedTo} (${ctx.mailer.kind})`);
}

/** CSV of a group, one line per member; recorded as an export (staff_exports and the audit log) before it is written. */
export async function exportCommand(ctx: AdminContext, group: 1 | 2, by?: string) {
  const made = await makeExport(ctx.db, ctx.season.id, ctx.acting(by), { kind: 'registrations', group });
  ctx.io.stdout.write(made.csv);
}
