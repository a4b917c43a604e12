/**
 * What a rule runs with: its own options over ESLint's shared `settings.sunset`, where a config says
 * once, for every sunset rule, which schema, schedule, graphql-config project and day to use:
 *
 *   { settings: { sunset: { schema: 'schema/api.graphql', changes: 'schema/changes.yaml' } } }
 *
 * A rule option wins over the setting of the same name. Nothing here throws: a value that cannot be
 * used (a `today` that is no real date, a setting of the wrong shape) is the rule's one-line error,
 * reported at the top of the file like a project that cannot be loaded, and the run goes on.
 */
import { parseIsoDate, utcToday } from '../src/dates.js';
import { isRecord } from '../src/is-record.js';

/** The options object every rule takes. */
export interface SunsetRuleOptions {
  /** `YYYY-MM-DD` to judge against; default today's date in UTC. */
  today?: string;
  /** Days ahead in which upcoming retirements are reported (default 90). */
  lookaheadDays?: number;
  /** Schema pointers (SDL files, globs, introspection JSON), relative to the working directory. */
  schema?: string | string[];
  /** Change schedule files (`changes.yaml`), relative to the working directory. */
  changes?: string | string[];
  /** The graphql-config project to use. */
  project?: string;
}

/** `settings.sunset`: what all the rules share. `lookaheadDays` stays a rule option (the configs set it per rule). */
export type SunsetSettings = Pick<SunsetRuleOptions, 'schema' | 'changes' | 'project' | 'today'>;

/** The options a rule analyses with, checked. */
export interface EffectiveOptions {
  today: string;
  lookaheadDays: number;
  schema?: string | string[];
  changes?: string | string[];
  project?: string;
  /** Where `project` was set, for the message when no graphql-config file can hold it. */
  projectFrom?: string;
}

export type RuleSetup = { options: EffectiveOptions; error: null } | { options: null; error: string };

/** The start of every error that stops the rules from analysing a file. */
export const LOAD_ERROR = 'sunset cannot load the project: ';

const SETTING_KEYS = ['schema', 'changes', 'project', 'today'] as const;
const SETTINGS_SHAPE = 'schema, changes, project and today';

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isPointers = (value: unknown, minItems: number) => isText(value) || (Array.isArray(value) && value.length >= minItems && value.every(isText));

/** `settings.sunset` checked once per settings object (ESLint hands the same one to every file of a config). */
const checkedSettings = new WeakMap<object, SunsetSettings | string>();

function readSettings(settings: unknown): SunsetSettings | string {
  const sunset = isRecord(settings) ? settings['sunset'] : undefined;
  if (sunset === undefined) return {};
  if (!isRecord(sunset)) return `settings.sunset must be an object with ${SETTINGS_SHAPE}`;
  let checked = checkedSettings.get(sunset);
  if (checked === undefined) {
    checked = checkSettings(sunset);
    checkedSettings.set(sunset, checked);
  }
  return checked;
}

function checkSettings(sunset: Record<string, unknown>): SunsetSettings | string {
  for (const key of Object.keys(sunset)) {
    if (!(SETTING_KEYS as readonly string[]).includes(key)) {
      const hint = key === 'lookaheadDays' ? '; lookaheadDays is a rule option' : '';
      return `settings.sunset has no "${key}" (it takes ${SETTINGS_SHAPE}${hint})`;
    }
  }
  const { schema, changes, project, today } = sunset;
  if (schema !== undefined && !isPointers(schema, 1)) return 'settings.sunset.schema must be a schema file or glob, or a list of them';
  if (changes !== undefined && !isPointers(changes, 0)) return 'settings.sunset.changes must be a changes.yaml file, or a list of them';
  if (project !== undefined && !isText(project)) return 'settings.sunset.project must be the name of a graphql-config project';
  if (today !== undefined && typeof today !== 'string') return 'settings.sunset.today must be a date, YYYY-MM-DD';
  return sunset as SunsetSettings;
}

/** Dates already checked: a rule's setup runs for every rule and file, and parsing a date is not free. */
const validDates = new Set<string>();

/** The options `ruleOptions` (ESLint's, with their defaults) and `settings` (ESLint's shared settings) give a rule. */
export function ruleSetup(ruleOptions: SunsetRuleOptions | undefined, settings: unknown): RuleSetup {
  const shared = readSettings(settings);
  if (typeof shared === 'string') return { options: null, error: LOAD_ERROR + shared };
  const own = ruleOptions ?? {};
  const pick = <K extends keyof SunsetSettings>(key: K): SunsetRuleOptions[K] => (own[key] !== undefined ? own[key] : shared[key]);

  const today = pick('today') ?? utcToday();
  if (!validDates.has(today)) {
    if (!parseIsoDate(today)) {
      const where = own.today !== undefined ? 'the rule option "today"' : 'settings.sunset.today';
      return { options: null, error: `${LOAD_ERROR}${where} must be a real date (YYYY-MM-DD), got "${today}"` };
    }
    validDates.add(today);
  }

  const options: EffectiveOptions = { today, lookaheadDays: own.lookaheadDays ?? 90 };
  const schema = pick('schema');
  const changes = pick('changes');
  const project = pick('project');
  if (schema !== undefined) options.schema = schema;
  if (changes !== undefined) options.changes = changes;
  if (project !== undefined) {
    options.project = project;
    options.projectFrom = own.project !== undefined ? 'the rule option "project"' : 'settings.sunset.project';
  }
  return { options, error: null };
}
