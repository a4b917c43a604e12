/**
 * Builds the deprecation calendar: the change schedule and every `@deprecated` in the schema, merged
 * by location and kind. The schedule is the announcement, so where both date one change, the
 * schedule's date wins and the disagreement is reported.
 */
import type { GraphQLSchema } from 'graphql';
import { CODEMOD_NAMES } from '../codemods/codemod-names.js';
import { resolveCoordinate } from '../schema/coordinates.js';
import { deprecatedElements, type DeprecatedElement } from '../schema/deprecated-elements.js';
import type { ScheduledChange } from './change-schedule.js';
import { datesInReason, deletionDateProblem, parseDeletionDate } from './reason-dates.js';
import { replacementFromReason } from './replacement-from-reason.js';
import type { Calendar, CalendarEntry, Diagnostic, SourcePosition } from './types.js';

export interface BuildCalendarInput {
  /** `YYYY-MM-DD`: the day statuses are relative to. */
  today: string;
  schema?: GraphQLSchema | undefined;
  changes?: readonly ScheduledChange[] | undefined;
  /** Schedule locations that do not resolve in the schema become errors instead of warnings. */
  strict?: boolean;
  /** Entries known without a schedule (the platform's legacy REST endpoints), added as they are. */
  builtin?: readonly CalendarEntry[];
}

const keyOf = (entry: Pick<CalendarEntry, 'location' | 'kind'>) => `${entry.location}\u0000${entry.kind}`;
const where = (place: SourcePosition | null) => (place ? `${place.file}:${place.line}` : 'the schema');

export function buildCalendar(input: BuildCalendarInput): Calendar {
  const diagnostics: Diagnostic[] = [];
  const changes = input.changes ?? [];
  const scheduled = new Set(changes.map((change) => change.location));
  // Schema entries are keyed by location and kind; schedule rows each stay an entry of their own
  // (one location may be announced twice, as `Query` is), absorbing the schema entry they match.
  const fromSchemaByKey = new Map<string, CalendarEntry>();
  const merged: CalendarEntry[] = [];

  if (input.schema) {
    for (const element of deprecatedElements(input.schema)) {
      for (const entry of entriesFromSchema(element, input.schema, diagnostics, scheduled.has(element.coordinate))) {
        fromSchemaByKey.set(keyOf(entry), entry);
      }
    }
  }
  const absorbed = new Set<CalendarEntry>();

  for (const change of changes) {
    if (change.codemod !== null && !(CODEMOD_NAMES as readonly string[]).includes(change.codemod)) {
      // A warning: a schedule may name the codemods of a newer sunset, and everything else in it still holds.
      diagnostics.push({
        severity: 'warning',
        code: 'unknown-codemod',
        message: `unknown codemod "${change.codemod}" (known: ${CODEMOD_NAMES.join(', ')})`,
        ...change.definedAt,
      });
    }
    const resolved = change.isCoordinate && input.schema ? resolveCoordinate(input.schema, change.location) !== undefined : false;
    if (change.isCoordinate && input.schema && !resolved) {
      diagnostics.push({
        severity: input.strict ? 'error' : 'warning',
        code: 'unresolved-location',
        message: `${change.location} is not in the loaded schema (the schema may be partial)`,
        ...change.definedAt,
      });
    }
    const fromSchema = fromSchemaByKey.get(keyOf(change)) ?? undatedDeprecation(fromSchemaByKey, change);
    if (fromSchema && fromSchema.date !== null && fromSchema.date !== change.date) {
      diagnostics.push({
        severity: 'warning',
        code: 'date-disagreement',
        message:
          `schema and schedule disagree on the ${change.kind} date of ${change.location}: ` +
          `${fromSchema.date} in ${where(fromSchema.definedAt)}, ${change.date} in the schedule; the schedule's date is used`,
        ...change.definedAt,
      });
    }
    if (fromSchema) absorbed.add(fromSchema);
    merged.push({
      location: change.location,
      api: change.api,
      kind: change.kind,
      date: change.date,
      status: 'past',
      replacement:
        change.replacement ?? fromSchema?.replacement ?? (change.replacementInDescription && change.description && input.schema ? replacementFromReason(change.description, change.location, input.schema) : null),
      description: change.description,
      source: fromSchema ? 'both' : 'changes',
      codemod: change.codemod,
      rewrite: change.rewrite,
      reason: fromSchema?.reason ?? null,
      resolved: resolved || fromSchema !== undefined,
      definedAt: change.definedAt,
    });
  }
  for (const entry of fromSchemaByKey.values()) if (!absorbed.has(entry)) merged.push(entry);
  merged.push(...(input.builtin ?? []));

  const entries = merged.map((entry) => ({ ...entry, status: statusOn(entry.date, input.today) }));
  entries.sort(compareEntries);
  return { today: input.today, entries, diagnostics };
}

