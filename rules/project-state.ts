/**
 * What the rules keep between files, per process: the loaded project (schema, calendar, Analyzer),
 * the fragment index over the project's documents, and the last analyses. In an editor the rules
 * run on every keystroke, so everything here is built once and rebuilt only when its files change:
 * the schema and schedule are re-checked at most once a second, a fragment's file when a document
 * spreads that fragment. Both rules share one analysis of a file's text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FragmentDefinitionNode } from 'graphql';
import { Analyzer, mayReport, spreadersOf, type ParsedSource } from '../src/analysis/analyzer.js';
import { NO_SPREADERS, type Spreader, type SpreaderIndex } from '../src/analysis/fragment-spreaders.js';
import type { Finding } from '../src/analysis/types.js';
import type { DocumentComment } from '../src/analysis/document-comments.js';
import { loadProjectSync, schemaPointers } from '../src/calendar/load-calendar.js';
import { resolveProject, type ProjectSettings } from '../src/config/project-config.js';
import { displayPath, isUrl } from '../src/paths.js';
import { ConstantsOnDisk } from '../src/documents/constants-on-disk.js';
import { messageOf, SunsetError } from '../src/errors.js';
import { prefetchAvailable, startPrefetch, type ProjectPrefetch, type Prefetched } from './prefetch.js';
import { LOAD_ERROR, type EffectiveOptions } from './rule-options.js';
import { configFilesIn, mtimeOf, RECHECK_MS, RELIST_MS, watch, watchConfigFiles, WatchedFiles, watchGlob, type WatchedFile, type WatchedListing } from './watched-files.js';
import { analyzeWithFragments, documentScopeOf, findingFileName, FRAGMENT_MARKER, listDocuments, resetProjectRoots, type DocumentScope } from './project-documents.js';

export interface FileAnalysis {
  findings: readonly Finding[];
  /** The `# eslint-disable…` comments inside the file's embedded documents (none: absent), which the rules apply themselves. */
  comments?: readonly DocumentComment[];
  /** Why the project could not be loaded: reported once per file instead of findings. */
  error: string | null;
}

/** What a rule knows about the file it lints. */
export interface LintTarget {
  cwd: string;
  /** The name ESLint lints the text under (may be virtual). */
  filename: string;
  /** The file on disk, when there is one. */
  physicalFilename: string;
  text: string;
  /** The text is a whole GraphQL document (linted through the `sunset/graphql` language). */
  isGraphqlDocument: boolean;
  /** typescript-eslint's TypeScript parse of the text, when the parser made one: the engine reuses it. */
  typescriptSourceFile?: unknown;
}

const rootMessage = (error: unknown) => (error instanceof SunsetError ? error.toLine() : messageOf(error));

/** Names written after `...`: fragment spreads (and JS spreads, which name no fragment): the files that may spread a fragment. */
const SPREAD_NAMES = /\.\.\.\s*([_A-Za-z][_0-9A-Za-z]*)/g;

interface IndexedFile {
  mtimeMs: number;
  checkedAt: number;
  /** The fragments it defines. */
  fragments: FragmentDefinitionNode[];
  /** The names its text writes after `...`. */
  spreads: ReadonlySet<string>;
  /** Its definitions by the fragments they spread, parsed when a spreader of one of `spreads` is first asked for. */
  spreaders?: SpreaderIndex;
}

/** One file's definitions that spread a fragment, as read when the file had that modification time. */
export interface FileSpreaders {
  file: string;
  mtimeMs: number;
  spreaders: readonly Spreader[];
}

/**
 * A fragment index over the documents of one directory (or one graphql-config project): the
 * fragments each file defines, and the definitions that spread each one (a fix inside a fragment is
 * checked against them).
 */
export class FragmentIndex {
  /** Per file: when it was last seen, its modification time, what it defines and spreads. */
  private readonly files = new Map<string, IndexedFile>();
  /** Fragment name to its definitions, in file order (the first one wins, as in the engine). */
  private byName = new Map<string, Array<{ file: string; definition: FragmentDefinitionNode }>>();
  #listedAt = -Infinity;

