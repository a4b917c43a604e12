/**
 * The constants a relative import names, read from disk when asked (the ESLint rules, which see one
 * file at a time): resolved as TypeScript resolves a relative import, with the same re-export rules
 * as the run-wide index (`imported-constants.ts`). A module's facts are kept while its modification
 * time stays the same; a file's modification time is looked at most once per `recheckMs`.
 */
import { readFileSync } from 'node:fs';
import { fileMtimeOf } from '../file-mtime.js';
import type { ExportedConstant } from './embedded-document.js';
import { exportsThrough, moduleFacts, resolveRelative, type ConstantDeclaration, type ConstantModules, type ModuleFacts } from './imported-constants.js';
import { isDocumentFile } from './scan-source.js';

export class ConstantsOnDisk implements ConstantModules {
  private readonly facts = new Map<string, { mtimeMs: number; facts: ModuleFacts }>();
  private readonly stats = new Map<string, { mtimeMs: number; at: number }>();
  /** Every path looked at since the last `takeRead`, with its modification time then (-1: no file there). */
  private touched = new Map<string, number>();
  /** And the records of the modules' exports taken from the cache since then (a barrel's are shared by its importers). */
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

  /** Per module, what it exports through its re-exports, and the paths that was read from (shared by the modules of one re-export closure). */
  private readonly through = new Map<string, { exports: Map<string, ConstantDeclaration>; read: Map<string, number> }>();

  exportsOf(file: string, specifier: string): ReadonlyMap<string, ConstantDeclaration> | undefined {
    const resolve = (from: string, spec: string) => resolveRelative(from, spec, (candidate) => this.mtimeOf(candidate) >= 0);
    const target = resolve(file, specifier);
    if (!target) return undefined;
    const cached = this.through.get(target);
    if (cached && this.unchanged([cached.read])) {
      this.taken.add(cached.read);
      return cached.exports;
    }
    // What every module of the target's re-export closure exports, computed once for all of them,
    // with the one record of what it was read from.
    const outer = this.touched;
    this.touched = new Map();
    const all = exportsThrough([target], (module) => this.factsOf(module), resolve);
    const read = this.touched;
    this.touched = outer;
    this.checked.set(read, this.oldestLook(read));
    for (const [module, exports] of all) this.through.set(module, { exports, read });
    this.taken.add(read);
    return all.get(target);
  }

  /**
   * What was looked at since the last call, with modification times (what a result depends on; -1:
   * absent): the paths looked at directly, and the records of re-export closures, which many
   * importers share (the same object each time, until it changes).
   */
  takeRead(): { direct: ReadonlyMap<string, number>; shared: Array<ReadonlyMap<string, number>> } {
    const read = { direct: this.touched, shared: [...this.taken] };
    this.touched = new Map();
    this.taken = new Set();
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

  private factsOf(file: string): ModuleFacts | undefined {
    const mtimeMs = this.mtimeOf(file);
    if (mtimeMs < 0 || isDocumentFile(file)) return undefined;
    const cached = this.facts.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.facts;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const facts = moduleFacts(file, this.display(file), text, this.constantsOf(file, text));
    this.facts.set(file, { mtimeMs, facts });
    return facts;
  }
}
