/**
 * `sunset codemod` as a library call. Resolves the project as `sunset check` does, runs the engine
 * over the files, and hands each codemod the findings that name it. The codemods say which edits
 * perform each change in the documents (the engine's fixes and suggestions, `src/rewrites/`) and how
 * each result moves; the code reading those results follows, guided by types (`rewrite-reads.ts`).
 *
 * Every edit is computed on the text as read, then applied at once, so nothing else in a file
 * changes. A file is written only when its new text still parses (TypeScript for code, graphql-js
 * for every document in it) and its documents validate no worse than before; writes are atomic.
 * Running twice changes nothing the second time: once rewritten, nothing is left for the engine to find.
 */
import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import type { ts as TS } from 'ts-morph';
import { Kind, type ASTNode, type FieldNode } from 'graphql';
import { Analyzer, DOES_NOT_PARSE, type ParsedSource } from '../analysis/analyzer.js';
import { forEachFragmentSpread } from '../analysis/fragment-spreads.js';
import { applyEdits, editsKey } from '../analysis/text-edits.js';
import { addedMessage, serverValidationMessages, type FragmentIndex } from '../analysis/validate-document.js';
import type { EngineWarning, Finding, TextEdit } from '../analysis/types.js';
import { loadProject } from '../calendar/load-calendar.js';
import type { Diagnostic } from '../calendar/types.js';
import { resolveProject, type ProjectFlags } from '../config/project-config.js';
import { findRunSourceFiles, findSourceFiles, readSourceFiles } from '../documents/find-source-files.js';
import { LineIndex } from '../documents/line-index.js';
import { isDocumentFile } from '../documents/scan-source.js';
import { scriptKindFor, syntaxErrorsOf, useTypeScript } from '../documents/typescript.js';
import { messageOf, SunsetError } from '../errors.js';
import { firstNames } from '../paths.js';
import { typeOfCoordinate } from '../schema/coordinates.js';
import { writeAtomically } from '../write-atomically.js';
import { CODEMODS, codemodByName } from './registry.js';
import { leavesCodeOut, outsideReaders } from './outside-readers.js';
import { fieldKey, indexFields, resultPaths } from './result-paths.js';
import { rewriteResultReads, type ReadTarget } from './rewrite-reads.js';
import { isJavaScript } from './typing-scope.js';
import { ts } from './ts-morph.js';
import type { Codemod, CodemodContext, LeftAlone, PlacedReport, UsePlan } from './types.js';

export interface CodemodOptions extends ProjectFlags {
  /** Codemod names; every registered codemod when empty. */
  codemods: readonly string[];
  /** Files, directories or globs; default the project's configured documents, else the working directory. */
  paths?: readonly string[];
  /** `YYYY-MM-DD`: only decides which schema the rewritten documents are validated against. */
  today: string;
  /** Compute everything, write nothing. */
  dryRun?: boolean;
  env?: Record<string, string | undefined>;
  /** Called with the absolute paths about to be written, before any is; throwing stops the run (the CLI's dirty-tree guard). */
  beforeWrite?: (files: readonly string[]) => void | Promise<void>;
  /** Called as files are parsed, for a progress display. */
  onProgress?: (done: number, total: number) => void;
}

export interface CodemodFileResult {
  file: string;
  codemods: string[];
  before: string;
  after: string;
}

export interface CodemodRunReport {
  codemods: string[];
  dryRun: boolean;
  counts: { scanned: number; changed: number; unchanged: number; skipped: number; failed: number };
  /** Files changed (written, or that would be with --dry-run), with their text before and after. */
  changed: CodemodFileResult[];
  /** Files left alone entirely: every use in them of the codemods that apply could not be rewritten. */
  skipped: Array<{ file: string; codemods: string[] }>;
  /** Files that would not parse after the change, or could not be written: nothing written. */
  failed: Array<{ file: string; codemods: string[]; reason: string }>;
  /** Uses and reads left as they were, each with where and why. */
  leftAlone: LeftAlone[];
  /** Reads rewritten that are worth a look (a value that may now be missing). */
  notes: LeftAlone[];
  warnings: EngineWarning[];
  diagnostics: Diagnostic[];
  /** Files given type information for the result reads. */
  typedFiles: number;
}

