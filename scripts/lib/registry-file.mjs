import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { registryFile } from './paths.mjs';

export function readRegistry() {
  if (!existsSync(registryFile)) return { schemaVersion: 1, remotes: [] };
  return JSON.parse(readFileSync(registryFile, 'utf8'));
}

/** Written to a temporary file and renamed, so the API never serves a half-written registry. */
export function writeRegistry(registry) {
  mkdirSync(path.dirname(registryFile), { recursive: true });
  const temporary = `${registryFile}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temporary, registryFile);
}

/** Puts one remote's entry in the registry, keeping the others and any fields it does not know. */
export function upsertRemote(registry, entry) {
  const others = registry.remotes.filter((remote) => remote.name !== entry.name);
  const previous = registry.remotes.find((remote) => remote.name === entry.name) ?? {};
  return { ...registry, remotes: [...others, { ...previous, ...entry }].sort((a, b) => a.name.localeCompare(b.name)) };
}
