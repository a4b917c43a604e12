/**
 * Which schema, schedule and documents a command works on. Flags win; else the project's
 * `graphql.config.*` (graphql-config projects, with sunset's settings under `extensions.sunset`);
 * else the bundled platform schema and schedule.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { messageOf, SunsetError } from '../errors.js';
import { bundledChangesPath, bundledSchemaPath } from '../package-root.js';
import { jsonSyntaxError } from '../json-syntax-error.js';
import { readPlainConfig } from './plain-config.js';
import { configKeyPlace } from './config-key-place.js';
import { isRecord } from '../is-record.js';

export interface ProjectSettings {
  /** The graphql-config project name, or `bundled`/`flags`. */
  name: string;
  /** Schema pointers: files, globs, URLs (relative to `rootDir`). */
  schema: string[];
  /** Change schedule files (relative to `rootDir`). */
  changes: string[];
  /** Document globs from the config; empty when none are configured. */
  documents: string[];
  /** The directory pointers are relative to. */
  rootDir: string;
  /** The config file used, if any. */
  configFile: string | null;
}

export interface ProjectFlags {
  cwd: string;
  schema?: string[] | undefined;
  changes?: string[] | undefined;
  project?: string | undefined;
}

const CONFIG_FILE = /^(graphql\.config|\.graphqlrc)(\.(ya?ml|json|toml|[cm]?[jt]s))?$/;

/** Settings from flags, the graphql-config file, or the bundled defaults, in that order. Synchronous, for ESLint too. */
export function resolveProject(flags: ProjectFlags): ProjectSettings {
  const fromConfig = loadGraphqlConfigProject(flags.cwd, flags.project);
  if (flags.project && !fromConfig) throw new SunsetError(`the project "${flags.project}" needs a graphql.config file in ${flags.cwd} or a folder above it`);
  if (flags.schema?.length) {
    return {
      name: 'flags',
      schema: flags.schema,
      changes: flags.changes ?? [],
      documents: fromConfig?.documents ?? [],
      rootDir: flags.cwd,
      configFile: fromConfig?.configFile ?? null,
    };
  }
  if (fromConfig) return flags.changes ? { ...fromConfig, changes: flags.changes.map((c) => path.resolve(flags.cwd, c)) } : fromConfig;
  return {
    name: 'bundled',
    schema: [bundledSchemaPath()],
    changes: flags.changes ?? [bundledChangesPath()],
    documents: [],
    rootDir: flags.cwd,
    configFile: null,
  };
}

/** The names of the graphql-config files in `cwd`, in the order the directory lists them (none when it cannot be read). */
export function configFileNamesIn(cwd: string): string[] {
  try {
    return readdirSync(cwd).filter((name) => CONFIG_FILE.test(name));
  } catch {
    return [];
  }
}

/**
 * Where a graphql-config file is looked for: the working directory, then each one above it up to the
 * top of its git repository (or of the file system outside one), as graphql-config searches upward.
 * A run from a package's folder, or an editor's ESLint in a subfolder, finds the project's config.
 */
export function configSearchDirs(cwd: string): string[] {
  const dirs: string[] = [];
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    dirs.push(dir);
    if (isGitTop(dir) || path.dirname(dir) === dir) return dirs;
  }
}

/** The top of the git work tree holding `dir` (the nearest folder with a `.git`), or null outside one. */
export function gitWorkTreeTop(dir: string): string | null {
  const top = configSearchDirs(dir).at(-1)!;
  return isGitTop(top) ? top : null;
}

/** A `.git` folder, or the `.git` file of a worktree or submodule. */
const isGitTop = (dir: string) => existsSync(path.join(dir, '.git'));

/** The graphql-config file nearest `cwd` (see configSearchDirs), or null. */
function findConfigFile(cwd: string): string | null {
  for (const dir of configSearchDirs(cwd)) {
    const found = configFileNamesIn(dir)[0];
    if (found) return path.join(dir, found);
  }
  return null;
}

/** A graphql-config project as sunset reads it. */
interface ConfigProject {
  name: string;
  dirpath: string;
  schema?: unknown;
  documents?: unknown;
  extensions?: unknown;
}

/**
 * Reads a graphql-config project: a plain YAML or JSON file directly (`plainConfigProject`), any
 * other through graphql-config, which is loaded only then (it is slow to load).
 */
