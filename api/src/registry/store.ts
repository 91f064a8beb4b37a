import { readFile, stat } from 'node:fs/promises';
import { parseRegistry, registryProblem, type RegistryDocument } from '@portal/contracts/registry';

/** `missing`: there is no file at all, which is normal once every remote is released through the database. */
export type RegistryRead = { ok: true; document: RegistryDocument } | { ok: false; reason: string; missing?: true };

/**
 * Reads the registry file and keeps the parsed result until the file changes, so the file can be
 * rewritten (write-then-rename, as scripts/release.mjs does) without a restart.
 */
export class RegistryStore {
  #stamp = '';
  #last: RegistryRead = { ok: false, reason: 'not read yet' };

  constructor(readonly file: string) {}

  async read(): Promise<RegistryRead> {
    let stamp: string;
    try {
      const info = await stat(this.file);
      stamp = `${info.ino}:${info.size}:${info.mtimeMs}`;
    } catch (error) {
      return { ok: false, reason: `cannot stat ${this.file}: ${describe(error)}`, missing: true };
    }
    if (stamp !== this.#stamp) {
      this.#last = await this.#load();
      this.#stamp = stamp;
    }
    return this.#last;
  }

  async #load(): Promise<RegistryRead> {
    let text: string;
    let value: unknown;
    try {
      text = await readFile(this.file, 'utf8');
      value = JSON.parse(text);
    } catch (error) {
      return { ok: false, reason: `cannot read ${this.file}: ${describe(error)}` };
    }
    // The schema every shell reads the registry with (@portal/contracts): a file it would refuse is not served.
    const document = parseRegistry(value);
    if (!document) return { ok: false, reason: `invalid registry: ${registryProblem(value) ?? 'unreadable'}` };
    return { ok: true, document };
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