/** Findings of every codemod, far ahead of today: a codemod performs an announced change whenever it is run. */
const LOOKAHEAD_DAYS = 36_500;

type CodemodEdit = TextEdit & { codemod: string };

export function resolveCodemods(names: readonly string[]): Codemod[] {
  if (names.length === 0) return [...CODEMODS];
  return names.map((name) => {
    const codemod = codemodByName(name);
    if (!codemod) throw new SunsetError(`unknown codemod "${name}" (known: ${CODEMODS.map((c) => c.name).join(', ')}, or all)`);
    return codemod;
  });
}

export async function runCodemods(options: CodemodOptions): Promise<CodemodRunReport> {
  const codemods = resolveCodemods(options.codemods);
  // The engine parses with ts-morph's TypeScript, loaded for the reads anyway: one compiler, not two.
  useTypeScript(ts);
  const settings = resolveProject(options);
  // The directory walk runs while the schema is built.
  const found = findRunSourceFiles(options.paths, settings, options.cwd);
  found.catch(() => {});
  // Where the run leaves code out, the rest of the working directory is listed too (outsideReaders),
  // while the schema loads rather than at the end: the walk waits on the file system.
  const everything = leavesCodeOut(options.paths, settings.documents, options.cwd) ? findSourceFiles(['.'], options.cwd) : null;
  everything?.catch(() => {});
  const project = await loadProject(settings, { today: options.today, cwd: options.cwd, ...(options.env ? { env: options.env } : {}) });
  const files = await readSourceFiles(await found, options.cwd);
  const analyzer = new Analyzer({ schema: project.schema.schema, calendar: project.calendar, today: options.today, lookaheadDays: LOOKAHEAD_DAYS, cwd: options.cwd });

  const scanned: ParsedSource[] = [];
  for (const [i, input] of files.entries()) {
    scanned.push(analyzer.parseSource(input));
    if (options.onProgress && (i % 100 === 99 || i === files.length - 1)) options.onProgress(i + 1, files.length);
  }
  const parsed = analyzer.followExportedConstants(scanned);
  const fragments = analyzer.fragmentIndex(parsed);
  const analysis = analyzer.analyzeParsed(parsed, fragments);
  const fields = indexFields(parsed);

  const report: CodemodRunReport = {
    codemods: codemods.map((c) => c.name),
    dryRun: options.dryRun ?? false,
    counts: { scanned: files.length, changed: 0, unchanged: 0, skipped: 0, failed: 0 },
    changed: [],
    skipped: [],
    failed: [],
    leftAlone: [],
    notes: [],
    warnings: [...analyzer.warnings, ...analysis.warnings, ...unreadableDocuments(analysis.findings)],
    diagnostics: project.calendar.diagnostics,
    typedFiles: 0,
  };

  // 1. Each codemod's plan for each of its findings: document edits, and how the results move.
  const edits = new Map<string, CodemodEdit[]>();
  const addEdits = (file: string, list: readonly TextEdit[], codemod: string) => {
    const existing = edits.get(file) ?? [];
    existing.push(...list.map((e) => ({ start: e.start, end: e.end, text: e.text, codemod })));
    edits.set(file, existing);
  };
  const placed: PlacedReport[] = [];
  const placedNotes: PlacedReport[] = [];
  const moving = new Map<FieldNode, { codemod: string; finding: Finding; plan: UsePlan }>();
  const withUses = new Map<string, Set<string>>();
  const byName = new Map(files.map((f, i) => [f.file, { input: f, parsed: parsed[i]! }]));
  const joint = jointRenames(analysis.findings, new Set(codemods.map((c) => c.name)), byName, parsed, fragments, analyzer);
  const codeFiles = files.filter((f) => !isDocumentFile(f.file)).map((f) => ({ ...f, absolute: path.resolve(options.cwd, f.file) }));
  // path.resolve's paths are normalized already.
  const texts = new Map(codeFiles.map((f) => [f.absolute, f.text]));
  for (const codemod of codemods) {
    const context: CodemodContext = { schema: project.schema.schema, entries: project.calendar.entries.filter((e) => e.codemod === codemod.name), cwd: options.cwd, texts };
    const byFile = new Map<string, Finding[]>();
    for (const finding of analysis.findings) {
      if (finding.codemod !== codemod.name) continue;
      byFile.set(finding.file, [...(byFile.get(finding.file) ?? []), finding]);
    }
    for (const [file, findings] of byFile) {
      (withUses.get(file) ?? withUses.set(file, new Set()).get(file)!).add(codemod.name);
      const plans = findings.map((finding) => {
        const document = finding.origin === 'document' ? (fields.get(fieldKey(finding.file, finding.start)) ?? null) : null;
        const edits = joint.get(finding);
        return { finding, document, plan: codemod.plan(edits ? { ...finding, fix: edits } : finding, document, context) };
      });
      const failing = plans.filter((p) => p.plan.edits === null);
      for (const { finding, plan } of failing) placed.push(leftAt(codemod.name, finding, plan.reason ?? 'no rewrite for this use'));
      if (failing.length > 0 && codemod.leaveAlone === 'file') {
        for (const { finding } of plans.filter((p) => p.plan.edits !== null)) {
          placed.push(leftAt(codemod.name, finding, 'left alone with the rest of the file: another use of it here cannot be rewritten'));
        }
        continue;
      }
      for (const { finding, document, plan } of plans) {
        if (!plan.edits) continue;
        addEdits(file, plan.edits, codemod.name);
        if (document && (plan.moves.length > 0 || plan.mergedAlias !== undefined)) moving.set(document.field, { codemod: codemod.name, finding, plan });
      }
    }
  }

  // 2. The code reading the results that move follows them; 3. every new text is checked. When a
  // file with moving documents fails its check, its moves are dropped and the code is planned again,
  // so that no read is rewritten for a document that stays as it was.
  // A file that fails stays as it was, whole; when its documents move, the reads of them elsewhere stay too.
  const blocked = new Map<string, CodemodRunReport['failed'][number]>();
  let rewritten: Map<string, Rewritten>;
  /** The document file each target of the last plan is in: code outside the run may read them. */
  let documentOf = new Map<ReadTarget, string>();
  for (;;) {
    const kept = [...moving].filter(([, m]) => !blocked.has(m.finding.file));
    const keptFields = new Map(kept);
    documentOf = new Map();
    const targets: ReadTarget[] = resultPaths(parsed, fragments, new Set(keptFields.keys())).map((at) => {
      const { codemod, finding, plan } = keptFields.get(at.field)!;
      const target: ReadTarget = {
        codemod,
        definition: at.definition,
        parentPath: at.parentPath,
        responseName: (at.field.alias ?? at.field.name).value,
        parentType: typeOfCoordinate(finding.location ?? '') ?? '',
        moves: plan.moves,
        ...(plan.mergedAlias !== undefined ? { mergedAlias: plan.mergedAlias } : {}),
      };
      documentOf.set(target, finding.file);
      return target;
    });
    const reads = rewriteResultReads(codeFiles, targets, texts);
    const all = new Map([...edits].filter(([file]) => !blocked.has(file)).map(([file, list]) => [file, [...list]]));
    for (const [file, list] of reads.edits) if (!blocked.has(file)) all.set(file, [...(all.get(file) ?? []), ...list]);
    const checked = checkRewrites(all, byName, parsed, fragments, analysis.findings, analyzer);
    rewritten = checked.rewritten;
    const movingFailed = checked.failed.filter((f) => kept.some(([, m]) => m.finding.file === f.file));
    for (const failure of checked.failed) blocked.set(failure.file, failure);
    // A reader that fails stays as it was: the documents whose results it reads stay too, or the
    // code would read fields its documents no longer select (and a second run would find nothing).
    let readersFailed = false;
    for (const failure of checked.failed) {
      for (const target of reads.targetsRead.get(failure.file) ?? []) {
        const document = documentOf.get(target)!;
        if (blocked.has(document)) continue;
        const codemods = [...new Set((edits.get(document) ?? []).map((e) => e.codemod))].sort();
        blocked.set(document, { file: document, codemods, reason: `left as it was: ${failure.file}, which reads its results, cannot be rewritten` });
        readersFailed = true;
      }
    }
    if (movingFailed.length === 0 && !readersFailed) {
      report.typedFiles = reads.typedFiles;
      placed.push(...reads.leftAlone);
      placedNotes.push(...reads.notes);
      break;
    }
  }
  report.failed.push(...blocked.values());
  if (everything) {
    const changed = [...documentOf].filter(([, document]) => rewritten.has(document)).map(([target]) => target);
    report.warnings.push(...(await outsideReaders(files.map((f) => f.file), changed, options.cwd, [...rewrittenFragments(rewritten, byName).keys()], everything)));
  }
  // A file the tree reaches by two paths (a symbolic link) is one file: rewritten, written and
  // reported once, under the first of its paths.
  for (const [file, first] of await firstNames(rewritten.keys(), options.cwd)) {
    if (first === file) continue;
    const entry = rewritten.get(file)!;
    rewritten.delete(file);
    if (rewritten.get(first)!.text !== entry.text) report.failed.push({ file, codemods: entry.codemods, reason: `the same file as ${first} (a link), rewritten otherwise through this path: written as ${first} says` });
  }
  if (!options.dryRun && rewritten.size > 0) {
    await assertWritable([...rewritten.keys()], options.cwd);
    await options.beforeWrite?.([...rewritten.keys()].map((file) => path.resolve(options.cwd, file)));
  }
  for (const [file, entry] of rewritten) {
    if (!options.dryRun) {
      try {
        await writeAtomically(path.resolve(options.cwd, file), entry.text);
      } catch (error) {
        report.failed.push({ file, codemods: entry.codemods, reason: `cannot write: ${messageOf(error)}` });
        continue;
      }
    }
    report.changed.push({ file, codemods: entry.codemods, before: byName.get(file)!.input.text, after: entry.text });
  }

  // Reports name places in the files as they are after the run (as they were, with --dry-run).
  const written = new Map(options.dryRun ? [] : [...rewritten].filter(([file]) => report.changed.some((c) => c.file === file)));
  const lineIndexes = new Map<string, LineIndex>();
  const place = ({ offset, ...rest }: PlacedReport): LeftAlone => {
    const entry = written.get(rest.file);
    if (!entry) return rest;
    const index = lineIndexes.get(rest.file) ?? lineIndexes.set(rest.file, new LineIndex(entry.text, { unicodeLineBreaks: !isDocumentFile(rest.file) })).get(rest.file)!;
    return { ...rest, ...index.position(shiftOffset(offset, entry.edits)) };
  };
  report.leftAlone.push(...placed.map(place));
  // A note is about a rewrite; a file not written has none.
  report.notes.push(...placedNotes.filter((n) => !report.failed.some((f) => f.file === n.file)).map(place));

  const touched = new Set([...report.changed.map((c) => c.file), ...report.failed.map((f) => f.file)]);
  for (const [file, names] of withUses) {
    if (!touched.has(file) && !rewritten.has(file) && placed.some((l) => l.file === file)) report.skipped.push({ file, codemods: [...names].sort() });
  }
  report.failed.sort((a, b) => (a.file < b.file ? -1 : 1));
  report.skipped.sort((a, b) => (a.file < b.file ? -1 : 1));
  const byPlace = (a: LeftAlone, b: LeftAlone) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column);
  report.leftAlone.sort(byPlace);
  report.notes.sort(byPlace);
  report.counts.changed = report.changed.length;
  report.counts.failed = report.failed.length;
  report.counts.skipped = report.skipped.length;
  report.counts.unchanged = report.counts.scanned - report.counts.changed - report.counts.failed - report.counts.skipped;
  return report;
}

