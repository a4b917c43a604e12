/**
 * The code that reads a changed result follows it, guided by types. A property read is rewritten
 * only when the TypeScript checker says its property is declared in the generated result type of
 * an operation or fragment whose result changes (`AdvertiserSegmentsQuery`, `SegmentFieldsFragment`),
 * at the very path where the retiring field sits: an unrelated object with a property of the same
 * name is never touched, whatever its name. The types come from the generated code as the code
 * uses it (type aliases, `TypedDocumentNode` results, `NonNullable<X['y']>`), through the checker.
 *
 * Type information is built only where a hit needs it (typing-scope.ts): a ts-morph project per
 * tsconfig, holding the files whose text names a field that moves and that a changed result can
 * reach (they name one, or import a binding that does), what they import (of a package, only the
 * declarations they use), and the host libs (the DOM) only when a file may use them. The checker is
 * lazy, so only the expressions asked about are typed.
 *
 * What cannot be followed safely is left as it was and reported with the file, line and reason:
 * a dynamic property access, a rest element, an `in` test, an untyped object, a result passed to
 * code that does not read it through the generated types, a write to a moved field, a destructuring
 * through a field that may be null where the declaration cannot be split.
 *
 * Edits replace only the property names (and, where needed, wrap one expression or split one
 * declaration), so formatting and comments of everything else stay as they were.
 */
import path from 'node:path';
import type { ts as TS } from 'ts-morph';
import { ts } from './ts-morph.js';
import { hostLibsOf, hostNameUses, importClosure, isJavaScript, namesChangedResult, readersOf, resolvesIn, tsconfigOf, Typing } from './typing-scope.js';
import { normalizeName } from '../analysis/generated-names.js';
import type { TextEdit } from '../analysis/types.js';
import { LineIndex } from '../documents/line-index.js';
import { skipOuterExpressions } from '../documents/typescript.js';
import { indentUnit, lineEnd, lineStartOf } from '../rewrites/layout.js';
import type { DefinitionRef } from './result-paths.js';
import type { PathSegment, PlacedReport, ResultMove } from './types.js';

/** A retiring field as a definition's result holds it, and how it moves. */
export interface ReadTarget {
  codemod: string;
  definition: DefinitionRef;
  /** Response names from the definition's root to the selection holding the field. */
  parentPath: string[];
  responseName: string;
  /** The GraphQL type holding the field (`TargetingDataSegment`). */
  parentType: string;
  moves: ResultMove[];
  /** The field the alias reads now, where an aliased selection keeps its name but merges (`UsePlan.mergedAlias`). */
  mergedAlias?: string;
}

export interface CodeFile {
  /** Absolute path. */
  absolute: string;
  /** As findings name it (relative to the working directory). */
  file: string;
  text: string;
}

export interface ReadRewrites {
  /** Edits per file (as `CodeFile.file` names it), in original offsets. */
  edits: Map<string, Array<TextEdit & { codemod: string }>>;
  leftAlone: PlacedReport[];
  /** Reads rewritten that may now be `undefined` where the code did not expect it: worth a look. */
  notes: PlacedReport[];
  /** Files given type information, for the curious (and the bench). */
  typedFiles: number;
  /** The targets whose results each file reads (as `CodeFile.file` names it): its rewrite and their documents' stand or fall together. */
  targetsRead: Map<string, Set<ReadTarget>>;
}

const KIND_SUFFIX: Record<DefinitionRef['kind'], string> = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription', fragment: 'Fragment' };

/**
 * The names generated result types take for a definition, in the conventions graphql-codegen's
 * typescript-operations and client-preset use: `<Name><Kind>` (`AdvertiserSegmentsQuery`), `<Name>`
 * (`omitOperationSuffix`, or a name that already ends with its kind), compared without case and separators.
 */
function generatedNames(definition: DefinitionRef): string[] {
  return [normalizeName(definition.name), normalizeName(definition.name + KIND_SUFFIX[definition.kind])];
}

/** Lib containers whose methods keep what they are given typed as it was (push, map, set, Promise.all…). */
const TYPE_KEEPING_CONTAINERS = new Set([
  'Array', 'ReadonlyArray', 'ArrayConstructor', 'Map', 'ReadonlyMap', 'MapConstructor', 'Set', 'ReadonlySet', 'SetConstructor',
  'WeakMap', 'WeakSet', 'Promise', 'PromiseConstructor', 'PromiseLike', 'Iterator', 'IterableIterator', 'AsyncIterator',
]);

type Classification =
  | { kind: 'move'; target: ReadTarget; segments: PathSegment[] }
  | { kind: 'same'; mergedAlias?: { target: ReadTarget; field: string } }
  | { kind: 'unrelated' }
  | { kind: 'untyped' }
  | { kind: 'mixed' }
  | { kind: 'schema-type'; typeName: string; target: ReadTarget }
  | { kind: 'unmappable'; target: ReadTarget; path: string[] };

/** The new response path of an old one (relative to the retiring field's parent), or null when the moves do not say. */
function image(q: readonly string[], moves: readonly ResultMove[]): PathSegment[] | null {
  if (q.length === 0) return [];
  for (const move of moves) {
    if (move.from.length <= q.length && move.from.every((s, i) => s === q[i])) {
      return [...move.to, ...q.slice(move.from.length).map((name) => ({ name, nullable: false }))];
    }
  }
  // An object whose selected fields move: it becomes the longest path all of them share.
  const below = moves.filter((m) => m.from.length > q.length && q.every((s, i) => m.from[i] === s));
  if (below.length === 0) return null;
  const shared: PathSegment[] = [];
  for (let i = 0; ; i++) {
    const segment = below[0]!.to[i];
    if (!segment || below.some((m) => m.to[i]?.name !== segment.name)) break;
    shared.push(segment);
  }
  return shared.length > 0 ? shared : null;
}

/** What the property at `q` is written as after the change, relative to its object; 'same' when nothing changes. */
function renamed(q: readonly string[], moves: readonly ResultMove[]): PathSegment[] | 'same' | null {
  const now = image(q, moves);
  const before = image(q.slice(0, -1), moves);
  if (!now || !before || !before.every((s, i) => now[i]?.name === s.name)) return null;
  const segments = now.slice(before.length);
  if (segments.length === 0) return null;
  return segments.length === 1 && segments[0]!.name === q[q.length - 1] ? 'same' : segments;
}

/** `a?.b.c`: the segments joined, with `?.` (or `throughNullable`, `!.`) after each that may be null. */
const chainText = (segments: readonly PathSegment[], throughNullable = '?.') => segments.map((s, i) => (i === 0 ? '' : segments[i - 1]!.nullable ? throughNullable : '.') + s.name).join('');
/**
 * The new path asserted with JSDoc's cast, for checked JavaScript (`/** @type {NonNullable<typeof
 * data.advertiser>} *\/ (data.advertiser).audiences`); null where the object is no name a type can
 * query (a call's result) or more than one field on the way may be null.
 */
function jsDocAssertedPath(object: string, segments: readonly PathSegment[]): string | null {
  if (!/^(?:this|[A-Za-z_$][\w$]*)(?:\.[A-Za-z_$][\w$]*)*$/.test(object) || nullableOnTheWay(segments).length !== 1) return null;
  let text = object;
  for (const [i, segment] of segments.entries()) {
    text = `${text}.${segment.name}`;
    if (segment.nullable && i < segments.length - 1) text = jsDocNonNull(text);
  }
  return text;
}
/** JSDoc's cast of a name to its type without null and undefined: checked JavaScript's `!`. */
const jsDocNonNull = (name: string) => `/** @type {NonNullable<typeof ${name}>} */ (${name})`;
/** The spans of the template literals under `node`, whose text a re-indent must not touch. */
function templateRanges(node: TS.Node): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const visit = (n: TS.Node): void => {
    if (ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n)) ranges.push([n.getStart(), n.end]);
    else ts.forEachChild(n, visit);
  };
  visit(node);
  return ranges;
}
/** The fields on the way to the new path's end that may be null. */
const nullableOnTheWay = (segments: readonly PathSegment[]) => segments.slice(0, -1).filter((s) => s.nullable).map((s) => s.name);
/** Whether reading `segments` introduces a `?.` the old read did not have (the value may now be `undefined`). */
const introducesOptional = (segments: readonly PathSegment[]) => nullableOnTheWay(segments).length > 0;

/**
 * Where a type node sits in a type alias or interface: its name and the property names from the
 * root (array, union, intersection and generic wrappers are transparent), or null when it is not
 * inside one (a parameter's annotation, an object literal).
 */
function pathOf(node: TS.Node): { alias: string; path: string[] } | null {
  const names: string[] = [];
  for (let current: TS.Node | undefined = node; current; current = current.parent) {
    if (ts.isTypeAliasDeclaration(current) || ts.isInterfaceDeclaration(current)) return { alias: current.name.text, path: names };
    if (ts.isPropertySignature(current)) {
      const name = propertyNameText(current.name);
      if (name === null) return null;
      names.unshift(name);
    } else if (!ts.isTypeNode(current)) return null;
  }
  return null;
}

function propertyNameText(name: TS.PropertyName | TS.BindingName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return null;
}

const typesDeclared = new WeakMap<TS.SourceFile, Set<string>>();

/** The names of the types a file declares at its top level. */
function topLevelTypes(file: TS.SourceFile): Set<string> {
  let names = typesDeclared.get(file);
  if (!names) {
    names = new Set(file.statements.filter((s) => ts.isTypeAliasDeclaration(s) || ts.isInterfaceDeclaration(s)).map((s) => (s as TS.TypeAliasDeclaration | TS.InterfaceDeclaration).name.text));
    typesDeclared.set(file, names);
  }
  return names;
}

/** `a.b?.c`, `this.a`, `a`: reads that can be repeated or dropped without changing anything. */
function isPureChain(node: TS.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return isPureChain(node.expression);
  if (ts.isIdentifier(node) || node.kind === ts.SyntaxKind.ThisKeyword) return true;
  if (ts.isPropertyAccessExpression(node)) return isPureChain(node.expression);
  if (ts.isNonNullExpression(node)) return isPureChain(node.expression);
  return false;
}

/** `node` with any parentheses around it (`child`), and what holds that (`parent`). */
function outsideParentheses(node: TS.Node): { child: TS.Node; parent: TS.Node | undefined } {
  let child = node;
  let parent = node.parent;
  while (parent && ts.isParenthesizedExpression(parent)) {
    child = parent;
    parent = parent.parent;
  }
  return { child, parent };
}

/**
 * Whether the code tells `null` from `undefined` at `node`: compares it strictly with `null`,
 * `undefined` or a value that may be either (`a.x?.y === b.x?.y`; `mayBeNullish` says, from its type),
 * or with `Object.is`; switches on it with such a case; asks `typeof` for `'object'` or `'undefined'`;
 * makes a string of it; or hands it to `JSON.stringify`, alone or as a key's value (a key whose value
 * is `undefined` is dropped).
 */
function tellsNullApart(node: TS.Node, mayBeNullish: (other: TS.Expression) => boolean): boolean {
  const { child, parent } = outsideParentheses(node);
  if (!parent) return false;
  if (ts.isTemplateSpan(parent)) return parent.expression === child;
  if (ts.isCallExpression(parent)) return isCallTo(parent, 'String') || isCallTo(parent, 'Object', 'is') || (isCallTo(parent, 'JSON', 'stringify') && parent.arguments[0] === child);
  if (ts.isPropertyAssignment(parent) && parent.initializer === child) return inJsonStringify(parent.parent);
  if (ts.isTypeOfExpression(parent)) return ['object', 'undefined'].includes(typeNameComparedWith(parent) ?? '');
  if (ts.isSwitchStatement(parent) && parent.expression === child) return parent.caseBlock.clauses.some((c) => ts.isCaseClause(c) && isNullOrUndefined(c.expression));
  const other = strictComparison(node)?.other;
  return !!other && (isNullOrUndefined(other) || mayBeNullish(other));
}

const isNullOrUndefined = (node: TS.Expression) => node.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(node) && node.text === 'undefined');

/** Whether `call` calls `name` (`String(…)`) or `object.name` (`JSON.stringify(…)`). */
function isCallTo(call: TS.CallExpression, object: string, name?: string): boolean {
  const callee = call.expression;
  if (name === undefined) return ts.isIdentifier(callee) && callee.text === object;
  return ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === object && callee.name.text === name;
}

/**
 * What an `in` test (`'days' in s`) may narrow: every read of `name` from the same object (the same
 * symbol, else the same text) after the test in its function (or file): `s.days`, `s['days']`, and a
 * destructuring of it from `s`. More than the branches it decides, since an early return narrows what
 * follows; a read that is not narrowed stays too, and is reported with the rest.
 */
