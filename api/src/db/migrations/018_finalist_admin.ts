import { sql, type Kysely } from 'kysely';

// Finalists made in the back office (issue 24): a finalist's number is unique within its group, so the announced list
// never shows two "No. 3". With numbers from 1 to the group's count (checked by finalists/rules.ts), the index also
// holds the group to that count when two organizers add a finalist at the same moment: one of them gets the number.
// Finalists written by SQL before this may share a number; the migration then stops and names them rather than
// renumbering a list that may already be announced.
export async function up(db: Kysely<unknown>): Promise<void> {
  const shared = await sql<{ contest_group: string; position: number }>`
    select contest_group, position from finalists group by contest_group, position having count(*) > 1
    order by contest_group, position`.execute(db);
  if (shared.rows.length > 0) {
    const list = shared.rows.map((row) => `${row.contest_group} No. ${row.position}`).join(', ');
    throw new Error(`018_finalist_admin: finalists share a number within their group (${list}); give each a number of its own (UPDATE finalists SET position = … WHERE id = …) and start again`);
  }
  await db.schema.createIndex('finalists_group_position_uq').unique().on('finalists').columns(['contest_group', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('finalists_group_position_uq').execute();
}
