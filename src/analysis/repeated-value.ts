/**
 * Whether an enum value renamed where it stands would repeat one beside it: a `case` label whose
 * switch has a case for the new value already (its code would never run, and tsc says nothing), or a
 * key of an object literal that has a key for the new value already (tsc: "An object literal cannot
 * have multiple properties with the same name"; at run time one entry is lost), an element of a list
 * that holds the new value already (or an entry of a list of choices whose sibling has it), a key of an entry in a
 * list of entries that has one for the new value already (`new Map([[E.Old, a], [E.New, b]])`), or a
 * comparison where its function compares the same thing with the new value already (in one chain of
 * `||` and `&&`, an `if` after an `if`, a chain of `? :`). Such a use is merged
 * by hand: the codemod leaves it as it was, the ESLint rules offer its rename as a suggestion only.
 * No type checker: the parse is enough. `ts` is the compiler the parse comes from (ts-morph's, or the
 * `typescript` package).
 */
import type TS from 'typescript';
import { normalizeName } from './generated-names.js';

/** Why the use `node` (a member's name, a member's quoted name, a string literal, a constant's name) cannot become `value`; null when it can. */
export function repeatedValue(ts: typeof TS, sourceFile: TS.SourceFile, node: TS.Node, value: string, sentAs: ReadonlySet<string> = new Set()): string | null {
  const use = usedExpression(ts, node);
  const clause = use?.parent;
  if (clause && ts.isCaseClause(clause) && clause.expression === use) {
    const twin = clause.parent.clauses.find((other) => other !== clause && ts.isCaseClause(other) && namesValue(ts, other.expression, value));
    return twin ? `this switch has a case for \`${value}\` already (line ${lineOf(sourceFile, twin)}): renamed, this one would repeat it and its code would never run; merge the two cases by hand` : null;
  }
  const twinComparison = use && comparisonTwin(ts, use, value);
  if (twinComparison) {
    return `this ${twinComparison.inChain ? 'condition' : 'function'} compares \`${twinComparison.subject}\` with \`${value}\` already (line ${lineOf(sourceFile, twinComparison.node)}): renamed, this comparison would repeat it (tsc: "This comparison appears to be unintentional"); merge the two by hand`;
  }
  // `new Map([[E.Old, a], [E.New, b]])`, `Object.fromEntries(…)`: an entry whose key is the value already.
  const pair = use?.parent;
  if (pair && ts.isArrayLiteralExpression(pair) && pair.elements[0] === use && ts.isArrayLiteralExpression(pair.parent)) {
    const twin = pair.parent.elements.find((other) => other !== pair && ts.isArrayLiteralExpression(other) && other.elements[0] !== undefined && namesValue(ts, other.elements[0], value));
    if (twin) return `this list of entries has one keyed \`${value}\` already (line ${lineOf(sourceFile, twin)}): renamed, this one would repeat its key and one of the two entries would be lost (a Map, Object.fromEntries); merge the two entries by hand`;
  }
  const listed = use && listTwin(ts, use, value, sentAs);
  if (listed) return listed.entry
    ? `this list has an entry whose \`${listed.entry}\` is \`${value}\` already (line ${lineOf(sourceFile, listed.node)}): renamed, the two entries would carry one value (two choices that send the same thing); merge the two entries by hand`
    : `this list holds \`${value}\` already (line ${lineOf(sourceFile, listed.node)}): renamed, this one would repeat it (\`indexOf\`, \`includes\`, a Set or a list of choices would see it twice); merge the two by hand`;
  const key = use?.parent && ts.isComputedPropertyName(use.parent) ? use.parent.parent : undefined;
  if (key && ts.isObjectLiteralExpression(key.parent)) {
    const twin = key.parent.properties.find((other) => other !== key && other.name !== undefined && keyNamesValue(ts, other.name, value));
    return twin ? `this object has a key for \`${value}\` already (line ${lineOf(sourceFile, twin)}): renamed, this one would repeat it and one of the two entries would be lost; merge the two entries by hand` : null;
  }
  return null;
}

/**
 * Where the use is an element of an array literal that holds `value` already (`[E.New, E.Old]`), or
 * the value of a property of an object in one whose sibling object has that property at `value`
 * (`[{ value: E.New, label: 'A' }, { value: E.Old, label: 'B' }]`, a list of choices). A property
 * the API takes the enum as (`sentAs`: `steps: [{ mutationName: … }]`) is data sent, where two
 * entries of one value are what the change means, not a list to choose from.
 */
function listTwin(ts: typeof TS, use: TS.Node, value: string, sentAs: ReadonlySet<string>): { node: TS.Node; entry?: string } | null {
  const list = use.parent;
  if (list && ts.isArrayLiteralExpression(list)) {
    const twin = list.elements.find((other) => other !== use && namesValue(ts, other, value));
    return twin ? { node: twin } : null;
  }
  const property = use.parent;
  if (!property || !ts.isPropertyAssignment(property) || property.initializer !== use) return null;
  const key = ts.isIdentifier(property.name) || ts.isStringLiteralLike(property.name) ? property.name.text : null;
  const object = property.parent;
  if (key === null || sentAs.has(key) || !ts.isArrayLiteralExpression(object.parent)) return null;
  for (const other of object.parent.elements) {
    if (other === object || !ts.isObjectLiteralExpression(other)) continue;
    const twin = other.properties.find((p) => ts.isPropertyAssignment(p) && keyNamesValue(ts, p.name, key) && namesValue(ts, p.initializer, value));
    if (twin) return { node: twin, entry: key };
  }
  return null;
}

