/**
 * The legacy proposal API's endpoints (spec 4.3) as calendar entries, so the calendar, the engine
 * and the lint rule share one table. The spec dates none of them: they are undated deprecations.
 */
import { proposalReplacement, SELLER_PROPOSAL_ENDPOINTS, BUYER_PROPOSAL_ENDPOINTS } from '../rest/legacy-proposal-api.js';
import type { CalendarEntry } from './types.js';

export function legacyProposalEntries(): CalendarEntry[] {
  const seen = new Set<string>();
  const entries: CalendarEntry[] = [];
  for (const row of [...SELLER_PROPOSAL_ENDPOINTS, ...BUYER_PROPOSAL_ENDPOINTS]) {
    const location = `REST ${row.method} ${row.route}`;
    if (seen.has(location)) continue;
    seen.add(location);
    const { replacement } = proposalReplacement(row.route, row.method);
    entries.push({
      location,
      api: 'rest',
      kind: 'deprecation',
      date: null,
      status: 'past',
      replacement,
      description: `Legacy proposal API (EPA): ${row.purpose.toLowerCase()}. Sellers move to the deal API (PDP), buyers to the platform API's inventory mutations (spec 4.3).`,
      source: 'builtin',
      codemod: null,
      rewrite: null,
      reason: null,
      resolved: false,
      definedAt: null,
    });
  }
  return entries;
}