function readsAfterIn(test: TS.BinaryExpression, name: string, sourceFile: TS.SourceFile, checker: TS.TypeChecker): Array<TS.PropertyAccessExpression | TS.ElementAccessExpression | TS.ObjectBindingPattern> {
  const objectOf = (e: TS.Expression) => {
    const node = withoutParenthesesOrNonNull(e);
    return { symbol: ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) ? checker.getSymbolAtLocation(node) : undefined, text: node.getText(sourceFile) };
  };
  const tested = objectOf(test.right);
  const same = (e: TS.Expression) => {
    const other = objectOf(e);
    return tested.symbol ? other.symbol === tested.symbol : other.text === tested.text;
  };
  let scope: TS.Node = test;
  while (scope.parent && !ts.isFunctionLike(scope)) scope = scope.parent;
  const reads: Array<TS.PropertyAccessExpression | TS.ElementAccessExpression | TS.ObjectBindingPattern> = [];
  const visit = (n: TS.Node): void => {
    if (n.end <= test.end) return;
    if (n.pos >= test.end) {
      if (ts.isPropertyAccessExpression(n) && n.name.text === name && same(n.expression)) reads.push(n);
      else if (ts.isElementAccessExpression(n) && ts.isStringLiteralLike(n.argumentExpression) && n.argumentExpression.text === name && same(n.expression)) reads.push(n);
      else if (ts.isVariableDeclaration(n) && ts.isObjectBindingPattern(n.name) && n.initializer && same(n.initializer)) {
        const pattern = n.name;
        if (pattern.elements.some((e) => propertyKey((e.propertyName ?? e.name) as TS.PropertyName) === name)) reads.push(pattern);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(scope);
  return reads;
}

/** The object read under parentheses and `!` (`(s)!.x` reads `s`). */
function withoutParenthesesOrNonNull(node: TS.Expression): TS.Expression {
  while (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node)) node = node.expression;
  return node;
}

/** The value a destructuring of a declaration or parameter takes (its initializer), if any. */
function valueOf(pattern: TS.ObjectBindingPattern): TS.Expression | undefined {
  const holder = pattern.parent;
  return (ts.isVariableDeclaration(holder) || ts.isParameter(holder)) && holder.name === pattern ? holder.initializer : undefined;
}

/** The value an object literal written as an assignment's target (`({ a } = value)`) is destructured from. */
function destructuringAssignmentValue(node: TS.ObjectLiteralExpression): TS.Expression | null {
  const { child, parent } = outsideParentheses(node);
  return parent && ts.isBinaryExpression(parent) && parent.left === child && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken ? parent.right : null;
}

/** A property's name as written: an identifier, a string, or a computed string (`['days…']`). */
function propertyKey(name: TS.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return ts.isComputedPropertyName(name) && ts.isStringLiteralLike(name.expression) ? name.expression.text : null;
}

/** Whether an object literal is (inside objects and arrays) the value `JSON.stringify` is called with. */
function inJsonStringify(object: TS.Node): boolean {
  let node = object;
  for (let parent = node.parent; parent; node = parent, parent = parent.parent) {
    if (ts.isParenthesizedExpression(parent) || ts.isArrayLiteralExpression(parent) || ts.isObjectLiteralExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) continue;
    if (ts.isPropertyAssignment(parent) && parent.initializer === node) continue;
    return ts.isCallExpression(parent) && parent.arguments[0] === node && isCallTo(parent, 'JSON', 'stringify');
  }
  return false;
}

/** The strict comparison (`===`, `!==`) whose operand `node` is, parentheses aside, and its other operand. */
function strictComparison(node: TS.Node): { comparison: TS.BinaryExpression; other: TS.Expression } | null {
  const { child, parent } = outsideParentheses(node);
  if (!parent || !ts.isBinaryExpression(parent)) return null;
  const op = parent.operatorToken.kind;
  if (op !== ts.SyntaxKind.EqualsEqualsEqualsToken && op !== ts.SyntaxKind.ExclamationEqualsEqualsToken) return null;
  return { comparison: parent, other: parent.left === child ? parent.right : parent.left };
}

/** Whether the value at `node` is only tested for being nullish or truthy, so `null` and `undefined` read the same. */
function nullishAgnostic(node: TS.Node): boolean {
  const { child, parent } = outsideParentheses(node);
  if (!parent) return false;
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind;
    if (op === ts.SyntaxKind.QuestionQuestionToken) return parent.left === child;
    if (op === ts.SyntaxKind.EqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsToken) return true;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken || op === ts.SyntaxKind.BarBarToken) return nullishAgnostic(parent);
    return false;
  }
  if (ts.isPrefixUnaryExpression(parent)) return parent.operator === ts.SyntaxKind.ExclamationToken;
  if (ts.isTypeOfExpression(parent)) return typeNamedBesides(parent, ['object', 'undefined']);
  if (ts.isIfStatement(parent) || ts.isWhileStatement(parent) || ts.isDoStatement(parent)) return parent.expression === child;
  if (ts.isForStatement(parent)) return parent.condition === child;
  if (ts.isConditionalExpression(parent)) return parent.condition === child;
  return false;
}

/** Whether a `typeof` is compared with a type name other than `names` (`typeof x === 'number'`). */
function typeNamedBesides(typeOf: TS.TypeOfExpression, names: readonly string[]): boolean {
  const name = typeNameComparedWith(typeOf);
  return name !== null && !names.includes(name);
}

/** The type name a `typeof` is compared with (`typeof x === 'number'`: `number`), if any. */
function typeNameComparedWith(typeOf: TS.TypeOfExpression): string | null {
  const { child, parent } = outsideParentheses(typeOf);
  if (!parent || !ts.isBinaryExpression(parent) || !EQUALITY_OPERATORS.has(parent.operatorToken.kind)) return null;
  const other = parent.left === child ? parent.right : parent.left;
  return ts.isStringLiteralLike(other) ? other.text : null;
}

const EQUALITY_OPERATORS = new Set([ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken]);

/** The strict comparison with `null` whose operand `node` is (`x === null`, `null !== x`), if it is one. */
function strictNullComparison(node: TS.Node): TS.BinaryExpression | null {
  const strict = strictComparison(node);
  return strict?.other.kind === ts.SyntaxKind.NullKeyword ? strict.comparison : null;
}

/** Slots where an expression can stand without parentheses, whatever its precedence. */
function standsAlone(node: TS.Node): boolean {
  const parent = node.parent;
  return (
    !!parent &&
    ((ts.isVariableDeclaration(parent) && parent.initializer === node) ||
      (ts.isPropertyAssignment(parent) && parent.initializer === node) ||
      ts.isReturnStatement(parent) ||
      ts.isParenthesizedExpression(parent) ||
      ts.isExpressionStatement(parent) ||
      (ts.isArrowFunction(parent) && parent.body === node) ||
      ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && (parent.arguments?.includes(node as TS.Expression) ?? false)) ||
      ts.isArrayLiteralExpression(parent) ||
      ts.isTemplateSpan(parent) ||
      ts.isJsxExpression(parent))
  );
}

function isAssignmentTarget(node: TS.Node): boolean {
  const { child, parent } = outsideParentheses(node);
  if (!parent) return false;
  if (ts.isBinaryExpression(parent)) return parent.left === child && parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
  if (ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) {
    return parent.operator === ts.SyntaxKind.PlusPlusToken || parent.operator === ts.SyntaxKind.MinusMinusToken;
  }
  return ts.isDeleteExpression(parent);
}

/**
 * Whether `node` is written: assigned (`=`, `+=`…), incremented, deleted, or a target of a
 * destructuring assignment (`[a.x, b.x] = …`, `({ k: a.x } = o)`, `for (a.x of …)`).
 */
function isWritten(node: TS.Node): boolean {
  if (isAssignmentTarget(node)) return true;
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    const inPattern =
      ts.isParenthesizedExpression(parent) || ts.isArrayLiteralExpression(parent) || ts.isObjectLiteralExpression(parent) || ts.isSpreadElement(parent) ||
      ts.isSpreadAssignment(parent) || ts.isShorthandPropertyAssignment(parent) || (ts.isPropertyAssignment(parent) && parent.initializer === child);
    if (inPattern) continue;
    if (ts.isBinaryExpression(parent)) return parent.operatorToken.kind === ts.SyntaxKind.EqualsToken && parent.left === child && child !== node;
    return (ts.isForOfStatement(parent) || ts.isForInStatement(parent)) && parent.initializer === child;
  }
  return false;
}

/**
 * The segments a string names as a property path (`'a.b'`, `'nodes[0].c'`): its whole text for a
 * key; a template's complete segments before its first substitution (`` `a.${k}` `` is `a`).
 */
function pathSegments(node: TS.StringLiteral | TS.NoSubstitutionTemplateLiteral | TS.TemplateExpression): string[] {
  if (!ts.isTemplateExpression(node)) return node.text.split(/[.[\]]+/).filter(Boolean);
  return node.head.text.split(/[.[\]]+/).slice(0, -1).filter(Boolean);
}

/** React's hooks that take a dependency list, and where: the list is compared item by item (`Object.is`), never read. */
const HOOK_DEPENDENCIES = new Map([
  ['useEffect', 1], ['useLayoutEffect', 1], ['useInsertionEffect', 1], ['useMemo', 1], ['useCallback', 1], ['useImperativeHandle', 2],
]);

/** Whether the argument at `index` is a hook's dependency list (`useMemo(() => …, [data])`, `React.useEffect(…, [data])`), written as an array. */
function isHookDependencyList(call: TS.CallExpression | TS.NewExpression, index: number): boolean {
  const callee = call.expression;
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
  return name !== undefined && HOOK_DEPENDENCIES.get(name) === index && ts.isArrayLiteralExpression(call.arguments?.[index] ?? callee);
}

const SHORT_CIRCUIT = new Set([ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken]);

/**
 * Whether `node` is evaluated on one branch only of the expression it stands in (`f ? x : y`, `f &&
 * x`, `o ?? x`, a parameter's default value), up to its statement; a callback's body is as its
 * statement is (its guard goes before the statement that holds it).
 */
function readOnOneBranch(node: TS.Node): boolean {
  let child = node;
  for (let parent = node.parent; parent && !ts.isBlock(parent) && !ts.isSourceFile(parent); child = parent, parent = parent.parent) {
    if (ts.isConditionalExpression(parent) && parent.condition !== child) return true;
    if (ts.isBinaryExpression(parent) && parent.right === child && SHORT_CIRCUIT.has(parent.operatorToken.kind)) return true;
    if (ts.isParameter(parent) && parent.initializer === child) return true;
    if (ts.isFunctionLike(parent) || (parent.kind >= ts.SyntaxKind.FirstStatement && parent.kind <= ts.SyntaxKind.LastStatement)) return false;
  }
  return false;
}

/** A key split off a destructuring into a declaration of its own; `guard` where its value may now be missing. */
interface Split {
  element: TS.BindingElement;
  local: string;
  chain: string;
  codemod: string;
  guard?: { segments: readonly PathSegment[]; target: ReadTarget };
}

function typeHasFlag(type: TS.Type, flag: TS.TypeFlags): boolean {
  return type.isUnion() ? type.types.some((t) => (t.flags & flag) !== 0) : (type.flags & flag) !== 0;
}


/**
 * `texts`: the run's code by normalized absolute path, as the codemods' context holds it (the typings
 * of one run share what they read of each file); made from `files` when not given.
 */
export function rewriteResultReads(files: readonly CodeFile[], targets: readonly ReadTarget[], texts: ReadonlyMap<string, string> = new Map(files.map((f) => [path.normalize(f.absolute), f.text]))): ReadRewrites {
  const result: ReadRewrites = { edits: new Map(), leftAlone: [], notes: [], typedFiles: 0, targetsRead: new Map() };
  if (targets.length === 0) return result;

  // Only the names that may be rewritten make a file worth typing.
  const names = new Set<string>();
  for (const target of targets) {
    names.add(target.responseName);
    for (const move of target.moves) for (const name of move.from) names.add(name);
  }
  const marker = new RegExp(`\\b(?:${[...names].map((n) => n.replace(/[$]/g, '\\$')).join('|')})\\b`);
  const candidates = files.filter((f) => !f.file.endsWith('.d.ts') && marker.test(f.text));
  if (candidates.length === 0) return result;

  const byAlias = new Map<string, ReadTarget[]>();
  for (const target of targets) {
    for (const name of generatedNames(target.definition)) {
      const list = byAlias.get(name) ?? [];
      if (!list.includes(target)) list.push(target);
      byAlias.set(name, list);
    }
  }
  const targetsOfAlias = (alias: string) => byAlias.get(normalizeName(alias)) ?? [];

  // One project per tsconfig: the candidates that can hold a changed result, and what they import.
  const groups = new Map<string | null, CodeFile[]>();
  for (const file of candidates) {
    const config = tsconfigOf(file.absolute, texts);
    const group = groups.get(config) ?? [];
    group.push(file);
    groups.set(config, group);
  }
  const namesResult = namesChangedResult(targets);
  for (const [config, candidatesHere] of groups) {
    let typing = new Typing(config, candidatesHere.some((f) => isJavaScript(f.file)), texts);
    const byPath = new Map(candidatesHere.map((f) => [path.normalize(f.absolute), f]));
    const { readers, context } = readersOf([...byPath.keys()], namesResult, typing);
    if (readers.length === 0) continue;
    const rootNames = [...new Set([...readers, ...context, ...importClosure([...readers, ...context], typing)])];
    // The host libs (the DOM) only where a file may use them; a name a file also declares is the checker's to resolve.
    const hostLibs = hostLibsOf(typing.options);
    const uses = hostLibs && hostNameUses(rootNames.flatMap((f) => typing.sourceFile(f) ?? []), hostLibs.names, new Set(readers));
    const withoutHost = !!uses && !uses.global;
    let program = typing.program(rootNames, withoutHost ? hostLibs!.stubs : undefined);
    let checker = program.getTypeChecker();
    if (withoutHost && uses.local.some((use) => !resolvesIn(program, checker, use))) {
      typing = typing.fresh();
      program = typing.program(rootNames);
      checker = program.getTypeChecker();
    }
    const rewriteAll = () =>
      readers.flatMap((reader) => {
        const file = byPath.get(reader)!;
        const sourceFile = program.getSourceFile(file.absolute) ?? program.getSourceFile(path.normalize(file.absolute));
        if (!sourceFile) return [];
        // ts-morph parses a file without its byte order mark: the rewriter works on that text, and its
        // offsets are moved past the mark (which stays) for the file as read.
        const bom = file.text.charCodeAt(0) === 0xfeff && sourceFile.text.charCodeAt(0) !== 0xfeff ? 1 : 0;
        const rewriter = new FileRewriter(bom ? { ...file, text: file.text.slice(bom) } : file, sourceFile, checker, program, names, targetsOfAlias, targets);
        rewriter.run();
        return [{ file, bom, rewriter }];
      });
    let rewritten = rewriteAll();
    // Values left untyped may be typed by an ambient declaration no file imports (`declare module
    // 'legacy-client'` in a shims.d.ts the tsconfig includes): typed again with those, once.
    if (rewritten.some(({ rewriter }) => rewriter.untypedReads > 0)) {
      const ambient = typing.ambientDeclarations().filter((file) => !rootNames.includes(file));
      if (ambient.length > 0) {
        typing = typing.fresh();
        const withAmbient = [...new Set([...rootNames, ...ambient, ...importClosure(ambient, typing)])];
        program = typing.program(withAmbient);
        checker = program.getTypeChecker();
        rewritten = rewriteAll();
      }
    }
    for (const { file, bom, rewriter } of rewritten) {
      result.typedFiles++;
      const shifted = <T extends { offset?: number }>(report: T): T => (bom && report.offset !== undefined ? { ...report, offset: report.offset + bom } : report);
      if (rewriter.edits.length > 0) result.edits.set(file.file, bom ? rewriter.edits.map((e) => ({ ...e, start: e.start + bom, end: e.end + bom })) : rewriter.edits);
      if (rewriter.targetsRead.size > 0) result.targetsRead.set(file.file, rewriter.targetsRead);
      result.leftAlone.push(...rewriter.leftAlone.map(shifted));
      result.notes.push(...rewriter.notes.map(shifted));
    }
  }
  return result;
}