function loadGraphqlConfigProject(cwd: string, projectName: string | undefined): ProjectSettings | null {
  const configFile = findConfigFile(cwd);
  if (!configFile) return null;
  return plainProject(cwd, configFile, projectName) ?? libraryProject(cwd, configFile, projectName);
}

/**
 * The project of the graphql-config file in `cwd` as read without graphql-config, or null when the
 * file is not one this reader vouches for (see plain-config.ts), or the project is not simply there:
 * graphql-config decides, and words the errors. Exported for the tests, which hold it to the library.
 */
export function plainConfigProject(cwd: string, projectName?: string): ProjectSettings | null {
  const configFile = findConfigFile(cwd);
  return configFile ? plainProject(cwd, configFile, projectName) : null;
}

/** The project as graphql-config reads it (null: no config, or an empty one). Exported for the tests. */
export function libraryConfigProject(cwd: string, projectName?: string): ProjectSettings | null {
  const configFile = findConfigFile(cwd);
  return configFile ? libraryProject(cwd, configFile, projectName) : null;
}

/**
 * What graphql-config makes of the file's contents (GraphQLConfig and GraphQLProjectConfig): a
 * `projects` mapping, else the top level as the project `default`; a project named, else the only
 * one, else `default`. Null wherever it would do anything else (a legacy config, a project missing).
 */
function plainProject(cwd: string, configFile: string, projectName: string | undefined): ProjectSettings | null {
  const raw = readPlainConfig(configFile);
  if (!isRecord(raw) || Object.hasOwn(raw, '$import')) return null;
  let projects: Record<string, unknown>;
  if (raw['projects'] !== undefined) {
    if (!isRecord(raw['projects'])) return null;
    projects = raw['projects'];
  } else {
    if (raw['schema'] === undefined) return null;
    projects = { default: raw };
  }
  const names = Object.keys(projects);
  const name = projectName ? projectName : names.length === 1 ? names[0]! : 'default';
  const config = Object.hasOwn(projects, name) ? projects[name] : undefined;
  if (name === '' || !isRecord(config) || Object.values(projects).some((p) => !isRecord(p))) return null;
  if (config['schemaPath'] !== undefined || config['includes'] !== undefined || config['excludes'] !== undefined) return null;
  const project: ConfigProject = {
    name,
    dirpath: path.dirname(path.resolve(configFile)),
    schema: config['schema'],
    documents: config['documents'],
    extensions: config['extensions'],
  };
  // Only values read as graphql-config reads them: strings, or lists of strings.
  const sure = (value: unknown) => value === undefined || typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
  const extensions = project.extensions;
  if (extensions !== undefined && !isRecord(extensions)) return null;
  const sunset = extensions?.['sunset'];
  if (sunset !== undefined && !isRecord(sunset)) return null;
  if (!sure(project.schema) || !sure(project.documents) || !sure(sunset?.['changes'])) return null;
  return settingsOf(project, path.relative(cwd, configFile));
}

function libraryProject(cwd: string, configFile: string, projectName: string | undefined): ProjectSettings | null {
  const display = path.relative(cwd, configFile);
  const { loadConfigSync } = createRequire(import.meta.url)('graphql-config') as typeof import('graphql-config');
  let config;
  try {
    config = loadConfigSync({ rootDir: cwd, filepath: configFile, throwOnMissing: false, throwOnEmpty: false });
  } catch (error) {
    throw configError(error, configFile, display);
  }
  // An empty file is a mistake, not "no config": the bundled schema would stand in unnoticed.
  if (!config) throw new SunsetError('the graphql config is empty (it needs `schema:`, or `projects:` with a schema each)', { file: display });
  let project;
  try {
    // A config with one project, whatever its name, needs no --project.
    const names = Object.keys(config.projects);
    project = projectName ? config.getProject(projectName) : names.length === 1 ? config.getProject(names[0]!) : config.getDefault();
  } catch {
    const known = Object.keys(config.projects);
    if (known.length === 0) throw new SunsetError('no `schema:` in the graphql config (it needs `schema:`, or `projects:` with a schema each)', { file: display });
    const what = projectName ? `no project "${projectName}"` : 'several projects and none named default';
    const choose = projectName ? '' : ': choose one with --project, or in ESLint with settings.sunset.project';
    throw new SunsetError(`${what} in the graphql config (projects: ${known.join(', ')})${choose}`, { file: display });
  }
  return settingsOf(project, display);
}

