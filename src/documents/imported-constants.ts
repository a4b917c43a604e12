/**
 * Retiring enum values held in constants that other files import: `export const STEP = '…'` in one
 * file, `import { STEP } from './steps'` and `{ mutationName: STEP }` in another. Followed as the
 * scan follows a constant in its own file, without a checker: relative imports, and imports through
 * a tsconfig's path aliases (`@/steps`, `import-aliases.ts`; a package is not followed), by name or
 * through a namespace import (`steps.STEP`), also through re-exports (`export { STEP } from
 * './steps'`, `export * from './steps'`, `import { STEP } from './steps'; export { STEP }`). Only
 * files of the run are read: a constant declared outside the paths given is not seen.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileMtimeOf } from '../file-mtime.js';
import { readSourceTextIfAny } from '../file-text.js';
import type TS from 'typescript';
import { FileReferences, owningProperty, propertyRole, propertyTaking, resolvesTo } from './constant-references.js';
import type { ExportedConstant, StringProperty } from './embedded-document.js';
import { aliasTargets, TsconfigAliases, type AliasConfig, type AliasHost } from './import-aliases.js';
import { LineIndex } from './line-index.js';
import { parseHostFile, ts } from './typescript.js';

/** An exported constant, where it is declared. */
export interface ConstantDeclaration extends ExportedConstant {
  file: string;
  line: number;
}

/** Where the constants an import names come from: the run's files, or the disk (the ESLint rules). */
export interface ConstantModules {
  /** The constants exported by the module `specifier` names from `file` (by exported name), if any. */
  exportsOf(file: string, specifier: string): ReadonlyMap<string, ConstantDeclaration> | undefined;
}

/** What one module says of the constants it exports: its own, and what it re-exports from other modules. */
export interface ModuleFacts {
  /** Its own retiring constants, each under the names it exports it by. */
  constants: readonly ConstantDeclaration[];
  /** Every name it exports itself (`export const`, `export { local }`, `export default`): an `export *` does not override them. */
  ownNames: ReadonlySet<string>;
  reExports: readonly ReExport[];
}

/**
 * `export { a as b } from './x'` (each name with the name it has there) or `export * from './x'` (`names`
 * null); also an imported binding exported again (`import { a } from './x'; export { a as b }`).
 */
export interface ReExport {
  specifier: string;
  names: ReadonlyArray<readonly [imported: string, exported: string]> | null;
}

/** A module's facts from its text and the constants the engine's scan found it exports (`display`: how messages name it). */
export function moduleFacts(file: string, display: string, text: string, constants: readonly ExportedConstant[]): ModuleFacts {
  const lines = constants.length > 0 ? new LineIndex(text, { unicodeLineBreaks: true }) : null;
  const declared = constants.map((c) => ({ ...c, file: display, line: lines!.position(c.start).line }));
  if (!mayReExport(text)) return { constants: declared, ownNames: new Set(constants.flatMap((c) => c.names)), reExports: [] };
  return { constants: declared, ...exportsOfText(file, text) };
}

