/**
 * The engine: given a schema, its calendar and a date, finds every use of a retiring element in a
 * set of source files. Every face (sunset check, the ESLint rules, the codemods) calls this; none
 * re-implements it. It never throws on bad input: a document that does not parse is a finding.
 */
import { GraphQLError, isExecutableDefinitionNode, parse, Source, TokenKind, type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema, type Token } from 'graphql';
import type { Calendar } from '../calendar/types.js';
import { hostEnd, hostStart, type EmbeddedDocument, type Interpolation, type ScannedSource } from '../documents/embedded-document.js';
import { blankDocument } from '../documents/blank-document.js';
import { LineIndex } from '../documents/line-index.js';
import { ExportedConstants, importedConstantProperties, importsModules, importSpecifiers, type ConstantDeclaration, type ConstantModules } from '../documents/imported-constants.js';
import { parseHostFile, reusableSourceFile } from '../documents/typescript.js';
import { isDocumentFile, markerFor, scanSource } from '../documents/scan-source.js';
import { codeEnumTargets, findCodeEnumUses, type CodeEnumTargets } from './find-code-enum-uses.js';
import { findLegacyRestUses, isPlatformSchema } from './find-legacy-rest-calls.js';
import { FixCheck } from './fix-check.js';
import { spreadersIn, type SpreaderIndex } from './fragment-spreaders.js';
import { findRetiringUses } from './find-retiring-uses.js';
import { retirementMessage } from './messages.js';
import { buildRetirementIndex, followReplacementChains, statusOf, withoutRemovedReplacements, type RetirementIndex } from './retirement-index.js';
import { schemaAsOf } from './schema-as-of.js';
import { resolveCoordinate } from '../schema/coordinates.js';
import { besideUnreported, type UnreportedUse } from './unreported-siblings.js';
import { withholdFix } from './withhold-fix.js';
import type { ElementKind, EngineWarning, Finding, FindingOrigin, FindingStatus, Suggestion, TextEdit } from './types.js';
import { validateDocument, type FragmentIndex } from './validate-document.js';
import { LEGACY_PROPOSAL_MARKER } from '../rest/legacy-proposal-api.js';

export interface AnalyzerOptions {
  schema: GraphQLSchema;
  calendar: Calendar;
  /** `YYYY-MM-DD`: the day to judge against. Also decides which removals the schema is checked without. */
  today: string;
  /** Days ahead in which upcoming deprecations are reported (default 90). */
  lookaheadDays?: number;
  /** Report calls to the legacy proposal REST API (default: when the schema is the platform's). */
  legacyRestCalls?: boolean;
  /**
   * The folder the files' names are relative to. Given, the tsconfigs above the files are read from
   * disk, and a constant imported through a path alias (`paths`, `baseUrl`) is followed as one
   * imported relatively; without it, only relative imports are.
   */
  cwd?: string;
}

export interface SourceInput {
  /** The name findings carry (relative to the working directory, `/` separators). */
  file: string;
  text: string;
  /** A TypeScript `SourceFile` of `text` the host already parsed (typescript-eslint's), reused when it is this TypeScript's. */
  typescriptSourceFile?: unknown;
}

/** A source file after extraction and parsing: cheap to keep per file, so editors re-parse only what changed. */
export interface ParsedSource {
  file: string;
  text: string;
  scan: ScannedSource;
  documents: ParsedDocument[];
}

export interface ParsedDocument {
  embedded: EmbeddedDocument;
  ast: DocumentNode | null;
  syntaxError: GraphQLError | null;
}

/**
 * The test that tells, without parsing, that a file has nothing to report: a code file with no
 * GraphQL marker and no legacy REST path. Plain data, so that another thread (the ESLint rules,
 * while the prefetch worker analyses) can apply it with `mayReport` and skip the file at once.
 */
export interface ReportPrefilter {
  marker: { source: string; flags: string };
  /** Text a legacy REST call holds, when those are reported. */
  restMarker: string | null;
  /**
   * The property names a retiring enum value is passed under (`mutationName`), when there are any: a
   * file with one and an import may pass a constant another module exports (`withImportedConstants`).
   */
  takers: { source: string; flags: string } | null;
}

const compiledMarkers = new WeakMap<ReportPrefilter, { marker: RegExp; takers: RegExp | null }>();

