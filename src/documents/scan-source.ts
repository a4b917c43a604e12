/**
 * Finds GraphQL documents in TS/JS with the TypeScript scanner and parser (`createSourceFile`,
 * no type-check, no program), and the string literals and enum member references around them.
 * A file with no marker text is skipped before parsing: most files of a real app have no GraphQL.
 */
import type TS from 'typescript';
import { blankGeneratedDocumentLiterals, endsInside, generatedDocumentLiteralRanges } from './generated-document-literals.js';
import { hasSyntaxErrors, parseHostFile, reusableSourceFile, skipOuterExpressions, ts } from './typescript.js';
import { constantUses, FileReferences, owningProperty, propertyRole, resolvesTo } from './constant-references.js';
import { EMPTY_SCAN, type DocumentForm, type EmbeddedDocument, type Interpolation, type MemberReference, type ScannedSource, type StringProperty } from './embedded-document.js';

export interface ScanOptions {
  /** String values worth reporting when they stand as property values (retiring enum values). */
  enumValueNames?: ReadonlySet<string>;
  /** Object names whose member accesses are worth reporting (the enum types of retiring values). */
  enumTypeNames?: ReadonlySet<string>;
  /**
   * For a string property or member reference found: the values its rename would repeat beside it
   * (a `case`, a key, a comparison), each with why. Asked of the parse while it is at hand; the
   * analyzer's own answer (repeated-value.ts), so that the scan need not know what renames to what.
   */
  renameRepeats?: (sourceFile: TS.SourceFile, use: TS.Node, name: string) => Record<string, string> | undefined;
}

const GRAPHQL_TAGS = new Set(['gql', 'graphql']);
/** Modules whose default export is the gql tag, so a default import of them is a tag whatever its name. */
const DEFAULT_TAG_MODULES = new Set(['graphql-tag', 'graphql.macro']);
const GRAPHQL_COMMENT = /\/\*\s*GraphQL\s*\*\/\s*$/i;
/**
 * Text that can only stand in a file worth parsing: a tag or call (`gql\``, `graphql(`, `gql<T>(`),
 * an aliased import of one (`gql as q`, `graphql-tag`), a GraphQL comment, or `#graphql`. A bare
 * "graphql" (an import from `@app/graphql`) is not enough: in real apps half the files have one.
 */
