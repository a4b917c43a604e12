/**
 * Path aliases: the `paths` and `baseUrl` of the tsconfig that governs a file, applied as TypeScript
 * applies them to a non-relative import (`@/steps` is `src/steps` under `"@/*": ["./src/*"]`), so that
 * a constant imported by alias is followed as one imported relatively. Packages are not followed.
 *
 * The tsconfig that governs a file is the one the language service gives it (`configFor`). Each is
 * read with TypeScript's own reader (`extends` included), never globbed: a project takes a file when
 * the file is one of its `files`, or its `include` matches it and its `exclude` does not, as the
 * compiler's own matcher says.
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

/** What the reading needs of a file system; `exists` is asked for each config file looked for, nearest first. */
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
 * (a run's; a reader from disk makes a new one when a file's `dependencies` change).
 */
export class TsconfigAliases {
  private readonly configs = new Map<string, { read: ReadConfig | null; from: readonly string[] }>();
  private readonly nearestIn = new Map<string, { found: string | null; looked: readonly string[] }>();
  private readonly governing = new Map<string, { config: string | null; dependencies: readonly string[] }>();

  constructor(private readonly host: AliasHost) {}

  /** The aliases that apply to imports in `file` (absolute); null when none do. */
  of(file: string): AliasConfig | null {
    const config = this.configFor(file);
    return config ? (this.read(config)?.aliases ?? null) : null;
  }

  /**
   * The tsconfig that governs `file`, found as the language service finds a file's project: the
   * nearest tsconfig.json (or jsconfig.json) above it, if it takes the file; else the first project
   * it references, through any depth, that does; else the same from the next one above. None takes
   * it: the nearest (null: there is none).
   */
  configFor(file: string): string | null {
    return this.governingOf(file).config;
  }

  /**
   * The files the answer for `file` was read from or looked for: the config paths looked for, and
   * every tsconfig read on the way, with what each extends.
   */
  dependencies(file: string): readonly string[] {
    return this.governingOf(file).dependencies;
  }

  private governingOf(file: string): { config: string | null; dependencies: readonly string[] } {
    let governing = this.governing.get(file);
    if (governing) return governing;
    const looked: string[] = [];
    const visited: string[] = [];
    let first: string | null = null;
    let owner: string | null = null;
    for (let folder = path.dirname(file); ; ) {
      const nearest = this.nearest(folder);
      looked.push(...nearest.looked);
      if (!nearest.found) break;
      first ??= nearest.found;
      owner = this.owner(nearest.found, file, visited, new Set());
      const above = path.dirname(path.dirname(nearest.found));
      if (owner || above === path.dirname(nearest.found)) break;
      folder = above;
    }
    const dependencies = [...new Set([...looked, ...visited.flatMap((config) => this.configs.get(config)?.from ?? [config])])];
    this.governing.set(file, (governing = { config: owner ?? first, dependencies }));
    return governing;
  }

  /** `config` if it takes `file`, else the first project it references (depth first) that does. */
  private owner(config: string, file: string, visited: string[], seen: Set<string>): string | null {
    if (seen.has(config)) return null;
    seen.add(config);
    visited.push(config);
    const read = this.read(config);
    if (!read) return null;
    if (read.files.has(file) || (read.include?.(file) ?? false)) return config;
    for (const reference of read.references) {
      const found = this.owner(reference, file, visited, seen);
      if (found) return found;
    }
    return null;
  }

