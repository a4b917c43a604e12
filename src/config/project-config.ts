/**
 * Which schema, schedule and documents a command works on. Flags win; else the project's
 * `graphql.config.*` (graphql-config projects, with sunset's settings under `extensions.sunset`);
 * else the bundled platform schema and schedule.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { messageOf, SunsetError } from '../errors.js';
import { bundledChangesPath, bundledSchemaPath } from '../package-root.js';

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
  if (flags.project && !fromConfig) throw new SunsetError(`--project ${flags.project} needs a graphql.config file in ${flags.cwd}`);
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

function findConfigFile(cwd: string): string | null {
  try {
    const names = readdirSync(cwd);
    const found = names.find((name) => CONFIG_FILE.test(name));
    return found ? path.join(cwd, found) : null;
  } catch {
    return null;
  }
}

/** Reads a graphql-config project; graphql-config is loaded only when a config file exists (it is slow to load). */
function loadGraphqlConfigProject(cwd: string, projectName: string | undefined): ProjectSettings | null {
  const configFile = findConfigFile(cwd);
  if (!configFile) return null;
  const display = path.relative(cwd, configFile);
  const { loadConfigSync } = createRequire(import.meta.url)('graphql-config') as typeof import('graphql-config');
  let config;
  try {
    config = loadConfigSync({ rootDir: cwd, filepath: configFile, throwOnMissing: false, throwOnEmpty: false });
  } catch (error) {
    throw new SunsetError(`invalid graphql config: ${messageOf(error).split('\n')[0]}`, { file: display });
  }
  if (!config) return null;
  let project;
  try {
    // A config with one project, whatever its name, needs no --project.
    const names = Object.keys(config.projects);
    project = projectName ? config.getProject(projectName) : names.length === 1 ? config.getProject(names[0]!) : config.getDefault();
  } catch {
    const known = Object.keys(config.projects).join(', ');
    throw new SunsetError(`no project "${projectName ?? 'default'}" in the graphql config (projects: ${known})`, { file: display });
  }
  const asList = (value: unknown): string[] => (value == null ? [] : (Array.isArray(value) ? value : [value]).map(String));
  const sunset = (project.extensions?.['sunset'] ?? {}) as { changes?: unknown };
  return {
    name: project.name,
    schema: asList(project.schema),
    changes: asList(sunset.changes).map((file) => path.resolve(project.dirpath, file)),
    documents: asList(project.documents),
    rootDir: project.dirpath,
    configFile: display,
  };
}
