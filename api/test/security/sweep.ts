import { withCredential } from './attempts.js';
import { send } from './http.js';
import type { Ledger } from './ledger.js';
import { secretsOf, type Party } from './parties.js';
import { ROUTE_TABLE, type Context } from './route-table.js';
import { leaksIn, type Secret } from './secrets.js';
import type { Station } from './stations.js';

// Public answers hold nobody's personal data: each public GET route's sample paths, asked without a token and with
// one user's token, are searched for the other user's secrets (and, without a token, for both users'). Comment lists
// show what the site shows on purpose (the profile's team name as author, the comment), nothing more.

export async function sweepPublic(station: Station, parties: [Party, Party], context: Context, ledger: Ledger, serverSecrets: Secret[]): Promise<void> {
  const [first, second] = parties;
  for (const [key, route] of Object.entries(ROUTE_TABLE)) {
    if (route.access !== 'public' || !route.sweep) continue;
    const publicComment = key.startsWith('GET /api/comment/');
    for (const path of route.sweep(context)) {
      const askers = [
        { label: 'no token', token: undefined, watched: [first, second] },
        { label: `${first.name}'s token`, token: first.token, watched: [second] },
        { label: `${second.name}'s token`, token: second.token, watched: [first] },
      ];
      for (const asker of askers) {
        ledger.attempts += 1;
        const where = `${station.name} | public ${path} | ${asker.label}`;
        const request = { method: 'GET', path, headers: { accept: 'application/json' } };
        const answer = await send(station.port, asker.token ? withCredential(request, { token: asker.token }) : request);
        if (answer.status >= 500) ledger.problems.push(`${where}: answered ${answer.status}`);
        const secrets = [...asker.watched.flatMap((party) => secretsOf(party, { publicComment })), ...serverSecrets];
        const leaks = leaksIn(answer, secrets);
        if (leaks.length > 0) ledger.leaks.push(`${where}: ${leaks.join(', ')}`);
      }
    }
  }
}
