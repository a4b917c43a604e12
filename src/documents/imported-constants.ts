/**
 * Retiring enum values held in constants that other files import: `export const STEP = '…'` in one
 * file, `import { STEP } from './steps'` and `{ mutationName: STEP }` in another. Followed as the
 * scan follows a constant in its own file, without a checker: relative imports only (a package or a
 * path alias is not resolved), by name or through a namespace import (`steps.STEP`), and not through
 * re-exports (`export { STEP } from './steps'`).
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
  name: string;
  line: number;
}

/** The exported constants of a set of files, by the module a relative import names. */
export class ExportedConstants {
  private readonly byModule = new Map<string, Map<string, ConstantDeclaration>>();
  /** Matches a text that names one of them (a file that may import one). */
  readonly marker: RegExp | null;

  constructor(files: Iterable<{ file: string; text: string; constants: readonly ExportedConstant[] }>) {
    const names = new Set<string>();
    for (const { file, text, constants } of files) {
      if (constants.length === 0) continue;
      const lines = new LineIndex(text, { unicodeLineBreaks: true });
      const exports = new Map<string, ConstantDeclaration>();
      for (const constant of constants) {
        for (const name of constant.names) {
          exports.set(name, { ...constant, file, name, line: lines.position(constant.start).line });
          if (name !== 'default') names.add(name);
        }
      }
      this.byModule.set(moduleKey(file), exports);
    }
    // A default import takes any local name: a file importing one is found by its specifier instead.
    const defaults = [...this.byModule.values()].some((exports) => exports.has('default'));
    const words = [...names].map((n) => n.replace(/\$/g, '\\$'));
    this.marker = this.byModule.size === 0 ? null : new RegExp([...(words.length > 0 ? [`\\b(?:${words.join('|')})\\b`] : []), ...(defaults ? ['\\bimport\\s+[\\w$]+\\s*(?:,|from)'] : [])].join('|'));
  }

  /** The constant `file` imports as `importedName` from `specifier`, if it is one of these. */
  resolve(file: string, specifier: string, importedName: string): ConstantDeclaration | null {
    if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
    const target = moduleKey(path.join(path.dirname(file), specifier));
    return (this.byModule.get(target) ?? this.byModule.get(`${target}/index`))?.get(importedName) ?? null;
  }

  /**
   * The properties of `file` that take one of these constants, as string properties at the reference
   * (`heldIn` says where the literal is). `parsed`, a parse the caller already has, saves parsing again.
   */
  propertiesIn(file: string, text: string, parsed?: TS.SourceFile): StringProperty[] {
    if (!this.marker?.test(text)) return [];
    const sourceFile = parsed ?? parseHostFile(file, text);
    const references = new FileReferences(sourceFile);
    const found: StringProperty[] = [];
    // The reference (`STEP`, `steps.STEP`) as a property's value: the use is there.
    const take = (node: TS.Identifier | TS.PropertyAccessExpression, constant: ConstantDeclaration) => {
      const property = ts.isIdentifier(node) ? propertyTaking(node) : owningProperty(node);
      const role = property && propertyRole(property);
      if (!role) return;
      found.push({ ...role, value: constant.value, start: node.getStart(sourceFile), end: node.end, heldIn: { constant: constant.name, file: constant.file, line: constant.line } });
    };
    for (const statement of sourceFile.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.importClause?.isTypeOnly) continue;
      const specifier = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      const named: Array<[local: string, imported: string]> = [];
      if (clause?.name) named.push([clause.name.text, 'default']);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) if (!element.isTypeOnly) named.push([element.name.text, (element.propertyName ?? element.name).text]);
      for (const [local, imported] of named) {
        const constant = this.resolve(file, specifier, imported);
        if (!constant) continue;
        for (const reference of references.of(local)) if (resolvesTo(reference, sourceFile, local, references)) take(reference, constant);
      }
      if (bindings && ts.isNamespaceImport(bindings)) {
        const local = bindings.name.text;
        for (const reference of references.of(local)) {
          const access = reference.parent;
          if (!ts.isPropertyAccessExpression(access) || access.expression !== reference || !resolvesTo(reference, sourceFile, local, references)) continue;
          const constant = this.resolve(file, specifier, access.name.text);
          if (constant) take(access, constant);
        }
      }
    }
    return found;
  }
}

/** A module as a relative import names it: its path without the extension (`./steps.js` is `steps.ts`). */
const moduleKey = (file: string) => path.normalize(file).replace(/\.(?:d\.)?[cm]?[jt]sx?$/, '');
