/**
 * The deprecation calendar: every announced or schema-declared retirement, merged by location.
 * Dates are ISO calendar dates (`YYYY-MM-DD`, UTC) kept as strings: they compare lexicographically
 * and never shift with the host's time zone.
 */

/** What happens on an entry's date. */
export type ChangeKind = 'deprecation' | 'removal' | 'breaking' | 'validation';

/** Which API the location belongs to. */
export type ApiKind = 'graphql' | 'rest';

/**
 * Where an entry came from: the schema's `@deprecated`, the change schedule, both agreeing on a
 * location, or sunset's built-in knowledge of the platform (the legacy proposal API of spec 4.3).
 */
export type EntrySource = 'schema' | 'changes' | 'both' | 'builtin';

/** Relative to "today": on or before it is `past`, after it is `upcoming`. Undated deprecations are `past` (they are in force now). */
export type EntryStatus = 'past' | 'upcoming';

/** A place in an input file, 1-based. */
export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

export interface CalendarEntry {
  /** A schema coordinate (`Type.field`, `Type.field(arg:)`, `Enum.VALUE`), `REST <METHOD> <path>`, or an area label (`GraphQL: …`, `REST: …`). */
  location: string;
  api: ApiKind;
  kind: ChangeKind;
  /** `YYYY-MM-DD`, or null when nothing names a date. */
  date: string | null;
  status: EntryStatus;
  /** A coordinate or a short phrase; null when none is known. */
  replacement: string | null;
  description: string | null;
  source: EntrySource;
  /** The name of the codemod that performs this change, when one exists. */
  codemod: string | null;
  /** How selections move (old path to new path, from the location's parent type), when the schedule says. */
  rewrite: Record<string, string> | null;
  /** The schema's `@deprecated(reason:)`, when the schema deprecates the location. */
  reason: string | null;
  /** Whether the location names an element of the loaded schema (always false for REST and area labels). */
  resolved: boolean;
  /** Where the entry is written: the schedule row, else the schema definition. */
  definedAt: SourcePosition | null;
}

/** A problem found while building the calendar that does not stop it (unless `--strict`). */
export interface Diagnostic {
  severity: 'error' | 'warning';
  /** A stable name for the kind of problem, so faces can group or filter (e.g. `unresolved-location`). */
  code?: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

export interface Calendar {
  today: string;
  /** Sorted by date (undated last), then location, then kind. */
  entries: CalendarEntry[];
  diagnostics: Diagnostic[];
}