const BASE_MARKER = /\b(?:gql|graphql)\s*(?:<[^>\n]*>\s*)?[`(]|\b(?:gql|graphql)\s+as\b|graphql-tag|graphql\.macro|\/\*\s*GraphQL\s*\*\/|#graphql/i;

export const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'] as const;
export const DOCUMENT_EXTENSIONS = ['.graphql', '.gql', '.graphqls'] as const;

/** A whole GraphQL document file, rather than code that may embed documents. */
export const isDocumentFile = (file: string) => DOCUMENT_EXTENSIONS.some((ext) => file.endsWith(ext));

/** Names (identifiers, enum values) as regex alternatives, `$` escaped; null for none. */
function nameAlternatives(...lists: Array<Iterable<string> | undefined>): string | null {
  const names = lists.flatMap((list) => [...(list ?? [])]);
  return names.length === 0 ? null : names.map((n) => n.replace(/[$]/g, '\\$')).join('|');
}

/** A cheap test for "this file may hold something to report", built once per set of names. */
export function markerFor(options: ScanOptions): RegExp {
  const names = nameAlternatives(options.enumValueNames, options.enumTypeNames);
  return names === null ? BASE_MARKER : new RegExp(`${BASE_MARKER.source}|\\b(?:${names})\\b`);
}

/**
 * An enum declaration whose body holds no brace (`export enum Step { A = 'A_VALUE' }`, as codegen
 * writes them; one with a brace in a comment is left as it is), at the start of a statement.
 */
const ENUM_DECLARATION = /(^|[;{}])(\s*(?:export\s+)?(?:declare\s+)?(?:const\s+)?enum\s+[A-Za-z_$][\w$]*\s*\{)[^{}]*\}/gm;
/** Between a name and what follows it: spaces, line breaks and comments. */
const GAP = String.raw`(?:\s|/\*[\s\S]*?\*/|//[^\n]*\n)*`;

const enumUseTests = new WeakMap<ScanOptions, { values: RegExp | null; types: RegExp | null }>();
/**
 * Whether the enum values and types the scan looks for are named only in enum declarations of the
 * file (`text`, its generated documents' literals blanked): codegen's types module, often a project's
 * largest file, declares the enum and names its type in other types. A member's initializer is no
 * property's value and a declaration no member reference, so nothing there is reported; such a file
 * is not parsed. Anything else that names one (a value anywhere else, the type before `.`, `?.`, `[`
 * or `as`, or after a lone `=`, as another name of it) is parsed as before.
 */
function namesOnlyInEnumDeclarations(text: string, options: ScanOptions): boolean {
  let tests = enumUseTests.get(options);
  if (!tests) {
    const values = nameAlternatives(options.enumValueNames);
    const types = nameAlternatives(options.enumTypeNames);
    tests = {
      values: values ? new RegExp(`(?<![\\w$])(?:${values})(?![\\w$])`) : null,
      // The type before `.`, `?.`, `[` or `as`, or after a lone `=` (`const Steps = Enum`, `= (Types.Enum)`, `const { A } = Enum`).
      types: types ? new RegExp(`(?<![\\w$])(?:${types})${GAP}(?:!${GAP})?(?:\\?\\.|\\.|\\[|as(?![\\w$]))|(?<![=!<>])=${GAP}(?:\\(${GAP})*(?:[\\w$]+${GAP}\\.${GAP})?(?:${types})(?![\\w$])`) : null,
    };
    enumUseTests.set(options, tests);
  }
  const rest = text.replace(ENUM_DECLARATION, (_, before: string, head: string) => before + head + '}');
  return !(tests.values?.test(rest) ?? false) && !(tests.types?.test(rest) ?? false);
}

/** Documents (and literals of interest) in a TS/JS file; `parsed`, a parse the host already made, saves parsing again. */
export function scanSource(fileName: string, text: string, options: ScanOptions = {}, marker = markerFor(options), parsed?: unknown): ScannedSource {
  if (!marker.test(text)) return EMPTY_SCAN;
  // Generated documents' AST literals hold nothing to report: blanked in our parse, skipped in a host's.
  const generated = generatedDocumentLiteralRanges(text);
  if (!BASE_MARKER.test(text) && namesOnlyInEnumDeclarations(blankGeneratedDocumentLiterals(text, generated), options)) return EMPTY_SCAN;
  const sourceFile = reusableSourceFile(parsed, text) ?? parseHostFile(fileName, text, generated);
  // Blanking a generated literal (JSON, an object literal) changes no syntax error: the parse tells for the text as written.
  const result: ScannedSource = { documents: [], stringProperties: [], memberReferences: [], codeParses: !hasSyntaxErrors(sourceFile) };
  const enumValues = options.enumValueNames;
  const enumTypes = options.enumTypeNames;
  const tags = tagNamesOf(sourceFile);
  // Made on first use: most files never ask which identifiers refer to what.
  let references: FileReferences | undefined;
  const fileReferences = () => (references ??= new FileReferences(sourceFile));
  const { nameOf: enumNameOf, ownEnums } = enumTypes ? enumNamesIn(sourceFile, enumTypes, fileReferences) : { nameOf: null, ownEnums: NO_ENUMS };

  const visit = (node: TS.Node): void => {
    if (generated.length > 0 && endsInside(generated, node.end)) return;
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const form = templateForm(node, sourceFile, tags);
      if (form) result.documents.push(templateDocument(node, form, sourceFile));
      else if (ts.isNoSubstitutionTemplateLiteral(node)) addStringProperty(node);
      if (ts.isNoSubstitutionTemplateLiteral(node)) return;
    } else if (ts.isStringLiteral(node)) {
      if (isGraphqlCallArgument(node, tags)) result.documents.push(stringDocument(node, sourceFile));
      else addStringProperty(node);
      return;
    } else if (enumNameOf && ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.name)) {
      const objectName = enumNameOf(node.expression);
      if (objectName) addMemberReference(objectName, node.name.text, node.name, node.name.getStart(sourceFile), node.name.end, undefined, constantUses(node, fileReferences())?.references);
    } else if (enumNameOf && ts.isQualifiedName(node)) {
      // In a type: `m is Enum.Member`, `type Step = { name: Enum.Member }`, `typeof Enum.Member`.
      const objectName = enumNameOf(node.left);
      if (objectName) addMemberReference(objectName, node.right.text, node.right, node.right.getStart(sourceFile), node.right.end);
    } else if (enumNameOf && ts.isBindingElement(node) && !node.dotDotDotToken && ts.isObjectBindingPattern(node.parent) && ts.isVariableDeclaration(node.parent.parent) && node.parent.parent.initializer) {
      // `const { Member: local } = Enum`, `const { Member } = Enum`: the key names the member.
      const objectName = enumNameOf(skipOuterExpressions(node.parent.parent.initializer));
      const key = node.propertyName ?? node.name;
      if (objectName && (ts.isIdentifier(key) || ts.isStringLiteral(key))) {
        const start = key.getStart(sourceFile) + (ts.isStringLiteral(key) ? 1 : 0);
        const statement = node.parent.parent.parent.parent;
        const local = ts.isIdentifier(node.name) ? node.name.text : null;
        const scope = statement && ts.isVariableStatement(statement) ? statement.parent : undefined;
        const reads = local && scope ? fileReferences().of(local).filter((r) => resolvesTo(r, scope, local, fileReferences())) : [];
        addMemberReference(objectName, key.text, key, start, key.end - (ts.isStringLiteral(key) ? 1 : 0), node.propertyName ? undefined : key.text, reads);
      }
    } else if (enumNameOf && ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
      // `Enum['Member']`: the member's name is inside the quotes.
      const objectName = enumNameOf(node.expression);
      const key = node.argumentExpression;
      if (objectName) addMemberReference(objectName, key.text, key, key.getStart(sourceFile) + 1, key.end - 1);
    }
    ts.forEachChild(node, visit);
  };

  /** `reads`: where a local holding the member is read (`const VIEW = Enum.Member`, `const { Member: m } = Enum`), each checked as the member is. */
  const addMemberReference = (objectName: string, memberName: string, use: TS.Node, start: number, end: number, shorthandOf?: string, reads: readonly TS.Node[] = []) => {
    const declared = ownEnums.get(objectName);
    const value = declared?.get(memberName);
    // The file's own enum: a use of the API's value only where the member holds it.
    if (declared && (value === undefined || !enumValues?.has(value))) return;
    const repeats = repeatsAt(use, reads, memberName);
    result.memberReferences.push({ objectName, memberName, start, end, ...(repeats ? { repeats } : {}), ...(declared ? { declaredMembers: [...declared.keys()] } : {}), ...(shorthandOf ? { shorthandOf } : {}) });
  };

  /**
   * What renaming the value `name` at `use` would repeat beside it, with why: there, and where a local
   * holding it is read (`reads`), since its rename is the rename of every place that reads it.
   */
  const repeatsAt = (use: TS.Node, reads: readonly TS.Node[], name: string): Record<string, string> | undefined => {
    let repeats: Record<string, string> | undefined;
    const places: Array<{ use: TS.Node; where: string }> = [{ use, where: '' }];
    for (const read of reads) {
      const line = sourceFile.getLineAndCharacterOfPosition(read.getStart(sourceFile)).line + 1;
      places.push({ use: read, where: `\`${read.getText(sourceFile)}\` is read on line ${line} too, and there ` });
    }
    for (const place of places) for (const [value, why] of Object.entries(options.renameRepeats?.(sourceFile, place.use, name) ?? {})) (repeats ??= {})[value] ??= place.where + why;
    return repeats;
  };

  const addStringProperty = (node: TS.StringLiteral | TS.NoSubstitutionTemplateLiteral) => {
    if (!enumValues?.has(node.text)) return;
    // The literal as a property's value, or held in a constant that properties of this file take (the rename goes to the literal).
    const own = owningProperty(node);
    const constant = own ? null : constantUses(node, fileReferences());
    const properties: Array<TS.PropertyAssignment | TS.ShorthandPropertyAssignment> = own ? [own] : (constant?.properties ?? []);
    // A property of a `const` object (`const STEPS = { view: 'OLD' } as const`): where this file passes
    // `STEPS.view` as a property's value, the literal is what it passes (the rename goes to the literal).
    const memberReads = own ? constantMemberReads(own, fileReferences()) : [];
    for (const read of memberReads) properties.push(read.property);
    let start: number | undefined;
    let repeats: Record<string, string> | undefined;
    // Other files may import it: followed across files by the analyzer (imported-constants.ts).
    if (constant && constant.exportedAs.length > 0) (result.exportedConstants ??= []).push({ local: constant.exported!, names: constant.exportedAs, value: node.text, start: node.getStart(sourceFile), end: node.end });
    for (const property of properties) {
      const role = propertyRole(property);
      if (!role) continue;
      const { propertyName, nested } = role;
      if (start === undefined) {
        start = node.getStart(sourceFile);
        // A constant's rename is the rename of every place that reads it: each is checked where it stands.
        repeats = repeatsAt(node, [...(constant?.references ?? []), ...memberReads.map((read) => read.access)], node.text);
      }
      result.stringProperties.push({ propertyName, value: node.text, start, end: node.end, nested, ...(repeats ? { repeats } : {}), ...(constant?.exported ? { exportedConstant: constant.exported } : {}) });
    }
  };

  ts.forEachChild(sourceFile, visit);
  return result;
}

