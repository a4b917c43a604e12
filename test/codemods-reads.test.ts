/**
 * The type-aware rewrite of result reads, case by case: what is followed (through the checker, to
 * the generated result type), what is never touched (a type of the code's own, whatever its
 * property names), and what is left alone and reported (untyped values, unions with other types,
 * `in` tests, writes through a new `?.`, a result handed to code typed otherwise). Comments, line
 * ends and the code around stay as they were.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCodemods, type CodemodRunReport } from '../src/codemods/index.js';
import ts from 'typescript';
import { generateTypes } from './fixtures/codemods/helpers.js';
import { repoRoot } from './helpers/run-cli.js';

/** The fragment the files under test define, as a `gql` template. */
const SEGMENT_FIELDS = `export const FIELDS = gql\`
  fragment SegmentFields on TargetingDataSegment {
    id
    targetingDataCounts {
      activeCounts
      receivedCounts
    }
    daysUntilLargeExpiration
  }
\`;
`;

const CASES = `import { gql } from 'graphql-tag';
import type { SegmentFieldsFragment } from './generated.js';

${SEGMENT_FIELDS}
interface Other {
  targetingDataCounts: { activeCounts: number };
}
interface Mirror {
  daysUntilLargeExpiration: number | null;
}

export function untyped(seg: any): unknown {
  return seg.targetingDataCounts;
}
export function union(x: SegmentFieldsFragment | Other): unknown {
  return x.targetingDataCounts;
}
export function inTest(seg: SegmentFieldsFragment): boolean {
  return 'daysUntilLargeExpiration' in seg;
}
export function write(seg: SegmentFieldsFragment): void {
  seg.daysUntilLargeExpiration = 1;
}
function ownType(m: Mirror): number | null {
  return m.daysUntilLargeExpiration;
}
export function passToOwn(seg: SegmentFieldsFragment): number | null {
  return ownType(seg);
}
function typedHelper(seg: SegmentFieldsFragment): number | null {
  return seg.daysUntilLargeExpiration;
}
export function passToTyped(seg: SegmentFieldsFragment): number | null {
  return typedHelper(seg);
}
export function commented(seg: SegmentFieldsFragment): number {
  return seg /* the segment */.targetingDataCounts?.activeCounts /* active */ ?? 0;
}
export function list(segs: SegmentFieldsFragment[]): number[] {
  return segs.map((s) => s.targetingDataCounts?.receivedCounts ?? 0);
}
declare function useMemo<T>(factory: () => T, deps: readonly unknown[]): T;
declare function keep(values: readonly unknown[]): void;
export function memo(seg: SegmentFieldsFragment): number | null {
  keep([seg]);
  return useMemo(() => seg.daysUntilLargeExpiration, [seg]);
}
function get<T, K extends keyof T>(o: T, key: K): T[K] {
  return o[key];
}
export function byKey(seg: SegmentFieldsFragment, other: Mirror): unknown {
  return [get(seg, 'daysUntilLargeExpiration'), get(other, 'daysUntilLargeExpiration'), get(seg, 'id')];
}
declare function at<T>(o: T, path: string): unknown;
declare function track(o: Mirror, label: string): void;
export function byPath(seg: SegmentFieldsFragment): unknown {
  track(seg, 'daysUntilLargeExpiration');
  return [at(seg, 'targetingDataCounts.activeCounts'), get(seg, \`daysUntilLargeExpiration\`)];
}
export function byLongerPath(segs: SegmentFieldsFragment[], wrapper: { items: SegmentFieldsFragment[] }, one: SegmentFieldsFragment, kind: string): unknown {
  return [at(segs, [0, 'daysUntilLargeExpiration']), at(wrapper, 'items.0.targetingDataCounts.activeCounts'), at(one, \`targetingDataCounts.\${kind}\`)];
}
`;

const CRLF = [
  "import type { SegmentFieldsFragment } from './generated.js';",
  '',
  'export function describe(seg: SegmentFieldsFragment): string {',
  '  const { daysUntilLargeExpiration, id } = seg;',
  '  return `${id}: ${daysUntilLargeExpiration}`;',
  '}',
  '',
].join('\r\n');