/** Text that may re-export: `export { … } from './x'`, `export * from '@/x'`, or an import and an `export { … }` or `export default name`. */
const RE_EXPORT = /\bexport\s*(?:type\s*)?(?:\*|\{[^}]*\})\s*from\s*['"]/;
const EXPORTS_LOCAL = /\bexport\s*(?:\{|default\s+[A-Za-z_$])/;
const mayReExport = (text: string) => RE_EXPORT.test(text) || (EXPORTS_LOCAL.test(text) && /\bimport\b/.test(text));

/** The names a module exports itself, and its re-exports (an imported binding exported again is one). */
function exportsOfText(file: string, text: string): Pick<ModuleFacts, 'ownNames' | 'reExports'> {
  const ownNames = new Set<string>();
  const reExports: ReExport[] = [];
  const exported = (node: TS.Node) => ts.getModifiers(node as TS.HasModifiers)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
  const statements = parseHostFile(file, text).statements;
  // Bindings imported by name or as the default: exported again, they are re-exports.
  const imported = new Map<string, { specifier: string; name: string }>();
  for (const statement of statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !statement.importClause || statement.importClause.isTypeOnly) continue;
    const specifier = statement.moduleSpecifier.text;
    const { name, namedBindings } = statement.importClause;
    if (name) imported.set(name.text, { specifier, name: 'default' });
    if (namedBindings && ts.isNamedImports(namedBindings)) for (const e of namedBindings.elements) if (!e.isTypeOnly) imported.set(e.name.text, { specifier, name: (e.propertyName ?? e.name).text });
  }
  const exportLocal = (local: string, name: string) => {
    ownNames.add(name);
    const from = imported.get(local);
    if (from) reExports.push({ specifier: from.specifier, names: [[from.name, name]] });
  };
  for (const statement of statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      const specifier = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : null;
      if (!specifier) {
        for (const e of clause && ts.isNamedExports(clause) ? clause.elements : []) {
          if (e.isTypeOnly) ownNames.add(e.name.text);
          else exportLocal((e.propertyName ?? e.name).text, e.name.text);
        }
      } else if (!clause) reExports.push({ specifier, names: null });
      else if (ts.isNamedExports(clause)) {
        const names = clause.elements.filter((e) => !e.isTypeOnly).map((e) => [(e.propertyName ?? e.name).text, e.name.text] as const);
        for (const [, name] of names) ownNames.add(name);
        reExports.push({ specifier, names });
      } else ownNames.add(clause.name.text); // `export * as steps from`: a namespace, whose members are not followed
    } else if (ts.isExportAssignment(statement)) {
      if (!statement.isExportEquals) {
        if (ts.isIdentifier(statement.expression)) exportLocal(statement.expression.text, 'default');
        else ownNames.add('default');
      }
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) ownNames.add(d.name.text);
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement) || ts.isModuleDeclaration(statement)) && exported(statement)) {
      const isDefault = ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (isDefault) ownNames.add('default');
      else if (statement.name && ts.isIdentifier(statement.name)) ownNames.add(statement.name.text);
    }
  }
  return { ownNames, reExports };
}

/** A relative module specifier: `./x`, `../x`, `.`, `..`. */
export const isRelative = (specifier: string) => /^\.\.?(?:\/|$)/.test(specifier);

/** What a specifier's extension stands for in TypeScript's resolution (`./steps.js` is `steps.ts` first). */
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.js', '.jsx'];
const SOURCE_FOR: Record<string, readonly string[]> = { '.js': EXTENSIONS, '.ts': EXTENSIONS, '.jsx': ['.tsx', '.d.ts', '.jsx'], '.tsx': ['.tsx', '.d.ts', '.jsx'], '.mjs': ['.mts', '.d.mts', '.mjs'], '.mts': ['.mts', '.d.mts', '.mjs'], '.cjs': ['.cts', '.d.cts', '.cjs'], '.cts': ['.cts', '.d.cts', '.cjs'] };

/**
 * The file a relative specifier names from `file`, as TypeScript resolves it (the file, with the
 * extensions it tries in its order, else the folder's index), among the files `exists` says are
 * there (asked in that order: a reader from disk records each path asked, whose file, added later,
 * would change the answer). A non-relative specifier is resolved through `aliases`, the path
 * aliases of the tsconfig that governs `file` (`import-aliases.ts`), if any: packages are not followed.
 * `readFile` reads a folder's package.json (without it, a folder's module is its index).
 */
export function resolveImport(file: string, specifier: string, exists: (file: string) => boolean, aliases: AliasConfig | null = null, readFile?: (file: string) => string | undefined): string | null {
  if (isRelative(specifier)) return moduleAt(path.join(path.dirname(file), specifier), specifier === '.' || specifier === '..' || specifier.endsWith('/'), exists, readFile);
  if (!aliases) return null;
  for (const target of aliasTargets(aliases, specifier)) {
    // A folder only where the target, `*` replaced, ends with a slash.
    const at = path.normalize(target.path);
    const found = (target.withExtension && exists(at) ? at : null) ?? moduleAt(at, /[\\/]$/.test(at), exists, readFile);
    if (found) return found;
  }
  return null;
}

