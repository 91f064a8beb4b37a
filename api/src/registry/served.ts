import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { overlayRegistry } from '../releases/overlay.js';
import { readReleases } from '../releases/state.js';
import type { RegistryDocument } from '@portal/contracts/registry';
import type { RegistryRead, RegistryStore } from './store.js';

export interface ServedRegistry {
  /** null: neither a valid file nor a released remote — the shell keeps its built-in copy. */
  document: RegistryDocument | null;
  file: RegistryRead;
}

/**
 * The registry as visitors get it, at /registry.json and inside each page's HTML: the registry file overlaid by what
 * `pnpm release` put in the database (stable versions, a candidate while it applies by the server clock).
 */
export async function servedRegistry(db: Kysely<Database>, store: RegistryStore, now: Date): Promise<ServedRegistry> {
  const [file, releases] = await Promise.all([
    store.read(),
    // Without the database the file alone could name another version than the one visitors have: let the shell
    // keep its built-in copy instead.
    readReleases(db).catch((error: unknown) => {
      throw new AppError(503, 'serviceUnavailable', { detail: `cannot read the release state: ${String(error)}` });
    }),
  ]);
  return { document: overlayRegistry(file.ok ? file.document : null, releases, now), file };
}