  /** The nearest config at or above `folder` (tsconfig.json, then jsconfig.json), and the paths looked at for it. */
  private nearest(folder: string): { found: string | null; looked: readonly string[] } {
    let nearest = this.nearestIn.get(folder);
    if (!nearest) {
      const candidates = CONFIG_NAMES.map((name) => path.join(folder, name));
      const found = candidates.find((candidate) => this.host.exists(candidate));
      const parent = path.dirname(folder);
      if (found) nearest = { found, looked: candidates.slice(0, candidates.indexOf(found) + 1) };
      else if (parent === folder) nearest = { found: null, looked: candidates };
      else {
        const above = this.nearest(parent);
        nearest = { found: above.found, looked: [...candidates, ...above.looked] };
      }
      this.nearestIn.set(folder, nearest);
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

/** The names a folder's config has, in the order the language service looks for them. */
const CONFIG_NAMES = ['tsconfig.json', 'jsconfig.json'];

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
            // A target ending with a slash names a folder: the slash is kept.
            const resolved = targets.filter((t): t is string => typeof t === 'string').map((t) => path.resolve(base, t) + (/[\\/]$/.test(t) ? path.sep : ''));
            return { prefix: star < 0 ? key : key.slice(0, star), suffix: star < 0 ? null : key.slice(star + 1), targets: resolved };
          }),
          baseUrl: baseUrl ?? null,
        }
      : null;
  return {
    aliases,
    files: new Set(parsed.fileNames.map((f) => path.normalize(f))),
    include: specs && includeMatcher(specs),
    references: (parsed.projectReferences ?? []).map((r) => {
      const target = path.normalize(r.path);
      return target.endsWith('.json') ? target : path.join(target, 'tsconfig.json');
    }),
  };
}

/** The compiler's own pieces of `ts.matchFiles` (internal, in TypeScript 5 and 6). */
interface FileMatcher {
  getFileMatcherPatterns(path: string, excludes: readonly string[] | undefined, includes: readonly string[], useCaseSensitiveFileNames: boolean, currentDirectory: string): {
    includeFilePatterns: readonly string[] | undefined;
    includeDirectoryPattern: string | undefined;
    excludePattern: string | undefined;
    basePaths: readonly string[];
  };
  getRegexFromPattern(pattern: string, useCaseSensitiveFileNames: boolean): RegExp;
  fileExtensionIsOneOf(path: string, extensions: readonly string[]): boolean;
  normalizePath(path: string): string;
}

/**
 * Whether `include` (less `exclude`, of the extensions the options take) takes a file, decided as
 * `ts.matchFiles` (what `ts.sys.readDirectory` runs) decides it while it walks the folders: the
 * compiler's own patterns, compiled once; the file's extension, `exclude`, then `include`; and each
 * folder from a base path down to the file's, as the walk would enter it. Null where the compiler
 * lacks those pieces: no project is then taken to include a file by its `include`.
 */
function includeMatcher(specs: FileSpecs): ((file: string) => boolean) | null {
  const compiler = loadTypeScript() as unknown as Partial<FileMatcher>;
  if (!compiler.getFileMatcherPatterns || !compiler.getRegexFromPattern || !compiler.fileExtensionIsOneOf || !compiler.normalizePath) return null;
  const { getRegexFromPattern, fileExtensionIsOneOf, normalizePath } = compiler as FileMatcher;
  const caseSensitive = loadTypeScript().sys.useCaseSensitiveFileNames;
  const { basePath, extensions, excludes, includes, depth } = specs;
  const patterns = compiler.getFileMatcherPatterns(basePath, excludes, includes, caseSensitive, basePath);
  const includeFile = patterns.includeFilePatterns?.map((pattern) => getRegexFromPattern(pattern, caseSensitive));
  const includeFolder = patterns.includeDirectoryPattern === undefined ? undefined : getRegexFromPattern(patterns.includeDirectoryPattern, caseSensitive);
  const exclude = patterns.excludePattern === undefined ? undefined : getRegexFromPattern(patterns.excludePattern, caseSensitive);
  const bases = patterns.basePaths.map((base) => normalizePath(base));
  /** Whether the walk from `base` enters every folder down to `folder`. */
  const walked = (base: string, folder: string) => {
    if (folder !== base && !folder.startsWith(base.endsWith('/') ? base : `${base}/`)) return false;
    const below = folder === base ? [] : folder.slice(base.length).split('/').filter(Boolean);
    if (depth !== undefined && below.length >= depth) return false;
    let at = base;
    for (const part of below) {
      at = at.endsWith('/') ? at + part : `${at}/${part}`;
      if ((includeFolder && !includeFolder.test(at)) || exclude?.test(at)) return false;
    }
    return true;
  };
  return (file) => {
    const name = normalizePath(file);
    if (!fileExtensionIsOneOf(name, extensions) || exclude?.test(name)) return false;
    if (includeFile && !includeFile.some((re) => re.test(name))) return false;
    const folder = name.slice(0, name.lastIndexOf('/')) || '/';
    return bases.some((base) => walked(base, folder));
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
