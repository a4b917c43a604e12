/**
 * The calendar as the plugin and the preset build it: from the schema codegen loaded and the change
 * schedule. Warnings go to stderr once per codegen run (every output of a run builds the same
 * calendar); an error stops the output with one line naming sunset, the file and the line.
 */
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { calendarWithSchedules } from '../calendar/load-calendar.js';
import type { Calendar, Diagnostic } from '../calendar/types.js';
import { printDiagnostics } from '../cli/io.js';
import { formatPlace, messageOf, SunsetError } from '../errors.js';
import type { CalendarOptions } from './options.js';

/** graphql-codegen's object shared by all plugins (and presets) of one run. */
export type PluginContext = Record<string, unknown>;

/** What the plugin keeps in the run's plugin context: the diagnostics already printed. */
const PRINTED = 'sunset/codegen:printed';

/** Whatever was thrown, as the one line codegen prints: `sunset/codegen: file:line:column: message`. */
export function codegenError(error: unknown): Error {
  return new Error(`sunset/codegen: ${error instanceof SunsetError ? error.toLine() : messageOf(error)}`, { cause: error });
}

export function codegenCalendar(schema: GraphQLSchema, options: CalendarOptions & { today: string }, context?: PluginContext): Calendar {
  const { calendar } = calendarWithSchedules(schema, options.changes.map((file) => ({ file: path.resolve(file), display: file })), options);
  const errors = calendar.diagnostics.filter((d) => d.severity === 'error');
  const first = errors[0];
  // The first error is the one line codegen prints; the rest are printed above it.
  printOnce(calendar.diagnostics.filter((d) => d !== first), context);
  if (first) throw new SunsetError(first.message + (errors.length > 1 ? ` (and ${errors.length - 1} more errors, printed above)` : ''), first);
  return calendar;
}

/** Prints the diagnostics this run has not printed yet (all of them without a context). */
function printOnce(diagnostics: readonly Diagnostic[], context: PluginContext | undefined): void {
  const printed = context ? ((context[PRINTED] as Set<string> | undefined) ?? new Set<string>()) : new Set<string>();
  if (context) context[PRINTED] = printed;
  const key = (d: Diagnostic) => `${d.severity} ${formatPlace(d)}${d.message}`;
  const fresh = diagnostics.filter((d) => !printed.has(key(d)));
  for (const d of fresh) printed.add(key(d));
  printDiagnostics(fresh, { hint: '`sunset calendar --verbose` lists them; `strict: true` makes them errors' });
}