/**
 * graphql-config's error as one line with the line and column. Its messages run over several lines:
 * a header naming the file, the reason, for YAML a code frame. js-yaml's error carries its reason
 * and place; a JSON file is parsed again for JSON.parse's; anything else keeps the lines after the header.
 */
function configError(error: unknown, configFile: string, display: string): SunsetError {
  const { reason, mark } = error as { reason?: unknown; mark?: { line?: unknown; column?: unknown } };
  if (typeof reason === 'string' && typeof mark?.line === 'number' && typeof mark.column === 'number') {
    return new SunsetError(`invalid graphql config: ${reason}`, { file: display, line: mark.line + 1, column: mark.column + 1 });
  }
  const lines = messageOf(error).split('\n').map((line) => line.trim()).filter(Boolean);
  if (lines[0]?.startsWith('JSON Error in ')) {
    const text = readFileSync(configFile, 'utf8').replace(/^\uFEFF/, '');
    try {
      JSON.parse(text);
    } catch (jsonError) {
      const { reason: why, ...place } = jsonSyntaxError(jsonError, text);
      return new SunsetError(`invalid graphql config: ${why}`, { file: display, ...place });
    }
  }
  const detail = lines.length > 1 && / Error in /.test(lines[0]!) ? lines.slice(1) : lines;
  return new SunsetError(`invalid graphql config: ${detail.join(' ')}`, { file: display });
}

const pointerOf = (value: unknown): unknown => (isRecord(value) && Object.keys(value).length === 1 ? Object.keys(value)[0] : value);

/** The keys sunset reads under a project's `extensions.sunset`. */
const SUNSET_EXTENSION_KEYS = ['changes'];

/**
 * A project's `extensions.sunset`, checked: a mistyped key (`change:`) would leave the schedule out
 * without a word, and with it every removal only the schedule dates.
 */
function sunsetExtension(value: unknown, configFile: string, project: ConfigProject): { changes?: string | string[] } {
  if (value === undefined || value === null) return {};
  const where = 'in the graphql config';
  // The key's line and column, where the file is YAML or JSON: the project's own, else the top level's.
  const file = path.join(project.dirpath, path.basename(configFile));
  const at = (...keys: string[]) => ({ file: configFile, ...configKeyPlace(file, [['projects', project.name, 'extensions', 'sunset', ...keys], ['extensions', 'sunset', ...keys]]) });
  if (!isRecord(value)) throw new SunsetError(`extensions.sunset ${where} must be a mapping (known keys: ${SUNSET_EXTENSION_KEYS.join(', ')})`, at());
  const unknown = Object.keys(value).find((key) => !SUNSET_EXTENSION_KEYS.includes(key));
  if (unknown !== undefined) throw new SunsetError(`unknown key "${unknown}" under extensions.sunset ${where} (known keys: ${SUNSET_EXTENSION_KEYS.join(', ')})`, at(unknown));
  const changes = value['changes'];
  const isPath = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  if (changes !== undefined && !isPath(changes) && !(Array.isArray(changes) && changes.every(isPath))) {
    throw new SunsetError(`extensions.sunset.changes ${where} must be a file path or a list of them`, at('changes'));
  }
  return { changes: changes as string | string[] | undefined };
}

function settingsOf(project: ConfigProject, configFile: string): ProjectSettings {
  const asList = (value: unknown): string[] => (value == null ? [] : (Array.isArray(value) ? value : [value]).map(String));
  const extensions = project.extensions as Record<string, unknown> | undefined;
  const sunset = sunsetExtension(extensions?.['sunset'], configFile, project);
  // A URL pointer may carry options (`{ 'https://…': { headers } }`): its key is the pointer.
  const schema = asList(Array.isArray(project.schema) ? project.schema.flatMap(pointerOf) : pointerOf(project.schema));
  if (schema.length === 0) throw new SunsetError('no `schema:` in the graphql config (it needs `schema:`, or `projects:` with a schema each)', { file: configFile });
  // graphql-config writes an unset `${VAR}` as "undefined".
  const blank = schema.find((pointer) => pointer.trim() === '' || pointer === 'undefined');
  if (blank !== undefined) throw new SunsetError(`a schema pointer in the graphql config is ${blank === 'undefined' ? '"undefined" (an unset environment variable?)' : 'empty'}`, { file: configFile });
  return {
    name: project.name,
    schema,
    changes: asList(sunset.changes).map((file) => path.resolve(project.dirpath, file)),
    documents: asList(project.documents),
    rootDir: project.dirpath,
    configFile,
  };
}