/**
 * Stops the run before anything is written when a file cannot be (permissions, a read-only folder):
 * a document moved without the code reading it, or the reverse, would leave code that no longer
 * compiles. A disk that fills during the writes can still fail one file; it is reported as failed.
 */
async function assertWritable(files: readonly string[], cwd: string): Promise<void> {
  for (const file of files) {
    const absolute = path.resolve(cwd, file);
    for (const target of [absolute, path.dirname(absolute)]) {
      try {
        await access(target, constants.W_OK);
      } catch (error) {
        throw new SunsetError(`cannot write ${target === absolute ? 'the file' : 'its folder'} (${(error as NodeJS.ErrnoException).code ?? messageOf(error)}); nothing was written`, { file });
      }
    }
  }
}

/** What a server's validation says of each document of a file, with the fragments as they are then. */
const serverMessages = (source: ParsedSource, fragments: FragmentIndex, analyzer: Analyzer): string[] =>
  source.documents.flatMap((document) => (document.ast ? serverValidationMessages(document.ast, analyzer.validationSchema, fragments) : []));

interface Rewritten {
  text: string;
  parsed: ParsedSource | null;
  codemods: string[];
  edits: TextEdit[];
}

/**
 * Renames the engine refused only because copies of the field in other documents would conflict
 * with each one renamed alone (`p: targetedAtPartnerLevel` in a fragment and in another file's
 * operation spreading it): the copies of one field are renamed together, when every file they are in
 * then parses and validates no worse, and no document left as it is breaks. Each one's edits, by finding.
 */