const EQUALITY = (ts: typeof TS) => new Set([ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken]);

/**
 * Where the use is compared with something (`s === E.Old`) where the same thing is compared with
 * `value` already: in its chain of `||` and `&&` (`s === E.New || s === E.Old`), or elsewhere in its
 * function (`if (s === E.Old) return a; if (s === E.New) return b;`, `s === E.Old ? a : s === E.New
 * ? b : c`), where TypeScript's narrowing by the first makes the second "unintentional" and its branch
 * dead. That comparison, its subject, and whether it is in the chain.
 */
function comparisonTwin(ts: typeof TS, use: TS.Node, value: string): { node: TS.Node; subject: string; inChain: boolean } | null {
  const equality = EQUALITY(ts);
  const outside = (node: TS.Node): TS.Node => (ts.isParenthesizedExpression(node.parent) ? outside(node.parent) : node);
  const comparison = outside(use).parent;
  if (!comparison || !ts.isBinaryExpression(comparison) || !equality.has(comparison.operatorToken.kind)) return null;
  const subjectOf = (c: TS.BinaryExpression, side: TS.Node) => (c.left === side ? c.right : c.left).getText().replace(/\s+/g, '');
  const subject = subjectOf(comparison, outside(use));
  // The whole chain of `||` and `&&` the comparison stands in.
  let chain: TS.Node = outside(comparison);
  while (ts.isBinaryExpression(chain.parent) && (chain.parent.operatorToken.kind === ts.SyntaxKind.BarBarToken || chain.parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)) chain = outside(chain.parent);
  /** Another comparison of the same subject with `value`. */
  const isTwin = (node: TS.Node): boolean => {
    if (node === comparison || !ts.isBinaryExpression(node) || !equality.has(node.operatorToken.kind)) return false;
    const named = [node.left, node.right].find((side) => namesValue(ts, side as TS.Expression, value));
    return named !== undefined && subjectOf(node, named) === subject;
  };
  let twin: TS.Node | null = null;
  const visit = (node: TS.Node): void => {
    if (twin) return;
    if (ts.isParenthesizedExpression(node)) return visit(node.expression);
    if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.BarBarToken || node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)) return (visit(node.left), visit(node.right));
    if (isTwin(node)) twin = node;
  };
  visit(chain);
  if (twin) return { node: twin, subject, inChain: true };
  // Elsewhere in the function (or the file's top level).
  const scope = ts.findAncestor(comparison.parent, (n) => ts.isFunctionLike(n) || ts.isSourceFile(n));
  const search = (node: TS.Node): void => {
    if (twin) return;
    if (isTwin(node)) twin = node;
    ts.forEachChild(node, search);
  };
  if (scope) search(scope);
  return twin ? { node: twin, subject, inChain: false } : null;
}

/** The whole expression the use is the name of: `E.Member`, `E['Member']`, `Types.E.Member`, parenthesized or not. */
function usedExpression(ts: typeof TS, use: TS.Node): TS.Node {
  let node = use;
  while (node.parent) {
    const parent: TS.Node = node.parent;
    const part =
      (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
      (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) ||
      ts.isParenthesizedExpression(parent);
    if (!part) break;
    node = parent;
  }
  return node;
}

/** Whether a property's name is the key `value`: written as it (`AD_GROUP_UPDATE:`, `'AD_GROUP_UPDATE':`) or computed from it. */
function keyNamesValue(ts: typeof TS, name: TS.PropertyName, value: string): boolean {
  if (ts.isComputedPropertyName(name)) return namesValue(ts, name.expression, value);
  return (ts.isIdentifier(name) || ts.isStringLiteralLike(name)) && name.text === value;
}

/**
 * Whether an expression names `value`: the string itself, an enum member named like it
 * (`E.AdGroupUpdate`, `E['AdGroupUpdate']`), or a `const` of the file holding it (`const NEW = 'AD_GROUP_UPDATE'`).
 */
function namesValue(ts: typeof TS, expression: TS.Expression, value: string, depth = 0): boolean {
  if (ts.isParenthesizedExpression(expression)) return namesValue(ts, expression.expression, value, depth);
  if (ts.isStringLiteralLike(expression)) return expression.text === value;
  if (ts.isIdentifier(expression)) {
    // A constant holding another constant, a few deep (not round a cycle).
    const held = depth < 4 ? constantValue(ts, expression) : undefined;
    return held !== undefined && namesValue(ts, held, value, depth + 1);
  }
  const member = ts.isPropertyAccessExpression(expression)
    ? expression.name.text
    : ts.isElementAccessExpression(expression) && ts.isStringLiteralLike(expression.argumentExpression)
      ? expression.argumentExpression.text
      : null;
  return member !== null && normalizeName(member) === normalizeName(value);
}

const lineOf = (sourceFile: TS.SourceFile, node: TS.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;

/**
 * The value of the `const` an identifier names, looked up in the scopes around it as written (the
 * nearest declaration of the name in an enclosing block, namespace or file); undefined when none.
 * Taking a name for the constant where a closer binding shadows it only withholds a rename.
 */
function constantValue(ts: typeof TS, name: TS.Identifier): TS.Expression | undefined {
  for (let scope: TS.Node | undefined = name.parent; scope; scope = scope.parent) {
    if (!(ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isModuleBlock(scope))) continue;
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement) || (statement.declarationList.flags & ts.NodeFlags.Const) === 0) continue;
      const declaration = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name.text);
      if (!declaration?.initializer) continue;
      let value: TS.Expression = declaration.initializer;
      while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isTypeAssertionExpression(value)) value = value.expression;
      return value;
    }
  }
  return undefined;
}
