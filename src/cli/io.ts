/** What every command shares: reading `--today`, writing output whole or not at all, printing diagnostics. */
import path from 'node:path';
import pc from 'picocolors';
import type { Diagnostic } from '../calendar/types.js';
import { parseIsoDate, utcToday } from '../dates.js';
import { formatPlace, messageOf, SunsetError } from '../errors.js';
import { writeAtomically } from '../write-atomically.js';

/** `--today`, or the current UTC date: the only place the clock is read. */
export function todayFrom(option: string | undefined): string {
  if (option === undefined) return utcToday();
  const date = parseIsoDate(option);
  if (!date) throw new SunsetError(`--today must be a real date written YYYY-MM-DD, got "${option}"`);
  return date;
}

/** Writes the whole output to `--out` atomically (a reader never sees half a file), or to stdout. */
export async function emit(text: string, out: string | undefined, cwd: string): Promise<void> {
  if (!out) {
    process.stdout.write(text);
    return;
  }
  try {
    await writeAtomically(path.resolve(cwd, out), text);
  } catch (error) {
    throw new SunsetError(`cannot write output: ${messageOf(error)}`, { file: out });
  }
}

const UNRESOLVED_SHOWN = 3;

/**
 * Diagnostics on stderr, one line each. Schedule locations missing from a partial schema are
 * summed up in one line (each is listed with --verbose), so that real problems stay visible; `hint`
 * says how to see them where the CLI's flags do not apply.
 */
export function printDiagnostics(diagnostics: readonly Diagnostic[], options: { verbose?: boolean; hint?: string } = {}): void {
  const collapsed = options.verbose ? [] : diagnostics.filter((d) => d.code === 'unresolved-location' && d.severity === 'warning');
  for (const diagnostic of diagnostics) {
    if (collapsed.includes(diagnostic)) continue;
    const label = diagnostic.severity === 'error' ? pc.red('error') : pc.yellow('warning');
    process.stderr.write(`${label}: ${formatPlace(diagnostic)}${diagnostic.message}\n`);
  }
  if (collapsed.length > 0) {
    const names = collapsed.slice(0, UNRESOLVED_SHOWN).map((d) => d.message.split(' ')[0]);
    const more = collapsed.length > UNRESOLVED_SHOWN ? `, and ${collapsed.length - UNRESOLVED_SHOWN} more` : '';
    process.stderr.write(
      `${pc.yellow('warning')}: ${collapsed.length === 1 ? '1 scheduled location is' : `${collapsed.length} scheduled locations are`} not in the loaded schema (${names.join(', ')}${more}); ` +
        `the schema may be partial (${options.hint ?? '--verbose lists them, --strict makes them errors'})\n`,
    );
  }
}

/** Stops with the first error diagnostic as the one line, saying how many more there are. */
export function failOnErrors(diagnostics: readonly Diagnostic[]): void {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const first = errors[0];
  if (!first) return;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more errors; --verbose lists them)` : '';
  throw new SunsetError(first.message + more, first, 2);
}
