import type { BroadcastAudience, BroadcastDelivery, BroadcastDetail, BroadcastPage, BroadcastSummary, BroadcastTexts } from '@portal/contracts/admin-broadcasts';
import type { Language } from '@portal/contracts/languages';
import type { Kysely, Selectable } from 'kysely';
import type { BroadcastTable } from '../db/schema-broadcasts.js';
import type { Database } from '../db/schema.js';

// The broadcasts as the back office and `pnpm admin broadcasts list` read them, with their delivery counted from the
// message queue's rows (migration 028): delivered = sent, waiting = queued or being sent (retries included),
// failed = dead letters. The failed ones themselves are the Deliveries list's (GET /api/admin/messages?broadcast_id=).

const PAGE_SIZE = 20;

async function deliveries(db: Kysely<Database>, ids: number[]): Promise<Map<number, BroadcastDelivery>> {
  const counts = new Map<number, BroadcastDelivery>(ids.map((id) => [id, { delivered: 0, waiting: 0, failed: 0 }]));
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('messages')
    .select((eb) => ['broadcast_id', 'status', eb.fn.countAll<string | number>().as('n')])
    .where('broadcast_id', 'in', ids)
    .groupBy(['broadcast_id', 'status'])
    .execute();
  for (const row of rows) {
    const delivery = counts.get(row.broadcast_id ?? 0);
    if (!delivery) continue;
    const n = Number(row.n);
    if (row.status === 'sent') delivery.delivered += n;
    else if (row.status === 'dead') delivery.failed += n;
    else delivery.waiting += n;
  }
  return counts;
}

function summary(row: Selectable<BroadcastTable>, lang: Language, delivery: BroadcastDelivery): BroadcastSummary {
  const texts = JSON.parse(row.texts) as BroadcastTexts;
  return {
    id: row.id,
    subject: texts[lang].subject,
    audience: JSON.parse(row.audience) as BroadcastAudience,
    recipients: row.recipients,
    optedOut: row.opted_out,
    sentBy: row.sent_by_name ?? '',
    sentAt: row.sent_at,
    delivery,
  };
}

export async function listBroadcasts(db: Kysely<Database>, lang: Language, page: { page_no?: number; page_size?: number } = {}): Promise<BroadcastPage> {
  const pageNo = page.page_no ?? 1;
  const pageSize = page.page_size ?? PAGE_SIZE;
  const total = await db.selectFrom('broadcasts').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const rows = await db.selectFrom('broadcasts').selectAll().orderBy('id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
  const counts = await deliveries(db, rows.map((row) => row.id));
  return {
    lists: rows.map((row) => summary(row, lang, counts.get(row.id) as BroadcastDelivery)),
    count: Number(total.n),
    page_no: pageNo,
    page_size: pageSize,
  };
}

export async function readBroadcast(db: Kysely<Database>, id: number, lang: Language): Promise<BroadcastDetail | undefined> {
  const row = await db.selectFrom('broadcasts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const counts = await deliveries(db, [id]);
  return { ...summary(row, lang, counts.get(id) as BroadcastDelivery), texts: JSON.parse(row.texts) as BroadcastTexts };
}