function jointRenames(
  findings: readonly Finding[],
  codemods: ReadonlySet<string>,
  byName: Parameters<typeof checkRewrites>[1],
  parsed: readonly ParsedSource[],
  fragments: FragmentIndex,
  analyzer: Analyzer,
): Map<Finding, TextEdit[]> {
  const groups = new Map<string, Finding[]>();
  for (const finding of findings) {
    if (!finding.jointRename || !finding.codemod || !codemods.has(finding.codemod)) continue;
    groups.set(finding.jointRename.key, [...(groups.get(finding.jointRename.key) ?? []), finding]);
  }
  const joint = new Map<Finding, TextEdit[]>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const edits = new Map<string, CodemodEdit[]>();
    for (const { file, codemod, jointRename } of group) edits.set(file, [...(edits.get(file) ?? []), ...jointRename!.edits.map((e) => ({ ...e, codemod: codemod! }))]);
    if (checkRewrites(edits, byName, parsed, fragments, findings, analyzer).failed.length > 0) continue;
    for (const finding of group) joint.set(finding, finding.jointRename!.edits);
  }
  return joint;
}

/**
 * The new text of every file with edits, when it parses (TypeScript for code, graphql-js for each
 * document) and its documents validate no worse than before, with fragments as they will be; the
 * others, failed with the reason.
 */
