/**
 * The constants an import names, read from disk when asked (the ESLint rules, which see one file at a
 * time): resolved as TypeScript resolves a relative import or a tsconfig's path alias, with the same
 * re-export rules as the run-wide index (`imported-constants.ts`). A module's facts, and a tsconfig's
 * aliases, are kept while its modification time stays the same; a file's modification time is looked
 * at most once per `recheckMs`. The tsconfigs looked for and read are among the paths a result depends on.
 */
import path from 'node:path';
import { fileMtimeOf } from '../file-mtime.js';
import { readSourceTextIfAny } from '../file-text.js';
import type { ExportedConstant } from './embedded-document.js';
import { TsconfigAliases, type AliasConfig } from './import-aliases.js';
import { exportsThrough, isRelative, moduleFacts, resolveImport, type ConstantDeclaration, type ConstantModules, type ModuleFacts } from './imported-constants.js';
import { isDocumentFile } from './scan-source.js';

export class ConstantsOnDisk implements ConstantModules {
  private readonly facts = new Map<string, { mtimeMs: number; facts: ModuleFacts }>();
  private readonly stats = new Map<string, { mtimeMs: number; at: number }>();
  /** Every path looked at since the last `takeRead`, with its modification time then (-1: no file there). */
  private touched = new Map<string, number>();
  /**
   * And the shared records taken since then: of re-export closures (a barrel's are shared by its
   * importers) and of tsconfig lookups (shared by the files whose lookups read the same tsconfigs).
   */
  private taken = new Set<ReadonlyMap<string, number>>();
  /** When each record was last found unchanged. */
  private readonly checked = new WeakMap<ReadonlyMap<string, number>, number>();