/** Reads of one reference through one newly nullable path, and where a guard for them would go. */
interface Guard {
  /** Offset after which the guard's two statements may go: the end of the reference's declaration, or the start of its function's body. */
  at: number;
  indent: string;
  /** Whether the code around ends its statements with `;`. */
  semicolon: boolean;
  /** Where the reference is declared: a block, a source file, a function's body (for an arrow's expression body, that expression). */
  scope: TS.Node;
  /** An arrow whose body is one expression: the guard turns that body into a block. */
  arrowBody?: TS.Expression;
  /** The switch case its reads are in: each case reading the value has a guard of its own, so a case that does not read it throws nothing. */
  clause?: TS.CaseOrDefaultClause;
  objectText: string;
  segments: readonly PathSegment[];
  target: ReadTarget;
  reads: Array<{ node: TS.PropertyAccessExpression; tolerant: boolean; text: string }>;
}

/** Where one or more guards are written: places with one `key` are one, and their statements go there together. */
interface GuardPlace {
  key: string;
  /** Where the place opens: of two that insert at one offset, the later-opening (inner) one's text goes first. */
  order: number;
  indent: string;
  write: (statements: string) => Array<[number, number, string]>;
  /** A switch case the statements go in, which becomes a block (its locals would otherwise be the whole switch's). */
  clause?: TS.CaseOrDefaultClause;
  /** Where the local is declared, when narrower than the guard's scope: a case's block, whose names the next case may use again. */
  scope?: TS.Node;
}

/** The first node under `node` (in text order, `node` excluded) that passes `test`. */
function firstNode(node: TS.Node, test: (n: TS.Node) => boolean): TS.Node | undefined {
  return ts.forEachChild(node, (child) => (test(child) ? child : firstNode(child, test)));
}

/** Whether `node` or anything under it passes `test` (forEachChild stops at the first truthy answer). */
function anyNode(node: TS.Node, test: (n: TS.Node) => boolean): boolean {
  return test(node) || firstNode(node, test) !== undefined;
}

/** Statements that end with `;` in code that writes them. */
const SIMPLE_STATEMENTS = new Set([ts.SyntaxKind.VariableStatement, ts.SyntaxKind.ExpressionStatement, ts.SyntaxKind.ReturnStatement, ts.SyntaxKind.ThrowStatement, ts.SyntaxKind.BreakStatement, ts.SyntaxKind.ContinueStatement]);

/** The innermost switch case holding `node` inside `scope`, after `at` (where the value is declared). */
function clauseOf(node: TS.Node, scope: TS.Node, at: number): TS.CaseOrDefaultClause | undefined {
  for (let n = node.parent; n && n !== scope; n = n.parent) if (ts.isCaseOrDefaultClause(n)) return n.pos >= at ? n : undefined;
  return undefined;
}

/** Whether a function declaration (hoisted: callable before its statement) stands between `node` and `holder`. */
function hoistedBetween(node: TS.Node, holder: TS.Node): boolean {
  for (let n = node.parent; n && n !== holder; n = n.parent) if (ts.isFunctionDeclaration(n)) return true;
  return false;
}

/**
 * Whether `node` stands in code that TypeScript does not narrow a `const` into from `offset` outside
 * it: a function declaration (it may run before the guard), a class declaration's method or accessor,
 * a constructor, a class field's initializer or static block. Function expressions, arrows and an
 * object literal's methods take the narrowing (TypeScript's control flow containers).
 */
function unnarrowedFrom(node: TS.Node, offset: number): boolean {
  // A guard written right before a declaration (at its first token) is outside it: its leading trivia is not.
  for (let n = node.parent; n && !(n.getStart() < offset && offset < n.end); n = n.parent) {
    const classMember = (ts.isMethodDeclaration(n) || ts.isGetAccessorDeclaration(n) || ts.isSetAccessorDeclaration(n)) && ts.isClassDeclaration(n.parent);
    if (ts.isFunctionDeclaration(n) || ts.isConstructorDeclaration(n) || classMember || ts.isPropertyDeclaration(n) || ts.isClassStaticBlockDeclaration(n)) return true;
  }
  return false;
}

/** A statement standing alone as a branch or loop body (`if (x) return y;`), not in a block. */
function isLoneBranch(node: TS.Node): node is TS.Statement {
  const parent = node.parent;
  if (!parent || ts.isBlock(node)) return false;
  if (ts.isIfStatement(parent)) return parent.thenStatement === node || parent.elseStatement === node;
  return (ts.isForStatement(parent) || ts.isForOfStatement(parent) || ts.isForInStatement(parent) || ts.isWhileStatement(parent) || ts.isDoStatement(parent)) && parent.statement === node;
}

class FileRewriter {
  readonly edits: Array<TextEdit & { codemod: string }> = [];
  readonly leftAlone: PlacedReport[] = [];
  /** Reads of a moving field left because their value is untyped (`any`): an ambient declaration the typing lacked may type them. */
  untypedReads = 0;
  readonly notes: PlacedReport[] = [];
  /** Every target a read here goes through, whether rewritten or not. */
  readonly targetsRead = new Set<ReadTarget>();
  private readonly lines: LineIndex;
  /** New text of each rewritten property read, for collapsing `a.x || a.x`. */
  private readonly rewrittenReads = new Map<TS.Node, string>();
  /** Binding patterns already handled as a whole. */
  private readonly patternsDone = new Set<TS.ObjectBindingPattern>();
  /** Reads of an alias that stays while its field merges (`r.advertiser`), with the field it reads now. */
  private readonly aliasReads = new Map<TS.PropertyAccessExpression, { target: ReadTarget; field: string }>();
  /** Reads of fields that move that give a destructuring left as it was its value: left too. */
  private readonly keptReads = new Set<TS.Node>();
  /** Reads through a newly nullable field, by the reference and path they share. */
  private readonly guards = new Map<string, Guard>();
  /** Written chains already reported (a chain reads several fields that move). */
  private readonly writesLeft = new Set<TS.Node>();
  /** Whether this file is checked JavaScript (`checksJavaScript`), once asked. */
  private checkedJavaScript: boolean | undefined;

  constructor(
    private readonly file: CodeFile,
    private readonly sourceFile: TS.SourceFile,
    private readonly checker: TS.TypeChecker,
    private readonly program: TS.Program,
    private readonly names: ReadonlySet<string>,
    private readonly targetsOfAlias: (alias: string) => ReadTarget[],
    private readonly targets: readonly ReadTarget[],
  ) {
    this.lines = new LineIndex(file.text, { unicodeLineBreaks: true });
  }