function checkRewrites(
  edits: ReadonlyMap<string, CodemodEdit[]>,
  byName: ReadonlyMap<string, { input: { file: string; text: string }; parsed: ParsedSource }>,
  parsed: readonly ParsedSource[],
  /** The fragment index of `parsed`, as the run's analysis used it. */
  oldFragments: FragmentIndex,
  findings: readonly Finding[],
  analyzer: Analyzer,
): { rewritten: Map<string, Rewritten>; failed: CodemodRunReport['failed'] } {
  const rewritten = new Map<string, Rewritten>();
  const failed: CodemodRunReport['failed'] = [];
  for (const [file, list] of [...edits].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const entry = byName.get(file)!;
    const codemods = [...new Set(list.map((e) => e.codemod))].sort();
    const merged = mergeEdits(list);
    if (typeof merged === 'string') {
      failed.push({ file, codemods, reason: merged });
      continue;
    }
    const after = applyEdits(entry.input.text, merged);
    if (after === entry.input.text) continue;
    const problem = parseProblem(file, entry.input.text, after, entry.parsed, analyzer);
    if (problem.reason) {
      failed.push({ file, codemods, reason: problem.reason });
      continue;
    }
    rewritten.set(file, { text: after, parsed: problem.parsed, codemods, edits: merged });
  }
  if ([...rewritten.values()].some((r) => r.parsed)) {
    const newFragments = analyzer.fragmentIndex(parsed.map((source) => rewritten.get(source.file)?.parsed ?? source));
    for (const [file, entry] of rewritten) {
      if (!entry.parsed) continue;
      const why = validatesWorse(byName.get(file)!.parsed, entry.parsed, oldFragments, newFragments, findings, analyzer);
      if (why !== null) {
        rewritten.delete(file);
        failed.push({ file, codemods: entry.codemods, reason: `the rewritten document would not validate (${why})` });
      }
    }
    failed.push(...brokenSpreaders(rewritten, byName, parsed, oldFragments, newFragments, findings, analyzer));
  }
  return { rewritten, failed };
}

