/**
 * Path aliases: the `paths` and `baseUrl` of the tsconfig that governs a file, applied as TypeScript
 * applies them to a non-relative import (`@/steps` is `src/steps` under `"@/*": ["./src/*"]`), so that
 * a constant imported by alias is followed as one imported relatively. Packages are not followed.
 *
 * The tsconfig that governs a file is the nearest tsconfig.json above it, or, when that one is a
 * solution (no files of its own, `references`), the first referenced project that includes the
 * file. Each is read with TypeScript's own reader (`extends` included), never globbed: a project
 * takes a file when the file is one of its `files`, or its `include` matches it and its `exclude` does
 * not, as the compiler's own matcher says.
 */
import path from 'node:path';
import type TS from 'typescript';
import { loadTypeScript } from './typescript.js';

/** A tsconfig's aliases, absolute; null where it has neither `paths` nor `baseUrl`. */
export interface AliasConfig {
  /** Each `paths` key split at its `*` (`suffix` null: a key without one, matched exactly), with its targets. */
  paths: ReadonlyArray<{ prefix: string; suffix: string | null; targets: readonly string[] }>;
  baseUrl: string | null;
}

/** What the reading needs of a file system; `exists` is asked for each tsconfig.json looked for, nearest first. */
export interface AliasHost {
  exists(file: string): boolean;
  readFile(file: string): string | undefined;
}

/** One tsconfig as read: its aliases, what it includes, and the projects it references. */
interface ReadConfig {
  aliases: AliasConfig | null;
  files: ReadonlySet<string>;
  /** Whether its `include` takes a file (null: it has none). */
  include: ((file: string) => boolean) | null;
  references: readonly string[];
}

/**
 * The tsconfigs above files, each looked for and read once: a reader holds one version of the files
 * (a run's; a reader from disk makes a new one when `dependencies` change).
 */
export class TsconfigAliases {
  private readonly configs = new Map<string, { read: ReadConfig | null; from: readonly string[] }>();
  private readonly governing = new Map<string, { found: string | null; looked: readonly string[] }>();

  constructor(private readonly host: AliasHost) {}

  /** The aliases that apply to imports in `file` (absolute); null when none do. */
  of(file: string): AliasConfig | null {
    const config = this.configFor(file);
    return config ? (this.read(config)?.aliases ?? null) : null;
  }

  /** The tsconfig that governs `file`, or null. */
  configFor(file: string): string | null {
    const { found } = this.nearest(path.dirname(file));
    const read = found && this.read(found);
    if (!read || !isSolution(read)) return found;
    // Every referenced project is read, whichever includes the file: what a folder's files depend on is the same for each.
    const projects = read.references.map((reference) => [reference, this.read(reference)] as const);
    return projects.find(([, project]) => includes(project, file))?.[0] ?? found;
  }

  /**
   * The files the answers for the files of `folder` were read from or looked for: the tsconfig.json
   * paths up to the nearest, what it was read from (what it extends), and in a solution the projects
   * it references.
   */
  dependencies(folder: string): string[] {
    const { found, looked } = this.nearest(folder);
    if (!found) return [...looked];
    const read = this.read(found);
    const configs = [found, ...(read && isSolution(read) ? read.references : [])];
    return [...new Set([...looked, ...configs.flatMap((config) => this.configs.get(config)?.from ?? [config])])];
  }

  /** The nearest tsconfig.json at or above `folder`, and the paths looked at for it (each folder looked at once). */
  private nearest(folder: string): { found: string | null; looked: readonly string[] } {
    let nearest = this.governing.get(folder);
    if (!nearest) {
      const candidate = path.join(folder, 'tsconfig.json');
      const parent = path.dirname(folder);
      if (this.host.exists(candidate)) nearest = { found: candidate, looked: [candidate] };
      else if (parent === folder) nearest = { found: null, looked: [candidate] };
      else {
        const above = this.nearest(parent);
        nearest = { found: above.found, looked: [candidate, ...above.looked] };
      }
      this.governing.set(folder, nearest);
    }
    return nearest;
  }

  private read(configFile: string): ReadConfig | null {
    let config = this.configs.get(configFile);
    if (!config) {
      // Every file the reading reads: the tsconfig, what it extends.
      const from: string[] = [];
      const read = readConfig(configFile, (file) => {
        from.push(path.normalize(file));
        return this.host.readFile(file);
      });
      this.configs.set(configFile, (config = { read, from }));
    }
    return config.read;
  }
}

/** A solution tsconfig: no files of its own, the projects it references. */
const isSolution = (config: ReadConfig) => config.files.size === 0 && !config.include && config.references.length > 0;

/** Whether a project takes `file`: one of its `files`, or matched by its `include` and not its `exclude`. */
function includes(config: ReadConfig | null, file: string): boolean {
  if (!config) return false;
  return config.files.has(file) || (config.include?.(file) ?? false);
}

/** What `include`, `exclude` and the options say of the files a tsconfig takes, as the compiler asks its host for them. */
interface FileSpecs {
  basePath: string;
  extensions: readonly string[];
  excludes: readonly string[] | undefined;
  includes: readonly string[];
  depth: number | undefined;
}

