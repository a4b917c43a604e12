/**
 * `sunset/codegen`: graphql-codegen integration, from the same schema codegen loaded.
 *
 * The plugin writes the deprecation calendar next to the generated types, so both always agree:
 *
 *   generates:
 *     'src/generated/calendar.md': { plugins: ['sunset/codegen'], config: { changes: 'schema/changes.yaml' } }
 *
 * The preset has type plugins write `@deprecated` JSDoc, with the calendar's dates and replacement,
 * on every retiring field, input field and enum value (see deprecation-tags.ts):
 *
 *     'src/generated/schema.ts': { preset: 'sunset/codegen', presetConfig: { changes: 'schema/changes.yaml' }, plugins: ['typescript'] }
 */
import path from 'node:path';
import { buildASTSchema, type DocumentNode, type GraphQLSchema } from 'graphql';
import { formatCalendarHtml } from '../calendar/formats/html.js';
import { formatCalendarIcs } from '../calendar/formats/ics.js';
import { formatCalendarJson } from '../calendar/formats/json.js';
import { formatCalendarMarkdown } from '../calendar/formats/markdown.js';
import type { Calendar } from '../calendar/types.js';
import { utcToday } from '../dates.js';
import { codegenCalendar, codegenError, type PluginContext } from './calendar.js';
import { withDeprecationTags, deprecationTexts } from './deprecation-tags.js';
import { readPluginOptions, readPresetOptions, type CalendarFormat } from './options.js';

export interface SunsetCodegenConfig {
  /** `json`, `md`, `ics` or `html`; by default taken from the output file's extension (else `json`). */
  format?: CalendarFormat;
  /** Change schedule file(s), relative to the working directory. */
  changes?: string | string[];
  /** The date statuses are relative to (`YYYY-MM-DD`); default the current UTC date. */
  today?: string;
  /** Fail when a scheduled location is missing from the schema. */
  strict?: boolean;
}

/** The preset's `presetConfig`. */
export type SunsetPresetConfig = Pick<SunsetCodegenConfig, 'changes' | 'strict'>;

const FORMATTERS: Record<CalendarFormat, (calendar: Calendar) => string> = {
  json: formatCalendarJson,
  md: formatCalendarMarkdown,
  ics: formatCalendarIcs,
  html: formatCalendarHtml,
};

const FORMAT_OF_EXTENSION: Record<string, CalendarFormat> = { json: 'json', md: 'md', markdown: 'md', ics: 'ics', html: 'html', htm: 'html' };

function formatFor(format: CalendarFormat | undefined, outputFile: string | undefined): CalendarFormat {
  return format ?? FORMAT_OF_EXTENSION[path.extname(outputFile ?? '').slice(1).toLowerCase()] ?? 'json';
}

interface PluginInfo {
  outputFile?: string;
  allPlugins?: readonly unknown[];
  pluginContext?: PluginContext;
}

/** The plugin function graphql-codegen calls: `(schema, documents, config, info) => string`. */
export async function plugin(schema: GraphQLSchema, _documents: unknown, config: SunsetCodegenConfig = {}, info: PluginInfo = {}): Promise<string> {
  try {
    const options = readPluginOptions(config, info.allPlugins);
    const calendar = codegenCalendar(schema, { ...options, today: options.today ?? utcToday() }, info.pluginContext);
    return FORMATTERS[formatFor(options.format, info.outputFile)](calendar);
  } catch (error) {
    throw codegenError(error);
  }
}

/** What codegen hands a preset (the part sunset reads; the rest is passed on). */
interface PresetArgs {
  baseOutputDir: string;
  presetConfig?: unknown;
  schema: DocumentNode;
  schemaAst?: GraphQLSchema;
  pluginContext?: PluginContext;
}

type PresetOutput<T> = Omit<T, 'baseOutputDir' | 'presetConfig' | 'schema' | 'schemaAst'> & { filename: string; schema: DocumentNode };

/**
 * The preset: the output's own plugins, on the schema with each retiring field, input field and
 * enum value's deprecation written from the calendar (codegen builds the schema from that document).
 */
export const preset = {
  buildGeneratesSection<T extends PresetArgs>(options: T): Array<PresetOutput<T>> {
    try {
      const { baseOutputDir, presetConfig, schema, schemaAst, ...passedOn } = options;
      const loaded = schemaAst ?? buildASTSchema(schema, { assumeValidSDL: true });
      const calendar = codegenCalendar(loaded, { ...readPresetOptions(presetConfig), today: utcToday() }, options.pluginContext);
      return [{ ...passedOn, filename: baseOutputDir, schema: withDeprecationTags(schema, deprecationTexts(calendar, loaded)) }];
    } catch (error) {
      throw codegenError(error);
    }
  },
};