/** False when `file` certainly has nothing to report under `prefilter` (the engine's own marker tests). */
export function mayReport(prefilter: ReportPrefilter, file: string, text: string): boolean {
  if (isDocumentFile(file)) return true;
  if (prefilter.restMarker !== null && text.includes(prefilter.restMarker)) return true;
  let compiled = compiledMarkers.get(prefilter);
  if (!compiled) {
    const { marker, takers } = prefilter;
    compiledMarkers.set(prefilter, (compiled = { marker: new RegExp(marker.source, marker.flags), takers: takers && new RegExp(takers.source, takers.flags) }));
  }
  return compiled.marker.test(text) || (compiled.takers !== null && importsModules(text) && compiled.takers.test(text));
}

/** How the message of a document that does not parse begins (faces that single those out match on it). */
export const DOES_NOT_PARSE = 'the GraphQL document does not parse';

export interface AnalysisResult {
  findings: Finding[];
  warnings: EngineWarning[];
  stats: { files: number; filesWithDocuments: number; documents: number };
}

export class Analyzer {
  readonly today: string;
  readonly lookaheadDays: number;
  readonly schema: GraphQLSchema;
  readonly calendar: Calendar;
  readonly index: RetirementIndex;
  /** The schema as of `today`: removed elements gone. */
  readonly validationSchema: GraphQLSchema;
  readonly warnings: EngineWarning[] = [];
  private readonly codeTargets: CodeEnumTargets;
  private readonly marker: RegExp;
  private readonly legacyRestCalls: boolean;
  private readonly cwd: string | null;

  constructor(options: AnalyzerOptions) {
    this.schema = options.schema;
    this.calendar = options.calendar;
    this.today = options.today;
    this.lookaheadDays = options.lookaheadDays ?? 90;
    const future = schemaAsOf(options.schema, options.calendar, options.today);
    // A replacement that retires too is followed to what stays; one the schema of today has removed is none.
    const chained = followReplacementChains(
      buildRetirementIndex(options.calendar),
      (retirement) => statusOf(retirement, this.today, this.lookaheadDays),
      (coordinate) => resolveCoordinate(future.schema, coordinate) !== undefined,
    );
    this.index = withoutRemovedReplacements(chained, new Set(future.removed));
    this.validationSchema = future.schema;
    for (const d of future.diagnostics) this.warnings.push({ file: '', message: d.message });
    this.codeTargets = codeEnumTargets(options.schema, this.index);
    this.marker = markerFor(this.codeTargets.scanOptions);
    this.legacyRestCalls = options.legacyRestCalls ?? isPlatformSchema(options.schema);
    this.cwd = options.cwd ?? null;
  }