/** Reads the code tests before it makes them: the test and the read become the same new path, which the checker narrows alike. */
const TESTED = `import type { SegmentFieldsFragment } from './generated.js';

export function active(seg: SegmentFieldsFragment): number {
  if (seg.targetingDataCounts && seg.targetingDataCounts.activeCounts) {
    return seg.targetingDataCounts.activeCounts;
  }
  return 0;
}
export function received(seg: SegmentFieldsFragment): number {
  if (seg.targetingDataCounts?.receivedCounts) return seg.targetingDataCounts.receivedCounts;
  return seg.targetingDataCounts?.activeCounts != null ? seg.targetingDataCounts.activeCounts : 0;
}
`;

const PLAIN_JS = `export function days(seg) {
  return seg.daysUntilLargeExpiration;
}
`;

describe('reads of a result that moves (targeting-data-insights)', () => {
  let dir: string;
  let report: CodemodRunReport;
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  const reported = (file: string) => report.leftAlone.filter((l) => l.file === file).map((l) => `${l.line}: ${l.reason}`);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sunset-codemod-reads-'));
    cpSync(path.join(repoRoot, 'test', 'fixtures', 'codemods', 'tsconfig.json'), path.join(dir, 'tsconfig.json'));
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module", "private": true }\n');
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    writeFileSync(path.join(dir, 'cases.ts'), CASES);
    writeFileSync(path.join(dir, 'crlf.ts'), CRLF);
    writeFileSync(path.join(dir, 'plain.js'), PLAIN_JS);
    writeFileSync(path.join(dir, 'tested.ts'), TESTED);
    await generateTypes(dir);
    report = await runCodemods({ cwd: dir, codemods: ['targeting-data-insights'], paths: ['.'], today: '2026-11-21' });
  }, 60_000);

  it('rewrites a read the code tests first to the path its test becomes, with no guard, and it compiles with the new types', async () => {
    expect(report.failed).toEqual([]);
    expect(read('tested.ts')).toBe(`import type { SegmentFieldsFragment } from './generated.js';

export function active(seg: SegmentFieldsFragment): number {
  if (seg.targetingDataInsights && seg.targetingDataInsights.activeCounts?.devices) {
    return seg.targetingDataInsights.activeCounts?.devices;
  }
  return 0;
}
export function received(seg: SegmentFieldsFragment): number {
  if (seg.targetingDataInsights?.receivedCounts?.totalUserIdCount) return seg.targetingDataInsights.receivedCounts?.totalUserIdCount;
  return seg.targetingDataInsights?.activeCounts?.devices != null ? seg.targetingDataInsights.activeCounts?.devices : 0;
}
`);
    expect(report.notes.filter((n) => n.file === 'tested.ts')).toEqual([]);
    await generateTypes(dir);
    const config = ts.getParsedCommandLineOfConfigFile(path.join(dir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
    const program = ts.createProgram([path.join(dir, 'tested.ts')], config.options);
    expect(ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
  }, 60_000);

  it('follows reads typed by the generated result, through helpers and callbacks, keeping comments', () => {
    const cases = read('cases.ts');
    expect(cases).toContain('function typedHelper(seg: SegmentFieldsFragment): number | null {\n  return seg.targetingDataInsights?.daysUntilLargeExpiration ?? null;\n}');
    expect(cases).toContain('return seg /* the segment */.targetingDataInsights?.activeCounts?.devices /* active */ ?? 0;');
    expect(cases).toContain('return segs.map((s) => s.targetingDataInsights?.receivedCounts?.totalUserIdCount ?? 0);');
    expect(cases).toContain('return useMemo(() => seg.targetingDataInsights?.daysUntilLargeExpiration ?? null, [seg]);');
  });

  it('never touches a type of the code own, and leaves what it cannot follow as it was, reported where it is after the run', () => {
    const cases = read('cases.ts');
    for (const kept of [
      'return seg.targetingDataCounts;',
      'return x.targetingDataCounts;',
      "return 'daysUntilLargeExpiration' in seg;",
      'seg.daysUntilLargeExpiration = 1;',
      'return m.daysUntilLargeExpiration;',
      'return ownType(seg);',
    ]) {
      expect(cases).toContain(kept);
    }
    expect(reported('cases.ts')).toEqual([
      '27: `seg.targetingDataCounts` reads `targetingDataCounts` from an untyped value: if it is a result the codemod changes, rewrite it by hand',
      '30: `x.targetingDataCounts` reads `targetingDataCounts` from a value that is a changed result or another type (a union): not rewritten',
      "33: `'daysUntilLargeExpiration' in seg` tests for a field of the result of `SegmentFields` that moves",
      '36: `seg.daysUntilLargeExpiration` is written to, and its new path `targetingDataInsights?.daysUntilLargeExpiration` goes through a field that may be null',
      '42: the result of `SegmentFields` is passed to `ownType`, which does not read it through the generated result type: check what it does with the fields that move',
      // A hook's dependency list is compared, not read; any other list is reported.
      '59: the result of `SegmentFields` is passed to `keep`, which does not read it through the generated result type: check what it does with the fields that move',
      // A field's name passed beside the result; not beside a type of the code's own.
      "66: `'daysUntilLargeExpiration'` names a field of the result of `SegmentFields` that moves, passed to `get` beside `seg`, which reads it by name: rewrite it by hand",
      // A path, a template; a result passed to a helper is reported once, as passed.
      '71: the result of `SegmentFields` is passed to `track`, which does not read it through the generated result type: check what it does with the fields that move',
      "72: `'targetingDataCounts.activeCounts'` names a field of the result of `SegmentFields` that moves, passed to `at` beside `seg`, which reads it by name: rewrite it by hand",
      '72: ``daysUntilLargeExpiration`` names a field of the result of `SegmentFields` that moves, passed to `get` beside `seg`, which reads it by name: rewrite it by hand',
      // A path from the value passed, as an array or a string, and a template's segments before its first substitution.
      "75: `'daysUntilLargeExpiration'` names a field of the result of `SegmentFields` that moves, passed to `at` beside `segs`, which reads it by name: rewrite it by hand",
      "75: `'items.0.targetingDataCounts.activeCounts'` names a field of the result of `SegmentFields` that moves, passed to `at` beside `wrapper`, which reads it by name: rewrite it by hand",
      '75: ``targetingDataCounts.${kind}`` names a field of the result of `SegmentFields` that moves, passed to `at` beside `one`, which reads it by name: rewrite it by hand',
    ]);
  });

  it('splits a destructuring through a field that may be null, keeping CRLF line ends', () => {
    expect(read('crlf.ts')).toBe(
      [
        "import type { SegmentFieldsFragment } from './generated.js';",
        '',
        'export function describe(seg: SegmentFieldsFragment): string {',
        '  const { id } = seg;',
        '  const daysUntilLargeExpiration = seg.targetingDataInsights?.daysUntilLargeExpiration ?? null;',
        '  return `${id}: ${daysUntilLargeExpiration}`;',
        '}',
        '',
      ].join('\r\n'),
    );
  });

  it('reports reads in untyped JavaScript rather than guessing', () => {
    expect(read('plain.js')).toBe(PLAIN_JS);
    expect(reported('plain.js')).toEqual([
      '2: `seg.daysUntilLargeExpiration` reads `daysUntilLargeExpiration` from an untyped value: if it is a result the codemod changes, rewrite it by hand',
    ]);
  });
});

/**
 * Which files are typed: a file naming a field that moves is typed when a changed result can reach
 * it, through a name of its own or a binding it imports (here a helper re-exported under another
 * name, naming no generated type); one importing only other names from the generated code is not.
 * A package is loaded binding by binding (graphql's `DocumentNode` under `TypedDocumentNode`), the DOM
 * libs when a file uses them (`IDBRequest`), even under a name it also declares (`structuredClone`), and a global
 * augmentation wherever it is imported.
 */
const FIELDS = `import { gql } from 'graphql-tag';

${SEGMENT_FIELDS}`;

const TYPING_FILES: Record<string, string> = {
  'fields.ts': FIELDS,
  // A package with no types of its own, typed by an ambient declaration the tsconfig includes and no file imports.
  'shims.d.ts': `declare module 'legacy-client' {
  import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
  export function fetchTyped<R, V>(document: TypedDocumentNode<R, V>): R;
}
`,
  'ambient.ts': `import { fetchTyped } from 'legacy-client';
import { SegmentFieldsFragmentDoc } from './generated.js';

export const ambientDays = () => fetchTyped(SegmentFieldsFragmentDoc).daysUntilLargeExpiration;
`,
  'helper.ts': `import type { SegmentFieldsFragment } from './generated.js';

export function pick(segments: readonly SegmentFieldsFragment[], id: string) {
  return segments.find((s) => s.id === id);
}
`,
  'barrel.ts': `export { pick as findSegment } from './helper.js';
`,
  'via-helper.ts': `import { findSegment } from './barrel.js';

export function daysOf(segments: Parameters<typeof findSegment>[0], id: string): number | null | undefined {
  return findSegment(segments, id)?.daysUntilLargeExpiration;
}
`,
  'unrelated.ts': `import type { Incremental } from './generated.js';

interface Row {
  daysUntilLargeExpiration: number;
}
export const days = (row: Incremental<Row>) => (row as Row).daysUntilLargeExpiration;
`,
  'document.ts': `import type { DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { SegmentFieldsFragmentDoc } from './generated.js';

declare function read<R>(document: DocumentNode | TypedDocumentNode<R, unknown>): R;

export const days = () => read(SegmentFieldsFragmentDoc).daysUntilLargeExpiration;
`,
  'augment.ts': `export {};
declare global {
  interface ReadonlyArray<T> {
    firstOf(): T | undefined;
  }
}
`,
  'rows.ts': `import './augment.js';

interface Row {
  daysUntilLargeExpiration: number;
}
export const days = (rows: readonly Row[]) => rows.firstOf()?.daysUntilLargeExpiration;
`,
  'first.ts': `import type { SegmentFieldsFragment } from './generated.js';

export const firstDays = (segs: readonly SegmentFieldsFragment[]) => segs.firstOf()?.daysUntilLargeExpiration;
`,
  // A project of its own (web/tsconfig.json): one where no file declares a DOM name.
  'web/stored.ts': `import type { SegmentFieldsFragment } from '../generated.js';

export const storedDays = (request: IDBRequest<SegmentFieldsFragment>) => request.result.daysUntilLargeExpiration;
`,
  'cloned.ts': `import type { SegmentFieldsFragment } from './generated.js';

export function own(structuredClone: (value: number) => number): number {
  return structuredClone(1);
}
export function cloned(seg: SegmentFieldsFragment): number | null {
  return structuredClone(seg).daysUntilLargeExpiration;
}
`,
};

describe('which files are typed for the reads of a changed result', () => {
  let dir: string;
  let report: CodemodRunReport;
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sunset-codemod-typing-'));
    cpSync(path.join(repoRoot, 'test', 'fixtures', 'codemods', 'tsconfig.json'), path.join(dir, 'tsconfig.json'));
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module", "private": true }\n');
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    mkdirSync(path.join(dir, 'web'));
    cpSync(path.join(dir, 'tsconfig.json'), path.join(dir, 'web', 'tsconfig.json'));
    for (const [file, text] of Object.entries(TYPING_FILES)) writeFileSync(path.join(dir, file), text);
    await generateTypes(dir);
    report = await runCodemods({ cwd: dir, codemods: ['targeting-data-insights'], paths: ['.'], today: '2026-11-21' });
  }, 60_000);

  it('types a result through an ambient module declaration no file imports (a shims.d.ts the tsconfig includes)', () => {
    expect(read('ambient.ts')).toContain('fetchTyped(SegmentFieldsFragmentDoc).targetingDataInsights?.daysUntilLargeExpiration ?? null;');
    expect(report.leftAlone.filter((l) => l.file === 'ambient.ts')).toEqual([]);
  });

  it('follows a result through a helper re-exported under another name', () => {
    expect(read('via-helper.ts')).toContain('return findSegment(segments, id)?.targetingDataInsights?.daysUntilLargeExpiration;');
  });

  it('types a result inferred through package types (DocumentNode | TypedDocumentNode, as a request helper takes it)', () => {
    expect(read('document.ts')).toContain('export const days = () => read(SegmentFieldsFragmentDoc).targetingDataInsights?.daysUntilLargeExpiration ?? null;');
  });

  it('keeps the DOM libs for a file using structuredClone, though it also declares the name', () => {
    expect(read('cloned.ts')).toContain('return structuredClone(seg).targetingDataInsights?.daysUntilLargeExpiration ?? null;');
  });

  it('loads the DOM libs for a file using one of their globals (IDBRequest, which only the DOM declares)', () => {
    expect(read('web/stored.ts')).toContain('request.result.targetingDataInsights?.daysUntilLargeExpiration ?? null;');
  });

  it('keeps a global augmentation that only a file not typed imports', () => {
    expect(read('first.ts')).toContain('segs.firstOf()?.targetingDataInsights?.daysUntilLargeExpiration;');
    expect(read('rows.ts')).toBe(TYPING_FILES['rows.ts']);
  });

  it('does not type a file that only imports other names from the generated code, nor one holding no result', () => {
    expect(read('unrelated.ts')).toBe(TYPING_FILES['unrelated.ts']);
    expect(report.leftAlone.filter((l) => l.file === 'unrelated.ts' || l.file === 'rows.ts')).toEqual([]);
    // Every file naming a field that moves but unrelated.ts and rows.ts: fields, generated, via-helper, document, first, stored, cloned, ambient.
    expect(report.typedFiles).toBe(8);
  });
});

