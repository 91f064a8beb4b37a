import type { Generated } from 'kysely';
import type { ContestGroup } from './schema-content.js';

// Tables of migration 017_staff_exports. Timestamps are ISO 8601 UTC strings.

export type ExportKind = 'registrations' | 'works';

export interface StaffExportTable {
  id: Generated<number>;
  season: string;
  at: string;
  kind: ExportKind;
  contest_group: ContestGroup;
  rows: number;
  actor_kind: 'staff' | 'cli';
  staff_id: number | null;
  actor_name: string;
}