/**
 * The module at `target`: the file, with the extensions TypeScript tries; else, for a folder, the
 * entry its package.json names (`typings`, `types` or `main`, the first there is), where `readFile`
 * can read it; else the folder's index.
 */
function moduleAt(target: string, folder: boolean, exists: (file: string) => boolean, readFile?: (file: string) => string | undefined): string | null {
  if (!folder) {
    // A declaration's extension is one (`main.d.ts` is `main` with `.ts`, `.tsx`, `.d.ts`… tried).
    const extension = /\.d\.[cm]?ts$/.exec(target)?.[0] ?? path.extname(target);
    const base = target.slice(0, target.length - extension.length);
    const found = (SOURCE_FOR[extension.replace(/^\.d\./, '.')]?.map((e) => base + e) ?? EXTENSIONS.map((e) => target + e)).find(exists);
    if (found) return found;
  }
  const manifest = path.join(target, 'package.json');
  const entry = readFile && exists(manifest) ? packageEntry(readFile(manifest)) : null;
  // The entry, as a file or a folder, without another package.json (as the compiler loads it).
  const fromEntry = entry === null ? null : moduleAt(path.join(target, entry), /[\\/]$/.test(entry), exists);
  return fromEntry ?? EXTENSIONS.map((e) => path.join(target, `index${e}`)).find(exists) ?? null;
}

/** The file a package.json says a folder's module is: `typings`, `types` or `main`, the first that is a string. */
function packageEntry(text: string | undefined): string | null {
  if (text === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!json || typeof json !== 'object') return null;
  const fields = json as Record<string, unknown>;
  const entry = [fields.typings, fields.types, fields.main].find((field) => typeof field === 'string');
  return typeof entry === 'string' ? entry : null;
}

/**
 * The constants each of `entries`, and each module they re-export from, exports, by exported name:
 * its own, and what it re-exports, through any chain of modules, cycles included. As in TypeScript,
 * a name the module exports itself or re-exports by name is not taken from an `export *`, and a
 * default does not pass through one. Each re-export is followed again only when what it re-exports changed.
 */
export function exportsThrough(entries: readonly string[], factsOf: (file: string) => ModuleFacts | undefined, resolve: (file: string, specifier: string) => string | null): Map<string, Map<string, ConstantDeclaration>> {
  const closure = [...new Set(entries)];
  const seen = new Set(closure);
  /** Per module, the modules re-exporting from it, with the names they take. */
  const importers = new Map<string, Array<{ file: string; names: ReExport['names'] }>>();
  for (let i = 0; i < closure.length; i++) {
    const file = closure[i]!;
    for (const { specifier, names } of factsOf(file)?.reExports ?? []) {
      const target = resolve(file, specifier);
      if (!target) continue;
      (importers.get(target) ?? importers.set(target, []).get(target)!).push({ file, names });
      if (!seen.has(target)) {
        seen.add(target);
        closure.push(target);
      }
    }
  }
  type Provided = { constant: ConstantDeclaration; star: boolean };
  const exports = new Map(closure.map((file) => [file, new Map<string, Provided>((factsOf(file)?.constants ?? []).flatMap((c) => c.names.map((n) => [n, { constant: c, star: false }] as const)))]));
  const queue = closure.filter((file) => exports.get(file)!.size > 0);
  const queued = new Set(queue);
  while (queue.length > 0) {
    const target = queue.pop()!;
    queued.delete(target);
    const from = exports.get(target)!;
    for (const { file, names } of importers.get(target) ?? []) {
      const own = exports.get(file)!;
      let changed = false;
      if (names) {
        for (const [imported, exported] of names) {
          const found = from.get(imported);
          const current = own.get(exported);
          if (found && (!current || (current.star && current.constant !== found.constant))) {
            own.set(exported, { constant: found.constant, star: false });
            changed = true;
          }
        }
      } else {
        const ownNames = factsOf(file)?.ownNames;
        for (const [name, found] of from) {
          if (name === 'default' || ownNames?.has(name) || own.has(name)) continue;
          own.set(name, { constant: found.constant, star: true });
          changed = true;
        }
      }
      if (changed && !queued.has(file)) {
        queued.add(file);
        queue.push(file);
      }
    }
  }
  return new Map([...exports].map(([file, provided]) => [file, new Map([...provided].map(([name, { constant }]) => [name, constant]))]));
}