/**
 * Where a property of a `const` object (`view` in `const STEPS = { view: 'OLD' } as const`) is read as
 * another property's value in the file (`{ mutationName: STEPS.view }`, `STEPS['view']`): each read and
 * the property taking it.
 */
function constantMemberReads(own: TS.PropertyAssignment, references: FileReferences): Array<{ access: TS.Expression; property: TS.PropertyAssignment }> {
  const key = ts.isIdentifier(own.name) || ts.isStringLiteralLike(own.name) ? own.name.text : null;
  const holder = key !== null && ts.isObjectLiteralExpression(own.parent) ? constantUses(own.parent, references) : null;
  if (!holder) return [];
  return holder.references.flatMap((reference) => {
    const access = reference.parent;
    const reads =
      (ts.isPropertyAccessExpression(access) && access.expression === reference && access.name.text === key) ||
      (ts.isElementAccessExpression(access) && access.expression === reference && ts.isStringLiteralLike(access.argumentExpression) && access.argumentExpression.text === key);
    const property = reads ? owningProperty(access) : null;
    return property ? [{ access: access as TS.Expression, property }] : [];
  });
}

/**
 * The generated enum an expression names, if any: the enum's own name, a name it is imported under
 * (`import { Enum as E }`), or a namespace import's member (`import * as Types` and `Types.Enum`);
 * and the enums the file declares itself.
 */