/** The fragments whose definitions the run rewrites (their text changes), each with its file. */
function rewrittenFragments(rewritten: ReadonlyMap<string, Rewritten>, byName: ReadonlyMap<string, { parsed: ParsedSource }>): Map<string, string> {
  const definitions = (source: ParsedSource | null | undefined) =>
    new Map((source?.documents ?? []).flatMap((d) => (d.ast?.definitions ?? []).flatMap((x) => (x.kind === Kind.FRAGMENT_DEFINITION && x.loc ? [[x.name.value, x.loc.source.body.slice(x.loc.start, x.loc.end)] as const] : []))));
  const definedIn = new Map<string, string>();
  for (const [file, entry] of rewritten) {
    const before = definitions(byName.get(file)?.parsed);
    for (const [name, text] of definitions(entry.parsed)) if (before.get(name) !== text) definedIn.set(name, file);
  }
  return definedIn;
}

/**
 * Why `after` (with `newFragments`) validates worse than `before` did (with `oldFragments`, as the
 * run's findings say): a new invalid finding, or a new message of a rule a server applies (the
 * engine leaves out those a removal cannot break, and a rewrite can: two moves under one root field
 * with different arguments cannot merge). Null when it does not.
 */
function validatesWorse(before: ParsedSource, after: ParsedSource, oldFragments: FragmentIndex, newFragments: FragmentIndex, findings: readonly Finding[], analyzer: Analyzer): string | null {
  const invalidBefore = findings.filter((f) => f.file === before.file && f.status === 'invalid').length;
  const invalidAfter = analyzer.analyzeSource(after, newFragments).findings.filter((f) => f.status === 'invalid');
  const first = invalidAfter[0];
  if (invalidAfter.length > invalidBefore && first) return `${first.line}:${first.column} ${first.message}`;
  return addedMessage(serverMessages(before, oldFragments, analyzer), serverMessages(after, newFragments, analyzer));
}

/**
 * The rewritten files whose changed fragments a document left as it is spreads, where that document would
 * then validate worse (`...Reasons` beside `targetedAtHigherLevel: dealExpired`, once `Reasons`
 * selects `targetedAtHigherLevel`): each fails, removed from `rewritten`, naming the document.
 */
