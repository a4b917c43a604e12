/**
 * The options of `sunset/codegen`, checked: a wrong type is an error naming the key, and so is an
 * unknown key, as far as it can be told to be meant for sunset.
 *
 * graphql-codegen hands a plugin one merged object: the root `config` (shared by every plugin of
 * every output), the output's `config` (shared by the output's plugins) and the plugin's own entry
 * (`plugins: [{ 'sunset/codegen': {…} }]`). So a key sunset does not know may be another plugin's
 * (`scalars`, `strictScalars`); it is an error only when it sits in sunset's own entry or reads as a
 * misspelt sunset option (`chnages`). A preset's `presetConfig` is sunset's alone: every key counts.
 */
import { parseIsoDate } from '../dates.js';
import { SunsetError } from '../errors.js';
import { editDistance } from '../rest/naming.js';
import { isRecord } from '../is-record.js';

export const FORMATS = ['json', 'md', 'ics', 'html'] as const;
export type CalendarFormat = (typeof FORMATS)[number];

/** What the plugin and the preset both read. */
export interface CalendarOptions {
  /** Change schedule files, relative to the working directory. */
  changes: string[];
  /** Schedule locations missing from the schema are errors instead of warnings. */
  strict: boolean;
}

export interface PluginOptions extends CalendarOptions {
  format: CalendarFormat | undefined;
  today: string | undefined;
}

/** The name users give the plugin, under which its own entry in `plugins` is found. */
const PLUGIN_NAME = 'sunset/codegen';
/** Keys graphql-codegen itself adds to every plugin's config. */
const ADDED_BY_CODEGEN = new Set(['emitLegacyCommonJSImports', 'importExtension']);
/** How far (in edits, ignoring case) a key may be from an option to count as a misspelling of it. */
const MISSPELLING = 2;

const shown = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value)));
const wrong = (key: string, expected: string, value: unknown) => new SunsetError(`option "${key}" must be ${expected}, got ${shown(value)}`);

function readCalendarOptions(config: Record<string, unknown>): CalendarOptions {
  const { changes, strict } = config;
  const files = changes === undefined ? [] : Array.isArray(changes) ? changes : [changes];
  if (!files.every((file) => typeof file === 'string' && file.trim() !== '')) throw wrong('changes', 'a file path or a list of file paths', changes);
  if (strict !== undefined && typeof strict !== 'boolean') throw wrong('strict', 'true or false', strict);
  return { changes: files as string[], strict: strict ?? false };
}

/**
 * Unknown keys that are errors: every one when `own` is 'all', else those in `own` (the plugin's
 * own entry) and those within a misspelling of a known option.
 */
function checkKeys(config: Record<string, unknown>, known: readonly string[], own: ReadonlySet<string> | 'all'): void {
  for (const key of Object.keys(config)) {
    if (known.includes(key) || (own !== 'all' && ADDED_BY_CODEGEN.has(key))) continue;
    const misspelt = known.some((option) => editDistance(key.toLowerCase(), option.toLowerCase()) <= MISSPELLING);
    if (own === 'all' || own.has(key) || misspelt) throw new SunsetError(`unknown option "${key}" (known: ${known.join(', ')})`);
  }
}

/** The plugin's options from the config codegen passes (`allPlugins` tells which keys are the plugin's own). */
export function readPluginOptions(config: unknown, allPlugins: readonly unknown[] = []): PluginOptions {
  if (config === undefined || config === null) config = {};
  if (!isRecord(config)) throw new SunsetError(`config must be an object of options, got ${shown(config)}`);
  const entry = allPlugins.find((plugin) => isRecord(plugin) && PLUGIN_NAME in plugin) as Record<string, unknown> | undefined;
  const ownConfig = entry?.[PLUGIN_NAME];
  checkKeys(config, ['format', 'changes', 'today', 'strict'], new Set(isRecord(ownConfig) ? Object.keys(ownConfig) : []));
  const { format, today } = config;
  if (format !== undefined && !FORMATS.includes(format as CalendarFormat)) throw wrong('format', `one of ${FORMATS.join(', ')}`, format);
  if (today !== undefined && (typeof today !== 'string' || !parseIsoDate(today))) throw wrong('today', 'a real date written YYYY-MM-DD', today);
  return { ...readCalendarOptions(config), format: format as CalendarFormat | undefined, today: today === undefined ? undefined : parseIsoDate(today as string)! };
}

/** The preset's options: its `presetConfig`, which is sunset's alone. */
export function readPresetOptions(presetConfig: unknown): CalendarOptions {
  if (presetConfig === undefined || presetConfig === null) presetConfig = {};
  if (!isRecord(presetConfig)) throw new SunsetError(`presetConfig must be an object of options, got ${shown(presetConfig)}`);
  checkKeys(presetConfig, ['changes', 'strict'], 'all');
  return readCalendarOptions(presetConfig);
}