/** The exported constants of a set of files (the run's), by the module an import names. */
export class ExportedConstants implements ConstantModules {
  private readonly facts = new Map<string, ModuleFacts>();
  private readonly files: Set<string>;
  private readonly byModule = new Map<string, Map<string, ConstantDeclaration>>();
  private readonly aliases: TsconfigAliases | null;
  private readonly resolved = new Map<string, string | null>();
  /**
   * Matches a text that may import one of them: it names a module exporting one in an import (`from
   * './steps'`; under a tsconfig's path aliases, an import under one of their keys), before the file
   * is parsed. Null when there are none.
   */
  readonly marker: RegExp | null = null;
  /** Matches a text that says a name one is exported by (or imports a default, when one is exported as one). */
  readonly names: RegExp | null = null;

  /**
   * `files`: every file of the run, with the constants the scan found it exports. `cwd`: what their
   * names are relative to; given, the tsconfigs above them are read from disk for path aliases.
   */
  constructor(
    files: ReadonlyArray<{ file: string; text: string; constants: readonly ExportedConstant[] }>,
    private readonly cwd: string | null = null,
  ) {
    this.files = new Set(files.map((f) => this.key(f.file)));
    this.aliases = cwd === null ? null : new TsconfigAliases(DISK);
    const withOwn = files.filter((f) => f.constants.length > 0);
    if (withOwn.length === 0) return;
    for (const { file, text, constants } of files) {
      if (constants.length === 0 && !mayReExport(text)) continue;
      const key = this.key(file);
      this.facts.set(key, moduleFacts(key, file, text, constants));
    }
    // The modules a file may import one from: those holding one, and those re-exporting one.
    for (const [file, exports] of exportsThrough([...this.facts.keys()], (f) => this.facts.get(f), this.resolve)) if (exports.size > 0) this.byModule.set(file, exports);
    if (this.byModule.size === 0) return;
    // A module is imported by its file's name, or its folder's for an index (`./kinds`, `.`, `../`).
    let index = false;
    const stems = new Set<string>();
    for (const file of this.byModule.keys()) {
      const stem = path.basename(file).replace(/\.[^.]*$/, '');
      stems.add(stem);
      if (stem === 'index') {
        index = true;
        stems.add(path.basename(path.dirname(file)));
      }
    }
    const alternatives = [...stems].filter((stem) => stem !== '' && stem !== '.').map(escapeRegExp).join('|');
    const patterns = [`['"]\\.\\.?(?:/[^'"\\n]*)?/(?:${alternatives})(?:\\.[cm]?[jt]sx?)?/?['"]`];
    // A folder's index may also be named by dots alone: `.`, `..`, `../..`, `../../`.
    if (index) patterns.push(`['"]\\.\\.?(?:/\\.\\.)*/?['"]`);
    // An alias names a module by any name under its key (`"@steps": ["src/kinds/index.ts"]`); any
    // name at all under `baseUrl` or a `*` key. Which module, the resolution of each import decides.
    const aliases = this.aliases ? new Set([...this.files].map((file) => this.aliases!.of(file)).filter((a) => a !== null)) : new Set<AliasConfig>();
    const prefixes = new Set([...aliases].flatMap((a) => (a.baseUrl ? [''] : a.paths.map((p) => p.prefix))));
    const importing = `\\b(?:from\\s*|require\\s*\\(\\s*)['"]`;
    if (prefixes.has('')) patterns.push(`${importing}[^'"./\\n]`);
    else if (prefixes.size > 0) patterns.push(`${importing}(?:${[...prefixes].map(escapeRegExp).join('|')})`);
    this.marker = new RegExp(patterns.join('|'));
    const names = new Set([...this.byModule.values()].flatMap((exports) => [...exports.keys()]));
    const said = [...names].filter((name) => name !== 'default').map((name) => `(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`);
    // A default is imported under any name: `import kind from`, `import kind, { … } from`.
    if (names.has('default')) said.push('\\bimport\\s+[\\w$]+\\s*(?:,|from\\b)');
    this.names = new RegExp(said.join('|'), 'u');
  }

