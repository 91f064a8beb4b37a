import { createHash } from 'node:crypto';

// A submitted sheet's fingerprint (issue 27 point 6, docs/adr/0047): SHA-256 over its canonical content — the round,
// the judge's staff id, and every cell as [entry id, criterion, hundredths], sorted. Submitting stores it; compute
// recomputes it from the cells it reads and puts it into the result's digest, so changing any score of a submitted
// sheet afterwards changes the digest anyone recomputes. Names are not part of it (they are personal data and change).

export interface SheetCell {
  entryId: number;
  criterion: string;
  centi: number;
}

export interface SheetIdentity {
  season: string;
  group: 1 | 2;
  round: string;
  staffId: number;
}

export function canonicalSheet(sheet: SheetIdentity, cells: readonly SheetCell[]): string {
  const sorted = [...cells]
    .sort((a, b) => a.entryId - b.entryId || (a.criterion < b.criterion ? -1 : a.criterion > b.criterion ? 1 : 0))
    .map((cell) => [cell.entryId, cell.criterion, cell.centi]);
  return JSON.stringify({ season: sheet.season, group: sheet.group, round: sheet.round, judge: sheet.staffId, cells: sorted });
}

export function sheetHash(sheet: SheetIdentity, cells: readonly SheetCell[]): string {
  return createHash('sha256').update(canonicalSheet(sheet, cells)).digest('hex');
}
