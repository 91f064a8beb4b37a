import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isLiveConfigFile } from '@portal/contracts/live-config';
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

/**
 * The origin the home page's live stream plays from while it is shown (DATA_DIR/config/live.json, which an operator
 * switches on during an event without a restart): read per page, like GET /config/live.json.
 */
export async function liveStreamOrigin(dataDir: string): Promise<string | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(dataDir, 'config', 'live.json'), 'utf8'));
    return isLiveConfigFile(parsed) && parsed.show ? webOrigin(parsed.src) : null;
  } catch {
    return null;
  }
}