  run(): void {
    const visit = (node: TS.Node): void => {
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name) && this.names.has(node.name.text)) this.propertyRead(node);
      else if (ts.isElementAccessExpression(node)) this.elementAccess(node);
      else if (ts.isObjectBindingPattern(node)) this.bindingPattern(node);
      else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.InKeyword) this.inTest(node);
      else if (ts.isIndexedAccessTypeNode(node)) this.indexedAccessType(node);
      else if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal) && this.names.has(node.literal.text) && !ts.isIndexedAccessTypeNode(node.parent)) this.keyType(node, node.literal);
      else if (ts.isObjectLiteralExpression(node)) this.objectLiteral(node);
      else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) && pathSegments(node).some((n) => this.names.has(n))) this.keyArgument(node);
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && node.arguments?.length) this.callArguments(node);
      ts.forEachChild(node, visit);
    };
    visit(this.sourceFile);
    this.writeGuards();
    this.collapseLogicalChains();
    this.noteMergedReads();
  }

  // ---- classification ---------------------------------------------------------------------

  /** What the property `symbol` (read as `name`) is: a field that moves, a field kept, or something else. */
  private classify(symbol: TS.Symbol | undefined, name: string, objectType: TS.Type | null): Classification {
    if (!symbol) {
      if (objectType && typeHasFlag(objectType, ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return { kind: 'untyped' };
      return { kind: 'unrelated' };
    }
    const declarations = symbol.declarations ?? [];
    if (declarations.length === 0) return { kind: 'unrelated' };
    let move: Classification | null = null;
    let tracked = 0;
    let schemaType: Classification | null = null;
    for (const declaration of declarations) {
      const where = ts.isPropertySignature(declaration) ? pathOf(declaration) : null;
      const match = where ? this.matchRead(where.alias, where.path, declaration.getSourceFile()) : null;
      if (!match) {
        if (where && where.path.length === 1) {
          const target = this.targets.find((t) => t.parentType === where.alias && t.responseName === name);
          if (target) schemaType = { kind: 'schema-type', typeName: where.alias, target };
        }
        continue;
      }
      tracked++;
      this.targetsRead.add(match.target);
      // An alias that stays, its field merging: the read is the same, and reads the merged field.
      const alias = match.target.mergedAlias;
      const segments = alias !== undefined ? 'same' : renamed(match.q, match.target.moves);
      const here: Classification =
        segments === null
          ? { kind: 'unmappable', target: match.target, path: match.q }
          : segments === 'same'
            ? alias !== undefined && match.q.length === 1 ? { kind: 'same', mergedAlias: { target: match.target, field: alias } } : { kind: 'same' }
            : { kind: 'move', target: match.target, segments };
      // The same field through several result types (a fragment's and a query's) moves the same way, or not at all.
      const shape = (c: Classification) => JSON.stringify([c.kind, c.kind === 'move' ? c.segments : c.kind === 'unmappable' ? c.path : null]);
      if (move === null) move = here;
      else if (shape(move) !== shape(here)) return { kind: 'mixed' };
    }
    if (tracked === 0) return schemaType ?? { kind: 'unrelated' };
    if (tracked < declarations.length) return { kind: 'mixed' };
    return move!;
  }

  /** The codemod a read of `name` would belong to, for reports made without a matching target. */
  private codemodFor(name: string): string {
    return (this.targets.find((t) => t.responseName === name || t.moves.some((m) => m.from.includes(name))) ?? this.targets[0])?.codemod ?? '';
  }

  /** The target a property declared at `path` in `alias` reads (at or below the retiring field), with the path relative to the field's parent. */
  private matchRead(alias: string, path: readonly string[], file: TS.SourceFile): { target: ReadTarget; q: string[] } | null {
    for (const target of this.generatedTargets(alias, file)) {
      const depth = target.parentPath.length;
      if (path.length > depth && target.parentPath.every((s, i) => path[i] === s) && path[depth] === target.responseName) {
        return { target, q: path.slice(depth) };
      }
    }
    return null;
  }

  /**
   * The targets whose result type `alias`, declared in `file`, is: by its name, and for an operation
   * only where `file` declares its variables' type beside it, as generated code always does
   * (`AudiencesQuery` with `AudiencesQueryVariables`); a type of the code's own that only shares the
   * name (a REST response's `interface AudiencesQuery`) is none.
   */
  private generatedTargets(alias: string, file: TS.SourceFile): ReadTarget[] {
    return this.targetsOfAlias(alias).filter((t) => t.definition.kind === 'fragment' || [alias, `${alias}${KIND_SUFFIX[t.definition.kind]}`].some((name) => topLevelTypes(file).has(`${name}Variables`)));
  }

  /** Whether an object at `path` of `alias` holds fields that move: the retiring field's parent, or the field itself when its sub-fields move. */
  private holdsMovingFields(alias: string, path: readonly string[], orAncestor: boolean, file: TS.SourceFile): ReadTarget | null {
    for (const target of this.generatedTargets(alias, file)) {
      const parent = target.parentPath;
      if (orAncestor ? path.length <= parent.length && path.every((s, i) => parent[i] === s) : path.length === parent.length && path.every((s, i) => parent[i] === s)) return target;
      const self = [...parent, target.responseName];
      if (path.length === self.length && path.every((s, i) => self[i] === s) && target.moves.some((m) => m.from.length > 1)) return target;
    }
    return null;
  }

  private readonly holders = new Map<string, ReadTarget | null>();

  /**
   * The generated result type behind `type` (or a member, element or type argument of it) that
   * holds moving fields. With `orAncestor`, also a result holding one deeper down, and a type of
   * the code's own holding one in a property (a wrapper, an instantiated generic); library types
   * are searched through their type arguments only (`Promise<X>`, `QueryResult<X>`).
   */
  private movingHolder(type: TS.Type, orAncestor: boolean, depth = 0, seen = new Set<TS.Type>()): ReadTarget | null {
    if (seen.has(type) || depth > 2) return null;
    seen.add(type);
    const key = `${(type as { id?: number }).id ?? -1}:${orAncestor}`;
    if (depth === 0 && this.holders.has(key)) return this.holders.get(key)!;
    const found = this.searchHolder(type, orAncestor, depth, seen);
    if (depth === 0) this.holders.set(key, found);
    return found;
  }

  private searchHolder(type: TS.Type, orAncestor: boolean, depth: number, seen: Set<TS.Type>): ReadTarget | null {
    const plain = this.checker.getNonNullableType(type);
    const first = (types: readonly TS.Type[], nextDepth: number) => {
      for (const member of types) {
        const found = this.movingHolder(member, orAncestor, nextDepth, seen);
        if (found) return found;
      }
      return null;
    };
    if (plain.isUnion() || plain.isIntersection()) return first(plain.types, depth);
    if (this.checker.isArrayType(plain) || this.checker.isTupleType(plain)) return first(this.checker.getTypeArguments(plain as TS.TypeReference), depth);
    if (!(plain.flags & ts.TypeFlags.Object)) return null;
    const declarations = plain.getSymbol()?.declarations ?? [];
    for (const declaration of declarations) {
      const where = ts.isTypeLiteralNode(declaration) || ts.isInterfaceDeclaration(declaration) ? pathOf(declaration) : null;
      if (!where) continue;
      const found = this.holdsMovingFields(where.alias, where.path, orAncestor, declaration.getSourceFile());
      if (found) return found;
    }
    if (!orAncestor) return null;
    const typeArguments = (plain as TS.ObjectType).objectFlags & ts.ObjectFlags.Reference ? this.checker.getTypeArguments(plain as TS.TypeReference) : [];
    const fromArguments = first([...typeArguments, ...(plain.aliasTypeArguments ?? [])], depth + 1);
    if (fromArguments) return fromArguments;
    // A type of the code's own may hold a result in a property; a library's is not searched property by property.
    if (declarations.length === 0 || declarations.some((d) => d.getSourceFile().isDeclarationFile)) return null;
    return first(plain.getProperties().slice(0, 30).map((p) => this.checker.getTypeOfSymbol(p)), depth + 1);
  }

  // ---- reads ------------------------------------------------------------------------------

  private propertyRead(node: TS.PropertyAccessExpression): void {
    // The value of a destructuring left as it was: it stays too (bindingPattern said why); so does a
    // read on a read that stays (`s.targetingDataCounts?.activeCounts`), which would follow the new path.
    if (this.keepsOn(node)) return;
    const name = node.name.text;
    const symbol = this.checker.getSymbolAtLocation(node.name);
    const objectType = symbol ? null : this.checker.getTypeAtLocation(node.expression);
    const found = this.classify(symbol, name, objectType);
    switch (found.kind) {
      case 'same':
        if (found.mergedAlias) this.aliasReads.set(node, found.mergedAlias);
        return;
      case 'unrelated':
        return;
      case 'untyped':
        this.untypedReads++;
        return this.leave(node, `\`${this.snippet(node)}\` reads \`${name}\` from an untyped value: if it is a result the codemod changes, rewrite it by hand`, this.codemodFor(name));
      case 'mixed':
        return this.leave(node, `\`${this.snippet(node)}\` reads \`${name}\` from a value that is a changed result or another type (a union): not rewritten`, this.codemodFor(name));
      case 'schema-type':
        return this.leave(node, `\`${this.snippet(node)}\` reads \`${name}\` through the schema type \`${found.typeName}\`, not an operation's result type: not rewritten`, found.target.codemod);
      case 'unmappable':
        return this.leave(node, `\`${this.snippet(node)}\`: the change does not say where \`${found.path.join('.')}\` goes`, found.target.codemod);
      case 'move':
        break;
    }
    const { segments, target } = found;
    const optional = introducesOptional(segments);
    const outer = outermostChain(node);
    // A write through a field that moves stays: a new `?.` or `?? null` is no assignment target, and
    // a field reshaped under it (`s.counts.active += 1`) would get the wrong value. Only a plain
    // rename of the field written itself (`seg.days = 5`) follows.
    if (isWritten(outer) && (optional || outer !== node || !isAssignmentTarget(node))) {
      if (this.writesLeft.has(outer)) return;
      this.writesLeft.add(outer);
      const why = optional ? `, and its new path \`${chainText(segments)}\` goes through a field that may be null` : ` through \`${node.name.text}\`, which moves: rewrite it by hand`;
      return this.leave(node, `\`${this.snippet(outer)}\` is written to${why}`, target.codemod);
    }
    const text = chainText(segments);
    if (!optional) {
      this.rename(node, text, target.codemod);
      return;
    }
    const type = this.checker.getTypeAtLocation(node);
    const maybeNull = typeHasFlag(type, ts.TypeFlags.Null);
    const maybeUndefined = typeHasFlag(type, ts.TypeFlags.Undefined);
    if (!maybeNull && !maybeUndefined && this.narrowedHere(node)) {
      // The code tests the read before it (`if (s.counts?.active) return s.counts.active`): the test is
      // rewritten to the same new path, which the checker narrows alike, so the read needs no guard.
      this.rename(node, text, target.codemod);
      return;
    }
    if (!maybeNull && !maybeUndefined) {
      // A value that was always there may now be missing (`data.advertiser?.audiences` when there is no such advertiser).
      const tolerant = this.acceptsUndefined(outer);
      // A guard before the statement would throw on the other branch too.
      if (readOnOneBranch(outer) && !tolerant) return this.assertNewPath(node, segments, target, 'it is read on one branch only (`? :`, `&&`, `||`, `??`, a default value), where a guard would throw on the others too');
      const guard = this.guardFor(node, segments, target);
      if (guard) guard.reads.push({ node, tolerant, text });
      else if (tolerant) this.rename(node, text, target.codemod);
      // `?.` would give code that takes no `undefined` a value it cannot take (a `number` returned): it would not compile.
      else this.assertNewPath(node, segments, target, 'no guard can go before it (its object is not a plain `const` or parameter, or its declaration is in a `case` without braces)');
      return;
    }
    this.rename(node, text, target.codemod);
    // `x.days` was `number | null`; `x.insights?.days` is `number | null | undefined`: keep it `null` where that is told apart.
    const continues = node.parent && (ts.isPropertyAccessExpression(node.parent) || ts.isElementAccessExpression(node.parent) || ts.isCallExpression(node.parent)) && node.parent.expression === node;
    if (continues || nullishAgnostic(node)) return;
    if (maybeNull && maybeUndefined && tellsNullApart(node, (other) => typeHasFlag(this.checker.getTypeAtLocation(other), ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Any | ts.TypeFlags.Unknown))) {
      // `s.counts?.active` was null where the count was; `s.insights?.active?.devices` is `undefined` where
      // `active` is null. No `?? null` keeps both: where the code tells them apart, it is looked at.
      const nullable = nullableOnTheWay(segments).map((name) => `\`${name}\``).join(' or ');
      this.note(node, `\`${this.snippet(node)}\` is rewritten, and is now \`undefined\` where it was \`null\` when ${nullable} is null; this code tells the two apart (a strict comparison, a \`switch\`, \`typeof\`, a string or JSON): check it`, target.codemod);
      return;
    }
    if (!maybeNull || maybeUndefined) return;
    // `x.days === null` becomes `x.insights?.days == null`: null where it was null, and TypeScript narrows
    // the new path by it, as it did the old one (`(… ?? null) === null` would not narrow what follows).
    const comparison = strictNullComparison(node);
    if (comparison) {
      const operator = comparison.operatorToken;
      this.edit(operator.getStart(this.sourceFile), operator.end, operator.kind === ts.SyntaxKind.EqualsEqualsEqualsToken ? '==' : '!=', target.codemod);
      return;
    }
    const start = node.getStart(this.sourceFile);
    if (standsAlone(node)) {
      this.edit(node.end, node.end, ' ?? null', target.codemod);
    } else {
      this.edit(start, start, '(', target.codemod);
      this.edit(node.end, node.end, ' ?? null)', target.codemod);
    }
  }

  /** Whether the property read by `node` may be null or undefined as declared, and the code's own tests rule that out here. */
  private narrowedHere(node: TS.PropertyAccessExpression): boolean {
    const symbol = this.checker.getSymbolAtLocation(node.name);
    return !!symbol && typeHasFlag(this.checker.getTypeOfSymbol(symbol), ts.TypeFlags.Null | ts.TypeFlags.Undefined);
  }

  /** The property name of `node` becomes the new path (`audiences` to `advertiser?.audiences`). */
  private rename(node: TS.PropertyAccessExpression, text: string, codemod: string): void {
    this.edit(node.name.getStart(this.sourceFile), node.name.end, text, codemod);
    this.rewrittenReads.set(node, text);
  }

  // ---- guards: a value that was always there and may now be missing ------------------------

  /**
   * Whether the code around `outer` (the whole chain a rewritten read starts) copes with it being
   * `undefined` as it stands: it may be `undefined` already, or it is only tested, compared, read on
   * with `?.`, discarded, or goes where its contextual type takes `undefined` (a return of
   * `Promise<T | undefined>`, an optional parameter).
   */
  private acceptsUndefined(outer: TS.Expression): boolean {
    if (nullishAgnostic(outer) || isOptionalContinuation(outer)) return true;
    // `data.audiences.nodes.find(…)` may already be `undefined`: the code after it copes, whatever it is.
    if (typeHasFlag(this.checker.getTypeAtLocation(outer), ts.TypeFlags.Undefined)) return true;
    const { child, parent } = outsideParentheses(outer);
    if (!parent) return false;
    if (ts.isExpressionStatement(parent) || ts.isTypeOfExpression(parent) || ts.isVoidExpression(parent)) return true;
    if (ts.isBinaryExpression(parent)) {
      const op = parent.operatorToken.kind;
      if (op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsEqualsToken) return true;
      if (op !== ts.SyntaxKind.EqualsToken) return false;
    }
    const contextual = this.checker.getContextualType(child as TS.Expression);
    return !!contextual && typeHasFlag(contextual, ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Any | ts.TypeFlags.Unknown);
  }

  /**
   * Whether every use of a local in its scope copes with it being `undefined` (`audiences?.totalCount`,
   * `if (!audiences)`, passed where `undefined` is taken): then it needs no guard. A use it is
   * read through (`audiences.nodes`) or shorthand into an object does not.
   */
  private usesTakeUndefined(name: TS.Identifier): boolean {
    const symbol = this.checker.getSymbolAtLocation(name);
    const scope = symbol && ts.findAncestor(name, (n) => ts.isBlock(n) || ts.isSourceFile(n) || ts.isCaseClause(n) || ts.isDefaultClause(n));
    if (!scope) return false;
    let copes = true;
    const visit = (node: TS.Node): void => {
      if (!copes) return;
      if (ts.isIdentifier(node) && node !== name && this.checker.getSymbolAtLocation(node) === symbol) {
        const continuation = continuationOf(node);
        const readThrough = !!continuation && !continuation.questionDotToken;
        if (readThrough || ts.isShorthandPropertyAssignment(node.parent) || !this.acceptsUndefined(node)) copes = false;
        return;
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(scope, visit);
    return copes;
  }

  /**
   * The guard a read through a newly nullable field can go through: a local holding the new path,
   * declared right after the result's own `const` declaration (or at the top of the function whose
   * parameter holds it), with a throw when the entity is missing. Null when the read's object is not
   * such a plain, never reassigned reference, or the read is outside that declaration's scope.
   */
  private guardFor(node: TS.PropertyAccessExpression, segments: readonly PathSegment[], target: ReadTarget): Guard | null {
    const object = node.expression;
    // The guard's local holds the object's text as it is: an object that is itself a read being rewritten has none.
    if (!isPureChain(object) || this.readsMovingName(object)) return null;
    let root: TS.Expression = object;
    while (!ts.isIdentifier(root)) {
      if (ts.isPropertyAccessExpression(root) || ts.isNonNullExpression(root) || ts.isParenthesizedExpression(root)) root = root.expression;
      else return null;
    }
    const declaration = this.checker.getSymbolAtLocation(root)?.valueDeclaration;
    if (!declaration || declaration.getSourceFile() !== this.sourceFile) return null;
    let anchor: Pick<Guard, 'at' | 'indent' | 'semicolon' | 'scope' | 'arrowBody'> | null = null;
    // A `const` destructured from a value (`const { data } = useQuery(…)`) is anchored as a plain one is, after its statement.
    let variable: TS.Node = declaration;
    while (ts.isBindingElement(variable) && ts.isIdentifier(variable.name) && (ts.isObjectBindingPattern(variable.parent) || ts.isArrayBindingPattern(variable.parent))) {
      const holder: TS.Node = variable.parent.parent;
      if (ts.isVariableDeclaration(holder)) {
        variable = holder;
        break;
      }
      if (!ts.isBindingElement(holder)) break;
      variable = holder;
    }
    if (ts.isVariableDeclaration(variable) && (ts.isIdentifier(variable.name) || variable !== declaration)) {
      const list = variable.parent;
      const statement = list.parent;
      if (!ts.isVariableDeclarationList(list) || !(list.flags & ts.NodeFlags.Const) || !ts.isVariableStatement(statement)) return null;
      const scope = statement.parent;
      if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) return null;
      anchor = { at: statement.end, indent: this.indentOf(statement), semicolon: this.endsWithSemicolon(statement), scope };
    } else if (ts.isParameter(declaration) && ts.isIdentifier(declaration.name)) {
      const fn = declaration.parent;
      if (!ts.isFunctionLike(fn) || !('body' in fn) || !fn.body || this.isReassigned(root.text, fn.body)) return null;
      const unit = indentUnit(this.file.text);
      if (ts.isBlock(fn.body)) {
        const first = fn.body.statements[0];
        anchor = { at: fn.body.getStart(this.sourceFile) + 1, indent: first ? this.indentOf(first) : `${this.indentOf(fn)}${unit}`, semicolon: this.endsWithSemicolon(fn.body), scope: fn.body };
      } else if (ts.isArrowFunction(fn)) {
        // `.then((d) => d.audiences.totalCount)`: the body becomes a block holding the guard and a return.
        const body = fn.body as TS.Expression;
        anchor = { at: body.getStart(this.sourceFile), indent: `${this.indentOf(fn)}${unit}`, semicolon: this.endsWithSemicolon(this.statementOf(fn)), scope: body, arrowBody: body };
      }
    }
    if (!anchor || node.getStart(this.sourceFile) < anchor.at || node.end > anchor.scope.end) return null;
    const objectText = object.getText(this.sourceFile);
    const clause = clauseOf(node, anchor.scope, anchor.at);
    const key = `${anchor.at}\u0000${objectText}\u0000${chainText(segments)}\u0000${clause?.pos ?? ''}`;
    let guard = this.guards.get(key);
    if (!guard) {
      guard = { ...anchor, objectText, segments, target, reads: [], ...(clause ? { clause } : {}) };
      this.guards.set(key, guard);
    }
    return guard;
  }

  /**
   * Whether the code ends its statements with `;`: as the first simple statement in `node` (or
   * `node` itself) does, else the first in the file; yes when there is none. A `switch` or an `if`
   * ends with `}` either way.
   */
  private endsWithSemicolon(node: TS.Node | undefined): boolean {
    const simple = (n: TS.Node) => SIMPLE_STATEMENTS.has(n.kind);
    const found = (node && (simple(node) ? node : firstNode(node, simple))) ?? firstNode(this.sourceFile, simple);
    return !found || this.file.text[found.end - 1] === ';';
  }

  /** Whether `expression` reads, anywhere in it, a property by a name the codemods move. */
  private readsMovingName(expression: TS.Node): boolean {
    return anyNode(expression, (n) => ts.isPropertyAccessExpression(n) && this.names.has(n.name.text));
  }

  private isReassigned(name: string, body: TS.Node): boolean {
    return anyNode(body, (n) => ts.isIdentifier(n) && n.text === name && isAssignmentTarget(n));
  }

  /**
   * Each guard whose reads include one that cannot take `undefined` is written, and all its reads
   * read the local; the others read the new path with `?.`, which their code already copes with.
   */
  private writeGuards(): void {
    const text = this.file.text;
    const eol = lineEnd(text);
    // Locals already chosen, with their scopes: a name is free where no overlapping scope uses it.
    const taken: Array<{ name: string; scope: TS.Node }> = [];
    const overlaps = (a: TS.Node, b: TS.Node) => a.pos < b.end && b.pos < a.end;
    // Guards that land at one place (two results read in one branch) are written there together, in one block.
    const places = new Map<string, { place: GuardPlace; statements: string[]; codemod: string }>();
    for (const guard of this.guards.values()) {
      const { target, segments } = guard;
      if (guard.reads.every((r) => r.tolerant)) {
        for (const read of guard.reads) this.rename(read.node, read.text, target.codemod);
        continue;
      }
      const base = segments.map((s, i) => (i === 0 ? s.name : s.name.charAt(0).toUpperCase() + s.name.slice(1))).join('');
      const place = this.guardPlace(guard);
      const scope = place.scope ?? guard.scope;
      let local = base;
      const scopeText = text.slice(scope.pos, scope.end);
      const used = (name: string) => taken.some((t) => t.name === name && overlaps(t.scope, scope)) || new RegExp(`\\b${name.replace(/[$]/g, '\\$')}\\b`).test(scopeText);
      for (let n = 2; used(local); n++) local = `${base}${n}`;
      taken.push({ name: local, scope });
      const missing = nullableOnTheWay(segments).join(' or ');
      const semicolon = guard.semicolon ? ';' : '';
      const statements = `const ${local} = ${guard.objectText}.${chainText(segments)}${semicolon}${eol}${place.indent}${this.missingThrow(local, guard.target, segments)}${semicolon}`;
      const at = places.get(place.key) ?? places.set(place.key, { place, statements: [], codemod: target.codemod }).get(place.key)!;
      at.statements.push(statements);
      // Where the guard's statements go: a read in code that TypeScript does not narrow from there asserts
      // the local (checked JavaScript with JSDoc's cast; unchecked JavaScript needs nothing).
      const guardAt = place.write('')[0]![0];
      const javascript = isJavaScript(this.file.file);
      const asserted = !javascript ? `${local}!` : this.checksJavaScript() ? jsDocNonNull(local) : local;
      for (const read of guard.reads) {
        const reference = unnarrowedFrom(read.node, guardAt) ? asserted : local;
        this.edit(read.node.getStart(this.sourceFile), read.node.end, reference, target.codemod);
        this.rewrittenReads.set(read.node, reference);
      }
      const first = guard.reads.find((r) => !r.tolerant)!;
      this.note(
        first.node,
        `\`${this.snippet(first.node)}\` now reads \`${local}\`, set from \`${guard.objectText}.${chainText(segments)}\` with a throw when the result has no ${missing} (it was always there before): check that a missing ${missing} should fail here`,
        target.codemod,
      );
    }
    // Insertions at one offset from several places (the closing braces of nested arrows whose bodies end
    // together) are one edit, the innermost place's first: two equal edits would be taken for one.
    const inserts = new Map<number, Array<{ text: string; order: number; codemod: string }>>();
    const insert = (at: number, text: string, order: number, codemod: string) => (inserts.get(at) ?? inserts.set(at, []).get(at)!).push({ text, order, codemod });
    const clauses = new Map<TS.CaseOrDefaultClause, string>();
    for (const { place, statements, codemod } of places.values()) {
      for (const [start, end, text] of place.write(statements.join(`${eol}${place.indent}`))) {
        if (start !== end) this.edit(start, end, text, codemod);
        else insert(start, text, place.order, codemod);
      }
      if (place.clause) clauses.set(place.clause, codemod);
    }
    // A case holding guards becomes a block, once whatever it holds: its `{` before all else after the
    // colon, its `}` after all else at the end of its last statement's line.
    for (const [clause, codemod] of clauses) {
      const { open, close } = this.clauseBraces(clause);
      insert(open, ' {', Number.MAX_SAFE_INTEGER, codemod);
      insert(close, `${eol}${this.indentOf(clause)}}`, -1, codemod);
    }
    for (const [at, list] of inserts) {
      list.sort((a, b) => b.order - a.order);
      this.edit(at, at, list.map((i) => i.text).join(''), list[0]!.codemod);
    }
  }

  /**
   * The edits that write a guard's statements (given at `indent`): right before the statement that
   * holds its first read, in the innermost block that holds all its reads, so that a read in a branch
   * the run does not take throws nothing (a lone `if (x) return r.a.b;` branch becomes a block), its
   * comments kept above it; an arrow's expression body becomes a block; else right after the
   * reference's declaration.
   */
  private guardPlace(guard: Guard): GuardPlace {
    const text = this.file.text;
    const eol = lineEnd(text);
    const unit = indentUnit(text);
    const after: GuardPlace = { key: `after ${guard.at}`, order: guard.at, indent: guard.indent, write: (s) => [[guard.at, guard.at, `${eol}${guard.indent}${s}`]] };
    if (guard.arrowBody) {
      const body = guard.arrowBody;
      const indent = guard.indent;
      // The `{` goes right after `=>`, also where the body stood on a line of its own (white space only between).
      const arrow = (body.parent as TS.ArrowFunction).equalsGreaterThanToken.end;
      const from = text.slice(arrow, guard.at).trim() === '' ? arrow : guard.at;
      const open = from === arrow ? ' {' : '{';
      return { key: `arrow ${body.pos}`, order: guard.at, indent, write: (s) => [[from, guard.at, `${open}${eol}${indent}${s}${eol}${indent}return `], [body.end, body.end, `${guard.semicolon ? ';' : ''}${eol}${this.indentOf(body.parent)}}`]] };
    }
    const reads = guard.reads.map((r) => r.node);
    const holdsAll = (n: TS.Node) => reads.every((r) => r.pos >= n.pos && r.end <= n.end);
    let holder: TS.Node | undefined = reads[0]!.parent;
    while (holder && !((ts.isBlock(holder) || ts.isSourceFile(holder) || ts.isCaseOrDefaultClause(holder) || isLoneBranch(holder)) && holdsAll(holder))) holder = holder.parent;
    if (!holder || holder.pos < guard.scope.pos || holder.end > guard.scope.end) holder = guard.scope;
    // A read in a function declared in that block runs whenever it is called, perhaps before the statement: declared up front.
    if (reads.some((r) => hoistedBetween(r, holder))) return after;
    if (!ts.isBlock(holder) && !ts.isSourceFile(holder) && !ts.isCaseOrDefaultClause(holder)) {
      // `if (flag) return data.audiences.totalCount;`: the branch becomes a block with the guard in it.
      const branch = holder;
      const gap = text.slice(branch.pos, branch.getStart(this.sourceFile));
      if (gap.trim() !== '' || branch.getStart(this.sourceFile) < guard.at) return after;
      const outer = this.indentOf(branch.parent);
      const indent = `${outer}${unit}`;
      // The branch's later lines (an `else` of an `if` made a block) move in with it, but those inside a template's text.
      const inTemplate = templateRanges(branch);
      const indents: Array<[number, number, string]> = [];
      for (let at = text.indexOf('\n', branch.getStart(this.sourceFile)) + 1; at > 0 && at < branch.end; at = text.indexOf('\n', at) + 1) {
        if (text[at] !== '\n' && text[at] !== '\r' && !inTemplate.some(([from, to]) => at > from && at < to)) indents.push([at, at, unit]);
      }
      return { key: `branch ${branch.pos}`, order: branch.pos, indent, write: (s) => [[branch.pos, branch.getStart(this.sourceFile), ` {${eol}${indent}${s}${eol}${indent}`], ...indents, [branch.end, branch.end, `${eol}${outer}}`]] };
    }
    const first = Math.min(...reads.map((r) => r.pos));
    const statement = holder.statements.find((s) => s.end > first);
    if (!statement || statement.getStart(this.sourceFile) < guard.at) return after;
    const comments = ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? [];
    const at = comments.find((c) => c.pos >= guard.at)?.pos ?? statement.getStart(this.sourceFile);
    const lineStart = lineStartOf(text, at);
    const before = text.slice(lineStart, at);
    const clause = { ...(ts.isCaseOrDefaultClause(holder) ? { clause: holder } : {}), ...(guard.clause ? { scope: holder } : {}) };
    if (before.trim() === '') return { key: `before ${at}`, order: at, indent: before, write: (s) => [[at, at, `${s}${eol}${before}`]], ...clause };
    // A statement on a line after other code (`{ return data.audiences.totalCount; }`, `case 'a': return …`): the guard and the statement go on lines of their own.
    const opensHere = (ts.isBlock(holder) || ts.isCaseOrDefaultClause(holder)) && this.lineOf(holder.getStart(this.sourceFile)) === this.lineOf(at);
    const indent = opensHere ? `${this.indentOf(statement)}${unit}` : this.indentOf(statement);
    const from = lineStart + before.trimEnd().length;
    return { key: `line ${from}`, order: from, indent, write: (s) => [[from, at, `${eol}${indent}${s}${eol}${indent}`]], ...clause };
  }

  /** Where a case's braces go: right after its colon, and at the end of its last statement's line (after a comment there). */
  private clauseBraces(clause: TS.CaseOrDefaultClause): { open: number; close: number } {
    const text = this.file.text;
    const label = ts.isCaseClause(clause) ? clause.expression.end : clause.getStart(this.sourceFile) + 'default'.length;
    // The colon: the next token after the label, whatever comments stand between.
    const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
    scanner.resetTokenState(label);
    scanner.scan();
    const open = scanner.getTokenEnd();
    const last = clause.statements[clause.statements.length - 1]!;
    const lineEnd = last.end + text.slice(last.end).search(/\r?\n|$/);
    const rest = text.slice(last.end, lineEnd);
    return { open, close: /^\s*(?:\/\/.*|\/\*.*\*\/\s*)?$/.test(rest) ? lineEnd : last.end };
  }

  private lineOf(offset: number): number {
    return this.lines.position(offset).line;
  }

  /** The statement or class member `node` is part of (whose end says whether the code writes `;`). */
  private statementOf(node: TS.Node): TS.Node | undefined {
    let n: TS.Node | undefined = node;
    while (n && n.parent && !ts.isBlock(n.parent) && !ts.isSourceFile(n.parent) && !ts.isClassElement(n)) n = n.parent;
    return n;
  }

  /** The indentation of the line `node` starts on. */
  private indentOf(node: TS.Node): string {
    const text = this.file.text;
    return /^[ \t]*/.exec(text.slice(lineStartOf(text, node.getStart(this.sourceFile))))![0];
  }

  private elementAccess(node: TS.ElementAccessExpression): void {
    // Its object left as it was (below): so is it.
    if (this.keepsOn(node)) return;
    const argument = node.argumentExpression;
    if (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument)) {
      if (!this.names.has(argument.text)) return;
      const found = this.classify(this.keySymbol(node, argument.text), argument.text, null);
      if (found.kind === 'move') {
        if (found.segments.length === 1) {
          this.edit(argument.getStart(this.sourceFile) + 1, argument.end - 1, found.segments[0]!.name, found.target.codemod);
          return;
        }
        // The field it is read from may move too (`seg.targetingDataCounts?.['receivedCounts']`):
        // renamed alone, that step would make the access read the new field's object, not its value.
        const held = this.keepReadsOf(node.expression) ? null : this.heldRead(node.expression);
        return this.leave(node, `\`${this.snippet(node)}\`: an element access cannot be rewritten to the new path \`${chainText(found.segments)}\`; ${held ? `${held}: rewrite it by hand` : 'it stays as it was'}`, found.target.codemod);
      }
      if (found.kind === 'unmappable' || found.kind === 'mixed' || found.kind === 'schema-type') {
        this.keepReadsOf(node.expression);
        return this.leave(node, `\`${this.snippet(node)}\` reads a field that moves in a way the codemod cannot follow`, 'target' in found ? found.target.codemod : this.codemodFor(argument.text));
      }
      return;
    }
    // A number names no field: `segs[0]` takes an element, whose reads are followed as any other.
    const keyType = this.checker.getTypeAtLocation(argument);
    if ((keyType.isUnion() ? keyType.types : [keyType]).every((t) => (t.flags & ts.TypeFlags.NumberLike) !== 0)) return;
    // A computed key may name a field that moves: nothing to rewrite safely.
    const holder = this.movingHolder(this.checker.getTypeAtLocation(node.expression), false);
    if (!holder) return;
    const held = this.keepReadsOf(node.expression) ? null : this.heldRead(node.expression);
    this.leave(node, `dynamic property access \`${this.snippet(node)}\` on the result of \`${holder.definition.name}\`, whose fields move${held ? ` (${held})` : ''}: rewrite it by hand`, holder.codemod);
  }

  /** `SegmentFieldsFragment['targetingDataCounts']`: a type read of a field that moves follows it too. */
  private indexedAccessType(node: TS.IndexedAccessTypeNode): void {
    const index = node.indexType;
    if (!ts.isLiteralTypeNode(index) || !ts.isStringLiteral(index.literal) || !this.names.has(index.literal.text)) return;
    const name = index.literal.text;
    const objectType = this.checker.getTypeFromTypeNode(node.objectType);
    const found = this.classify(this.checker.getPropertyOfType(objectType, name), name, objectType);
    if (found.kind === 'unrelated' || found.kind === 'same') return;
    if (found.kind !== 'move') {
      return this.leave(node, `the type \`${this.snippet(node)}\` names a field that moves in a way the codemod cannot follow`, 'target' in found ? found.target.codemod : this.codemodFor(name));
    }
    const quote = this.file.text[index.literal.getStart(this.sourceFile)] ?? "'";
    const [first, ...rest] = found.segments;
    if (rest.length === 0) {
      this.edit(index.literal.getStart(this.sourceFile) + 1, index.literal.end - 1, first!.name, found.target.codemod);
      return;
    }
    // Through a field that may be null, the next step is taken on its non-null type. The object type's
    // own text is not replaced, only wrapped and followed: a field that moves inside it
    // (`NonNullable<F['targetingDataCounts']>['activeCounts']`) is renamed by its own visit.
    let wraps = 0;
    let steps = `[${quote}${first!.name}${quote}]`;
    let previous = first!;
    for (const segment of rest) {
      if (previous.nullable) wraps++;
      steps += `${previous.nullable ? '>' : ''}[${quote}${segment.name}${quote}]`;
      previous = segment;
    }
    const start = node.getStart(this.sourceFile);
    if (wraps > 0) this.edit(start, start, 'NonNullable<'.repeat(wraps), found.target.codemod);
    this.edit(node.objectType.end, node.end, steps, found.target.codemod);
  }

  /**
   * A field that moves named as a key type beside the result type it is a key of:
   * `Pick<SegmentFieldsFragment, 'targetingDataCounts'>` and `Omit<…>` take the key the field moves
   * under (reads through the picked type follow as any other); under any other generic type, what the
   * key means is the type's own, and it is reported.
   */
  private keyType(node: TS.LiteralTypeNode, literal: TS.StringLiteral): void {
    let argument: TS.Node = node;
    while (ts.isUnionTypeNode(argument.parent) || ts.isParenthesizedTypeNode(argument.parent)) argument = argument.parent;
    const reference = argument.parent;
    if (!ts.isTypeReferenceNode(reference) || !reference.typeArguments) return;
    const [subject, keys] = reference.typeArguments;
    if (!subject || argument === subject) return;
    const name = literal.text;
    const objectType = this.checker.getTypeFromTypeNode(subject);
    const found = this.classify(this.checker.getPropertyOfType(objectType, name), name, objectType);
    if (found.kind === 'unrelated' || found.kind === 'same' || found.kind === 'untyped') return;
    const utility = argument === keys && ts.isIdentifier(reference.typeName) && (reference.typeName.text === 'Pick' || reference.typeName.text === 'Omit');
    if (found.kind !== 'move' || !utility) {
      const codemod = 'target' in found ? found.target.codemod : this.codemodFor(name);
      return this.leave(node, `the type \`${this.snippet(reference)}\` names \`${name}\`, a field of \`${this.snippet(subject)}\` that moves: rewrite it by hand`, codemod);
    }
    // `Omit<F, 'targetingDataCounts'>` as `Omit<F, 'targetingDataInsights'>` would leave out, with it, the
    // other fields of F that move under `targetingDataInsights` (`daysUntilLargeExpiration`), which F's reads then take from there.
    const into = found.segments[0]!.name;
    const sharing = (reference.typeName as TS.Identifier).text === 'Omit' ? this.fieldMovingInto(objectType, into, name) : null;
    if (sharing) {
      return this.leave(node, `the type \`${this.snippet(reference)}\` leaves out \`${name}\`, which moves under \`${into}\`, as \`${sharing}\` does, which it keeps: rewrite it by hand`, found.target.codemod);
    }
    this.edit(literal.getStart(this.sourceFile) + 1, literal.end - 1, into, found.target.codemod);
  }

  /** Another field of `type` than `except` that moves under the field `into`, if there is one. */
  private fieldMovingInto(type: TS.Type, into: string, except: string): string | null {
    for (const property of this.checker.getNonNullableType(type).getProperties()) {
      if (property.name === except || !this.names.has(property.name)) continue;
      const found = this.classify(property, property.name, type);
      if (found.kind === 'move' && found.segments[0]?.name === into) return property.name;
    }
    return null;
  }

  /**
   * An object built as a changed result (a test's mock, a cache write, a page merged in
   * `updateQuery`): a key that moves is not rewritten (its value has the old shape), and is reported.
   */
  private objectLiteral(node: TS.ObjectLiteralExpression): void {
    const assigned = destructuringAssignmentValue(node);
    if (assigned) return this.destructuringAssignment(node, assigned);
    const keys = node.properties.filter((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && this.names.has(p.name.text));
    if (keys.length === 0) return;
    const contextual = this.checker.getContextualType(node);
    if (!contextual) return;
    const types = this.checker.getNonNullableType(contextual);
    for (const key of keys) {
      const name = (key.name as TS.Identifier | TS.StringLiteral).text;
      const symbols = (types.isUnion() ? types.types : [types]).map((t) => t.getProperty(name)).filter((p) => p !== undefined);
      const found = symbols.map((symbol) => this.classify(symbol, name, null)).find((c) => c.kind === 'move' || c.kind === 'unmappable');
      if (!found || !('target' in found)) continue;
      const where = found.kind === 'move' ? `: it moves to \`${chainText(found.segments)}\`` : '';
      this.leave(key, `\`${name}\` is a key of an object built as the result of \`${found.target.definition.name}\` (a mock, a cache write, a merged page)${where}; rewrite the object by hand`, found.target.codemod);
    }
  }

  /**
   * `({ daysUntilLargeExpiration: d } = seg)`: a destructuring assignment is not rewritten (its keys
   * would have to be split off as a declaration's are); a key that moves is reported, and the value
   * assigned stays as it was with it.
   */
  private destructuringAssignment(pattern: TS.ObjectLiteralExpression, value: TS.Expression): void {
    const type = this.checker.getNonNullableType(this.checker.getTypeAtLocation(value));
    let kept = false;
    for (const property of pattern.properties) {
      const name = ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property) ? propertyKey(property.name) : null;
      if (name === null || !this.names.has(name)) continue;
      const found = this.classify(type.getProperty(name), name, type);
      if (found.kind === 'unrelated' || found.kind === 'same') continue;
      if (found.kind === 'untyped') this.untypedReads++;
      kept ||= this.keepReadsOf(value);
      this.leave(property, `\`${this.snippet(property)}\` destructures \`${name}\`, a field that moves, in an assignment, which the codemod does not rewrite${kept ? ' (the value assigned stays as it was)' : ''}: rewrite it by hand`, 'target' in found ? found.target.codemod : this.codemodFor(name));
    }
  }

  /**
   * A field's name passed beside the result whose field it is (`get(seg, 'daysUntilLargeExpiration')`,
   * `pick(seg, ['targetingDataCounts'])`, a helper typed `<T, K extends keyof T>`), or a path through
   * it from the value passed (`get(data, 'advertiser.segments.nodes.0.targetingDataCounts')`, `[0,
   * 'daysUntilLargeExpiration']`, `` `targetingDataCounts.${kind}` ``): the helper reads it by name,
   * which no rewrite of a read follows. Reported where the name is written, unless the value is
   * reported as passed to that helper already.
   */
  private keyArgument(literal: TS.StringLiteral | TS.NoSubstitutionTemplateLiteral | TS.TemplateExpression): void {
    let argument: TS.Node = literal;
    while (ts.isArrayLiteralExpression(argument.parent) || ts.isParenthesizedExpression(argument.parent) || ts.isAsExpression(argument.parent) || ts.isSatisfiesExpression(argument.parent)) argument = argument.parent;
    const call = argument.parent;
    if (!(ts.isCallExpression(call) || ts.isNewExpression(call)) || !call.arguments?.includes(argument as TS.Expression)) return;
    // The paths the argument may stand for: the literal's own; an array's elements, each a key or all one path.
    const own = pathSegments(literal);
    const elements = ts.isArrayLiteralExpression(argument) ? argument.elements.map((e) => (ts.isStringLiteralLike(e) || ts.isNumericLiteral(e) ? e.text : null)) : [];
    const whole = elements.indexOf(null) < 0 ? elements as string[] : elements.slice(0, elements.indexOf(null)) as string[];
    const paths = [own, ...(whole.length > 1 && ts.isStringLiteralLike(literal) && whole.includes(literal.text) ? [whole] : [])];
    for (const other of call.arguments) {
      if (other === argument || isPrimitiveExpression(other)) continue;
      const start = other.getStart(this.sourceFile);
      if (this.leftAlone.some((l) => l.offset === start)) continue;
      const type = this.checker.getTypeAtLocation(other);
      const found = paths.map((p) => this.movingOnPath(type, p)).find((c) => c !== null);
      if (!found) continue;
      const codemod = 'target' in found ? found.target.codemod : this.codemodFor(own.find((n) => this.names.has(n)) ?? '');
      const of = 'target' in found ? ` of the result of \`${found.target.definition.name}\`` : '';
      return this.leave(literal, `\`${this.snippet(literal)}\` names a field${of} that moves, passed to \`${this.snippet(call.expression)}\` beside \`${this.snippet(other)}\`, which reads it by name: rewrite it by hand`, codemod);
    }
  }

  /** The first field along `path` from `type` that moves (or cannot be told apart); null when none does, or the path leaves the types. */
  private movingOnPath(type: TS.Type, path: readonly string[]): Classification | null {
    let current = type;
    for (const segment of path) {
      const plain = this.checker.getNonNullableType(current);
      if (/^\d+$/.test(segment) && (this.checker.isArrayType(plain) || this.checker.isTupleType(plain))) {
        const element = plain.getNumberIndexType();
        if (!element) return null;
        current = element;
        continue;
      }
      const members = plain.isUnion() ? plain.types : [plain];
      const found = members.map((t) => this.classify(t.getProperty(segment), segment, null)).find((c) => c.kind === 'move' || c.kind === 'unmappable' || c.kind === 'mixed');
      if (found) return found;
      const symbol = plain.getProperty(segment);
      if (!symbol) return null;
      current = this.checker.getTypeOfSymbol(symbol);
    }
    return null;
  }

  private inTest(node: TS.BinaryExpression): void {
    if (!(ts.isStringLiteral(node.left) && this.names.has(node.left.text))) return;
    const holder = this.movingHolder(this.checker.getTypeAtLocation(node.right), false);
    if (!holder) return;
    this.leave(node, `\`${this.snippet(node)}\` tests for a field of the result of \`${holder.definition.name}\` that moves`, holder.codemod);
    // The reads it may narrow stay with it: renamed, they would sit where the test, left, no longer
    // lets the code go (a branch, what follows an early return).
    const line = this.lines.position(node.getStart(this.sourceFile)).line;
    for (const read of readsAfterIn(node, node.left.text, this.sourceFile, this.checker)) {
      if (ts.isObjectBindingPattern(read)) {
        if (this.patternsDone.has(read)) continue;
        this.patternsDone.add(read);
      } else {
        if (this.keptReads.has(read)) continue;
        this.keptReads.add(read);
      }
      this.leave(read, `\`${this.snippet(read)}\` reads \`${node.left.text}\` after the \`in\` test on line ${line}, which may narrow it and stays as it was: so does it`, holder.codemod);
    }
  }

  private callArguments(node: TS.CallExpression | TS.NewExpression): void {
    const args = node.arguments ?? [];
    let signature: TS.Signature | undefined;
    for (const [index, argument] of args.entries()) {
      if (ts.isFunctionLike(argument) || ts.isSpreadElement(argument) || isPrimitiveExpression(argument) || isHookDependencyList(node, index)) continue;
      // The value as it is, under `as` (`show(seg.targetingDataCounts as Counts)`); else an object
      // holding fields that move put in an object or array built as the argument (`show({ counts: … })`).
      const nested = this.holdingReadsIn(argument);
      const holder = this.movingHolder(this.checker.getTypeAtLocation(skipOuterExpressions(argument)), true) ?? (nested[0] ? this.movingHolder(this.checker.getTypeAtLocation(nested[0]), true) : null);
      if (!holder) continue;
      signature ??= this.checker.getResolvedSignature(node);
      if (signature && this.keepsTypes(signature, index, node)) continue;
      const callee = this.snippet(node.expression);
      // Left as it was, whole: a read of a field that moves giving the argument its value
      // (`show(seg.targetingDataCounts)`), renamed, would hand the callee the new field's object.
      const kept = this.keepReadsOf(argument);
      for (const read of nested) this.keptReads.add(read);
      const held = kept || nested.length > 0 ? null : this.heldRead(argument);
      const what = kept || nested.length > 0 ? 'the argument stays as it was; ' : held ? `${held}; ` : '';
      this.leave(argument, `the result of \`${holder.definition.name}\` is passed to \`${callee}\`, which does not read it through the generated result type: ${what}check what it does with the fields that move`, holder.codemod);
    }
  }

  /** Whether the parameter an argument goes to is itself typed by the result (so the code behind it is followed), or a lib container keeping its type. */
  private keepsTypes(signature: TS.Signature, index: number, node: TS.Node): boolean {
    const declaration = signature.getDeclaration() as TS.SignatureDeclaration | undefined;
    if (declaration) {
      const file = declaration.getSourceFile();
      if (this.program.isSourceFileDefaultLibrary(file)) {
        const container = declaration.parent;
        const name = container && (ts.isInterfaceDeclaration(container) || ts.isClassDeclaration(container)) ? container.name?.text : undefined;
        return name !== undefined && TYPE_KEEPING_CONTAINERS.has(name);
      }
    }
    const parameters = signature.getParameters();
    const last = parameters[parameters.length - 1];
    const parameter = parameters[index] ?? (last && signature.getDeclaration()?.parameters.at(-1)?.dotDotDotToken ? last : undefined);
    if (!parameter) return false;
    let type = this.checker.getTypeOfSymbolAtLocation(parameter, node);
    if (parameter === last && parameters[index] === undefined && this.checker.isArrayType(type)) type = this.checker.getTypeArguments(type as TS.TypeReference)[0] ?? type;
    if (typeHasFlag(type, ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return false;
    return this.movingHolder(type, true) !== null;
  }

  // ---- destructuring ----------------------------------------------------------------------

  private bindingPattern(pattern: TS.ObjectBindingPattern): void {
    if (this.patternsDone.has(pattern)) return;
    this.patternsDone.add(pattern);
    // Typed only when an element needs it: a rest element, or a key that moves.
    let typed: TS.Type | undefined;
    const patternType = () => (typed ??= this.checker.getTypeAtLocation(pattern));
    // A rest element collecting fields that move leaves the whole destructuring as it was: a key split
    // off it would leave the new field in the rest.
    const restElement = pattern.elements.find((e) => e.dotDotDotToken);
    const restHolder = restElement ? this.movingHolder(patternType(), false) : null;
    if (restElement && restHolder) {
      return this.leave(restElement, `the rest element \`${this.snippet(restElement)}\` collects fields of the result of \`${restHolder.definition.name}\` that move: the destructuring stays as it was`, restHolder.codemod);
    }
    const splits: Split[] = [];
    const mergedKeys = new Map<string, Array<{ key: string; local: string; codemod: string }>>();
    // The value destructured may itself be a read that moves (`= seg.targetingDataCounts ?? {}`): it is
    // then renamed on its own, which composes with keys renamed in place, not with a key split off or
    // left as it was (the key would be read from the new value, or the split would repeat the old one).
    const keys = pattern.elements.flatMap((element) => {
      if (element.dotDotDotToken) return [];
      const keyNode = element.propertyName ?? element.name;
      // A computed key is the field it names where it is a string (`{ ['days…']: d }`); any other
      // may name one that moves, and is reported as a dynamic access is.
      const computed = ts.isComputedPropertyName(keyNode) ? keyNode.expression : null;
      // (Without a property name, the key is the binding's own name, an identifier.)
      const key = propertyKey(keyNode as TS.PropertyName);
      if (key === null && computed) {
        // A number or a symbol names no field.
        const keyType = this.checker.getTypeAtLocation(computed);
        const fieldless = (keyType.isUnion() ? keyType.types : [keyType]).every((t) => (t.flags & (ts.TypeFlags.NumberLike | ts.TypeFlags.ESSymbolLike)) !== 0);
        const holder = fieldless ? null : this.movingHolder(patternType(), false);
        if (holder) {
          // Its value stays the object it was (`= seg.targetingDataCounts` not renamed), as the key may name any of its fields.
          const value = valueOf(pattern);
          const kept = value ? this.keepReadsOf(value) : false;
          this.leave(element, `dynamic key \`${this.snippet(keyNode)}\` destructured from the result of \`${holder.definition.name}\`, whose fields move${kept ? ' (the value destructured stays as it was)' : ''}: rewrite it by hand`, holder.codemod);
        }
        return [];
      }
      if (key === null || !this.names.has(key)) return [];
      const symbol = this.checker.getPropertyOfType(this.checker.getNonNullableType(patternType()), key);
      const found = this.classify(symbol, key, patternType());
      return found.kind === 'unrelated' || found.kind === 'same' ? [] : [{ element, keyNode, key, symbol, found }];
    });
    const feeding = keys.length > 0 ? this.movingReadsFeeding(pattern) : [];
    // A key renamed in place composes with its value's rename; one to split off or leave does not.
    const unsplittable = feeding.length > 0 ? keys.find(({ found }) => !(found.kind === 'move' && !introducesOptional(found.segments))) : undefined;
    if (unsplittable) {
      for (const read of feeding) this.keptReads.add(read);
      const { element, key, found } = unsplittable;
      return this.leave(element, `\`${this.snippet(element)}\` destructures a field that moves from \`${this.snippet(feeding[0]!)}\`, itself a read that moves, and cannot be split from it: the destructuring stays as it was, with its value`, 'target' in found ? found.target.codemod : this.codemodFor(key));
    }
    for (const { element, keyNode, key, symbol, found } of keys) {
      if (found.kind !== 'move') {
        if (found.kind === 'untyped') this.untypedReads++;
        this.leave(element, `\`${this.snippet(element)}\` destructures \`${key}\`, which the codemod cannot follow here (${found.kind === 'untyped' ? 'an untyped value' : found.kind === 'mixed' ? 'a union with other types' : found.kind === 'schema-type' ? `typed by the schema type \`${found.typeName}\`` : 'no mapping for it'})`, 'target' in found ? found.target.codemod : this.codemodFor(key));
        continue;
      }
      const { segments, target } = found;
      // What is bound, with its default: `b = 1`, `{ nested }`.
      const rest = this.text(element.name.getStart(this.sourceFile), element.end);
      const local = ts.isIdentifier(element.name) ? element.name.text : null;
      const lastName = segments[segments.length - 1]!.name;
      const inner = element.propertyName || local !== lastName ? `${lastName}: ${rest}` : rest;
      if (segments.length === 1) {
        this.edit(keyNode.getStart(this.sourceFile), element.propertyName ? element.propertyName.end : keyNode.getStart(this.sourceFile), element.propertyName ? lastName : `${lastName}: `, target.codemod);
        (mergedKeys.get(lastName) ?? mergedKeys.set(lastName, []).get(lastName)!).push({ key, local: this.snippet(element.name), codemod: target.codemod });
        continue;
      }
      if (!introducesOptional(segments)) {
        const nested = segments.slice(0, -1).reduceRight((acc, s) => `${s.name}: { ${acc} }`, inner);
        this.edit(keyNode.getStart(this.sourceFile), element.end, nested, target.codemod);
        continue;
      }
      // Through a field that may be null, destructuring would throw: a declaration of its own reads it with `?.`.
      if (local === null || element.initializer || !this.splittable(pattern)) {
        this.leave(element, `\`${this.snippet(element)}\` destructures \`${key}\`, whose new path \`${chainText(segments)}\` goes through a field that may be null`, target.codemod);
        continue;
      }
      const declaredType = symbol ? this.checker.getTypeOfSymbolAtLocation(symbol, pattern) : null;
      const keepNull = !!declaredType && typeHasFlag(declaredType, ts.TypeFlags.Null) && !typeHasFlag(declaredType, ts.TypeFlags.Undefined);
      // A value that was always there (`const { audiences } = data`) may now be missing: the local is guarded, as a read is.
      const alwaysThere = !!declaredType && !typeHasFlag(declaredType, ts.TypeFlags.Null | ts.TypeFlags.Undefined) && !this.usesTakeUndefined(element.name as TS.Identifier);
      splits.push({ element, local, chain: `.${chainText(segments)}${keepNull ? ' ?? null' : ''}`, codemod: target.codemod, ...(alwaysThere ? { guard: { segments, target } } : {}) });
    }
    if (splits.length > 0) this.split(pattern, splits);
    // Keys that become one field (`targetedAtPartnerLevel: p, targetedAtCampaignLevel: c`) bind one value
    // to each local now: code that tells the locals apart (`p && !c`) changes its logic.
    for (const [field, merged] of mergedKeys) {
      if (merged.length < 2) continue;
      const locals = merged.map((m) => `\`${m.local}\` (\`${m.key}\`)`).join(', ');
      this.note(pattern, `${locals} all hold \`${field}\` now: where this code tells them apart (\`&&\`, a negation, separate branches), check its logic`, merged[0]!.codemod);
    }
  }

  /**
   * The reads of fields that move which give a destructuring its value: the initializer of its
   * declaration or parameter, through parentheses, `!`, `as`, `satisfies`, and both sides of `??`,
   * `||` and `? :`.
   */
  private movingReadsFeeding(pattern: TS.ObjectBindingPattern): TS.Expression[] {
    const value = valueOf(pattern);
    return value ? this.movingReadsGiving(value) : [];
  }

  /**
   * The reads of fields that move which give `value` its value: through parentheses, `!`, `as`,
   * `satisfies`, and both sides of `??`, `||` and `? :`; a read with a literal key (`seg['days…']`) too.
   */
  private movingReadsGiving(value: TS.Expression): TS.Expression[] {
    const reads: TS.Expression[] = [];
    const collect = (node: TS.Expression): void => {
      if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return collect(node.expression);
      if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)) return (collect(node.left), collect(node.right));
      if (ts.isConditionalExpression(node)) return (collect(node.whenTrue), collect(node.whenFalse));
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name) && this.names.has(node.name.text)) {
        const symbol = this.checker.getSymbolAtLocation(node.name);
        if (this.classify(symbol, node.name.text, symbol ? null : this.checker.getTypeAtLocation(node.expression)).kind === 'move') reads.push(node);
      } else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression) && this.names.has(node.argumentExpression.text)) {
        if (this.classify(this.keySymbol(node, node.argumentExpression.text), node.argumentExpression.text, null).kind === 'move') reads.push(node);
      }
    };
    collect(value);
    return reads;
  }

  /**
   * The property a literal key reads (`seg['days…']`): the checker names it at the key, except after
   * `?.` (`seg.counts?.['active…']`), where it is taken from the object's type.
   */
  private keySymbol(node: TS.ElementAccessExpression, key: string): TS.Symbol | undefined {
    return this.checker.getSymbolAtLocation(node.argumentExpression) ?? this.checker.getPropertyOfType(this.checker.getNonNullableType(this.checker.getTypeAtLocation(node.expression)), key);
  }

  /**
   * The reads of fields that move, holding fields that move themselves (`seg.targetingDataCounts`),
   * that an object or array literal built in `value` takes as a property's value, a spread or an element.
   */
  private holdingReadsIn(value: TS.Expression): TS.Expression[] {
    const reads: TS.Expression[] = [];
    const visit = (node: TS.Expression): void => {
      node = skipOuterExpressions(node);
      if (ts.isObjectLiteralExpression(node)) {
        for (const property of node.properties) {
          if (ts.isPropertyAssignment(property)) visit(property.initializer);
          else if (ts.isSpreadAssignment(property)) visit(property.expression);
        }
      } else if (ts.isArrayLiteralExpression(node)) {
        for (const element of node.elements) visit(ts.isSpreadElement(element) ? element.expression : element);
      } else if (node !== skipOuterExpressions(value)) {
        for (const read of this.movingReadsGiving(node)) if (this.movingHolder(this.checker.getTypeAtLocation(read), false)) reads.push(read);
      }
    };
    visit(value);
    return reads;
  }

  /**
   * Where `value` is a local holding a read of a field that moves (`const c = seg.targetingDataCounts`),
   * renamed where the local is declared: what it now holds, said where a use of it is left.
   */
  private heldRead(value: TS.Expression): string | null {
    const local = skipOuterExpressions(value);
    if (!ts.isIdentifier(local)) return null;
    const declaration = this.checker.getSymbolAtLocation(local)?.valueDeclaration;
    if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer || declaration.getSourceFile() !== this.sourceFile) return null;
    const read = this.movingReadsGiving(declaration.initializer)[0];
    if (!read) return null;
    const line = this.lines.position(declaration.getStart(this.sourceFile)).line;
    return `\`${local.text}\` holds \`${this.snippet(read)}\`, renamed where it is declared (line ${line}), so it holds the new field's object now`;
  }

  /** Whether `node` stays as it is: kept itself, or read on a read that is (which it then joins). */
  private keepsOn(node: TS.PropertyAccessExpression | TS.ElementAccessExpression): boolean {
    if (this.keptReads.has(node)) return true;
    if (!this.keptReads.has(withoutParenthesesOrNonNull(node.expression))) return false;
    this.keptReads.add(node);
    return true;
  }

  /** Leaves the reads of fields that move giving `value` its value as they are (their visits, later, skip them); whether there were any. */
  private keepReadsOf(value: TS.Expression): boolean {
    const reads = this.movingReadsGiving(value);
    for (const read of reads) this.keptReads.add(read);
    return reads.length > 0;
  }

  /** `const { … } = a.b;` as a statement of its own, from a value that can be read again. */
  private splittable(pattern: TS.ObjectBindingPattern): boolean {
    const declaration = pattern.parent;
    if (!ts.isVariableDeclaration(declaration) || declaration.name !== pattern || !declaration.initializer || !isPureChain(declaration.initializer)) return false;
    const list = declaration.parent;
    return ts.isVariableDeclarationList(list) && list.declarations.length === 1 && ts.isVariableStatement(list.parent);
  }

  private split(pattern: TS.ObjectBindingPattern, splits: readonly Split[]): void {
    const declaration = pattern.parent as TS.VariableDeclaration;
    const list = declaration.parent as TS.VariableDeclarationList;
    const statement = list.parent as TS.VariableStatement;
    const keyword = list.flags & ts.NodeFlags.Const ? 'const' : list.flags & ts.NodeFlags.Let ? 'let' : 'var';
    const init = this.snippet(declaration.initializer!);
    const codemod = splits[0]!.codemod;
    const declarations = splits.map((s) => `${s.local} = ${init}${s.chain}`);
    const indent = this.indentOf(statement);
    const semicolon = this.file.text[statement.end - 1] === ';' ? ';' : '';
    // The guards of locals that may now be missing, after the declarations.
    const guards = splits.flatMap(({ local, chain, guard, element }) => {
      if (!guard) return [];
      const missing = nullableOnTheWay(guard.segments).join(' or ');
      this.note(element, `\`${this.snippet(element)}\` is now \`${local} = ${init}${chain}\` with a throw when the result has no ${missing} (it was always there before): check that a missing ${missing} should fail here`, guard.target.codemod);
      return [`${lineEnd(this.file.text)}${indent}${this.missingThrow(local, guard.target, guard.segments)}${semicolon}`];
    });
    if (splits.length === pattern.elements.length) {
      this.edit(declaration.getStart(this.sourceFile), declaration.end, declarations.join(', '), codemod);
      if (guards.length > 0) this.edit(statement.end, statement.end, guards.join(''), codemod);
      return;
    }
    const elements = pattern.elements;
    const removed = (e: TS.BindingElement) => splits.some((s) => s.element === e);
    const lastKept = elements.map((e, i) => (removed(e) ? -1 : i)).reduce((a, b) => Math.max(a, b), -1);
    for (const [i, element] of elements.entries()) {
      // Removed with the comma after it; those after the last kept element, with the comma before them.
      if (removed(element) && i < lastKept) this.edit(element.getStart(this.sourceFile), elements[i + 1]!.getStart(this.sourceFile), '', codemod);
    }
    if (lastKept < elements.length - 1) this.edit(elements[lastKept]!.end, elements[elements.length - 1]!.end, '', codemod);
    this.edit(statement.end, statement.end, declarations.map((d) => `${lineEnd(this.file.text)}${indent}${keyword} ${d}${semicolon}`).join('') + guards.join(''), codemod);
  }

  // ---- `a.x || a.y` ---------------------------------------------------------------------------

  /** In an `||` or `&&` chain, reads that became the same read are one read (`r.a || r.b || r.c` to `r.abc`). */
  private collapseLogicalChains(): void {
    if (this.rewrittenReads.size < 2) return;
    const visit = (node: TS.Node): void => {
      if (ts.isBinaryExpression(node) && isLogical(node) && !(ts.isBinaryExpression(node.parent) && node.parent.operatorToken.kind === node.operatorToken.kind)) {
        const operands = flatten(node, node.operatorToken.kind);
        const firstByText = new Map<string, TS.Expression>();
        for (const [i, operand] of operands.entries()) {
          if (!isPureChain(operand)) continue;
          const text = this.newText(operand);
          const first = firstByText.get(text);
          if (!first) {
            firstByText.set(text, operand);
            continue;
          }
          if (!this.touched(operand) && !this.touched(first)) continue;
          const previous = operands[i - 1]!;
          const codemod = this.edits.find((e) => e.start >= operand.getStart(this.sourceFile) && e.end <= operand.end)?.codemod ?? this.edits[0]!.codemod;
          this.edit(previous.end, operand.end, '', codemod);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(this.sourceFile);
  }

  /**
   * Reads of different fields that became the same read (`r.targetedAtPartnerLevel` and
   * `r.targetedAtAdvertiserLevel`, both now `r.targetedAtHigherLevel`) mean the same only within one
   * `||` chain. Where one function tells them apart (`a && !b`, separate branches, a list of them),
   * the code keeps compiling and its logic changes: noted at the first of them, for review.
   */
  private noteMergedReads(): void {
    const groups = new Map<string, { units: Set<TS.Node>; old: Set<string>; first: TS.Node; text: string; codemod?: string }>();
    // Operands of one `||` chain are one read together.
    const unitOf = (node: TS.Node): TS.Node => {
      let unit = node;
      for (let up = outsideParentheses(unit).parent; up && ts.isBinaryExpression(up) && up.operatorToken.kind === ts.SyntaxKind.BarBarToken; up = outsideParentheses(unit).parent) unit = up;
      return unit;
    };
    const keyOf = (node: TS.Node, text: string) => `${ts.findAncestor(node.parent, (n) => ts.isFunctionLike(n) || ts.isSourceFile(n))!.pos}\u0000${text}`;
    /**
     * A read in the group of what it reads now (`text`); a read of the new path already there only
     * joins a group that reads changed made (`codemod`: the change of a read that did).
     */
    const add = (node: TS.Node, text: string, codemod: string | undefined) => {
      const key = keyOf(node, text);
      const group = groups.get(key) ?? (codemod !== undefined ? { units: new Set<TS.Node>(), old: new Set<string>(), first: node, text } : undefined);
      if (!group) return;
      group.units.add(unitOf(node));
      group.old.add(node.getText(this.sourceFile).replace(/\s+/g, ''));
      if (node.pos < group.first.pos) group.first = node;
      group.codemod ??= codemod;
      groups.set(key, group);
    };
    // A read that goes on (`s.targetingDataCounts?.activeCounts`) is a step of a path, not a value
    // the code can tell from another: the fields it reaches are told apart below it.
    const goesOn = (node: TS.Node) => {
      const parent = node.parent;
      return (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent) || ts.isCallExpression(parent)) && parent.expression === node;
    };
    const newTexts = new Set<string>();
    for (const node of this.rewrittenReads.keys()) {
      if (goesOn(node)) continue;
      const text = this.newText(node);
      newTexts.add(text);
      const start = node.getStart(this.sourceFile);
      add(node, text, this.edits.find((e) => e.start >= start && e.end <= node.end)?.codemod ?? this.edits[0]!.codemod);
    }
    // An alias that stays while its field merges (`r.advertiser`, now `targetedAtHigherLevel`) reads
    // what the others read now, under its own name.
    for (const [node, { target, field }] of this.aliasReads) {
      if (goesOn(node)) continue;
      const text = `${node.expression.getText(this.sourceFile).replace(/\s+/g, '')}.${field}`;
      newTexts.add(text);
      add(node, text, target.codemod);
    }
    // A read of the new path that was there already (`r.targetedAtHigherLevel && !r.targetedAtPartnerLevel`) is one more.
    const visit = (node: TS.Node): void => {
      if (ts.isPropertyAccessExpression(node)) {
        const text = node.getText(this.sourceFile).replace(/\s+/g, '');
        if (newTexts.has(text) && !this.rewrittenReads.has(node) && !this.touched(node) && !goesOn(node)) add(node, text, undefined);
      }
      ts.forEachChild(node, visit);
    };
    if (newTexts.size > 0) visit(this.sourceFile);
    for (const group of groups.values()) {
      if (group.units.size < 2 || group.old.size < 2) continue;
      const reads = [...group.old].sort().map((t) => `\`${t}\``).join(', ');
      this.note(group.first, `${reads} all read \`${group.text}\` now, and this code tells them apart (\`&&\`, a negation, separate branches): check its logic`, group.codemod!);
    }
  }

  private touched(node: TS.Node): boolean {
    const start = node.getStart(this.sourceFile);
    return this.edits.some((e) => e.start >= start && e.end <= node.end);
  }

  /** The text of `node` with the edits inside it applied. */
  private newText(node: TS.Node): string {
    const start = node.getStart(this.sourceFile);
    const inside = this.edits.filter((e) => e.start >= start && e.end <= node.end).sort((a, b) => b.start - a.start);
    let text = this.text(start, node.end);
    for (const e of inside) text = text.slice(0, e.start - start) + e.text + text.slice(e.end - start);
    return text.replace(/\s+/g, '');
  }

  // ---- helpers ----------------------------------------------------------------------------

  private edit(start: number, end: number, text: string, codemod: string): void {
    this.edits.push({ start, end, text, codemod });
  }

  private text(start: number, end: number): string {
    return this.file.text.slice(start, end);
  }

  private snippet(node: TS.Node): string {
    const text = node.getText(this.sourceFile).replace(/\s+/g, ' ');
    return text.length > 80 ? `${text.slice(0, 77)}…` : text;
  }

  /** `if (!local) throw new Error('Operation: the result has no advertiser')`, quoted as the file's imports are. */
  private missingThrow(local: string, target: ReadTarget, segments: readonly PathSegment[]): string {
    const quote = /^\s*import[^'"\n]*(['"])/m.exec(this.file.text)?.[1] ?? "'";
    const message = `${target.definition.name}: the result has no ${nullableOnTheWay(segments).join(' or ')}`;
    const escaped = message.replace(/\\/g, '\\\\').replaceAll(quote, `\\${quote}`);
    return `if (!${local}) throw new Error(${quote}${escaped}${quote})`;
  }

  /**
   * A read of a value that was always there, through a field that may now be null, where no guard
   * goes and the code cannot take `undefined`: it asserts the new field where it stands
   * (`data.advertiser!.audiences.totalCount`), so it compiles and throws only where the value is
   * read. JavaScript has no `!`: checked JavaScript (`checkJs`, `// @ts-check`) asserts with
   * JSDoc's cast, which tsc reads as `!`; unchecked JavaScript reads through it plainly, throwing alike.
   */
  private assertNewPath(node: TS.PropertyAccessExpression, segments: readonly PathSegment[], target: ReadTarget, why: string): void {
    const object = node.expression.getText(this.sourceFile);
    let written: string;
    const cast = isJavaScript(this.file.file) && this.checksJavaScript() ? jsDocAssertedPath(object, segments) : null;
    if (cast) {
      this.edit(node.getStart(this.sourceFile), node.end, cast, target.codemod);
      this.rewrittenReads.set(node, cast);
      written = cast;
    } else {
      const asserted = chainText(segments, isJavaScript(this.file.file) ? '.' : '!.');
      this.rename(node, asserted, target.codemod);
      written = `${object}.${asserted}`;
    }
    const missing = nullableOnTheWay(segments).join(' or ');
    this.note(
      node,
      `\`${this.snippet(node)}\` now reads \`${written}\`, which throws when the result has no ${missing} (it was always there before); ${why}: check that a missing ${missing} should fail here`,
      target.codemod,
    );
  }

  /** Whether TypeScript checks this JavaScript file (`checkJs`, or `// @ts-check` at its top), so its reads must type-check; read once. */
  private checksJavaScript(): boolean {
    if (this.checkedJavaScript === undefined) {
      const text = this.file.text;
      this.checkedJavaScript = !/^\s*\/\/\s*@ts-nocheck\b/m.test(text) && (this.program.getCompilerOptions().checkJs === true || /^\s*\/\/\s*@ts-check\b/m.test(text));
    }
    return this.checkedJavaScript;
  }

  private note(node: TS.Node, reason: string, codemod: string): void {
    const offset = node.getStart(this.sourceFile);
    const at = this.lines.position(offset);
    this.notes.push({ codemod, file: this.file.file, line: at.line, column: at.column, reason, offset });
  }

  private leave(node: TS.Node, reason: string, codemod: string): void {
    const offset = node.getStart(this.sourceFile);
    const at = this.lines.position(offset);
    this.leftAlone.push({ codemod, file: this.file.file, line: at.line, column: at.column, reason, offset });
  }

}

/** Operators whose result is a primitive (or `any`) whatever the operands: arithmetic, bitwise, comparisons, `in`, `instanceof`. */
const PRIMITIVE_OPERATORS = new Set([
  ts.SyntaxKind.PlusToken, ts.SyntaxKind.MinusToken, ts.SyntaxKind.AsteriskToken, ts.SyntaxKind.SlashToken, ts.SyntaxKind.PercentToken, ts.SyntaxKind.AsteriskAsteriskToken,
  ts.SyntaxKind.LessThanLessThanToken, ts.SyntaxKind.GreaterThanGreaterThanToken, ts.SyntaxKind.GreaterThanGreaterThanGreaterThanToken,
  ts.SyntaxKind.AmpersandToken, ts.SyntaxKind.BarToken, ts.SyntaxKind.CaretToken,
  ts.SyntaxKind.LessThanToken, ts.SyntaxKind.GreaterThanToken, ts.SyntaxKind.LessThanEqualsToken, ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken, ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.InstanceOfKeyword, ts.SyntaxKind.InKeyword,
  ts.SyntaxKind.PlusEqualsToken, ts.SyntaxKind.MinusEqualsToken, ts.SyntaxKind.AsteriskEqualsToken, ts.SyntaxKind.SlashEqualsToken, ts.SyntaxKind.PercentEqualsToken,
  ts.SyntaxKind.AsteriskAsteriskEqualsToken, ts.SyntaxKind.LessThanLessThanEqualsToken, ts.SyntaxKind.GreaterThanGreaterThanEqualsToken,
  ts.SyntaxKind.GreaterThanGreaterThanGreaterThanEqualsToken, ts.SyntaxKind.AmpersandEqualsToken, ts.SyntaxKind.BarEqualsToken, ts.SyntaxKind.CaretEqualsToken,
]);

/** An expression that is a primitive whatever it reads (a literal, a template, `!x`, `a + b`, `typeof x`): it cannot hold a result. */
function isPrimitiveExpression(node: TS.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return isPrimitiveExpression(node.expression);
  if (ts.isBinaryExpression(node)) return PRIMITIVE_OPERATORS.has(node.operatorToken.kind);
  return (
    ts.isStringLiteral(node) ||
    ts.isNumericLiteral(node) ||
    ts.isBigIntLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isTemplateExpression(node) ||
    ts.isPrefixUnaryExpression(node) ||
    ts.isPostfixUnaryExpression(node) ||
    ts.isTypeOfExpression(node) ||
    ts.isVoidExpression(node) ||
    ts.isDeleteExpression(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword
  );
}

/** The whole member chain `node` starts: `a.b` in `a.b.c.map(f)` gives `a.b.c.map(f)`. */
function outermostChain(node: TS.Expression): TS.Expression {
  let current: TS.Expression = node;
  for (let parent = current.parent; parent; parent = current.parent) {
    const continues =
      ((ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent) || ts.isCallExpression(parent)) && parent.expression === current) ||
      ts.isNonNullExpression(parent);
    if (!continues) break;
    current = parent as TS.Expression;
  }
  return current;
}

/** The access or call `node` is read on with (`node.x`, `node?.[k]`, `node()`), if any. */
function continuationOf(node: TS.Node): TS.PropertyAccessExpression | TS.ElementAccessExpression | TS.CallExpression | null {
  const parent = node.parent;
  return !!parent && (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent) || ts.isCallExpression(parent)) && parent.expression === node ? parent : null;
}

/** Whether `node` is itself read on with `?.`, so a missing value is already expected there. */
function isOptionalContinuation(node: TS.Node): boolean {
  return !!continuationOf(node)?.questionDotToken;
}

const isLogical = (node: TS.BinaryExpression) => node.operatorToken.kind === ts.SyntaxKind.BarBarToken || node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken;

function flatten(node: TS.Expression, operator: TS.SyntaxKind): TS.Expression[] {
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === operator) return [...flatten(node.left, operator), ...flatten(node.right, operator)];
  return [node];
}