  /** How a file is known here: absolute when the run's folder is known (aliases are absolute). */
  private key(file: string): string {
    return this.cwd === null ? path.normalize(file) : path.resolve(this.cwd, file);
  }

  /** Resolved once per folder and relative specifier, per governing tsconfig and alias. */
  private readonly resolve = (file: string, specifier: string): string | null => {
    const relative = isRelative(specifier);
    if (!relative && !this.aliases) return null;
    const memo = `${relative ? path.dirname(file) : this.aliases!.configFor(file)}\0${specifier}`;
    if (!this.resolved.has(memo)) {
      // A file of the run, or one outside it that the compiler would take first (a generated folder, a
      // declaration file): the import is then not followed.
      const exists = (f: string) => this.files.has(path.normalize(f)) || (this.cwd !== null && this.onDisk(f));
      const found = resolveImport(file, specifier, exists, relative ? null : this.aliases!.of(file), this.cwd === null ? undefined : readSourceTextIfAny);
      this.resolved.set(memo, found && path.normalize(found));
    }
    return this.resolved.get(memo)!;
  };

  /** Whether a file is on disk, from its folder's listing (read once: most paths asked about are absent). */
  private onDisk(file: string): boolean {
    const folder = path.dirname(file);
    let listing = this.listings.get(folder);
    if (listing === undefined) {
      try {
        listing = new Set(readdirSync(folder, { withFileTypes: true }).filter((e) => e.isFile() || e.isSymbolicLink()).map((e) => e.name));
      } catch {
        listing = null;
      }
      this.listings.set(folder, listing);
    }
    return listing?.has(path.basename(file)) ?? false;
  }

  private readonly listings = new Map<string, Set<string> | null>();

  exportsOf(file: string, specifier: string): Map<string, ConstantDeclaration> | undefined {
    const resolved = this.resolve(this.key(file), specifier);
    return resolved ? this.byModule.get(resolved) : undefined;
  }
}

/** The tsconfigs of a run, as they are on disk. */
const DISK: AliasHost = { exists: (file) => fileMtimeOf(file) >= 0, readFile: readSourceTextIfAny };

/** How a file binds a module: names it imports (`[local, exported]`), and a namespace (`import * as steps`). */
interface ModuleBinding {
  specifier: string;
  named: Array<[local: string, imported: string]>;
  namespace: string | null;
}

/** `require('./steps')`, the specifier; undefined for any other expression. */
function requiredSpecifier(node: TS.Expression | undefined): string | undefined {
  if (!node || !ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'require' || node.arguments.length !== 1) return undefined;
  const [argument] = node.arguments;
  return argument && ts.isStringLiteralLike(argument) ? argument.text : undefined;
}

/**
 * The modules a file's top level binds, and how: `import { STEP } from`, a default, `import * as
 * steps`; `import steps = require('./steps')`; `const steps = require('./steps')` and `const { STEP } =
 * require('./steps')` (a `const` only: a `let` may be assigned another value). Type-only imports bind no value.
 */