  /**
   * `constantsOf`: the retiring constants a module's text exports (the engine's scan); `display`: how
   * messages name a file (absolute here); `recheckMs`: how long a look at a file's time holds.
   */
  constructor(
    private readonly constantsOf: (file: string, text: string) => readonly ExportedConstant[],
    private readonly display: (file: string) => string,
    private readonly recheckMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Per module, what it exports through its re-exports, and the paths that was read from (shared by
   * the modules of one re-export closure), with the records of the aliases its re-exports went through.
   */
  private readonly through = new Map<string, { exports: Map<string, ConstantDeclaration>; records: Array<ReadonlyMap<string, number>> }>();

  exportsOf(file: string, specifier: string): ReadonlyMap<string, ConstantDeclaration> | undefined {
    const resolve = (from: string, spec: string) => resolveImport(from, spec, (candidate) => this.mtimeOf(candidate) >= 0, isRelative(spec) ? null : this.aliasesOf(from), readSourceTextIfAny);
    const target = resolve(file, specifier);
    if (!target) return undefined;
    const cached = this.through.get(target);
    if (cached && this.unchanged(cached.records)) {
      for (const record of cached.records) this.taken.add(record);
      return cached.exports;
    }
    // What every module of the target's re-export closure exports, computed once for all of them,
    // with the one record of what it was read from (and those of the alias lookups its re-exports made).
    const [outer, outerTaken] = [this.touched, this.taken];
    [this.touched, this.taken] = [new Map(), new Set()];
    const all = exportsThrough([target], (module) => this.factsOf(module), resolve);
    const read = this.touched;
    const records = [read, ...this.taken];
    [this.touched, this.taken] = [outer, outerTaken];
    this.checked.set(read, this.oldestLook(read));
    for (const [module, exports] of all) this.through.set(module, { exports, records });
    for (const record of records) this.taken.add(record);
    return all.get(target);
  }

  /**
   * What was looked at since the last call, with modification times (what a result depends on; -1:
   * absent): the paths looked at directly, and the shared records (re-export closures, tsconfig
   * lookups), which many importers share (the same object each time, until it changes).
   */
  takeRead(): { direct: ReadonlyMap<string, number>; shared: Array<ReadonlyMap<string, number>> } {
    const read = { direct: this.touched, shared: [...this.taken] };
    this.touched = new Map();
    this.taken = new Set();
    this.lastAliases = null;
    return read;
  }

  /**
   * Whether every path of `read` has the modification time it had, as looked at within `recheckMs`;
   * a record found unchanged holds until its oldest look is `recheckMs` old (its paths are all looked
   * at again then).
   */
  unchanged(read: ReadonlyArray<ReadonlyMap<string, number>>): boolean {
    const now = this.now();
    for (const record of read) {
      // A record not checked yet is as recent as the looks it was made from.
      if (!this.checked.has(record)) this.checked.set(record, this.oldestLook(record));
      if (now - this.checked.get(record)! < this.recheckMs) continue;
      // Every path looked at again now, so that the record then holds for a whole `recheckMs`.
      for (const [file, mtimeMs] of record) if (this.look(file, now, true) !== mtimeMs) return false;
      this.checked.set(record, now);
    }
    return true;
  }

  /** When the oldest of the looks at a record's paths was taken. */
  private oldestLook(record: ReadonlyMap<string, number>): number {
    let oldest = Infinity;
    for (const file of record.keys()) oldest = Math.min(oldest, this.stats.get(file)?.at ?? -Infinity);
    return oldest;
  }

  /** A file's modification time (-1 when it is not a file), looked at most once per `recheckMs`. */
  private mtimeOf(file: string, now = this.now()): number {
    const mtimeMs = this.look(file, now);
    this.touched.set(file, mtimeMs);
    return mtimeMs;
  }

  /** The same, not recorded as something a result depends on (a record's own check). */
  private look(file: string, now: number, again = false): number {
    let stat = this.stats.get(file);
    if (!stat || again || now - stat.at >= this.recheckMs) this.stats.set(file, (stat = { mtimeMs: fileMtimeOf(file), at: now }));
    return stat.mtimeMs;
  }

  /** The tsconfigs as last read; made again when one a lookup used changes (a rare edit: every answer is made again). */
  private tsconfigs = this.tsconfigReader();
  /** The modification time of each file the reader looked at or read, when it did. */
  private readerSaw = new Map<string, number>();
  /** The records of what files' aliases were read from or looked for, by the list of those paths (one record for every file whose list it is). */
  private readonly aliasRecords = new Map<string, ReadonlyMap<string, number>>();

  private tsconfigReader(): TsconfigAliases {
    // Paths as the reader's dependencies name them (the compiler hands `extends` over with `/`).
    const saw = (file: string) => {
      const normal = path.normalize(file);
      const mtimeMs = this.look(normal, this.now());
      this.readerSaw.set(normal, mtimeMs);
      return mtimeMs;
    };
    return new TsconfigAliases({ exists: (file) => saw(file) >= 0, readFile: (file) => (saw(file) < 0 ? undefined : readSourceTextIfAny(file)) });
  }

  /** The path aliases for imports in `file`, with the record of what they were read from taken. */
  private aliasesOf(file: string): AliasConfig | null {
    // A file's imports ask for the same file's aliases, once each, between two `takeRead`s.
    if (this.lastAliases?.file === file) {
      this.taken.add(this.lastAliases.record);
      return this.lastAliases.aliases;
    }
    let { record, current } = this.aliasRecord(file);
    // The reader answers as of its looks, which may be older than this file's first lookup: a file
    // that changed since makes it read everything again.
    if (!current || !this.unchanged([record])) {
      this.tsconfigs = this.tsconfigReader();
      this.readerSaw = new Map();
      this.aliasRecords.clear();
      ({ record } = this.aliasRecord(file));
    }
    this.taken.add(record);
    const aliases = this.tsconfigs.of(file);
    this.lastAliases = { file, record, aliases };
    return aliases;
  }

  /**
   * What the reader's answer for `file` depends on, with the times the reader saw (one record for
   * every file whose answer depends on the same files); `current`: whether each is still that, as
   * looked at within `recheckMs`.
   */
  private aliasRecord(file: string): { record: ReadonlyMap<string, number>; current: boolean } {
    const dependencies = this.tsconfigs.dependencies(file);
    const key = dependencies.join('\0');
    const known = this.aliasRecords.get(key);
    if (known) return { record: known, current: true };
    const now = this.now();
    let current = true;
    const record = new Map<string, number>();
    for (const dependency of dependencies) {
      const saw = this.readerSaw.get(dependency) ?? -1;
      record.set(dependency, saw);
      if (this.look(dependency, now) !== saw) current = false;
    }
    this.checked.set(record, this.oldestLook(record));
    this.aliasRecords.set(key, record);
    return { record, current };
  }

  private lastAliases: { file: string; record: ReadonlyMap<string, number>; aliases: AliasConfig | null } | null = null;

  private factsOf(file: string): ModuleFacts | undefined {
    const mtimeMs = this.mtimeOf(file);
    if (mtimeMs < 0 || isDocumentFile(file)) return undefined;
    const cached = this.facts.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.facts;
    const text = readSourceTextIfAny(file);
    if (text === undefined) return undefined;
    const facts = moduleFacts(file, this.display(file), text, this.constantsOf(file, text));
    this.facts.set(file, { mtimeMs, facts });
    return facts;
  }
}