function enumNamesIn(sourceFile: TS.SourceFile, enumTypes: ReadonlySet<string>, references: () => FileReferences): { nameOf: (expression: TS.Expression | TS.EntityName) => string | null; ownEnums: OwnEnums } {
  const ownEnums = new Map<string, ReadonlyMap<string, string | undefined>>();
  const aliases = new Map<string, string>();
  const namespaces = new Set<string>();
  // A name the file declares itself (a class, a constant) is not the generated enum; an enum it
  // declares is the API's where a member holds the API's value (the generated module itself, a copy
  // of it), not where it holds its own (`enum ProductKind { Legacy = 'legacy-v1' }`).
  const own = new Set<string>();
  // `const Steps = Enum` (or an alias or namespace member of it): another name of the enum, once the imports are known.
  const constants: Array<[string, TS.Expression]> = [];
  for (const statement of sourceFile.statements) {
    if (ts.isEnumDeclaration(statement)) {
      const members = new Map<string, string | undefined>();
      for (const m of statement.members) if (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) members.set(m.name.text, m.initializer && ts.isStringLiteralLike(m.initializer) ? m.initializer.text : undefined);
      ownEnums.set(statement.name.text, members);
    } else if ((ts.isClassDeclaration(statement) || ts.isFunctionDeclaration(statement) || ts.isModuleDeclaration(statement)) && statement.name && ts.isIdentifier(statement.name)) own.add(statement.name.text);
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (!ts.isIdentifier(d.name)) continue;
        const value = d.initializer && skipOuterExpressions(d.initializer);
        if (value && (ts.isIdentifier(value) || ts.isPropertyAccessExpression(value))) constants.push([d.name.text, value]);
        else own.add(d.name.text);
      }
    }
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (!bindings) continue;
    if (ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    else for (const element of bindings.elements) if (element.propertyName && enumTypes.has(element.propertyName.text)) aliases.set(element.name.text, element.propertyName.text);
  }
  const nameOf = (expression: TS.Expression | TS.EntityName): string | null => {
    if (ts.isIdentifier(expression)) {
      const name = own.has(expression.text) ? null : enumTypes.has(expression.text) ? expression.text : (aliases.get(expression.text) ?? null);
      // The file's top-level name only where nothing between declares it again (a parameter `Step`, an inner `const Step`).
      return name !== null && resolvesTo(expression, sourceFile, expression.text, references()) ? name : null;
    }
    if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression) && namespaces.has(expression.expression.text) && enumTypes.has(expression.name.text)) return expression.name.text;
    if (ts.isQualifiedName(expression) && ts.isIdentifier(expression.left) && namespaces.has(expression.left.text) && enumTypes.has(expression.right.text)) return expression.right.text;
    return null;
  };
  for (const [name, value] of constants) {
    const enumName = nameOf(value);
    if (enumName && !ownEnums.has(name)) aliases.set(name, enumName);
    else own.add(name);
  }
  return { nameOf, ownEnums };
}