/** A schema deprecation with no date merges with a scheduled deprecation of the same element. */
function undatedDeprecation(fromSchemaByKey: Map<string, CalendarEntry>, change: ScheduledChange): CalendarEntry | undefined {
  if (change.kind !== 'deprecation') return undefined;
  const entry = fromSchemaByKey.get(keyOf({ location: change.location, kind: 'deprecation' }));
  return entry?.date === null ? entry : undefined;
}

function entriesFromSchema(element: DeprecatedElement, schema: GraphQLSchema, diagnostics: Diagnostic[], scheduled: boolean): CalendarEntry[] {
  const { dates, invalid } = datesInReason(element.reason);
  const found = dates.map(({ kind, date }) => ({ kind, date }));
  // A time is read only in a reason (`2027-01-02T25:00:00Z`): there the day may exist and the time not.
  const problems = invalid.map((text) => `names a date${/T\d/.test(text) ? ' or time' : ''} that does not exist: "${text}"`);
  if (element.deletionDate !== null) {
    const date = parseDeletionDate(element.deletionDate);
    if (date) found.push({ kind: 'removal', date });
    else problems.push(deletionDateProblem(element.deletionDate));
  }
  for (const problem of problems) {
    // The schedule can vouch for the element's dates, so a typo in a vendor's schema need not block its users.
    diagnostics.push({
      severity: scheduled ? 'warning' : 'error',
      code: 'invalid-date',
      message: `the deprecation of ${element.coordinate} ${problem}` + (scheduled ? ' (the schedule dates it instead)' : ''),
      ...placeOf(element),
    });
  }
  const base = {
    location: element.coordinate,
    api: 'graphql' as const,
    status: 'past' as const,
    replacement: replacementFromReason(element.reason, element.coordinate, schema),
    description: null,
    source: 'schema' as const,
    codemod: null,
    rewrite: null,
    reason: element.reason,
    resolved: true,
    definedAt: element.definedAt,
  };
  if (found.length === 0) return [{ ...base, kind: 'deprecation', date: null }];
  // One entry per kind: a reason that names two removal dates keeps the earliest.
  const byKind = new Map<string, CalendarEntry>();
  for (const { kind, date } of found) {
    const existing = byKind.get(kind);
    if (!existing || (existing.date !== null && date < existing.date)) byKind.set(kind, { ...base, kind, date });
  }
  return [...byKind.values()];
}

/** The schema file and line of an element; the file alone where the schema was printed from introspection. */
function placeOf(element: DeprecatedElement): Partial<SourcePosition> {
  return element.definedAt ?? (element.definedIn ? { file: element.definedIn } : {});
}

export function statusOn(date: string | null, today: string): CalendarEntry['status'] {
  return date === null || date <= today ? 'past' : 'upcoming';
}

function compareEntries(a: CalendarEntry, b: CalendarEntry): number {
  if (a.date !== b.date) {
    if (a.date === null) return 1;
    if (b.date === null) return -1;
    return a.date < b.date ? -1 : 1;
  }
  if (a.location !== b.location) return a.location < b.location ? -1 : 1;
  return a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0;
}
