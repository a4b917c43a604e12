/** Loads a project's schema and schedule and builds its calendar: the first step of every face. */
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import type { ProjectSettings } from '../config/project-config.js';
import { SunsetError } from '../errors.js';
import { displayPath, isUrl, namedPath } from '../paths.js';
import { loadSchema, loadSchemaSync, type LoadedSchema } from '../schema/load-schema.js';
import { forgetSchemaSyntax } from '../schema/forget-schema-syntax.js';
import { isPlatformSchema } from '../analysis/find-legacy-rest-calls.js';
import { buildCalendar } from './build-calendar.js';
import { legacyProposalEntries } from './legacy-proposal-entries.js';
import { readChangeSchedule, type ScheduledChange } from './change-schedule.js';
import type { Calendar, Diagnostic } from './types.js';

export interface LoadedProject {
  settings: ProjectSettings;
  schema: LoadedSchema;
  changes: ScheduledChange[];
  calendar: Calendar;
}

export interface LoadProjectOptions {
  today: string;
  strict?: boolean;
  /** Where messages' file names are relative to (the working directory). */
  cwd?: string;
  env?: Record<string, string | undefined>;
  /**
   * Keep the schema's SDL nodes (`astNode` on its types, fields and values). Default true. The faces
   * that keep a project for long (the ESLint rules) or hold every document besides it (`sunset check`)
   * drop them once the calendar is built: see forgetSchemaSyntax.
   */
  keepSchemaSyntax?: boolean;
}

export async function loadProject(settings: ProjectSettings, options: LoadProjectOptions): Promise<LoadedProject> {
  const cwd = options.cwd ?? settings.rootDir;
  const schema = await loadSchema(schemaPointers(settings, cwd), { cwd, ...(options.env ? { env: options.env } : {}) }).catch(namingConfig(settings));
  return withCalendar(settings, schema, options, cwd);
}

/** `loadProject` without waiting (files and globs only, no live URL): for ESLint rules. */
export function loadProjectSync(settings: ProjectSettings, options: LoadProjectOptions): LoadedProject {
  const cwd = options.cwd ?? settings.rootDir;
  let schema: LoadedSchema;
  try {
    schema = loadSchemaSync(schemaPointers(settings, cwd), { cwd });
  } catch (error) {
    return namingConfig(settings)(error);
  }
  return withCalendar(settings, schema, options, cwd);
}

/**
 * A schema pointer the graphql config names that reads nothing (a missing file, a glob matching
 * none): the error says which config names it, the file to fix.
 */
function namingConfig(settings: ProjectSettings): (error: unknown) => never {
  return (error) => {
    if (error instanceof SunsetError && settings.configFile && /^(?:cannot read schema|no schema file matches)\b/.test(error.message)) {
      throw new SunsetError(`${error.message} (a schema pointer of ${settings.configFile})`, { ...(error.file ? { file: error.file } : {}), ...(error.line ? { line: error.line } : {}) }, error.exitCode);
    }
    throw error;
  };
}

/** Pointers are relative to the config's directory; messages name files relative to the working directory. */
export function schemaPointers(settings: ProjectSettings, cwd: string): string[] {
  return settings.schema.map((pointer) => {
    if (isUrl(pointer)) return pointer;
    return displayPath(path.isAbsolute(pointer) ? pointer : path.join(settings.rootDir, pointer), cwd);
  });
}

/** A change schedule file: its path, and the name messages give it. */
export interface ScheduleFile {
  file: string;
  display: string;
}

/**
 * The calendar of a loaded schema and its change schedules, with sunset's built-in entries where the
 * schema is the platform's (the legacy `/proposal` REST API): what every face judges against.
 */
export function calendarWithSchedules(
  schema: GraphQLSchema,
  schedules: readonly ScheduleFile[],
  options: { today: string; strict?: boolean },
): { changes: ScheduledChange[]; calendar: Calendar } {
  const changes = schedules.flatMap(({ file, display }) => readChangeSchedule(file, display));
  const builtin = isPlatformSchema(schema) ? legacyProposalEntries() : [];
  const calendar = buildCalendar({ today: options.today, schema, changes, strict: options.strict ?? false, builtin });
  stopOnImpossibleDates(calendar.diagnostics);
  return { changes, calendar };
}

function withCalendar(settings: ProjectSettings, schema: LoadedSchema, options: LoadProjectOptions, cwd: string): LoadedProject {
  const schedules = settings.changes.map((file) => {
    const absolute = path.resolve(settings.rootDir, file);
    return { file: absolute, display: namedPath(absolute, cwd) };
  });
  const { changes, calendar } = calendarWithSchedules(schema.schema, schedules, options);
  calendar.diagnostics.unshift(...schema.warnings);
  // The calendar has read what it needs from the SDL nodes (deprecations and their positions).
  if (options.keepSchemaSyntax === false) forgetSchemaSyntax(schema.schema);
  return { settings, schema, changes, calendar };
}

const OTHERS_NAMED = 3;

/**
 * A schema date that does not exist (`2026-02-30`) is bad input in every face, decided here where
 * they all build their calendar: `sunset calendar` stopped on it while `check`, the codemods and the
 * ESLint rules went on as if the element were undated. One line: the first, and where the others are.
 */
function stopOnImpossibleDates(diagnostics: readonly Diagnostic[]): void {
  const [first, ...others] = diagnostics.filter((d) => d.code === 'invalid-date' && d.severity === 'error');
  if (first) throw new SunsetError(first.message + alsoAt(others), first);
}

/** ` (also a.graphql:5, a.graphql:9, and 2 more)`, or nothing when there are no others. */
function alsoAt(others: readonly Diagnostic[]): string {
  if (others.length === 0) return '';
  const named = others.slice(0, OTHERS_NAMED).flatMap((d) => (d.file ? [d.line ? `${d.file}:${d.line}` : d.file] : []));
  const unnamed = others.length - named.length;
  return ` (also ${[...named, ...(unnamed > 0 ? [`${named.length > 0 ? 'and ' : ''}${unnamed} more`] : [])].join(', ')})`;
}