/** A tsconfig read as TypeScript reads it, errors tolerated as the compiler tolerates them (null when it cannot be read). */
function readConfig(configFile: string, readFile: (file: string) => string | undefined): ReadConfig | null {
  const ts = loadTypeScript();
  const text = readFile(configFile);
  if (text === undefined) return null;
  // No directory is read: what the compiler would list a directory with is kept, to match a file against.
  let specs: FileSpecs | null = null;
  const parseHost: TS.ParseConfigHost = {
    useCaseSensitiveFileNames: ts.sys.useCaseSensitiveFileNames,
    readDirectory: (basePath, extensions, excludes, includes, depth) => {
      specs = { basePath, extensions, excludes, includes, depth };
      return [];
    },
    fileExists: (f) => readFile(f) !== undefined,
    readFile,
  };
  let parsed: TS.ParsedCommandLine;
  try {
    parsed = ts.parseJsonSourceFileConfigFileContent(ts.parseJsonText(configFile, text), parseHost, path.dirname(configFile), undefined, configFile);
  } catch {
    // What the compiler itself gives up on (`"references": [null]`).
    return null;
  }
  const { paths, baseUrl } = parsed.options;
  const base = baseUrl ?? (parsed.options.pathsBasePath as string | undefined) ?? path.dirname(configFile);
  // A value of the wrong type is reported by the compiler, which uses the rest: so is it here.
  const entries = paths && typeof paths === 'object' && !Array.isArray(paths) ? Object.entries(paths as Record<string, unknown>).filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1])) : [];
  const aliases: AliasConfig | null =
    entries.length > 0 || baseUrl
      ? {
          paths: entries.map(([key, targets]) => {
            const star = key.indexOf('*');
            const resolved = targets.filter((t): t is string => typeof t === 'string').map((t) => path.resolve(base, t));
            return { prefix: star < 0 ? key : key.slice(0, star), suffix: star < 0 ? null : key.slice(star + 1), targets: resolved };
          }),
          baseUrl: baseUrl ?? null,
        }
      : null;
  return {
    aliases,
    files: new Set(parsed.fileNames.map((f) => path.normalize(f))),
    include: specs && includeMatcher(specs, parsed.wildcardDirectories ?? {}),
    references: (parsed.projectReferences ?? []).map((r) => {
      const target = path.normalize(r.path);
      return target.endsWith('.json') ? target : path.join(target, 'tsconfig.json');
    }),
  };
}

type MatchFiles = (
  path: string,
  extensions: readonly string[],
  excludes: readonly string[] | undefined,
  includes: readonly string[],
  useCaseSensitiveFileNames: boolean,
  currentDirectory: string,
  depth: number | undefined,
  getFileSystemEntries: (path: string) => { files: readonly string[]; directories: readonly string[] },
  realpath: (path: string) => string,
) => string[];

/**
 * Whether `include` (less `exclude`, of the extensions the options take) takes a file: the compiler's
 * own matcher (`ts.matchFiles`, which `ts.sys.readDirectory` runs) over a file system holding that
 * file alone, so nothing is listed. Where the compiler has none, the folders `include` names.
 */
function includeMatcher(specs: FileSpecs, wildcardDirectories: TS.MapLike<TS.WatchDirectoryFlags>): (file: string) => boolean {
  const ts = loadTypeScript();
  const matchFiles = (ts as unknown as { matchFiles?: MatchFiles }).matchFiles;
  if (typeof matchFiles === 'function') {
    const { basePath, extensions, excludes, includes, depth } = specs;
    return (file) => {
      const entries = (folder: string) => {
        const relative = path.relative(folder, file);
        if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return { files: [], directories: [] };
        const [first, ...rest] = relative.split(path.sep);
        return rest.length === 0 ? { files: [first!], directories: [] } : { files: [], directories: [first!] };
      };
      return matchFiles(basePath, extensions, excludes, includes, ts.sys.useCaseSensitiveFileNames, basePath, depth, entries, (p) => p).length > 0;
    };
  }
  const folders = new Map(Object.entries(wildcardDirectories).map(([folder, flags]) => [path.normalize(folder), (flags & ts.WatchDirectoryFlags.Recursive) !== 0]));
  return (file) => {
    for (let folder = path.dirname(file), own = true; ; own = false) {
      const recursive = folders.get(folder);
      if (recursive !== undefined && (recursive || own)) return true;
      const parent = path.dirname(folder);
      if (parent === folder) return false;
      folder = parent;
    }
  };
}

/**
 * The module paths (absolute) a non-relative `specifier` may name under `aliases`, in the order
 * TypeScript tries them: the targets of the matching `paths` key (a key without `*` first, else the
 * one with the longest prefix), each with whether it is written with an extension; only where no key
 * matches, the path under `baseUrl`.
 */
export function aliasTargets(aliases: AliasConfig, specifier: string): Array<{ path: string; withExtension: boolean }> {
  let best: AliasConfig['paths'][number] | undefined;
  for (const entry of aliases.paths) {
    if (entry.suffix === null) {
      if (entry.prefix === specifier) {
        best = entry;
        break;
      }
      continue;
    }
    const matches = specifier.length >= entry.prefix.length + entry.suffix.length && specifier.startsWith(entry.prefix) && specifier.endsWith(entry.suffix);
    if (matches && (!best || (best.suffix !== null && entry.prefix.length > best.prefix.length))) best = entry;
  }
  if (best) {
    // An empty match, or a key without `*`, leaves a target's `*` as it is, as the compiler does.
    const star = best.suffix === null ? '' : specifier.slice(best.prefix.length, specifier.length - best.suffix.length);
    // A target written with an extension (`./src/*.js`) names that file first.
    return best.targets.map((target) => ({ path: star ? target.replace('*', star) : target, withExtension: MODULE_EXTENSION.test(target) }));
  }
  return aliases.baseUrl ? [{ path: path.join(aliases.baseUrl, specifier), withExtension: false }] : [];
}

/** An extension a module's path may be written with. */
const MODULE_EXTENSION = /\.(?:d\.)?[cm]?[jt]sx?$/;
