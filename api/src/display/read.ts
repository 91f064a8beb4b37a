import type { Kysely } from 'kysely';
import { DISPLAY_COLLECTIONS, type AdminDisplayCollection, type DisplayCollection, type DisplayCollectionState } from '@portal/contracts/admin-display';
import type { Database } from '../db/schema.js';
import { STORES } from './stores.js';

// What the back office reads: each collection's version (what a save is made against), count and items.

export type StoredCollection = AdminDisplayCollection;

async function versionOf(db: Kysely<Database>, collection: DisplayCollection) {
  const row = await db.selectFrom('display_collections').select(['version', 'updated_at']).where('collection', '=', collection).executeTakeFirst();
  // Migration 025 makes every row; a database without one answers as the start's data.
  return { version: row?.version ?? 1, updatedAt: row?.updated_at ?? null };
}

export async function readCollection(db: Kysely<Database>, collection: DisplayCollection): Promise<StoredCollection> {
  const [{ version, updatedAt }, items] = await Promise.all([versionOf(db, collection), STORES[collection].read(db)]);
  return { collection, version, updatedAt, count: items.length, items: items as StoredCollection['items'] };
}

export async function readOverview(db: Kysely<Database>): Promise<DisplayCollectionState[]> {
  const states: DisplayCollectionState[] = [];
  for (const collection of DISPLAY_COLLECTIONS) {
    const { items: _items, ...state } = await readCollection(db, collection);
    states.push(state);
  }
  return states;
}
