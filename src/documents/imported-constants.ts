/**
 * Retiring enum values held in constants that other files import: `export const STEP = '…'` in one
 * file, `import { STEP } from './steps'` and `{ mutationName: STEP }` in another. Followed as the
 * scan follows a constant in its own file, without a checker: relative imports only (a package or a
 * path alias is not resolved), by name or through a namespace import (`steps.STEP`), also through
 * re-exports (`export { STEP } from './steps'`, `export * from './steps'`). Only files of the run
 * are read: a constant declared outside the paths given is not seen.
 */
import path from 'node:path';
import type TS from 'typescript';
import { FileReferences, owningProperty, propertyRole, propertyTaking, resolvesTo } from './constant-references.js';
import type { ExportedConstant, StringProperty } from './embedded-document.js';
import { LineIndex } from './line-index.js';
import { parseHostFile, ts } from './typescript.js';

/** An exported constant, where it is declared. */
export interface ConstantDeclaration extends ExportedConstant {
  file: string;
  line: number;
}

/** Where the constants a relative import names come from: the run's files, or the disk (the ESLint rules). */
export interface ConstantModules {
  /** The constants exported by the module `specifier` names from `file` (by exported name), if any. */
  exportsOf(file: string, specifier: string): ReadonlyMap<string, ConstantDeclaration> | undefined;
}

/** The exported constants of a set of files, by the module a relative import names. */
export class ExportedConstants implements ConstantModules {
  private readonly byModule = new Map<string, Map<string, ConstantDeclaration>>();
  /** Every module of the run, so that `./steps` is `steps.ts` when there is one, not `steps/index.ts`. */
  private readonly modules = new Set<string>();
  /**
   * Matches a text that may import one of them: it names a module exporting one in an import (`from
   * './steps'`), before the file is parsed. Null when there are none.
   */
  readonly marker: RegExp | null = null;

  /** `files`: every file of the run, with the constants the scan found it exports. */
  constructor(files: ReadonlyArray<{ file: string; text: string; constants: readonly ExportedConstant[] }>) {
    for (const { file, text, constants } of files) {
      this.modules.add(moduleKey(file));
      if (constants.length === 0) continue;
      const lines = new LineIndex(text, { unicodeLineBreaks: true });
      const exports = new Map<string, ConstantDeclaration>();
      for (const constant of constants) for (const name of constant.names) exports.set(name, { ...constant, file, line: lines.position(constant.start).line });
      this.byModule.set(moduleKey(file), exports);
    }
    if (this.byModule.size === 0) return;
    this.followReExports(files);
    // A module is imported by its file's name, or its folder's for an index (`./kinds`, `.`, `../`).
    let index = false;
    const stems = new Set<string>();
    for (const key of this.byModule.keys()) {
      const file = key.slice(0, key.lastIndexOf('|'));
      stems.add(path.basename(file));
      if (path.basename(file) === 'index') {
        index = true;
        stems.add(path.basename(path.dirname(file)));
      }
    }
    const alternatives = [...stems].filter((stem) => stem !== '' && stem !== '.').map(escapeRegExp).join('|');
    const patterns = [`['"]\\.\\.?(?:/[^'"\\n]*)?/(?:${alternatives})(?:\\.[cm]?[jt]sx?)?/?['"]`, ...(index ? [`['"]\\.\\.?/?['"]`] : [])];
    this.marker = new RegExp(patterns.join('|'));
  }

  /**
   * Adds what the files re-export of these constants (`export { STEP } from './steps'`, `export * from
   * './steps'`, as a folder's index does), through any chain of them. Only files with a relative
   * re-export are parsed.
   */
  private followReExports(files: ReadonlyArray<{ file: string; text: string }>): void {
    const barrels = files.flatMap(({ file, text }) => (RE_EXPORT.test(text) ? [{ module: moduleKey(file), file, reExports: reExportsOf(file, text) }] : []));
    for (let changed = true; changed; ) {
      changed = false;
      for (const barrel of barrels) {
        for (const { specifier, names } of barrel.reExports) {
          const from = this.exportsOf(barrel.file, specifier);
          if (!from) continue;
          const exports = this.byModule.get(barrel.module) ?? new Map<string, ConstantDeclaration>();
          // `export *` passes on every name but the default.
          for (const [imported, exported] of names ?? [...from.keys()].filter((n) => n !== 'default').map((n) => [n, n] as const)) {
            const constant = from.get(imported);
            if (!constant || exports.has(exported)) continue;
            exports.set(exported, constant);
            changed = true;
          }
          if (exports.size > 0) this.byModule.set(barrel.module, exports);
        }
      }
    }
  }