function brokenSpreaders(
  rewritten: Map<string, Rewritten>,
  byName: ReadonlyMap<string, { parsed: ParsedSource }>,
  parsed: readonly ParsedSource[],
  oldFragments: FragmentIndex,
  newFragments: FragmentIndex,
  findings: readonly Finding[],
  analyzer: Analyzer,
): CodemodRunReport['failed'] {
  const definedIn = rewrittenFragments(rewritten, byName);
  if (definedIn.size === 0) return [];
  const failed: CodemodRunReport['failed'] = [];
  for (const source of parsed) {
    if (rewritten.has(source.file)) continue;
    // The rewritten fragments its documents spread, through other fragments too.
    const spread = new Set<string>();
    const follow = (node: ASTNode) =>
      forEachFragmentSpread(node, ({ name: { value } }) => {
        if (spread.has(value)) return;
        spread.add(value);
        const definition = newFragments.get(value);
        if (definition) follow(definition);
      });
    for (const document of source.documents) if (document.ast) follow(document.ast);
    const owners = [...new Set([...spread].flatMap((name) => definedIn.get(name) ?? []))].filter((file) => rewritten.has(file));
    if (owners.length === 0) continue;
    const why = validatesWorse(source, source, oldFragments, newFragments, findings, analyzer);
    if (why === null) continue;
    for (const owner of owners) {
      const entry = rewritten.get(owner)!;
      rewritten.delete(owner);
      failed.push({ file: owner, codemods: entry.codemods, reason: `${source.file}, which spreads its fragments, would not validate with them rewritten (${why})` });
    }
  }
  return failed;
}

/**
 * Documents that do not parse, as warnings: no codemod can read them, so a retiring element in one
 * stays (the engine reports each as an invalid document finding; an interpolation it cannot read is
 * already a warning).
 */
function unreadableDocuments(findings: readonly Finding[]): EngineWarning[] {
  return findings
    .filter((f) => f.elementKind === 'document' && f.status === 'invalid' && f.location === null && f.message.startsWith(DOES_NOT_PARSE))
    .map((f) => ({ file: f.file, line: f.line, column: f.column, message: `${f.message.replace(/\.$/, '')}; the codemods cannot read it: fix it and run again` }));
}

function leftAt(codemod: string, finding: Finding, reason: string): PlacedReport {
  return { codemod, file: finding.file, line: finding.line, column: finding.column, reason, offset: finding.start };
}

/** Where `offset` of the old text is in the text after `edits` (sorted, not overlapping). */
function shiftOffset(offset: number, edits: readonly TextEdit[]): number {
  let shift = 0;
  for (const edit of edits) {
    if (edit.start > offset || (edit.start === offset && edit.end > edit.start)) break;
    if (edit.end > offset) return edit.start + shift;
    shift += edit.text.length - (edit.end - edit.start);
  }
  return offset + shift;
}

/**
 * One list of edits that do not overlap: the same edit planned twice (findings that share an edit
 * set) is kept once, and an edit inside a removal is dropped with what it edited. Overlapping
 * edits that remain are a conflict, named in the returned message.
 */
export function mergeEdits(list: readonly CodemodEdit[]): CodemodEdit[] | string {
  const unique = new Map<string, CodemodEdit>();
  for (const edit of list) {
    const key = editsKey([edit]);
    if (!unique.has(key)) unique.set(key, edit);
  }
  const edits = [...unique.values()];
  const kept = edits.filter(
    (e) => !edits.some((o) => o !== e && o.text === '' && o.start <= e.start && e.end <= o.end && o.end - o.start > e.end - e.start),
  );
  kept.sort((a, b) => a.start - b.start || a.end - a.start - (b.end - b.start));
  for (let i = 1; i < kept.length; i++) {
    const previous = kept[i - 1]!;
    const current = kept[i]!;
    if (current.start < previous.end) return `conflicting edits at offsets ${previous.start}-${previous.end} and ${current.start}-${current.end} (${previous.codemod}, ${current.codemod})`;
  }
  return kept;
}