  /** What `mayReport` needs to skip files this analyzer would find nothing in (one object, so its compiled marker is kept). */
  prefilter(): ReportPrefilter {
    if (this.#prefilter) return this.#prefilter;
    const names = [...new Set([...this.codeTargets.byValue.values()].flat().flatMap((t) => [...t.inputFieldNames, ...t.argumentNames]))];
    const takers = names.length > 0 ? { source: `\\b(?:${names.join('|')})\\b`, flags: '' } : null;
    return (this.#prefilter = { marker: { source: this.marker.source, flags: this.marker.flags }, restMarker: this.legacyRestCalls ? LEGACY_PROPOSAL_MARKER : null, takers });
  }

  #prefilter: ReportPrefilter | undefined;

  /** Extracts and parses the documents of one file. Never throws. */
  parseSource(input: SourceInput): ParsedSource {
    const documentFile = isDocumentFile(input.file);
    const scan: ScannedSource = documentFile
      ? { documents: [{ text: input.text, hostOffset: 0, form: 'file', interpolations: [], editable: true }], stringProperties: [], memberReferences: [] }
      : scanSource(input.file, input.text, this.codeTargets.scanOptions, this.marker, input.typescriptSourceFile);
    const documents = scan.documents
      .filter((embedded) => embedded.text.trim() !== '' || documentFile)
      .map((embedded) => parseEmbedded(embedded, input.file))
      // SDL (a schema file beside the documents, or typeDefs in code) is no operation to check.
      .filter((document) => !document.ast || document.ast.definitions.some(isExecutableDefinitionNode) || document.ast.definitions.length === 0);
    return { file: input.file, text: input.text, scan, documents };
  }

  /** Fragments by name over parsed sources: spreads resolve across files. The first definition of a name wins. */
  fragmentIndex(sources: Iterable<ParsedSource>): Map<string, FragmentDefinitionNode> {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const source of sources) {
      for (const document of source.documents) {
        for (const definition of document.ast?.definitions ?? []) {
          if (definition.kind === 'FragmentDefinition' && !fragments.has(definition.name.value)) fragments.set(definition.name.value, definition);
        }
      }
    }
    return fragments;
  }

  /** Findings for a set of files; fragments resolve among them (and `fragments`, when given). */
  analyze(inputs: readonly SourceInput[], fragments?: FragmentIndex): AnalysisResult {
    const parsed = this.followExportedConstants(inputs.map((input) => this.parseSource(input)));
    return this.analyzeParsed(parsed, fragments ?? this.fragmentIndex(parsed));
  }

  /**
   * The sources, each with the properties that take a retiring value held in a constant another of
   * them exports (`imported-constants.ts`). Sources with none are returned as they are.
   */
  followExportedConstants(sources: readonly ParsedSource[]): ParsedSource[] {
    const constants = new ExportedConstants(sources.map((s) => ({ file: s.file, text: s.text, constants: s.scan.exportedConstants ?? [] })), this.cwd);
    const { marker, names } = constants;
    if (!marker || !names) return [...sources];
    return sources.map((source) => (marker.test(source.text) && names.test(source.text) ? this.withImportedConstants(source, constants) : source));
  }

  /**
   * `source` with the properties that take a retiring value held in a constant a module it imports
   * exports, as `modules` resolves them from `file` (the source's own name unless the modules name
   * files otherwise). Parsed only when one of its imports names such a module; `parsed`, a
   * parse the host already made, is reused.
   */
  withImportedConstants(source: ParsedSource, modules: ConstantModules, file = source.file, parsed?: unknown): ParsedSource {
    if (isDocumentFile(source.file)) return source;
    // Each module looked up once, for the test below and for the walk of the parse.
    const looked = new Map<string, ReadonlyMap<string, ConstantDeclaration> | undefined>();
    const once: ConstantModules = { exportsOf: (from, specifier) => (looked.has(specifier) ? looked.get(specifier) : looked.set(specifier, modules.exportsOf(from, specifier)).get(specifier)) };
    // A module exporting one, whose name the text says (or its default, which any name imports).
    const mayTake = (specifier: string) => [...(once.exportsOf(file, specifier)?.keys() ?? [])].some((name) => name === 'default' || namesWord(source.text, name));
    if (!importSpecifiers(source.text).some(mayTake)) return source;
    const sourceFile = reusableSourceFile(parsed, source.text) ?? parseHostFile(source.file, source.text);
    const taking = importedConstantProperties(file, sourceFile, once);
    return taking.length === 0 ? source : { ...source, scan: { ...source.scan, stringProperties: [...source.scan.stringProperties, ...taking] } };
  }

  /** `spreaders`: the definitions spreading each fragment, by default over `sources` (a fix inside a fragment is checked against them). */
  analyzeParsed(sources: readonly ParsedSource[], fragments: FragmentIndex, spreaders: SpreaderIndex = spreadersOf(sources, (name) => fragments.get(name))): AnalysisResult {
    const findings: Finding[] = [];
    const warnings: EngineWarning[] = [];
    let documents = 0;
    let filesWithDocuments = 0;
    for (const source of sources) {
      if (source.documents.length > 0) filesWithDocuments++;
      documents += source.documents.length;
      const result = this.analyzeSource(source, fragments, spreaders);
      findings.push(...result.findings);
      warnings.push(...result.warnings);
    }
    findings.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.start - b.start));
    return { findings, warnings, stats: { files: sources.length, filesWithDocuments, documents } };
  }

  /** Findings in one parsed file; `spreaders` by default over its own documents. */
  analyzeSource(source: ParsedSource, fragments: FragmentIndex, spreaders: SpreaderIndex = spreadersOf([source], (name) => fragments.get(name))): { findings: Finding[]; warnings: EngineWarning[] } {
    // Lines as ESLint counts them in the file's language: U+2028/U+2029 end lines in JS/TS, not in GraphQL.
    // Counted when first asked: most files have nothing to place (2,500 files, 6 MB, on the codemod bench).
    let index: LineIndex | undefined;
    const lines = { position: (offset: number) => (index ??= new LineIndex(source.text, { unicodeLineBreaks: !isDocumentFile(source.file) })).position(offset) };
    const findings: Finding[] = [];
    const warnings: EngineWarning[] = [];
    const make = (fields: {
      start: number;
      end: number;
      location: string | null;
      elementKind: ElementKind;
      origin: FindingOrigin;
      status: FindingStatus;
      message: string;
      date?: string | null;
      removalDate?: string | null;
      replacement?: string | null;
      fix?: TextEdit[] | null;
      suggestions?: Suggestion[];
      fixWithheld?: string | null;
      codemod?: string | null;
    }): Finding => {
      const from = lines.position(fields.start);
      const to = lines.position(fields.end);
      return {
        file: source.file,
        line: from.line,
        column: from.column,
        endLine: to.line,
        endColumn: to.column,
        start: fields.start,
        end: fields.end,
        location: fields.location,
        elementKind: fields.elementKind,
        origin: fields.origin,
        status: fields.status,
        date: fields.date ?? null,
        removalDate: fields.removalDate ?? null,
        replacement: fields.replacement ?? null,
        message: fields.message,
        fixable: (fields.fix?.length ?? 0) > 0,
        fix: fields.fix?.length ? fields.fix : null,
        suggestions: fields.suggestions ?? [],
        fixWithheld: fields.fixWithheld ?? null,
        codemod: fields.codemod ?? null,
      };
    };
    const retiring = (
      coordinate: string,
      elementKind: Exclude<ElementKind, 'document'>,
      origin: FindingOrigin,
      start: number,
      end: number,
      fix: TextEdit[] | null,
      suggestions: Suggestion[] = [],
      replacement?: string,
    ) => {
      const retirement = this.index.get(coordinate);
      const status = retirement && statusOf(retirement, this.today, this.lookaheadDays);
      if (!retirement || !status) return null;
      const finding = make({
        start,
        end,
        location: coordinate,
        elementKind,
        origin,
        status: status.status,
        date: status.date,
        removalDate: status.removalDate,
        // The replacement this use takes, where its rewrite knows it (the other route), else the calendar's.
        replacement: replacement ?? retirement.replacement,
        message: retirementMessage(retirement, elementKind, status, this.today, replacement),
        fix,
        suggestions,
        codemod: retirement.codemod,
      });
      // Moved onto a replacement that retires too only on request: it may go before the element itself.
      const retires = retirement.replacementRetires;
      if (retires && !replacement && retirement.replacement) {
        const how = retires.status === 'deprecated' ? 'deprecated' : `retiring on ${retires.date}`;
        withholdFix(finding, `Use \`${retirement.replacement}\`, ${how} too`, `not applied by --fix: its replacement \`${retirement.replacement}\` is ${how} too`);
      }
      findings.push(finding);
      return finding;
    };

    for (const document of source.documents) {
      const { embedded } = document;
      // Document offsets in the host: where a character begins, and where the one before an end ends (they differ around escapes).
      const shift = (offset: number) => hostStart(embedded, offset);
      const shiftEnd = (offset: number) => hostEnd(embedded, offset);
      // An edit over a blanked `${…}` would delete the host code in it, one over an escape change what it stands for: such fixes are not offered.
      const blanked = [...embedded.interpolations, ...(embedded.escapes ?? [])];
      // An edit is written back only where it touches no blanked text and its text reads as itself there.
      const writable = (edits: readonly TextEdit[]) => embedded.editable && !edits.some((e) => blanked.some((i) => e.start < i.end && e.end > i.start)) && edits.every((e) => fitsHost(e.text, embedded));
      const shiftEdits = (edits: TextEdit[] | null | undefined) => (edits && writable(edits) ? edits.map((e) => ({ ...e, start: shift(e.start), end: e.end === e.start ? shift(e.start) : shiftEnd(e.end) })) : null);
      const glued = gluedInterpolation(embedded, document.ast);
      if (glued) {
        // `old${suffix}`: the name is only known at run time, and the blanked text would name another field.
        warnings.push({ file: source.file, ...lines.position(shift(glued.start)), message: 'an interpolation is part of a name; the document cannot be analysed' });
        continue;
      }
      if (document.syntaxError || !document.ast) {
        const offset = document.syntaxError?.positions?.[0] ?? 0;
        if (embedded.interpolations.length > 0 && embedded.interpolations.some((i) => offset >= i.start && offset <= i.end + 1)) {
          const at = lines.position(shift(offset));
          warnings.push({ file: source.file, ...at, message: 'an interpolation stands where GraphQL syntax is expected; the document cannot be analysed' });
          continue;
        }
        findings.push(
          make({
            start: shift(offset),
            end: shift(offset),
            location: null,
            elementKind: 'document',
            origin: 'document',
            status: 'invalid',
            message: `${DOES_NOT_PARSE}: ${document.syntaxError?.message.replace(/^Syntax Error: /, '') ?? 'empty document'}`,
          }),
        );
        continue;
      }
      const removedAt = new Set<number>();
      // Rewrites of selections are offered only when the document they leave validates (against the
      // schema as of today, with the fragments spread from other files), alone and with the other fixes.
      const check = embedded.editable ? new FixCheck(document.ast, this.validationSchema, fragments, spreaders) : null;
      const uses = findRetiringUses(document.ast, this.schema, this.index, check ? (edits) => check.addedError(edits) : undefined, fragments);
      // Only rewrites of selections can break a document together (a variable both removed copies used);
      // renames of arguments, input fields and enum values are checked where they are planned.
      const notTogether = check?.together(uses.flatMap((use) => (use.elementKind === 'field' && use.fix && writable(use.fix) ? [use.fix] : []))) ?? new Set();
      // Uses not reported today (due beyond the look-ahead), which a shared fix may rewrite all the same.
      const unreported: UnreportedUse[] = [];
      const reported: Finding[] = [];
      for (const use of uses) {
        const alone = use.fix !== null && notTogether.has(use.fix);
        const ownFix = alone ? null : use.fix;
        const offered = alone
          ? [{ message: "Apply this replacement on its own: not applied by --fix, since together with the document's other fixes it would not validate", fix: use.fix! }, ...(use.suggestions ?? [])]
          : (use.suggestions ?? []);
        const suggestions = offered.flatMap((s) => {
          const fix = shiftEdits(s.fix);
          return fix ? [{ message: s.message, fix }] : [];
        });
        const finding = retiring(use.coordinate, use.elementKind, 'document', shift(use.node.loc!.start), shiftEnd(use.node.loc!.end), shiftEdits(ownFix), suggestions, use.replacement);
        if (finding) reported.push(finding);
        else unreported.push({ start: shift(use.node.loc!.start), end: shiftEnd(use.node.loc!.end), coordinate: use.coordinate });
        if (finding && use.unrewritten) {
          finding.unrewritten = use.unrewritten;
          const joint = use.jointRename && shiftEdits(use.jointRename.edits);
          if (joint) finding.jointRename = { key: use.jointRename!.key, edits: joint };
        }
        // A fix, or every suggestion, the string cannot hold (a move written with its quoted argument).
        else if (finding && ((ownFix && !writable(ownFix)) || (offered.length > 0 && suggestions.length === 0))) finding.unrewritten = NOT_WRITTEN_BACK;
        if (finding?.status === 'removed') removedAt.add(use.node.loc!.start);
      }
      for (const finding of reported) besideUnreported(finding, unreported, this.index, (offset) => lines.position(offset).line);
      const validation = validateDocument(document.ast, this.validationSchema, fragments);
      for (const error of validation.errors) {
        const node = error.nodes?.[0];
        const start = node?.loc?.start ?? error.positions?.[0] ?? 0;
        const nameStart = (node as { name?: { loc?: { start: number } } } | undefined)?.name?.loc?.start;
        // A removed element is already reported as removed; its validation error would say it twice.
        if (removedAt.has(start) || (nameStart !== undefined && removedAt.has(nameStart))) continue;
        const end = node?.loc?.end ?? start;
        findings.push(
          make({
            start: shift(nameStart ?? start),
            end: end > (nameStart ?? start) ? shiftEnd(end) : shift(nameStart ?? start),
            location: null,
            elementKind: 'document',
            origin: 'document',
            status: 'invalid',
            message: invalidMessage(error, this.today),
          }),
        );
      }
      for (const unknown of validation.unknownFragments) {
        warnings.push({ file: source.file, ...lines.position(shift(unknown.start)), message: `fragment "${unknown.name}" is not defined in any scanned file; its fields are not checked here` });
      }
    }

    for (const use of findCodeEnumUses(source.scan, source.text, this.codeTargets)) {
      const finding = retiring(use.coordinate, 'enumValue', use.origin, use.start, use.end, use.fix, use.suggestions);
      if (finding) finding.fixWithheld = use.withheld;
      if (finding && use.heldIn) finding.message = `${finding.message}; ${use.heldIn}`;
    }
    if (this.legacyRestCalls && !isDocumentFile(source.file)) {
      for (const use of findLegacyRestUses(source.file, source.text)) {
        findings.push(
          make({ start: use.start, end: use.end, location: use.location, elementKind: 'restEndpoint', origin: 'ts-string-literal', status: 'deprecated', message: use.message, replacement: use.replacement }),
        );
      }
      findings.sort((a, b) => a.start - b.start);
    }
    return { findings, warnings };
  }
}