/** Enums a file declares itself, by name: each member's string value (undefined where it is none). */
type OwnEnums = ReadonlyMap<string, ReadonlyMap<string, string | undefined>>;
const NO_ENUMS: OwnEnums = new Map();

/** `gql`, `graphql`, and the local names imports give them (`import gqlTag from 'graphql-tag'`, `{ gql as q }`). */
function tagNamesOf(sourceFile: TS.SourceFile): ReadonlySet<string> {
  let names: Set<string> | null = null;
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    const local: string[] = [];
    if (clause.name && DEFAULT_TAG_MODULES.has(statement.moduleSpecifier.text)) local.push(clause.name.text);
    if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
      for (const element of clause.namedBindings.elements) {
        if (GRAPHQL_TAGS.has((element.propertyName ?? element.name).text)) local.push(element.name.text);
      }
    }
    for (const name of local) if (!GRAPHQL_TAGS.has(name)) (names ??= new Set(GRAPHQL_TAGS)).add(name);
  }
  return names ?? GRAPHQL_TAGS;
}

const isGraphqlCallee = (expression: TS.Expression, tags: ReadonlySet<string>): boolean =>
  (ts.isIdentifier(expression) && tags.has(expression.text)) ||
  (ts.isPropertyAccessExpression(expression) && GRAPHQL_TAGS.has(expression.name.text));

function isGraphqlCallArgument(node: TS.Node, tags: ReadonlySet<string>): boolean {
  const parent = node.parent;
  return !!parent && ts.isCallExpression(parent) && parent.arguments[0] === node && isGraphqlCallee(parent.expression, tags);
}