  /** `listed`: the scope's documents and when the caller listed them (the first lookup then reads those, if still recent). */
  constructor(
    private readonly scope: DocumentScope,
    private readonly parse: (file: string, text: string) => ParsedSource,
    private listed: { files: string[]; at: number } | null = null,
  ) {}

  /** When the documents were last listed: a name not found then may be defined in a file added since. */
  get listedAt(): number {
    return this.#listedAt;
  }

  /** The definition other files give for `name` (never `exclude`'s, whose editor text wins over its disk version). */
  resolve(name: string, exclude: string, now: number): FragmentDefinitionNode | undefined {
    return this.definedIn(name, exclude, now)?.definition;
  }

  /** That definition with the file giving it and the file's modification time when it was read. */
  definedIn(name: string, exclude: string, now: number): { file: string; mtimeMs: number; definition: FragmentDefinitionNode } | undefined {
    if (this.#listedAt === -Infinity) this.list(now);
    const find = () => {
      const found = this.byName.get(name)?.find((d) => d.file !== exclude);
      return found && { ...found, mtimeMs: this.files.get(found.file)!.mtimeMs };
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const found = find();
      if (found) {
        // The file that defines it may have changed since it was read.
        if (!this.refreshFile(found.file, now)) return found;
        continue;
      }
      // Unknown here: files may have been added or changed since the last listing.
      if (now - this.#listedAt < RELIST_MS) return undefined;
      this.list(now);
    }
    return find();
  }

  /**
   * The definitions of other files (never `exclude`) that spread the fragment `name`, per file. A file
   * may start spreading it at any time: the documents are listed and every file's modification time
   * looked at again once the listing is older than RELIST_MS, each file found again when older than
   * RECHECK_MS.
   */
  spreadersOf(name: string, exclude: string, now: number): FileSpreaders[] {
    if (now - this.#listedAt >= RELIST_MS) this.list(now);
    const found: FileSpreaders[] = [];
    for (const file of [...this.files.keys()]) {
      if (file === exclude || !this.files.get(file)!.spreads.has(name)) continue;
      this.refreshFile(file, now);
      const entry = this.files.get(file);
      if (!entry?.spreads.has(name)) continue;
      entry.spreaders ??= this.spreadersIn(file);
      const spreaders = entry.spreaders.spreadersOf(name);
      if (spreaders.length > 0) found.push({ file, mtimeMs: entry.mtimeMs, spreaders });
    }
    return found;
  }

  /** The file's spreaders (their spreads that the file does not define are resolved by the caller). */
  private spreadersIn(file: string): SpreaderIndex {
    try {
      return spreadersOf([this.parse(displayPath(file, this.scope.root), readFileSync(file, 'utf8'))], () => undefined);
    } catch {
      return NO_SPREADERS;
    }
  }

  /** Lists the documents and (re)reads those that are new or changed. */
  private list(now: number): void {
    const listed = this.listed && now - this.listed.at < RELIST_MS ? this.listed : { files: listDocuments(this.scope), at: now };
    this.listed = null;
    const found = listed.files;
    const seen = new Set(found);
    let changed = false;
    for (const file of [...this.files.keys()]) {
      if (!seen.has(file)) {
        this.files.delete(file);
        changed = true;
      }
    }
    for (const file of found) changed = this.read(file, now) || changed;
    this.#listedAt = listed.at;
    if (changed) this.rebuild();
  }

  /** Re-reads `file` when its modification time changed; true when its fragments were replaced. */
  private refreshFile(file: string, now: number): boolean {
    const entry = this.files.get(file);
    if (entry && now - entry.checkedAt < RECHECK_MS) return false;
    const changed = this.read(file, now);
    if (changed) this.rebuild();
    return changed;
  }

  private read(file: string, now: number): boolean {
    const entry = this.files.get(file);
    const mtimeMs = mtimeOf(file);
    if (entry) {
      entry.checkedAt = now;
      if (entry.mtimeMs === mtimeMs) return false;
    }
    if (mtimeMs < 0) {
      this.files.delete(file);
      return entry !== undefined;
    }
    let fragments: FragmentDefinitionNode[] = [];
    const spreads = new Set<string>();
    try {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(SPREAD_NAMES)) spreads.add(match[1]!);
      if (FRAGMENT_MARKER.test(text)) {
        const parsed = this.parse(displayPath(file, this.scope.root), text);
        fragments = parsed.documents.flatMap((d) => (d.ast?.definitions ?? []).filter((x): x is FragmentDefinitionNode => x.kind === 'FragmentDefinition'));
      }
    } catch {
      // An unreadable file defines nothing; its spreads are reported as unknown by the engine.
    }
    this.files.set(file, { mtimeMs, checkedAt: now, fragments, spreads });
    return entry !== undefined || fragments.length > 0;
  }

  private rebuild(): void {
    const byName = new Map<string, Array<{ file: string; definition: FragmentDefinitionNode }>>();
    for (const file of [...this.files.keys()].sort()) {
      for (const definition of this.files.get(file)!.fragments) {
        const list = byName.get(definition.name.value);
        if (list) list.push({ file, definition });
        else byName.set(definition.name.value, [{ file, definition }]);
      }
    }
    this.byName = byName;
  }
}

/** One loaded project: schema, calendar and analyzers, valid while its files do not change. */
export class ProjectState {
  readonly analyzers = new Map<number, Analyzer>();
  readonly fragmentIndexes = new Map<string, FragmentIndex>();
  private readonly watching: WatchedFiles;
  private readonly loadedAt: number;
  private readonly schemaFiles: ReadonlySet<string>;

  constructor(
    readonly settings: ProjectSettings | null,
    private readonly project: ReturnType<typeof loadProjectSync> | null,
    readonly error: string | null,
    readonly watched: readonly WatchedFile[],
    readonly listings: readonly WatchedListing[],
    private readonly today: string,
    cwd: string,
    now: number,
  ) {
    this.watching = new WatchedFiles(watched, listings, now);
    this.loadedAt = now;
    this.schemaFiles = new Set((project?.schema.sources ?? []).filter((s) => !isUrl(s)).map((s) => path.normalize(path.resolve(cwd, s))));
  }

  /** Whether `file` (absolute) is one of the files the schema was loaded from. */
  isSchemaFile(file: string): boolean {
    return this.schemaFiles.has(path.normalize(file));
  }

  /**
   * True while none of the schema, schedule and config files changed, and no graphql-config file or
   * file matching a schema glob appeared or went (checked at most once a second).
   */
  isFresh(now: number): boolean {
    // A failed load is retried once a second: the fix may be in a file it never got to read.
    if (this.error !== null) return now - this.loadedAt < RECHECK_MS;
    return this.watching.unchanged(now);
  }

  analyzer(lookaheadDays: number): Analyzer {
    let analyzer = this.analyzers.get(lookaheadDays);
    if (!analyzer) {
      const project = this.project!;
      analyzer = new Analyzer({ schema: project.schema.schema, calendar: project.calendar, today: this.today, lookaheadDays });
      this.analyzers.set(lookaheadDays, analyzer);
    }
    return analyzer;
  }

  private readonly constants = new Map<Analyzer, ConstantsOnDisk>();

  /** The constants other modules export, as `analyzer` finds them, read from disk as files import them. */
  constantsOnDisk(analyzer: Analyzer, cwd: string): ConstantsOnDisk {
    let constants = this.constants.get(analyzer);
    if (!constants) this.constants.set(analyzer, (constants = constantsOnDisk(analyzer, cwd)));
    return constants;
  }

  fragmentIndex(target: LintTarget, parse: (file: string, text: string) => ParsedSource): FragmentIndex {
    const scope = documentScopeOf(this.settings!, target.physicalFilename, target.cwd);
    let index = this.fragmentIndexes.get(scope.root);
    if (!index) {
      index = new FragmentIndex(scope, parse);
      this.fragmentIndexes.set(scope.root, index);
    }
    return index;
  }
}

/** The rules' reader of constants other modules export: the engine's scan of each module read, named as findings name files. */
export function constantsOnDisk(analyzer: Analyzer, cwd: string): ConstantsOnDisk {
  return new ConstantsOnDisk((file, text) => analyzer.parseSource({ file, text }).scan.exportedConstants ?? [], (file) => displayPath(file, cwd), RECHECK_MS);
}

const projects = new Map<string, ProjectState>();

const listOf = (value: string | string[] | undefined) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

/** Where the schema and schedule come from, as the options say: the rule options over `settings.sunset`. */
function resolveSettings(cwd: string, options: EffectiveOptions): ProjectSettings {
  // Said here in ESLint's words (resolveProject names its command-line flag).
  if (options.project !== undefined && configFilesIn(cwd).length === 0) {
    throw new SunsetError(`${options.projectFrom ?? 'the rule option "project"'} names the graphql-config project "${options.project}", but there is no graphql.config file in ${cwd} or a folder above it`);
  }
  return resolveProject({ cwd, schema: listOf(options.schema), changes: listOf(options.changes), project: options.project });
}

/** The key of what a project depends on in the options: all but the look-ahead. */
const projectKey = (cwd: string, options: EffectiveOptions) =>
  JSON.stringify([cwd, options.schema ?? null, options.changes ?? null, options.project ?? null, options.projectFrom ?? null, options.today]);

/** Loads the project the options name (never throws: a failure is the state's `error`). */
export function loadState(cwd: string, options: EffectiveOptions, now: number): ProjectState {
  let settings: ProjectSettings | null = null;
  try {
    // Listed before they are read: a file added meanwhile is read, or seen at the next check.
    const configs = watchConfigFiles(cwd);
    settings = resolveSettings(cwd, options);
    const globs = schemaPointers(settings, cwd).flatMap((pointer) => (isUrl(pointer) ? [] : (watchGlob(pointer, cwd) ?? [])));
    const project = loadProjectSync(settings, { today: options.today, cwd, keepSchemaSyntax: false });
    const files = [
      ...project.schema.sources.filter((s) => !isUrl(s)).map((s) => path.resolve(cwd, s)),
      ...settings.changes.map((c) => path.resolve(settings!.rootDir, c)),
      ...(settings.configFile ? [path.resolve(cwd, settings.configFile)] : []),
    ];
    return new ProjectState(settings, project, null, watch(files), [configs, ...globs], options.today, cwd, now);
  } catch (error) {
    return new ProjectState(settings, null, LOAD_ERROR + rootMessage(error), [], [], options.today, cwd, now);
  }
}

function projectState(key: string, cwd: string, options: EffectiveOptions, now: number): ProjectState {
  let state = projects.get(key);
  if (!state || !state.isFresh(now)) {
    state = loadState(cwd, options, now);
    projects.set(key, state);
  }
  return state;
}

/**
 * The last analyses, so that the second rule linting the same text reuses the first one's. An
 * analysis holds while the text, the project and the fragments it spread from other files are the same.
 */
interface CachedAnalysis {
  text: string;
  state: ProjectState;
  analyzer: Analyzer;
  result: FileAnalysis;
  /** The fragments taken from other files, as resolved then (undefined: not found). */
  external: ExternalFragments | null;
}

interface ExternalFragments {
  index: FragmentIndex | null;
  exclude: string;
  resolved: Map<string, FragmentDefinitionNode | undefined>;
  /** The other files' definitions spreading a fragment, per fragment asked about, as found then. */
  spreaders: Map<string, FileSpreaders[]>;
  /** The paths it looked at for the constants it imports, with their modification times then (-1: absent). */
  constantModules: { reader: ConstantsOnDisk; read: Array<ReadonlyMap<string, number>> };
}

const analyses = new Map<string, CachedAnalysis>();
const MAX_ANALYSES = 16;
const NOTHING: FileAnalysis = Object.freeze({ findings: Object.freeze([]) as readonly Finding[], error: null });

/** The engine's findings for one file's text, shared by the rules. */
export function analyzeFile(target: LintTarget, options: EffectiveOptions): FileAnalysis {
  // Keys are made once per call: both rules ask for every file.
  const optionsKey = projectKey(target.cwd, options);
  const key = `${optionsKey}\n${options.lookaheadDays}\n${target.filename}`;
  const fromWorker = prefetched(key, optionsKey, target, options);
  if (fromWorker) return fromWorker;

  const now = Date.now();
  const state = projectState(optionsKey, target.cwd, options, now);
  if (state.error !== null) return { findings: [], error: state.error };
  const analyzer = state.analyzer(options.lookaheadDays);
  const cached = analyses.get(key);
  if (cached && cached.text === target.text && cached.state === state && cached.analyzer === analyzer && stillResolves(cached.external, now)) return cached.result;

  const { result, external } = analyzeText(state, analyzer, target);
  analyses.delete(key);
  analyses.set(key, { text: target.text, state, analyzer, result, external });
  if (analyses.size > MAX_ANALYSES) analyses.delete(analyses.keys().next().value!);
  return result;
}

/** At most one prefetch worker per process: the first rule options linted (the shipped configs give all rules the same). */
let prefetch: { key: string; projectKey: string; worker: ProjectPrefetch } | null = null;
const prefetchCounts = { answered: 0, unanswered: 0 };
const settingsByOptions = new Map<string, ProjectSettings | null>();
/** The last prefetched analysis, for the second and third rule linting the same text. */
let lastPrefetched: { key: string; text: string; prefetched: Prefetched; worker: ProjectPrefetch } | null = null;

/** The prefetch worker's analysis of a file on disk, when this process prefetches (rules/prefetch.ts). */
function prefetched(key: string, optionsKey: string, target: LintTarget, options: EffectiveOptions): FileAnalysis | null {
  if (lastPrefetched && lastPrefetched.key === key && lastPrefetched.text === target.text) {
    if (lastPrefetched.worker.stillValid(lastPrefetched.prefetched)) return lastPrefetched.prefetched.result;
    lastPrefetched = null;
  }
  // Only a real file, linted under its own name, can be compared with what the worker read.
  if (target.filename !== target.physicalFilename || !path.isAbsolute(target.physicalFilename)) return null;
  const script = prefetchAvailable();
  if (!script) return null;
  let settings = settingsByOptions.get(optionsKey);
  if (settings === undefined) {
    try {
      settings = resolveSettings(target.cwd, options);
    } catch {
      settings = null; // the in-thread path reports why
    }
    settingsByOptions.set(optionsKey, settings);
  }
  if (!settings) return null;
  const file = path.normalize(target.physicalFilename);
  // The project decides what a file without GraphQL holds (nothing), not the scope of its documents:
  // most files are answered before their scope is looked for (a walk up their directories).
  const projectKey = JSON.stringify([optionsKey, options.lookaheadDays]);
  let prefetched = prefetch?.projectKey === projectKey ? prefetch.worker.nothingIn(file, target.text, target.isGraphqlDocument) : null;
  if (!prefetched) {
    const scope = documentScopeOf(settings, target.physicalFilename, target.cwd);
    const prefetchKey = JSON.stringify([optionsKey, options.lookaheadDays, scope.root]);
    prefetch ??= { key: prefetchKey, projectKey, worker: startPrefetch(script, { cwd: target.cwd, options, scope }) };
    if (prefetch.key !== prefetchKey) return null;
    prefetched = prefetch.worker.lookup(file, target.text, target.isGraphqlDocument);
  }
  prefetchCounts[prefetched ? 'answered' : 'unanswered']++;
  if (!prefetched) return null;
  lastPrefetched = { key, text: target.text, prefetched, worker: prefetch!.worker };
  return prefetched.result;
}

/** Whether every fragment an analysis took from another file still resolves to the same definition, and the modules it took constants from are unchanged. */
function stillResolves(external: ExternalFragments | null, now: number): boolean {
  if (!external) return true;
  if (!external.constantModules.reader.unchanged(external.constantModules.read)) return false;
  for (const [name, definition] of external.resolved) if (external.index?.resolve(name, external.exclude, now) !== definition) return false;
  for (const [name, found] of external.spreaders) if (!sameSpreaders(external.index?.spreadersOf(name, external.exclude, now) ?? [], found)) return false;
  return true;
}

const sameSpreaders = (a: readonly FileSpreaders[], b: readonly FileSpreaders[]) => a.length === b.length && a.every((x, i) => x.spreaders === b[i]!.spreaders);

/** `index`'s spreaders in other files as the engine asks for them, each answer kept in `asked`. */
export function recordedSpreaders(index: () => FragmentIndex, exclude: string, asked: Map<string, FileSpreaders[]>): (name: string) => readonly Spreader[] {
  return (name) => {
    let found = asked.get(name);
    if (!found) asked.set(name, (found = index().spreadersOf(name, exclude, Date.now())));
    return found.flatMap((f) => f.spreaders);
  };
}

function analyzeText(state: ProjectState, analyzer: Analyzer, target: LintTarget): { result: FileAnalysis; external: ExternalFragments | null } {
  const nothing = { result: NOTHING, external: null };
  // Most files hold no GraphQL: the engine's marker test tells before any other work.
  if (!target.isGraphqlDocument && !mayReport(analyzer.prefilter(), target.filename, target.text)) return nothing;
  // The engine tells a document file by its extension; a virtual name still lints as GraphQL.
  const file = findingFileName(target.filename, target.cwd, target.isGraphqlDocument);
  // The schema's own SDL files match `**/*.graphql` too: they are no documents to check.
  if (target.isGraphqlDocument && state.isSchemaFile(path.resolve(target.cwd, target.physicalFilename))) return nothing;
  // The project's fragment index is looked at only when the file spreads a fragment it does not define.
  let index: FragmentIndex | null = null;
  // The file's own disk version never counts: its editor text is what is linted.
  const exclude = path.normalize(path.resolve(target.cwd, target.physicalFilename));
  // Most files hold no GraphQL: the engine's marker tests skip them before any parsing.
  const modules = state.constantsOnDisk(analyzer, target.cwd);
  modules.takeRead();
  const projectIndex = () => (index ??= state.fragmentIndex(target, (f, text) => analyzer.parseSource({ file: f, text })));
  const spreaders = new Map<string, FileSpreaders[]>();
  const { findings, resolved, comments } = analyzeWithFragments(
    analyzer,
    { file, text: target.text, typescriptSourceFile: target.typescriptSourceFile },
    { resolve: (name) => projectIndex().resolve(name, exclude, Date.now()), spreaders: recordedSpreaders(projectIndex, exclude, spreaders) },
    { modules, file: exclude },
  );
  const { direct, shared } = modules.takeRead();
  const read = [direct, ...shared].filter((record) => record.size > 0);
  const external: ExternalFragments | null = index || read.length > 0 ? { index, exclude, resolved, spreaders, constantModules: { reader: modules, read } } : null;
  return { result: { findings, error: null, ...(comments.length > 0 ? { comments } : {}) }, external };
}

/** How many lint calls the prefetch worker answered, and how many it could not (tests, curiosity). */
export function prefetchStats(): { answered: number; unanswered: number } {
  return { ...prefetchCounts };
}

/** Forgets every loaded project and analysis (tests). */
export function resetProjectState(): void {
  prefetch?.worker.stop();
  prefetch = null;
  prefetchCounts.answered = prefetchCounts.unanswered = 0;
  settingsByOptions.clear();
  lastPrefetched = null;
  projects.clear();
  analyses.clear();
  resetProjectRoots();
}
