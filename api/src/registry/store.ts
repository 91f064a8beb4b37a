import { readFile, stat } from 'node:fs/promises';
import { Compile } from 'typebox/compile';
import { RegistryDocument } from './schema.js';

/** `missing`: there is no file at all, which is normal once every remote is released through the database. */
export type RegistryRead = { ok: true; document: RegistryDocument } | { ok: false; reason: string; missing?: true };

const validator = Compile(RegistryDocument);

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
    if (!validator.Check(value)) {
      const [first] = validator.Errors(value);
      return { ok: false, reason: `invalid registry: ${first?.instancePath || '/'} ${first?.message ?? ''}` };
    }
    const names = value.remotes.map((remote) => remote.name);
    const duplicate = names.find((name, index) => names.indexOf(name) !== index);
    if (duplicate) return { ok: false, reason: `invalid registry: remote ${duplicate} listed twice` };
    return { ok: true, document: value };
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
