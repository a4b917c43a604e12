/**
 * `sunset/codegen`: a graphql-codegen plugin that writes the deprecation calendar next to the
 * generated types, from the same schema codegen loaded, so both always agree.
 *
 *   generates:
 *     'src/generated/calendar.md': { plugins: ['sunset/codegen'], config: { format: 'md', changes: 'schema/changes.yaml' } }
 */
import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { isPlatformSchema } from '../analysis/find-legacy-rest-calls.js';
import { buildCalendar } from '../calendar/build-calendar.js';
import { readChangeSchedule } from '../calendar/change-schedule.js';
import { formatCalendarHtml } from '../calendar/formats/html.js';
import { formatCalendarIcs } from '../calendar/formats/ics.js';
import { formatCalendarJson } from '../calendar/formats/json.js';
import { formatCalendarMarkdown } from '../calendar/formats/markdown.js';
import { legacyProposalEntries } from '../calendar/legacy-proposal-entries.js';
import type { Calendar } from '../calendar/types.js';
import { parseIsoDate, utcToday } from '../dates.js';

export interface SunsetCodegenConfig {
  /** `json` (default), `md`, `ics` or `html`; by default taken from the output file's extension. */
  format?: 'json' | 'md' | 'ics' | 'html';
  /** Change schedule file(s), relative to the working directory. */
  changes?: string | string[];
  /** The date statuses are relative to (`YYYY-MM-DD`); default the current UTC date. */
  today?: string;
  /** Fail when a scheduled location is missing from the schema. */
  strict?: boolean;
}

const FORMATTERS: Record<NonNullable<SunsetCodegenConfig['format']>, (calendar: Calendar) => string> = {
  json: formatCalendarJson,
  md: formatCalendarMarkdown,
  ics: formatCalendarIcs,
  html: formatCalendarHtml,
};

function formatFor(config: SunsetCodegenConfig, outputFile: string | undefined): keyof typeof FORMATTERS {
  if (config.format) {
    if (!(config.format in FORMATTERS)) throw new Error(`sunset/codegen: format must be one of ${Object.keys(FORMATTERS).join(', ')}`);
    return config.format;
  }
  const extension = path.extname(outputFile ?? '').slice(1);
  return extension === 'markdown' ? 'md' : extension in FORMATTERS ? (extension as keyof typeof FORMATTERS) : 'json';
}

/** The plugin function graphql-codegen calls: `(schema, documents, config, info) => string`. */
export async function plugin(schema: GraphQLSchema, _documents: unknown, config: SunsetCodegenConfig = {}, info?: { outputFile?: string }): Promise<string> {
  const today = config.today === undefined ? utcToday() : parseIsoDate(config.today);
  if (!today) throw new Error(`sunset/codegen: today must be a real date written YYYY-MM-DD, got "${config.today}"`);
  const files = config.changes === undefined ? [] : Array.isArray(config.changes) ? config.changes : [config.changes];
  const changes = [];
  for (const file of files) changes.push(...readChangeSchedule(path.resolve(file), file));
  const builtin = isPlatformSchema(schema) ? legacyProposalEntries() : [];
  const calendar = buildCalendar({ today, schema, changes, strict: config.strict ?? false, builtin });
  const firstError = calendar.diagnostics.find((d) => d.severity === 'error');
  if (firstError) throw new Error(`sunset/codegen: ${firstError.file ? `${firstError.file}:${firstError.line}: ` : ''}${firstError.message}`);
  return FORMATTERS[formatFor(config, info?.outputFile)](calendar);
}

/** Checked by codegen before generating: an unknown format is a configuration error. */
export function validate(_schema: GraphQLSchema, _documents: unknown, config: SunsetCodegenConfig = {}): void {
  if (config.format && !(config.format in FORMATTERS)) throw new Error(`sunset/codegen: format must be one of ${Object.keys(FORMATTERS).join(', ')}`);
}