/** Why `after` must not be written (it would not parse where `before` did), or its parse when it may. */
function parseProblem(file: string, before: string, after: string, parsedBefore: ParsedSource, analyzer: Analyzer): { reason?: string; parsed: ParsedSource | null } {
  let parsedCodeAfter: TS.SourceFile | undefined;
  if (!isDocumentFile(file)) {
    // The old text is parsed again only where the scan did not parse it (a file of code reading results), or to compare with the new one.
    let parsedCodeBefore: TS.SourceFile | undefined;
    const beforeParse = () => (parsedCodeBefore ??= parseCode(file, before));
    // A file that does not parse now is not written either: what it would become cannot be checked.
    if (parsedBefore.scan.codeParses !== true) {
      const [errorBefore] = syntaxErrorsOf<TS.DiagnosticWithLocation>(beforeParse());
      if (errorBefore) return { reason: `the file does not parse as TypeScript (${syntaxErrorText(errorBefore, before)}); fix it and run again`, parsed: null };
    }
    // With parent links: the engine's scan of the new text below takes this parse instead of making its own.
    parsedCodeAfter = parseCode(file, after, true);
    const [errorAfter] = syntaxErrorsOf<TS.DiagnosticWithLocation>(parsedCodeAfter);
    if (errorAfter) return { reason: `the result would not parse as TypeScript (${syntaxErrorText(errorAfter, after)} of the rewritten text)`, parsed: null };
    if (isJavaScript(file)) {
      const added = typeScriptSyntaxInJavaScript(parsedCodeAfter);
      if (added.length > 0 && added.length > typeScriptSyntaxInJavaScript(beforeParse()).length) return { reason: `the result would not run as JavaScript (${syntaxErrorText(added[0]!, after)} of the rewritten text)`, parsed: null };
    }
  }
  const parsedAfter = analyzer.parseSource({ file, text: after, ...(parsedCodeAfter ? { typescriptSourceFile: parsedCodeAfter } : {}) });
  const broken = (source: ParsedSource) => source.documents.filter((d) => d.syntaxError).length;
  if (parsedAfter.documents.length < parsedBefore.documents.length || broken(parsedAfter) > broken(parsedBefore)) {
    const error = parsedAfter.documents.find((d) => d.syntaxError)?.syntaxError;
    return { reason: `a GraphQL document would not parse after the change${error ? ` (${error.message})` : ''}`, parsed: null };
  }
  return { parsed: parsedAfter.documents.length > 0 ? parsedAfter : null };
}

function syntaxErrorText(error: TS.DiagnosticWithLocation, text: string): string {
  const at = new LineIndex(text, { unicodeLineBreaks: true }).position(error.start ?? 0);
  return `${ts.flattenDiagnosticMessageText(error.messageText, ' ')}, at ${at.line}:${at.column}`;
}

/**
 * A code file's text parsed for the checks below, named by its extension only (`/file.ts`): the one
 * file of the program `typeScriptSyntaxInJavaScript` makes, whatever its path.
 */
function parseCode(file: string, text: string, parents = false): TS.SourceFile {
  return ts.createSourceFile(`/file${path.extname(file)}`, text, ts.ScriptTarget.Latest, parents, scriptKindFor(file) as unknown as TS.ScriptKind);
}

/**
 * TypeScript's own syntax in a JavaScript file (`x!`, `as T`, a type annotation), which TypeScript
 * parses there too and a program reports: a rewrite must add none (Flow's annotations may be there already).
 */
function typeScriptSyntaxInJavaScript(sourceFile: TS.SourceFile): TS.DiagnosticWithLocation[] {
  const name = sourceFile.fileName;
  const host: TS.CompilerHost = {
    getSourceFile: (f) => (f === name ? sourceFile : undefined),
    getDefaultLibFileName: () => '/lib.d.ts',
    writeFile: () => {},
    getCurrentDirectory: () => '/',
    getCanonicalFileName: (f) => f,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (f) => f === name,
    readFile: () => undefined,
  };
  const program = ts.createProgram({ rootNames: [name], options: { allowJs: true, noLib: true, noResolve: true, types: [] }, host });
  return [...program.getSyntacticDiagnostics(sourceFile)];
}