/** Why a fix the engine has is not offered where the document stands in code. */
const NOT_WRITTEN_BACK = 'the rewrite would touch an escape or a `${…}` interpolation of the string the document stands in, or write what that string cannot hold (a line break, its quote)';

/**
 * Whether an edit's text reads as itself where the document stands: in a template, with no backtick,
 * `${` or backslash; in a quoted string, with no line break, backslash or its quote either.
 */
function fitsHost(text: string, embedded: EmbeddedDocument): boolean {
  if (embedded.form === 'file') return true;
  if (/[`\\]|\$\{/.test(text)) return false;
  return embedded.quote === undefined || !(/[\r\n\u2028\u2029]/.test(text) || text.includes(embedded.quote));
}

/** Whether `text` holds `name` as a whole identifier (not part of a longer one). */
function namesWord(text: string, name: string): boolean {
  const word = /[\p{ID_Continue}$\u200c\u200d]/u;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (!word.test(text[at - 1] ?? '') && !word.test(text[at + name.length] ?? '')) return true;
  }
  return false;
}

/**
 * An interpolation written against a name or number (`old${x}`, `${x}Name`): part of a token, not one
 * of its own. Inside a string value or a comment it is text, and the document stays analysable.
 */
function gluedInterpolation(embedded: EmbeddedDocument, ast: DocumentNode | null): Interpolation | undefined {
  if (embedded.interpolations.length === 0 || !ast?.loc) return undefined;
  // Tokens come in text order, so the first one glued to an interpolation finds the first such interpolation.
  for (let token: Token | null = ast.loc.startToken; token; token = token.next) {
    if (token.kind !== TokenKind.NAME && token.kind !== TokenKind.INT && token.kind !== TokenKind.FLOAT) continue;
    const { start, end } = token;
    const glued = embedded.interpolations.find((i) => i.end === start || i.start === end);
    if (glued) return glued;
  }
  return undefined;
}

/** The spreaders among the documents of `sources`; a spread their document does not define resolves as `resolve` says. */
export const spreadersOf = (sources: readonly ParsedSource[], resolve: (name: string) => FragmentDefinitionNode | undefined): SpreaderIndex =>
  spreadersIn(() => sources.flatMap((s) => s.documents.flatMap((d) => (d.ast ? [d.ast] : []))), resolve);

function parseEmbedded(embedded: EmbeddedDocument, file: string): ParsedDocument {
  try {
    const source = new Source(embedded.text, file);
    return { embedded, ast: blankDocument(source) ?? parse(source), syntaxError: null };
  } catch (error) {
    return { embedded, ast: null, syntaxError: error instanceof GraphQLError ? error : new GraphQLError(String(error)) };
  }
}

/** Validation messages, with the worst case said plainly: a field that does not exist fails at run time. */
function invalidMessage(error: GraphQLError, today: string): string {
  const missing = /^Cannot query field "([^"]+)" on type "([^"]+)"/.exec(error.message);
  if (missing) return `\`${missing[2]}.${missing[1]}\` does not exist in the schema as of ${today}: this operation fails at run time (${error.message})`;
  return `the document does not validate against the schema as of ${today}: ${error.message}`;
}

