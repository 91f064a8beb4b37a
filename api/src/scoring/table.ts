import type { GroupResult } from './result.js';

// The ranked table as organizers read it in a terminal (tab-separated, so it pastes into a spreadsheet).

/** 8750 → "87.50". */
export function points(centi: number | null): string {
  if (centi === null) return '';
  return `${Math.floor(centi / 100)}.${String(centi % 100).padStart(2, '0')}`;
}

export function formatTable(result: GroupResult): string[] {
  const films = result.group === 1;
  const header = films
    ? ['rank', 'finalist', 'team', 'school', 'jury', 'votes', 'vote', 'final', 'award']
    : ['rank', 'finalist', 'team', 'school', 'proposal', 'presentation', 'jury', 'final', 'award'];
  const lines = result.rows.map((row) => {
    const middle = films ? [points(row.jury), String(row.votes ?? 0), points(row.vote)] : [points(row.proposal), points(row.presentation), points(row.jury)];
    return [row.rank, row.finalist.id, row.finalist.teamName, row.finalist.school, ...middle, points(row.final), row.award ?? '—'].join('\t');
  });
  const footer: string[] = [];
  if (films) {
    const active = result.mostActive;
    footer.push(`most active school: ${active ? `${active.school} (${active.films} film${active.films === 1 ? '' : 's'})` : 'none (no films submitted)'}`);
  }
  footer.push(`season ${result.season}, group ${result.group}, formula ${result.formulaVersion}, digest ${result.digest}`);
  return [header.join('\t'), ...lines, ...footer];
}
