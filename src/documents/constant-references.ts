/**
 * Where a `const` holding a string literal is used in its file: `const STEP = 'X' as const`, then
 * `{ mutationName: STEP }`, `{ mutationName }`, `case STEP:`, `[STEP]: …`. Lexical scoping without a
 * checker (the scan has a parse only): a reference is the constant's when it stands in the
 * declaration's scope and no scope between declares the name again (a parameter, a `for (const …)`,
 * a `catch` variable, a `var` anywhere in a function, a namespace's own declaration).
 */
import type TS from 'typescript';
import { ts } from './typescript.js';

/** The constant `literal` is the value of, and the references to it in its file; null when it is no `const`'s whole value. */
export interface ConstantUses {
  /** Every reference read as a value (for the checks a rename needs where each one stands). */
  references: TS.Identifier[];
  /** The references a property takes as its value, as it is (`{ p: STEP }`, `{ p: [STEP] }`, `{ STEP }`). */
  properties: Array<TS.PropertyAssignment | TS.ShorthandPropertyAssignment>;
  /** The constant's name, when its file exports it (`export const`, `export { STEP as X }`, `export default STEP`): other files may read it too. */
  exported: string | null;
  /** The names other files import it by (`STEP`, `X` for `export { STEP as X }`, `default`). */
  exportedAs: string[];
}

/**
 * The identifiers of one file by name, read as values (not a property's or member's name, not a
 * declaration's own): collected in one walk, on first use, so that many constants cost one walk.
 */
export class FileReferences {
  private byName: Map<string, TS.Identifier[]> | null = null;
  /** The names each scope declares itself, as they are asked for. */
  private readonly declared = new WeakMap<TS.Node, Set<string>>();

  constructor(private readonly sourceFile: TS.SourceFile) {}

