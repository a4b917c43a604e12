/**
 * What `sunset check` found, as every output format sees it, and the two questions each of them
 * asks of it: which findings fail the run, and which dates come next.
 */
import type { EngineWarning, Finding, FindingStatus } from '../analysis/types.js';
import type { Calendar, CalendarEntry } from '../calendar/types.js';
import { daysBetween } from '../dates.js';

/** The least severe status that fails the run; `invalid` always fails. */
export type FailOn = 'removed' | 'deprecated' | 'upcoming';

export interface CheckReport {
  /** `YYYY-MM-DD`: the day the findings were judged against. */
  today: string;
  failOn: FailOn;
  /** Sorted by file, then position (as the analyzer returns them). */
  findings: Finding[];
  warnings: EngineWarning[];
  calendar: Calendar;
  stats: { files: number; filesWithDocuments: number; documents: number };
}

/** The statuses that fail at each `--fail-on` level. */
const FAILING: Record<FailOn, ReadonlySet<FindingStatus>> = {
  removed: new Set(['invalid', 'removed']),
  deprecated: new Set(['invalid', 'removed', 'deprecated']),
  upcoming: new Set(['invalid', 'removed', 'deprecated', 'upcoming']),
};

/** Whether a finding of `status` fails a run at `failOn`. */
export function failsAt(status: FindingStatus, failOn: FailOn): boolean {
  return FAILING[failOn].has(status);
}

/** The findings that make `sunset check` exit 1, in report order. */
export function failingFindings(report: Pick<CheckReport, 'findings' | 'failOn'>): Finding[] {
  return report.findings.filter((finding) => failsAt(finding.status, report.failOn));
}

/**
 * The next `count` dated changes after `today` (GraphQL coordinates, REST endpoints and area labels
 * alike), nearest first. Entries on `today` are already in force and are not "next".
 * Judged against `today`, not the entries' own `status`, so a calendar built for another day still answers right.
 */
export function nextDates(calendar: Calendar, today: string, count = 3): CalendarEntry[] {
  if (count <= 0) return [];
  return calendar.entries
    .filter((entry): entry is CalendarEntry & { date: string } => entry.date !== null && entry.date > today && (entry.api === 'graphql' || entry.api === 'rest'))
    .sort((a, b) => compare(a.date, b.date) || compare(a.location, b.location) || compare(a.kind, b.kind))
    .slice(0, count);
}


/**
 * The calendar entry a finding is about: for its location, the one dated as the finding is, else
 * one with a description, else the first. Undefined for findings with no location (invalid documents).
 */
export function calendarEntryFor(calendar: Calendar, finding: Pick<Finding, 'location' | 'date'>): CalendarEntry | undefined {
  if (finding.location === null) return undefined;
  const entries = calendar.entries.filter((entry) => entry.location === finding.location);
  return (
    entries.find((entry) => entry.date === finding.date && entry.description !== null) ??
    entries.find((entry) => entry.description !== null) ??
    entries.find((entry) => entry.date === finding.date) ??
    entries[0]
  );
}

/** Strings in code-unit order, as the analyzer sorts files. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