/**
 * Checked JavaScript (`checkJs`, `// @ts-check`) typed only through JSDoc: the generated types are
 * named in comments (`@import`, `import('…')`), never imported, and no other file the run is given
 * loads them (they are outside its paths); its reads are typed and rewritten as TypeScript's, asserted with JSDoc's cast where TypeScript gets `!`.
 */
const CHECKED_JS = `// @ts-check
/** @import { CheckedAudiencesQuery } from '../generated.js' */

/**
 * @param {CheckedAudiencesQuery} data
 * @param {boolean} wanted
 * @returns {number}
 */
export function total(data, wanted) {
  return wanted ? data.audiences.totalCount : 0;
}

/**
 * @param {import('../generated.js').CheckedAudiencesQuery} data
 * @returns {number}
 */
export function count(data) {
  function inner() {
    return data.audiences.totalCount;
  }
  return data.audiences.totalCount + inner();
}
`;

describe('checked JavaScript typed by JSDoc (audiences-root-query)', () => {
  let dir: string;
  let report: CodemodRunReport;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sunset-codemod-checkjs-'));
    const config = JSON.parse(readFileSync(path.join(repoRoot, 'test', 'fixtures', 'codemods', 'tsconfig.json'), 'utf8'));
    config.compilerOptions = { ...config.compilerOptions, allowJs: true, checkJs: true };
    config.include = ['./**/*.ts', './**/*.js'];
    writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(config, null, 2));
    writeFileSync(path.join(dir, 'package.json'), '{ "type": "module", "private": true }\n');
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    writeFileSync(path.join(dir, 'audiences.graphql'), 'query CheckedAudiences($partnerId: ID!) {\n  audiences(where: { partnerId: $partnerId }) { totalCount }\n}\n');
    mkdirSync(path.join(dir, 'app'));
    writeFileSync(path.join(dir, 'app', 'checked.js'), CHECKED_JS);
    await generateTypes(dir);
    report = await runCodemods({ cwd: dir, codemods: ['audiences-root-query'], paths: ['app', 'audiences.graphql'], today: '2026-11-21' });
  }, 60_000);

  it('types the reads through the JSDoc imports, guards them, asserts with a JSDoc cast, and it compiles after regeneration', async () => {
    expect(report.failed).toEqual([]);
    expect(report.leftAlone).toEqual([]);
    const out = readFileSync(path.join(dir, 'app', 'checked.js'), 'utf8');
    expect(out).toContain('return wanted ? /** @type {NonNullable<typeof data.partner>} */ (data.partner).audiences.totalCount : 0;');
    expect(out).toContain("  if (!partnerAudiences) throw new Error('CheckedAudiences: the result has no partner');");
    expect(out).toContain('    return /** @type {NonNullable<typeof partnerAudiences>} */ (partnerAudiences).totalCount;');
    await generateTypes(dir);
    const parsed = ts.getParsedCommandLineOfConfigFile(path.join(dir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
    const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => `${path.basename(d.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    expect(errors).toEqual([]);
  }, 60_000);
});