  of(name: string): readonly TS.Identifier[] {
    if (!this.byName) {
      const byName = new Map<string, TS.Identifier[]>();
      const visit = (node: TS.Node): void => {
        if (ts.isIdentifier(node)) {
          if (isValueReference(node)) (byName.get(node.text) ?? byName.set(node.text, []).get(node.text)!).push(node);
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(this.sourceFile);
      this.byName = byName;
    }
    return this.byName.get(name) ?? [];
  }

  private exportedNames: Map<string, string[]> | null = null;

  /**
   * The names the file exports a local binding under by name: `export { STEP }`, `export { STEP as X }`,
   * `export default STEP` (`default`); `export = STEP` is `=`, which no import names.
   */
  exportNamesOf(name: string): readonly string[] {
    if (!this.exportedNames) {
      const names = new Map<string, string[]>();
      const add = (local: string, exported: string) => (names.get(local) ?? names.set(local, []).get(local)!).push(exported);
      for (const s of this.sourceFile.statements) {
        if (ts.isExportDeclaration(s) && !s.moduleSpecifier && s.exportClause && ts.isNamedExports(s.exportClause)) for (const e of s.exportClause.elements) add((e.propertyName ?? e.name).text, e.name.text);
        else if (ts.isExportAssignment(s) && ts.isIdentifier(s.expression)) add(s.expression.text, s.isExportEquals ? '=' : 'default');
      }
      this.exportedNames = names;
    }
    return this.exportedNames.get(name) ?? [];
  }

  /** Whether `scope` declares `name` itself. */
  declares(scope: TS.Node, name: string): boolean {
    let names = this.declared.get(scope);
    if (!names) this.declared.set(scope, (names = namesDeclaredBy(scope)));
    return names.has(name);
  }
}

/** The uses of the `const` whose whole value is `literal` (through `as`, `satisfies`, parentheses); null when it is none. */
export function constantUses(literal: TS.Node, references: FileReferences): ConstantUses | null {
  let value = literal;
  while (ts.isAsExpression(value.parent) || ts.isSatisfiesExpression(value.parent) || ts.isTypeAssertionExpression(value.parent) || ts.isParenthesizedExpression(value.parent)) value = value.parent;
  const declaration = value.parent;
  if (!ts.isVariableDeclaration(declaration) || declaration.initializer !== value || !ts.isIdentifier(declaration.name)) return null;
  const list = declaration.parent;
  if (!ts.isVariableDeclarationList(list) || (list.flags & ts.NodeFlags.Const) === 0 || !ts.isVariableStatement(list.parent)) return null;
  const scope = list.parent.parent;
  const name = declaration.name.text;
  // Exported from a namespace or by `export =`, other files read it too; only a module's top level is imported by name.
  const exportModifier = ts.getModifiers(list.parent)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
  const exportNames = references.exportNamesOf(name);
  const exportedAs = ts.isSourceFile(scope) ? [...(exportModifier ? [name] : []), ...exportNames.filter((n) => n !== '=')] : [];
  const found: ConstantUses = { references: [], properties: [], exported: exportModifier || exportNames.length > 0 ? name : null, exportedAs };
  for (const reference of references.of(name)) {
    if (!resolvesTo(reference, scope, name, references)) continue;
    found.references.push(reference);
    const property = propertyTaking(reference);
    if (property) found.properties.push(property);
  }
  return found;
}

/** The property whose value an identifier is: `{ p: STEP }`, `{ p: [STEP] }` (owningProperty), or `{ STEP }`. */
export function propertyTaking(reference: TS.Identifier): TS.PropertyAssignment | TS.ShorthandPropertyAssignment | null {
  return ts.isShorthandPropertyAssignment(reference.parent) && reference.parent.name === reference ? reference.parent : owningProperty(reference);
}

/**
 * What a property passes a value as: its name, and whether its object is itself a property's value
 * (an input field's name, not an argument's). Null for a computed name, and in an object with
 * `__typename`: a result (a mock, a cache write), not variables sent to the API.
 */
export function propertyRole(property: TS.PropertyAssignment | TS.ShorthandPropertyAssignment): { propertyName: string; nested: boolean } | null {
  const name = property.name;
  const propertyName = ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
  if (propertyName === undefined) return null;
  const object = property.parent;
  if (ts.isObjectLiteralExpression(object) && object.properties.some((p) => p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === '__typename')) return null;
  return { propertyName, nested: ts.isObjectLiteralExpression(object) && owningProperty(object) !== null };
}

/** Whether `reference` stands in `scope` with no scope between declaring `name` again. */
export function resolvesTo(reference: TS.Node, scope: TS.Node, name: string, references: FileReferences): boolean {
  for (let node = reference.parent; node; node = node.parent) {
    if (node === scope) return true;
    if (isScope(node) && references.declares(node, name)) return false;
  }
  return false;
}

const isScope = (node: TS.Node) =>
  ts.isBlock(node) || ts.isCaseBlock(node) || ts.isModuleBlock(node) || ts.isSourceFile(node) || ts.isFunctionLike(node) ||
  ts.isForStatement(node) || ts.isForInStatement(node) || ts.isForOfStatement(node) || ts.isCatchClause(node) || ts.isClassExpression(node);

/** The names a scope declares itself: a block's lexical declarations; a function's parameters, own name and `var`s; a loop's or `catch`'s variables. */
function namesDeclaredBy(scope: TS.Node): Set<string> {
  const names = new Set<string>();
  const bind = (name: TS.BindingName | TS.PropertyName | undefined) => {
    if (!name) return;
    if (ts.isIdentifier(name)) names.add(name.text);
    else if (ts.isObjectBindingPattern(name) || ts.isArrayBindingPattern(name)) for (const element of name.elements) if (!ts.isOmittedExpression(element)) bind(element.name);
  };
  const declarationList = (list: TS.Node | undefined) => {
    if (list && ts.isVariableDeclarationList(list)) for (const d of list.declarations) bind(d.name);
  };
  // `var` belongs to the function (or module) around it, from any block inside, but not from an inner function.
  const hoisted = (node: TS.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node) || ts.isModuleDeclaration(node)) return;
    if (ts.isVariableDeclarationList(node) && (node.flags & ts.NodeFlags.BlockScoped) === 0) declarationList(node);
    ts.forEachChild(node, hoisted);
  };
  if (ts.isFunctionLike(scope)) {
    for (const parameter of scope.parameters) bind(parameter.name);
    if (ts.isFunctionExpression(scope) && scope.name) names.add(scope.name.text);
    const body = (scope as { body?: TS.Node }).body;
    if (body) ts.forEachChild(body, hoisted);
  } else if (ts.isClassExpression(scope)) {
    if (scope.name) names.add(scope.name.text);
  } else if (ts.isForStatement(scope) || ts.isForInStatement(scope) || ts.isForOfStatement(scope)) {
    declarationList(scope.initializer);
  } else if (ts.isCatchClause(scope)) {
    bind(scope.variableDeclaration?.name);
  } else {
    const statements = ts.isCaseBlock(scope) ? scope.clauses.flatMap((c) => [...c.statements]) : [...(scope as TS.Block | TS.ModuleBlock | TS.SourceFile).statements];
    for (const statement of statements) {
      if (ts.isVariableStatement(statement)) declarationList(statement.declarationList);
      else if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement) || ts.isModuleDeclaration(statement)) bind(statement.name as TS.Identifier | undefined);
      else if (ts.isImportDeclaration(statement)) {
        const clause = statement.importClause;
        if (clause?.name) names.add(clause.name.text);
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
        else if (bindings) for (const element of bindings.elements) names.add(element.name.text);
      } else if (ts.isImportEqualsDeclaration(statement)) names.add(statement.name.text);
    }
    // A module's or namespace's `var`s in its blocks are its own.
    if (ts.isSourceFile(scope) || ts.isModuleBlock(scope)) for (const statement of statements) if (!ts.isVariableStatement(statement)) ts.forEachChild(statement, hoisted);
  }
  return names;
}

/** An identifier read as a value: not a property's or member's name, not a declaration's own, not in a type. */
function isValueReference(node: TS.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent)) return parent.expression === node;
  if (ts.isPropertyAssignment(parent)) return parent.initializer === node;
  if (ts.isShorthandPropertyAssignment(parent)) return parent.name === node;
  if (ts.isTypeReferenceNode(parent) || ts.isQualifiedName(parent) || ts.isTypeQueryNode(parent)) return false;
  return (parent as { name?: TS.Node }).name !== node && !((ts.isBindingElement(parent) || ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) && parent.propertyName === node);
}

/**
 * The property whose value `node` is, looking through what does not change the value passed:
 * array elements, `as const`/`satisfies`, parentheses, the branches of a conditional and the fallback
 * of `??` and `||`.
 */
export function owningProperty(node: TS.Node): TS.PropertyAssignment | null {
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isPropertyAssignment(parent)) return parent.initializer === child ? parent : null;
    const transparent =
      ts.isArrayLiteralExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      ts.isParenthesizedExpression(parent) ||
      (ts.isConditionalExpression(parent) && parent.condition !== child) ||
      // A fallback is a value the property may take: `prev ?? 'X'`, `prev || 'X'`.
      (ts.isBinaryExpression(parent) && parent.right === child && (parent.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || parent.operatorToken.kind === ts.SyntaxKind.BarBarToken));
    if (!transparent) return null;
  }
  return null;
}