  /** Resolved as TypeScript does: the file, else the folder's index. */
  exportsOf(file: string, specifier: string): Map<string, ConstantDeclaration> | undefined {
    if (!/^\.\.?(?:\/|$)/.test(specifier)) return undefined;
    const target = path.join(path.dirname(file), specifier);
    const folder = specifier === '.' || specifier === '..' || specifier.endsWith('/');
    const asFile = moduleKey(target);
    if (!folder && this.modules.has(asFile)) return this.byModule.get(asFile);
    return this.byModule.get(moduleKey(path.join(target, 'index')));
  }
}

/**
 * The properties of a file that take a constant `modules` says another file exports, as string
 * properties at the reference (`heldIn` says where the literal is): `{ p: STEP }`, `{ STEP }`,
 * `{ p: steps.STEP }` for `import * as steps`.
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
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.importClause?.isTypeOnly) continue;
    const clause = statement.importClause;
    const exports = clause ? modules.exportsOf(file, statement.moduleSpecifier.text) : undefined;
    if (!exports || exports.size === 0) continue;
    references ??= new FileReferences(sourceFile);
    const named: Array<[local: string, imported: string]> = [];
    if (clause!.name) named.push([clause!.name.text, 'default']);
    const bindings = clause!.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) if (!element.isTypeOnly) named.push([element.name.text, (element.propertyName ?? element.name).text]);
    for (const [local, imported] of named) {
      const constant = exports.get(imported);
      if (!constant) continue;
      for (const reference of references.of(local)) if (resolvesTo(reference, sourceFile, local, references)) take(reference, constant);
    }
    if (bindings && ts.isNamespaceImport(bindings)) {
      const local = bindings.name.text;
      for (const reference of references.of(local)) {
        const access = reference.parent;
        if (!ts.isPropertyAccessExpression(access) || access.expression !== reference || !resolvesTo(reference, sourceFile, local, references)) continue;
        const constant = exports.get(access.name.text);
        if (constant) take(access, constant);
      }
    }
  }
  return found;
}

/** The relative module specifiers a text imports from (`from './steps'`): a test before parsing, the parse decides. */
export function relativeSpecifiers(text: string): string[] {
  return [...text.matchAll(/\bfrom\s*['"](\.{1,2}(?:\/[^'"\n]*)?)['"]/g)].map((m) => m[1]!);
}

/** Text that may re-export from a relative module: `export { … } from './x'`, `export * from '../x'`. */
export const RE_EXPORT = /\bexport\s*(?:type\s*)?(?:\*|\{[^}]*\})\s*from\s*['"]\.\.?(?:\/|['"])/;

/** A file's re-exports from relative modules: each exported name with the name it has there, or null for `export *`. */
export function reExportsOf(file: string, text: string): Array<{ specifier: string; names: Array<readonly [imported: string, exported: string]> | null }> {
  const found: Array<{ specifier: string; names: Array<readonly [string, string]> | null }> = [];
  for (const statement of parseHostFile(file, text).statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.exportClause;
    // `export * as steps from`: a namespace, read as `steps.STEP`, which is not followed.
    if (clause && !ts.isNamedExports(clause)) continue;
    const names = clause ? clause.elements.filter((e) => !e.isTypeOnly).map((e) => [(e.propertyName ?? e.name).text, e.name.text] as const) : null;
    found.push({ specifier: statement.moduleSpecifier.text, names });
  }
  return found;
}

/**
 * A module as a relative import names it: its path without the extension, and which extensions
 * (`./steps.js` and `./steps` are `steps.ts` or `steps.tsx`; `./steps.mjs` is `steps.mts`).
 */
function moduleKey(file: string): string {
  const normalized = path.normalize(file);
  const extension = /\.(?:d\.)?([cm]?)[jt]sx?$/.exec(normalized);
  return extension ? `${normalized.slice(0, extension.index)}|${extension[1]}` : `${normalized}|`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