function templateForm(node: TS.TemplateLiteral, sourceFile: TS.SourceFile, tags: ReadonlySet<string>): DocumentForm | null {
  const text = sourceFile.text;
  const parent = node.parent;
  if (parent && ts.isTaggedTemplateExpression(parent) && parent.template === node && isGraphqlCallee(parent.tag, tags)) return 'tagged-template';
  if (isGraphqlCallArgument(node, tags)) return 'call';
  // The trivia between the previous token and the template holds its leading comments.
  const start = node.getStart(sourceFile) + 1;
  if (GRAPHQL_COMMENT.test(text.slice(node.pos, start - 1))) return 'comment';
  if (/^\s*#graphql\b/.test(text.slice(start, start + 200))) return 'hash-graphql';
  return null;
}

function templateDocument(node: TS.TemplateLiteral, form: DocumentForm, sourceFile: TS.SourceFile): EmbeddedDocument {
  const host = sourceFile.text;
  const start = node.getStart(sourceFile) + 1;
  const end = node.end - 1;
  const blanks: Interpolation[] = [];
  if (ts.isTemplateExpression(node)) {
    for (const span of node.templateSpans) {
      // From the `${` that ends the previous literal part to the `}` that starts the next one.
      const previous = span === node.templateSpans[0] ? node.head : node.templateSpans[node.templateSpans.indexOf(span) - 1]!.literal;
      const open = previous.end - 2 - start;
      const close = span.literal.getStart(sourceFile) + 1 - start;
      blanks.push({ start: open, end: close, expression: span.expression.getText(sourceFile) });
    }
  }
  return { ...readLiteral(host.slice(start, end), blanks), hostOffset: start, form, editable: true };
}

function stringDocument(node: TS.StringLiteral, sourceFile: TS.SourceFile): EmbeddedDocument {
  const start = node.getStart(sourceFile) + 1;
  const quote = sourceFile.text[start - 1] === '"' ? '"' : "'";
  return { ...readLiteral(sourceFile.text.slice(start, node.end - 1), []), hostOffset: start, form: 'call', editable: true, quote };
}

/** One escape of a JS string literal: `\n`, `\"`, `\u00e9`, `\u{1F600}`, `\x41`, a legacy octal `\151` (sloppy-mode scripts), a line continuation. */
const ESCAPE = /\\(?:u\{[0-9A-Fa-f]+\}|u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|\r\n|[0-3][0-7]{0,2}|[4-7][0-7]?|[\s\S])/y;
const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', v: '\v', f: '\f', b: '\b', '0': '\0' };

/** What an escape stands for: nothing for a line continuation, else its character (a code point past Unicode's: a space, as TypeScript rejects it). */
function decodeEscape(escape: string): string {
  const body = escape.slice(1);
  if (/^(?:\r\n|[\r\n\u2028\u2029])$/.test(body)) return '';
  if (/^[0-7]+$/.test(body)) return String.fromCharCode(parseInt(body, 8));
  if (body.length > 1 && (body[0] === 'u' || body[0] === 'x')) {
    const code = parseInt(body.replace(/[ux{}]/g, ''), 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  }
  return SIMPLE_ESCAPES[body] ?? body;
}

/**
 * The document a literal holds, as JS reads it: its raw text (between the quotes or backticks) with
 * each escape decoded and each `${…}` of `blanks` made spaces of its width (its line breaks kept),
 * so that GraphQL reads what the program sends. Where the text is not the raw text (escapes), `map`
 * says where each of its characters stands in it: an escape's characters stand for the whole
 * escape, a line continuation for nothing, between the characters around it.
 */
function readLiteral(raw: string, blanks: readonly Interpolation[]): Pick<EmbeddedDocument, 'text' | 'interpolations' | 'escapes' | 'map'> {
  if (!raw.includes('\\')) {
    let text = '';
    let from = 0;
    for (const { start, end } of blanks) {
      text += raw.slice(from, start) + raw.slice(start, end).replace(/[^\n]/g, ' ');
      from = end;
    }
    return { text: text + raw.slice(from), interpolations: [...blanks] };
  }
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  const interpolations: Interpolation[] = [];
  const escapes: Array<{ start: number; end: number }> = [];
  const put = (chars: string, from: number, to: number) => {
    for (let i = 0; i < chars.length; i++) {
      text += chars[i];
      starts.push(from);
      ends.push(to);
    }
  };
  let next = 0;
  for (let i = 0; i < raw.length; ) {
    const blank = blanks[next];
    if (blank && i === blank.start) {
      const at = text.length;
      for (let j = blank.start; j < blank.end; j++) put(raw[j] === '\n' ? '\n' : ' ', j, j + 1);
      interpolations.push({ start: at, end: text.length, expression: blank.expression });
      i = blank.end;
      next++;
      continue;
    }
    ESCAPE.lastIndex = i;
    const escape = raw[i] === '\\' ? ESCAPE.exec(raw)?.[0] : undefined;
    if (escape) {
      const at = text.length;
      put(decodeEscape(escape), i, i + escape.length);
      escapes.push({ start: at, end: text.length });
      i += escape.length;
      continue;
    }
    put(raw[i]!, i, i + 1);
    i++;
  }
  return { text, interpolations, escapes, map: { starts, ends, length: raw.length } };
}
