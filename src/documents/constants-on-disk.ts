/**
 * The constants a relative import names, read from disk when asked (the ESLint rules, which see one
 * file at a time): the module is resolved as TypeScript resolves a relative import, read, and its
 * exported retiring constants and re-exports taken; kept while its modification time, and those of
 * the modules it re-exports from, stay the same.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ExportedConstant } from './embedded-document.js';
import { RE_EXPORT, reExportsOf, type ConstantDeclaration, type ConstantModules } from './imported-constants.js';
import { LineIndex } from './line-index.js';
import { isDocumentFile } from './scan-source.js';

interface ModuleEntry {
  mtimeMs: number;
  exports: Map<string, ConstantDeclaration>;
  /** Every module read for it (itself and what it re-exports from), with its modification time then. */
  read: Map<string, number>;
}

/** What a relative specifier's extension stands for in TypeScript's resolution (`./steps.js` is `steps.ts` first). */
const SOURCE_FOR: Record<string, readonly string[]> = { '.js': ['.ts', '.tsx', '.js'], '.jsx': ['.tsx', '.jsx'], '.mjs': ['.mts', '.mjs'], '.cjs': ['.cts', '.cjs'] };
const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx'];

export class ConstantsOnDisk implements ConstantModules {
  private readonly modules = new Map<string, ModuleEntry>();
  private touched = new Map<string, number>();

  /**
   * `constantsOf`: the retiring constants a module's text exports (the engine's scan); `display`:
   * how messages name a file (absolute here).
   */
  constructor(
    private readonly constantsOf: (file: string, text: string) => readonly ExportedConstant[],
    private readonly display: (file: string) => string,
  ) {}

  exportsOf(file: string, specifier: string): ReadonlyMap<string, ConstantDeclaration> | undefined {
    const module = resolveRelative(file, specifier);
    return module ? this.entry(module, new Set())?.exports : undefined;
  }

  /** The modules read since the last call, with their modification times (what a result depends on). */
  takeRead(): Map<string, number> {
    const read = this.touched;
    this.touched = new Map();
    return read;
  }

  private entry(file: string, visiting: Set<string>): ModuleEntry | undefined {
    const mtimeMs = mtimeOf(file);
    if (mtimeMs < 0 || visiting.has(file) || isDocumentFile(file)) return undefined;
    let entry = this.modules.get(file);
    if (!entry || entry.mtimeMs !== mtimeMs || [...entry.read].some(([f, m]) => f !== file && mtimeOf(f) !== m)) {
      entry = this.read(file, mtimeMs, new Set([...visiting, file]));
      this.modules.set(file, entry);
    }
    for (const [f, m] of entry.read) this.touched.set(f, m);
    return entry;
  }

  private read(file: string, mtimeMs: number, visiting: Set<string>): ModuleEntry {
    const entry: ModuleEntry = { mtimeMs, exports: new Map(), read: new Map([[file, mtimeMs]]) };
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return entry;
    }
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const constants = this.constantsOf(file, text);
    if (constants.length > 0) {
      const lines = new LineIndex(text, { unicodeLineBreaks: true });
      for (const constant of constants) for (const name of constant.names) entry.exports.set(name, { ...constant, file: this.display(file), line: lines.position(constant.start).line });
    }
    if (!RE_EXPORT.test(text)) return entry;
    for (const { specifier, names } of reExportsOf(file, text)) {
      const target = resolveRelative(file, specifier);
      const from = target ? this.entry(target, visiting) : undefined;
      if (!from) continue;
      for (const [f, m] of from.read) entry.read.set(f, m);
      // `export *` passes on every name but the default.
      for (const [imported, exported] of names ?? [...from.exports.keys()].filter((n) => n !== 'default').map((n) => [n, n] as const)) {
        const constant = from.exports.get(imported);
        if (constant && !entry.exports.has(exported)) entry.exports.set(exported, constant);
      }
    }
    return entry;
  }
}

const mtimeOf = (file: string): number => {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats.mtimeMs : -1;
  } catch {
    return -1;
  }
};

/** The file a relative specifier names from `file`, as TypeScript resolves it: the file, else the folder's index. */
function resolveRelative(file: string, specifier: string): string | null {
  if (!/^\.\.?(?:\/|$)/.test(specifier)) return null;
  const target = path.resolve(path.dirname(file), specifier);
  const folder = specifier === '.' || specifier === '..' || specifier.endsWith('/');
  if (!folder) {
    const extension = path.extname(target);
    const base = target.slice(0, target.length - extension.length);
    const candidates = SOURCE_FOR[extension]?.map((e) => base + e) ?? (/^\.[cm]?tsx?$/.test(extension) ? [target] : EXTENSIONS.map((e) => target + e));
    const found = candidates.find((candidate) => mtimeOf(candidate) >= 0);
    if (found) return found;
  }
  return EXTENSIONS.map((e) => path.join(target, `index${e}`)).find((candidate) => mtimeOf(candidate) >= 0) ?? null;
}
