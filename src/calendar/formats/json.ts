/** The calendar as JSON: `{ today, entries: [...] }`, entries in calendar order. A public format. */
import type { Calendar } from '../types.js';

export function formatCalendarJson(calendar: Calendar): string {
  const entries = calendar.entries.map((entry) => ({
    location: entry.location,
    api: entry.api,
    kind: entry.kind,
    date: entry.date,
    status: entry.status,
    replacement: entry.replacement,
    description: entry.description,
    source: entry.source,
    codemod: entry.codemod,
    rewrite: entry.rewrite,
    reason: entry.reason,
    resolved: entry.resolved,
    definedAt: entry.definedAt,
  }));
  return JSON.stringify({ today: calendar.today, entries }, null, 2) + '\n';
}
