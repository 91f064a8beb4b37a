import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { webOrigin } from './csp.js';

/** What the built shell asks of the policy (shared/build/csp.mjs writes it beside index.html). */
export interface ShellPolicyNeeds {
  styleHashes: string[];
  connectOrigins: string[];
}

const NO_NEEDS: ShellPolicyNeeds = { styleHashes: [], connectOrigins: [] };
const isSource = (value: unknown): value is string => typeof value === 'string' && /^'sha256-[A-Za-z0-9+/=]+'$/.test(value);
const isOrigin = (value: unknown): value is string => typeof value === 'string' && webOrigin(value) === value;

/** The shell build's `csp.json`; nothing extra when it is missing or malformed (its styles are then refused). */
export async function readShellPolicyNeeds(shellDist: string): Promise<ShellPolicyNeeds> {
  try {
    const parsed = JSON.parse(await readFile(join(shellDist, 'csp.json'), 'utf8')) as Partial<Record<keyof ShellPolicyNeeds, unknown>>;
    return {
      styleHashes: Array.isArray(parsed.styleHashes) ? parsed.styleHashes.filter(isSource) : [],
      connectOrigins: Array.isArray(parsed.connectOrigins) ? parsed.connectOrigins.filter(isOrigin) : [],
    };
  } catch {
    return NO_NEEDS;
  }
}