function moduleBindings(sourceFile: TS.SourceFile): ModuleBinding[] {
  const bindings: ModuleBinding[] = [];
  for (const statement of sourceFile.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!ts.isStringLiteral(statement.moduleSpecifier) || !clause || clause.isTypeOnly) continue;
      const binding: ModuleBinding = { specifier: statement.moduleSpecifier.text, named: [], namespace: null };
      if (clause.name) binding.named.push([clause.name.text, 'default']);
      const named = clause.namedBindings;
      if (named && ts.isNamespaceImport(named)) binding.namespace = named.name.text;
      else if (named) for (const element of named.elements) if (!element.isTypeOnly) binding.named.push([element.name.text, (element.propertyName ?? element.name).text]);
      bindings.push(binding);
    } else if (ts.isImportEqualsDeclaration(statement)) {
      const reference = statement.moduleReference;
      if (statement.isTypeOnly || !ts.isExternalModuleReference(reference) || !ts.isStringLiteral(reference.expression)) continue;
      bindings.push({ specifier: reference.expression.text, named: [], namespace: statement.name.text });
    } else if (ts.isVariableStatement(statement) && (statement.declarationList.flags & ts.NodeFlags.Const) !== 0) {
      for (const declaration of statement.declarationList.declarations) {
        const specifier = requiredSpecifier(declaration.initializer);
        if (specifier === undefined) continue;
        if (ts.isIdentifier(declaration.name)) bindings.push({ specifier, named: [], namespace: declaration.name.text });
        else if (ts.isObjectBindingPattern(declaration.name)) {
          const named: ModuleBinding['named'] = [];
          for (const element of declaration.name.elements) {
            const key = element.propertyName ?? element.name;
            if (element.dotDotDotToken || !ts.isIdentifier(element.name) || !(ts.isIdentifier(key) || ts.isStringLiteral(key))) continue;
            named.push([element.name.text, key.text]);
          }
          bindings.push({ specifier, named, namespace: null });
        }
      }
    }
  }
  return bindings;
}

/**
 * The properties of a file that take a constant `modules` says another file exports, as string
 * properties at the reference (`heldIn` says where the literal is): `{ p: STEP }`, `{ STEP }`,
 * `{ p: steps.STEP }` for `import * as steps`, `import steps = require(…)` or `const steps = require(…)`.
 */
export function importedConstantProperties(file: string, sourceFile: TS.SourceFile, modules: ConstantModules): StringProperty[] {
  let references: FileReferences | undefined;
  const found: StringProperty[] = [];
  // The reference (`STEP`, `steps.STEP`) as a property's value: the use is there.
  const take = (node: TS.Identifier | TS.PropertyAccessExpression, constant: ConstantDeclaration) => {
    const property = ts.isIdentifier(node) ? propertyTaking(node) : owningProperty(node);
    const role = property && propertyRole(property);
    if (!role) return;
    found.push({ ...role, value: constant.value, start: node.getStart(sourceFile), end: node.end, heldIn: { constant: constant.local, file: constant.file, line: constant.line } });
  };
  for (const { specifier, named, namespace } of moduleBindings(sourceFile)) {
    const exports = modules.exportsOf(file, specifier);
    if (!exports || exports.size === 0) continue;
    references ??= new FileReferences(sourceFile);
    for (const [local, imported] of named) {
      const constant = exports.get(imported);
      if (!constant) continue;
      for (const reference of references.of(local)) if (resolvesTo(reference, sourceFile, local, references)) take(reference, constant);
    }
    if (namespace === null) continue;
    for (const reference of references.of(namespace)) {
      const access = reference.parent;
      if (!ts.isPropertyAccessExpression(access) || access.expression !== reference || !resolvesTo(reference, sourceFile, namespace, references)) continue;
      const constant = exports.get(access.name.text);
      if (constant) take(access, constant);
    }
  }
  return found;
}

/**
 * `from './steps'`, `from '@/steps'`, `require('./steps')` (`import steps = require(…)` too): what an
 * import (or re-export) says, before the file is parsed (the parse decides).
 */
const FROM = /\b(?:from\s*|require\s*\(\s*)['"]([^'"\n]+)['"]/;
const FROM_ALL = new RegExp(FROM.source, 'g');

/** Whether a text may import from a module. */
export const importsModules = (text: string) => FROM.test(text);

/** The module specifiers a text imports from. */
export function importSpecifiers(text: string): string[] {
  return [...text.matchAll(FROM_ALL)].map((m) => m[1]!);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
