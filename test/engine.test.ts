/**
 * The analysis engine on real files on disk: every source form with exact host positions, every
 * element kind and status, fragments across files, time travel, and bad input that must not throw.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { Analyzer, type AnalysisResult } from '../src/analysis/analyzer.js';
import { applyEdits } from '../src/analysis/text-edits.js';
import { schemaAsOf } from '../src/analysis/schema-as-of.js';
import type { Finding } from '../src/analysis/types.js';
import { buildCalendar } from '../src/calendar/build-calendar.js';
import { readChangeSchedule } from '../src/calendar/change-schedule.js';
import { findSourceFiles, readSourceFiles } from '../src/documents/find-source-files.js';
import { ConstantsOnDisk } from '../src/documents/constants-on-disk.js';
import { ExportedConstants } from '../src/documents/imported-constants.js';
import { loadSchemaSync } from '../src/schema/load-schema.js';
import { tempProject } from './helpers/temp-project.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'engine');
const schema = loadSchemaSync(['schema.graphql'], { cwd: root }).schema;
const changes = readChangeSchedule(path.join(root, 'changes.yaml'), 'changes.yaml');

function analyzerOn(today: string, lookaheadDays = 90): Analyzer {
  return new Analyzer({ schema, calendar: buildCalendar({ today, schema, changes }), today, lookaheadDays });
}

async function analyzeFixtures(today: string, lookaheadDays = 90): Promise<AnalysisResult> {
  const files = await readSourceFiles(await findSourceFiles(['src'], root), root);
  return analyzerOn(today, lookaheadDays).analyze(files);
}

/** The 1-based position of the nth occurrence of `needle` in a fixture file, found without the engine. */
function at(file: string, needle: string, nth = 1): { line: number; column: number } {
  const text = readFileSync(path.join(root, file), 'utf8');
  let offset = -1;
  for (let i = 0; i < nth; i++) offset = text.indexOf(needle, offset + 1);
  if (offset < 0) throw new Error(`${needle} not in ${file}`);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

const summary = (f: Finding) => ({ file: f.file, line: f.line, column: f.column, location: f.location, status: f.status });
const place = (file: string, needle: string, nth = 1) => ({ file: `src/${file}`, ...at(`src/${file}`, needle, nth) });

describe('documents with nothing in them', () => {
  it('an empty or comment-only .graphql file and a comment-only template are no syntax error', () => {
    const result = analyzerOn('2026-11-21').analyze([
      { file: 'empty.graphql', text: '' },
      { file: 'comments.graphql', text: '# todo\n# query Q { a }\n' },
      { file: 'code.ts', text: 'export const Q = gql`\n  # nothing yet\n`;\n' },
      { file: 'broken.graphql', text: 'query {\n' },
    ]);
    expect(result.findings.map((f) => `${f.file}:${f.line} ${f.status}`)).toEqual(['broken.graphql:2 invalid']);
  });
});

describe('the engine on 2026-11-21', () => {
  let result: AnalysisResult;
  beforeAll(async () => {
    result = await analyzeFixtures('2026-11-21');
  });
  const find = (file: string, line: number, column: number) => result.findings.filter((f) => f.file === `src/${file}` && f.line === line && f.column === column);

  it('finds documents in every source form, at exact host positions', () => {
    const expectations: Array<[string, string, number, string]> = [
      ['tagged.ts', 'title', 1, 'Shop.title'], // gql`…` multi-line
      ['tagged.ts', 'motto', 1, 'Shop.motto'], // graphql`…`
      ['tagged.ts', 'banner', 1, 'Shop.banner'], // Apollo.gql`…` one line
      ['one-line.ts', 'title', 1, 'Shop.title'], // one-line template
      ['one-line.ts', 'legacyId', 1, 'Shop.legacyId'], // second template on the same line
      ['call.ts', 'sort', 1, 'Shop.products(sort:)'], // graphql(`…`)
      ['call.ts', 'title', 1, 'Shop.title'], // gql('…') string literal
      ['comment.ts', 'title', 1, 'Shop.title'], // /* GraphQL */ `…`
      ['hash.ts', 'title', 1, 'Shop.title'], // `#graphql …`
      ['component.tsx', 'title', 1, 'Shop.title'],
      ['plain.js', 'title', 1, 'Shop.title'],
      ['module.mjs', 'title', 1, 'Shop.title'],
      ['other.gql', 'oldName', 1, 'Shop.oldName'],
    ];
    for (const [file, needle, nth, location] of expectations) {
      const { line, column } = place(file, needle, nth);
      expect(find(file, line, column).map((f) => f.location), `${file} ${needle}`).toEqual([location]);
    }
  });

  it('leaves templates that are not GraphQL alone', () => {
    const plain = place('comment.ts', 'title', 2);
    expect(find('comment.ts', plain.line, plain.column)).toEqual([]);
    expect(result.findings.filter((f) => f.file === 'src/no-graphql.ts')).toEqual([]);
  });

  it('reports a field used through a fragment once, where the fragment writes it', () => {
    const banner = result.findings.filter((f) => f.location === 'Shop.banner');
    expect(banner.map(summary)).toEqual([
      { ...place('fragments.ts', 'banner'), location: 'Shop.banner', status: 'deprecated' },
      { ...place('tagged.ts', 'banner'), location: 'Shop.banner', status: 'deprecated' },
    ]);
  });

  it('keeps positions exact after ${} interpolations, also on one line', () => {
    for (const nth of [1, 2, 3]) {
      const expected = nth === 2 ? null : place('operations.ts', 'title', nth === 3 ? 2 : 1);
      if (expected) expect(find('operations.ts', expected.line, expected.column).map((f) => f.location)).toEqual(['Shop.title']);
    }
    // The fragment spread resolves across files: no unknown-fragment warning, no invalid finding.
    expect(result.warnings.filter((w) => w.file === 'src/operations.ts')).toEqual([]);
    expect(result.findings.filter((f) => f.file === 'src/operations.ts' && f.status === 'invalid')).toEqual([]);
  });

  it('reports every element kind: fields, arguments, input fields, enum values, in literals and defaults', () => {
    const doc = result.findings.filter((f) => f.file === 'src/documents.graphql').map(summary);
    expect(doc).toEqual(
      expect.arrayContaining([
        { ...place('documents.graphql', 'sort'), location: 'Shop.products(sort:)', status: 'deprecated' },
        { ...place('documents.graphql', 'LEGACY', 1), location: 'ProductKind.LEGACY', status: 'deprecated' }, // variable default
        { ...place('documents.graphql', 'label', 1), location: 'ProductInput.label', status: 'deprecated' }, // input default
        { ...place('documents.graphql', 'LEGACY', 2), location: 'ProductKind.LEGACY', status: 'deprecated' }, // literal
        { ...place('documents.graphql', 'label', 2), location: 'ProductInput.label', status: 'deprecated' }, // literal
      ]),
    );
  });

  it('never gives a fix whose edits overlap: two neighbours removed each take the separator between them', () => {
    for (const text of ['{ shop(id: 1) {\n  title, title\n  name\n} }\n', '{ shop(id: 1) { title ,title\nname } }\n']) {
      const { findings } = analyzerOn('2026-11-21').analyze([{ file: 'twins.graphql', text }]);
      const fixes = findings.filter((f) => f.location === 'Shop.title').map((f) => f.fix);
      expect(fixes.length).toBe(2);
      for (const fix of fixes) {
        const sorted = [...fix!].sort((a, b) => a.start - b.start);
        for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.start).toBeGreaterThanOrEqual(sorted[i - 1]!.end);
        expect(applyEdits(text, fix!).match(/\b(?:title|name)\b/g)).toEqual(['name']);
      }
    }
  });

  it('finds a use wherever its name is written (aliased, in variable and input defaults, nested), and none where the name is only text', () => {
    // Documents naming no retiring element are not walked (find-retiring-uses.ts): each position a use's
    // name can stand in, alone in its document, must still be walked.
    const documents = {
      'variable-default.graphql': 'query A($k: ProductKind = LEGACY) { shop(id: 1) { name } }',
      'input-default.graphql': 'query B($in: ProductInput = { name: "n", label: "l" }) { shop(id: 1) { name } }',
      'alias.graphql': 'query C { shop(id: 1) { shown: title } }',
      'argument.graphql': 'query D { shop(id: 1) { products(sort: "x") { id } } }',
      'nested-literal.graphql': 'mutation E { productCreate(input: { name: "n", kind: LEGACY }) { id } }',
      'text.graphql': '# title legacyId LEGACY sort label\nquery F($title: String = "legacyId LEGACY") { shop(id: 1) { name } }',
    };
    const { findings } = analyzerOn('2026-11-21').analyze(Object.entries(documents).map(([file, text]) => ({ file, text })));
    expect(findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.location}`).sort()).toEqual([
      'alias.graphql:1:32 Shop.title',
      'argument.graphql:1:34 Shop.products(sort:)',
      'input-default.graphql:1:42 ProductInput.label',
      'nested-literal.graphql:1:54 ProductKind.LEGACY',
      'variable-default.graphql:1:27 ProductKind.LEGACY',
    ]);
  });

  it('reports fields through interfaces and unions with the coordinate of the type they are selected on', () => {
    const locations = result.findings.filter((f) => f.file === 'src/documents.graphql').map((f) => f.location);
    expect(locations).toContain('Node.legacyId');
    expect(locations).toContain('Product.legacyId');
    const title = place('documents.graphql', 'title');
    expect(find('documents.graphql', title.line, title.column).map((f) => f.location)).toEqual(['Shop.title']);
  });

  it('reports enum values that code passes as variables, and generated enum members, but not unrelated strings', () => {
    const code = result.findings.filter((f) => f.file === 'src/code-enum.ts');
    expect(code.map((f) => ({ ...summary(f), origin: f.origin }))).toEqual([
      { ...place('code-enum.ts', "'LEGACY'"), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-string-literal' },
      { ...place('code-enum.ts', 'Legacy;'), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-enum-member' },
    ]);
    expect(code[0]!.fix).toEqual([{ start: code[0]!.start, end: code[0]!.end, text: "'DIGITAL'" }]);
    // The file declares the enum itself, with no member for the new value: renamed, it would not compile.
    expect(code[1]!.fix).toBeNull();
    expect(code[1]!.fixWithheld).toBe('the enum `ProductKind` declared in this file has no member `Digital`: add it, then rename');
  });

  it('follows a retiring enum value held in a constant to the properties of its file that take it, and reports it where it is written', () => {
    const code = result.findings.filter((f) => f.file === 'src/code-enum-constants.ts');
    expect(code.map((f) => ({ ...summary(f), origin: f.origin, fix: f.fix?.[0]?.text }))).toEqual([
      { ...place('code-enum-constants.ts', "'LEGACY'", 1), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-string-literal', fix: "'DIGITAL'" },
      { ...place('code-enum-constants.ts', "'LEGACY'", 2), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-string-literal', fix: "'DIGITAL'" },
      { ...place('code-enum-constants.ts', "'LEGACY'", 5), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-string-literal', fix: "'DIGITAL'" }, // TWICE, once
      { ...place('code-enum-constants.ts', "'LEGACY'", 7), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-string-literal', fix: "'DIGITAL'" }, // OUTER
      { ...place('code-enum-constants.ts', "'LEGACY'", 8), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-string-literal', fix: undefined }, // REPEATS
      { ...place('code-enum-constants.ts', "'LEGACY'", 9), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-string-literal', fix: undefined }, // OLD_KIND
      { ...place('code-enum-constants.ts', "'LEGACY'", 10), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-string-literal', fix: undefined }, // SHARED_KIND
    ]);
    const twin = code.find((f) => f.line === at('src/code-enum-constants.ts', "'LEGACY'", 9).line)!;
    expect(twin.fixWithheld).toMatch(/^`OLD_KIND` is read on line \d+ too, and there this object has a key for `DIGITAL` already/);
    const exported = code.find((f) => f.line === at('src/code-enum-constants.ts', "'LEGACY'", 10).line)!;
    expect(exported.fixWithheld).toBe('`SHARED_KIND` is exported, and other files may read it beside a case, key or comparison for `DIGITAL`, which is not checked here; rename it by hand');
    const repeats = code.find((f) => f.line === at('src/code-enum-constants.ts', "'LEGACY'", 8).line)!;
    expect(repeats.fixWithheld).toMatch(/^`REPEATS` is read on line \d+ too, and there this switch has a case for `DIGITAL` already \(line \d+\)/);
    expect(repeats.suggestions.map((s) => s.fix[0]!.text)).toEqual(["'DIGITAL'"]);
  });

  it('follows a retiring enum value held in a constant another file exports (also through re-exports) to the properties that import it, reported there with no fix', () => {
    const code = result.findings.filter((f) => f.file === 'src/imported-kinds.ts');
    expect(code.map((f) => ({ ...summary(f), origin: f.origin, fix: f.fix, withheld: f.fixWithheld }))).toEqual([
      { ...place('imported-kinds.ts', 'IMPORTED_KIND } };'), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-string-literal', fix: null, withheld: 'the value is held in `IMPORTED_KIND`, declared in src/exported-kinds.ts:2: rename it there' },
      { ...place('imported-kinds.ts', 'LOCAL_KIND }', 2), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-string-literal', fix: null, withheld: 'the value is held in `ALIASED`, declared in src/exported-kinds.ts:3: rename it there' },
      { ...place('imported-kinds.ts', 'kind } }'), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-string-literal', fix: null, withheld: 'the value is held in `ALIASED`, declared in src/exported-kinds.ts:3: rename it there' },
      { ...place('imported-kinds.ts', 'kinds.IMPORTED_KIND'), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-string-literal', fix: null, withheld: 'the value is held in `IMPORTED_KIND`, declared in src/exported-kinds.ts:2: rename it there' },
      { ...place('imported-kinds.ts', 'INDEX_KIND }'), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-string-literal', fix: null, withheld: 'the value is held in `INDEX_KIND`, declared in src/kinds/index.ts:2: rename it there' },
      // Through the index's `export *` and `export { … as … } from`: the declaration is named where it is.
      { ...place('imported-kinds.ts', 'MORE_KIND }'), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-string-literal', fix: null, withheld: 'the value is held in `MORE_KIND`, declared in src/kinds/more.ts:2: rename it there' },
      { ...place('imported-kinds.ts', 'BARREL_KIND }', 2), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-string-literal', fix: null, withheld: 'the value is held in `IMPORTED_KIND`, declared in src/exported-kinds.ts:2: rename it there' },
    ]);
    expect(result.findings.filter((f) => f.file === 'src/exported-kinds.ts' || f.file.startsWith('src/kinds/'))).toEqual([]);
  });

  it('finds the same uses of imported constants reading the modules from disk, one file at a time, as the ESLint rules do', () => {
    const analyzer = analyzerOn('2026-11-21');
    const modules = new ConstantsOnDisk((file, text) => analyzer.parseSource({ file, text }).scan.exportedConstants ?? [], (file) => path.relative(root, file), 1000);
    const file = 'src/imported-kinds.ts';
    const parsed = analyzer.withImportedConstants(analyzer.parseSource({ file, text: readFileSync(path.join(root, file), 'utf8') }), modules, path.join(root, file));
    const alone = analyzer.analyzeSource(parsed, new Map()).findings;
    expect(alone.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual(result.findings.filter((f) => f.file === file).map((f) => `${f.line}:${f.column} ${f.message}`));
    expect(alone).toHaveLength(7);
    // What the result depends on: the modules, and the paths looked at before them (`./kinds` is tried as a file first).
    const { direct, shared } = modules.takeRead();
    const read = [direct, ...shared].flatMap((record) => [...record].map(([f, mtime]) => `${path.relative(root, f)} ${mtime < 0 ? 'absent' : 'read'}`));
    expect(read).toEqual(expect.arrayContaining(['src/exported-kinds.ts read', 'src/kinds/index.ts read', 'src/kinds/more.ts read', 'src/kinds.ts absent']));
  });

  it('reading from disk, sees a module change within the recheck time, also through a re-export first read later', () => {
    const analyzer = analyzerOn('2026-11-21');
    const dir = mkdtempSync(path.join(tmpdir(), 'sunset-constants-on-disk-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
    write('steps.ts', "export const STEP = 'LEGACY';\n");
    write('barrel.ts', "export * from './steps';\n");
    let now = 0;
    const modules = new ConstantsOnDisk((file, text) => analyzer.parseSource({ file, text }).scan.exportedConstants ?? [], (file) => file, 1000, () => now);
    const holds = (specifier: string) => modules.exportsOf(path.join(dir, 'use.ts'), specifier)?.has('STEP') ?? false;
    expect(holds('./steps')).toBe(true); // steps.ts looked at, at 0
    now = 900;
    expect(holds('./barrel')).toBe(true); // the barrel's record takes steps.ts as looked at, at 0
    write('steps.ts', "export const STEP = 'DIGITAL';\n");
    utimesSync(path.join(dir, 'steps.ts'), new Date(Date.now() + 5000), new Date(Date.now() + 5000));
    now = 999;
    expect(holds('./barrel')).toBe(true); // within a second of the look: not looked at again
    now = 1000;
    expect([holds('./barrel'), holds('./steps')]).toEqual([false, false]);
  });

  it('finds generated enum members through a namespace import, an import alias, an element access, a constant naming the enum and a destructuring of it, each with its fix', () => {
    const code = result.findings.filter((f) => f.file === 'src/code-enum-imports.ts');
    expect(code.map((f) => ({ ...summary(f), origin: f.origin, fix: f.fix?.[0]?.text }))).toEqual([
      { ...place('code-enum-imports.ts', 'Legacy;', 1), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-enum-member', fix: 'Digital' },
      { ...place('code-enum-imports.ts', 'Legacy;', 2), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-enum-member', fix: 'Digital' },
      { ...place('code-enum-imports.ts', "Legacy'"), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-enum-member', fix: 'Digital' },
      // Through a constant naming the enum, and keys destructured from it (a shorthand key keeps its local).
      { ...place('code-enum-imports.ts', 'Legacy;', 4), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-enum-member', fix: 'Digital' },
      { ...place('code-enum-imports.ts', 'Legacy: via'), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-enum-member', fix: 'Digital' },
      { ...place('code-enum-imports.ts', 'Legacy }'), location: 'ProductKind.LEGACY', status: 'deprecated', origin: 'ts-enum-member', fix: 'Digital: Legacy' },
    ]);
    expect(result.findings.filter((f) => f.file === 'src/generated-enums.ts')).toEqual([]);
  });

  it('decides each status in the documented order', () => {
    const status = (location: string) => [...new Set(result.findings.filter((f) => f.location === location).map((f) => f.status))];
    expect(status('Shop.oldName')).toEqual(['removed']); // removal dated before today
    expect(status('Shop.title')).toEqual(['deprecated']); // deprecation dated before today
    expect(status('Shop.motto')).toEqual(['upcoming']); // deprecation after today, within 90 days
    expect(status('Shop.banner')).toEqual(['deprecated']); // @deprecated, removal announced later
    expect(status('Shop.legacyId')).toEqual(['deprecated']); // @deprecated, no date at all
    expect(status('Product.price')).toEqual([]); // deprecation beyond the look-ahead
  });

  it('says the dates and the replacement in each message', () => {
    const message = (location: string) => result.findings.find((f) => f.location === location)!.message;
    expect(message('Shop.title')).toBe('`title` is deprecated since 2026-10-01; use `name`');
    expect(message('Shop.motto')).toBe('`motto` is deprecated on 2027-01-10 (in 50 days); use `name`');
    expect(message('Shop.banner')).toBe('`banner` is deprecated, and is removed on 2027-03-01 (in 100 days) (Gone soon. Removal on 2027-03-01 UTC)');
    expect(message('Shop.oldName')).toBe('`oldName` was removed on 2026-11-01: the server rejects it; use `name`');
    const removed = result.findings.find((f) => f.location === 'Shop.oldName')!;
    expect(removed).toMatchObject({ date: '2026-11-01', removalDate: '2026-11-01', replacement: 'Shop.name' });
  });

  it('offers a fix only where the replacement is mechanical', () => {
    const fixable = (location: string) => result.findings.find((f) => f.location === location)!.fixable;
    expect(fixable('ProductKind.LEGACY')).toBe(true); // a value of the same enum
    expect(fixable('Shop.title')).toBe(true); // a sibling of the same type
    expect(fixable('ProductInput.label')).toBe(false); // String to String!: not the same type
    expect(fixable('Shop.banner')).toBe(false); // no replacement
  });

  it('turns documents that do not parse or validate into findings, and never throws', () => {
    const invalid = result.findings.filter((f) => f.status === 'invalid').map((f) => ({ file: f.file, line: f.line, message: f.message }));
    expect(invalid).toEqual([
      { file: 'src/broken.ts', line: 4, message: expect.stringContaining('does not parse') },
      { file: 'src/invalid.graphql', line: 1, message: expect.stringMatching(/^`Shop\.nope` does not exist in the schema as of 2026-11-21: this operation fails at run time/) },
      { file: 'src/invalid.graphql', line: 3, message: expect.stringContaining('"zzz" is not defined by type "ProductInput"') },
    ]);
    const nope = result.findings.find((f) => f.message.startsWith('`Shop.nope`'))!;
    expect({ line: nope.line, column: nope.column }).toEqual(at('src/invalid.graphql', 'nope'));
  });

  it('counts what it read', () => {
    expect(result.stats.files).toBe(23);
    expect(result.stats.filesWithDocuments).toBe(14);
  });
});

describe('time travel', () => {
  it('checks documents against the schema as it will be: a removed field is reported as removed, once', async () => {
    const result = await analyzeFixtures('2027-03-02');
    const banner = result.findings.filter((f) => f.location === 'Shop.banner' || f.message.includes('banner'));
    expect(banner.map((f) => f.status)).toEqual(['removed', 'removed']);
    expect(banner[0]!.message).toBe('`banner` was removed on 2027-03-01: the server rejects it (Gone soon. Removal on 2027-03-01 UTC)');
  });

  it('reports the same code as clean of upcoming deprecations before the look-ahead reaches them', async () => {
    const early = await analyzeFixtures('2026-06-01', 30);
    expect(early.findings.filter((f) => f.location === 'Shop.motto')).toEqual([]);
    expect(early.findings.filter((f) => f.location === 'Shop.oldName').map((f) => f.status)).toEqual(['deprecated']);
  });

  it("reports what a removal breaks, not a document's own mistakes that every date's schema rejects alike", () => {
    const analyze = (text: string) => analyzerOn('2026-11-21').analyze([{ file: 'mistakes.graphql', text }]).findings.map((f) => f.status);
    // A variable of the wrong type, a required argument not given, two fields of one name that cannot merge:
    // codegen and the GraphQL linter report those; the schema as of any date only lacks elements.
    expect(analyze('query A($id: Int) { shop(id: $id) { name } }')).toEqual([]);
    expect(analyze('query B { shop { name } }')).toEqual([]);
    expect(analyze('query C { shop(id: "1") { name: id name } }')).toEqual([]);
    // What the removal took out is still reported (once, as removed), in the same kind of document.
    expect(analyze('query D($id: Int) { shop(id: $id) { oldName } }')).toEqual(['removed']);
    expect(analyze('query E { shop(id: "1") { nope } }')).toEqual(['invalid']);
  });

  it('models a day whose removals empty a type: the type goes with what refers to it, and nothing falls back', () => {
    // GitHub removes every field of AnnouncementBannerI on one day; a type then also loses a field its interface declares.
    const sdl = `
      interface Node { id: ID! title: String }
      type Banner { message: String @deprecated(reason: "Removal on 2026-01-01 UTC.") }
      type Org implements Node { id: ID! title: String @deprecated(reason: "Removal on 2026-01-01 UTC.") banner: Banner name: String }
      type Repo implements Node { id: ID! title: String }
      union Item = Banner | Repo
      type Query { org: Org node: Node item: Item }`;
    const small = buildSchema(sdl);
    const analyzer = new Analyzer({ schema: small, calendar: buildCalendar({ today: '2026-11-21', schema: small }), today: '2026-11-21' });
    expect(analyzer.warnings).toEqual([]);
    const statuses = (text: string) => analyzer.analyze([{ file: 'a.graphql', text }]).findings.map((f) => `${f.location} ${f.status}`);
    expect(statuses('{ org { name } node { id } item { ... on Repo { id } } }')).toEqual([]);
    // The removed field is reported as removed; the field of the emptied type as gone with it.
    const banner = analyzer.analyze([{ file: 'a.graphql', text: '{ org { banner { message } } }' }]).findings;
    expect(banner.map((f) => `${f.location} ${f.status}`)).toEqual(['null invalid', 'Banner.message removed']);
    expect(banner[0]!.message).toMatch(/^`Org\.banner` does not exist in the schema as of 2026-11-21/);
    // The interface's field lives on (Repo still has it); Org no longer implements Node.
    expect(statuses('{ node { ... on Org { name } } }')).toEqual(['null invalid']);
  });

  it('takes removed arguments out of the schema as of the date, with the fields and values removed', () => {
    const small = buildSchema('type Query { f(a: Int @deprecated(reason: "Removal on 2026-01-01 UTC."), b: Int): Int g: Int @deprecated(reason: "Removal on 2026-01-01 UTC.") }');
    const asOf = schemaAsOf(small, buildCalendar({ today: '2026-11-21', schema: small }), '2026-11-21');
    expect(asOf.removed.sort()).toEqual(['Query.f(a:)', 'Query.g']);
    const query = asOf.schema.getQueryType()!.getFields();
    expect(Object.keys(query)).toEqual(['f']);
    expect(query['f']!.args.map((a) => a.name)).toEqual(['b']);
  });

  it('widens the look-ahead on request', async () => {
    const wide = await analyzeFixtures('2026-11-21', 365);
    expect(wide.findings.filter((f) => f.location === 'Product.price').map((f) => f.status)).toEqual(['upcoming']);
  });
});

describe('robustness', () => {
  const analyzer = analyzerOn('2026-11-21');
  const cases: Array<[string, string]> = [
    ['unknown input field (graphql-eslint crashes here)', 'mutation { productCreate(input: { zzz: 1, label: "x" }) { id } }'],
    ['unknown type in a fragment', 'fragment F on Nope { id }'],
    ['unknown argument', 'query { shop(id: "1", nope: 2) { title } }'],
    ['empty document', '   '],
    ['unbalanced braces', 'query { shop(id: "1") { title } } }'],
  ];
  for (const [name, text] of cases) {
    it(`does not throw on ${name}`, () => {
      const result = analyzer.analyze([{ file: 'x.graphql', text }]);
      for (const finding of result.findings) expect(finding.line).toBeGreaterThanOrEqual(1);
    });
  }

  it('warns instead of failing when an interpolation stands where syntax is expected', () => {
    const result = analyzer.analyze([{ file: 'x.ts', text: 'const Q = gql`query { shop(id: ${id}) { title } }`;' }]);
    expect(result.findings.filter((f) => f.status === 'invalid')).toEqual([]);
    expect(result.warnings.map((w) => w.message)).toEqual([expect.stringContaining('interpolation')]);
  });

  it('warns instead of reporting a field that does not exist when an interpolation is part of a name', () => {
    for (const text of ['const Q = gql`query { shop(id: "1") { old${suffix} title } }`;', 'const Q = gql`query { shop(id: "1") { ${prefix}Name } }`;']) {
      const result = analyzer.analyze([{ file: 'x.ts', text }]);
      expect(result.findings, text).toEqual([]);
      expect(result.warnings, text).toEqual([{ file: 'x.ts', line: 1, column: text.indexOf('${') + 1, message: 'an interpolation is part of a name; the document cannot be analysed' }]);
    }
    // Inside a string value or a comment an interpolation is text: the document is analysed.
    for (const text of ['const Q = gql`query { shop(id: "v${version}") { oldName } }`;', 'const Q = gql`query {\n  # size: ${n}0\n  shop(id: "1") { oldName }\n}`;']) {
      const inText = analyzer.analyze([{ file: 'x.ts', text }]);
      expect(inText.warnings, text).toEqual([]);
      expect(inText.findings.map((f) => f.location), text).toEqual(['Shop.oldName']);
    }
    // A spread or a whole value interpolated stays analysable: the name beside it is still reported.
    const spread = analyzer.analyze([{ file: 'x.ts', text: 'const Q = gql`query { shop(id: "1") { oldName ${F} } }`;' }]);
    expect(spread.warnings).toEqual([]);
    expect(spread.findings.map((f) => f.location)).toEqual(['Shop.oldName']);
  });

  it('warns about a fragment that no scanned file defines', () => {
    const result = analyzer.analyze([{ file: 'x.graphql', text: 'query { shop(id: "1") { ...Missing } }' }]);
    expect(result.warnings.map((w) => w.message)).toEqual([expect.stringContaining('fragment "Missing"')]);
    expect(result.findings).toEqual([]);
  });
});

describe('schema files among the documents', () => {
  it('are not operations: SDL is skipped, while a document mixing SDL and operations is invalid', () => {
    const analyzer = analyzerOn('2026-11-21');
    expect(analyzer.analyze([{ file: 'schema.graphql', text: 'type Query { a: String }\n' }]).findings).toEqual([]);
    const mixed = analyzer.analyze([{ file: 'mixed.graphql', text: 'type Query { a: String }\nquery { shop(id: "1") { name } }\n' }]);
    expect(mixed.findings.map((f) => f.status)).toEqual(['invalid']);
  });
});

describe('code around the documents', () => {
  const analyzer = analyzerOn('2026-11-21');
  const locations = (file: string, text: string) => analyzer.analyze([{ file, text }]).findings.map((f) => `${f.line}:${f.column} ${f.location}`);

  it('follows the names imports give the tags', () => {
    const text = [
      "import gqlTag from 'graphql-tag';",
      "import { gql as apolloGql } from '@apollo/client';",
      'export const a = gqlTag`query A { shop(id: "1") { title } }`;',
      'export const b = apolloGql(`query B { shop(id: "1") { title } }`);',
      'export const c = other`query C { shop(id: "1") { title } }`;',
    ].join('\n');
    expect(locations('aliases.ts', text)).toEqual(['3:51 Shop.title', '4:55 Shop.title']);
  });

  it('finds enum values passed in arrays, with `as const`, `satisfies` and in conditionals', () => {
    const text = [
      "export const a = { input: { kind: ['LEGACY'] } };",
      "export const b = { input: { kind: 'LEGACY' as const } };",
      "export const c = { input: { kind: isOld ? 'LEGACY' : 'DIGITAL' } };",
      "export const d = { input: { kind: ('LEGACY' satisfies string) } };",
      "export const e = { input: { kind: isOld('LEGACY') } };",
    ].join('\n');
    expect(locations('variables.ts', text)).toEqual(['1:36 ProductKind.LEGACY', '2:35 ProductKind.LEGACY', '3:43 ProductKind.LEGACY', '4:36 ProductKind.LEGACY']);
  });

  describe('constants other files import', () => {
    const across = (files: Record<string, string>) => analyzer.analyze(Object.entries(files).map(([file, text]) => ({ file, text }))).findings;
    const uses = (files: Record<string, string>) => across(files).map((f) => `${f.file}:${f.line}:${f.column}`);
    const passes = (name: string) => `export const v = { input: { kind: ${name} } };`;

    it('resolves a module as TypeScript does: the file before the folder index, `.`, `./folder/`, `.mjs` to `.mts`', () => {
      expect(uses({ 'src/steps.ts': "export const S = 'PHYSICAL';", 'src/steps/index.ts': "export const S = 'LEGACY';", 'src/use.ts': `import { S } from './steps';\n${passes('S')}` })).toEqual([]);
      const folder = {
        'src/kinds/index.ts': "export const K = 'LEGACY';", 'src/kinds/a.ts': `import { K } from '.';\n${passes('K')}`, 'src/b.ts': `import { K } from './kinds/';\n${passes('K')}`,
        'src/kinds/x/y/c.ts': `import { K } from '../..';\n${passes('K')}`, 'src/kinds/x/y/d.ts': `import { K } from '../../';\n${passes('K')}`,
      };
      expect(uses(folder)).toEqual(['src/b.ts:2:35', 'src/kinds/a.ts:2:35', 'src/kinds/x/y/c.ts:2:35', 'src/kinds/x/y/d.ts:2:35']);
      const extensions = { 'src/m.mts': "export const M = 'LEGACY';", 'src/m.ts': "export const M = 'PHYSICAL';", 'src/u.ts': `import { M } from './m.mjs';\n${passes('M')}`, 'src/w.ts': `import { M } from './m.js';\n${passes('M')}` };
      expect(uses(extensions)).toEqual(['src/u.ts:2:35']);
      // Compiled output beside the source, a .tsx twin, an extension TypeScript would not map.
      const twins = {
        'src/a.ts': "export const A = 'PHYSICAL';", 'src/a.js': "export const A = 'LEGACY';", 'src/b.tsx': "export const B = 'LEGACY';", 'src/b.ts': "export const B = 'LEGACY';", 'src/c.ts': "export const C = 'LEGACY';",
        'src/u.ts': `import { A } from './a';\nimport { A as A2 } from './a.js';\nimport { B } from './b';\nimport { C } from './c.jsx';\nexport const all = [${['A', 'A2', 'B', 'C'].map((n) => `{ input: { kind: ${n} } }`).join(', ')}];`,
      };
      expect(across(twins).map((f) => f.message.replace(/.*held in /, ''))).toEqual(['`B`, declared in src/b.ts:1']);
    });

    it('takes a name a module re-exports by name or declares itself over one an `export *` passes on, and follows cycles', () => {
      const files = {
        'src/x.ts': "export const STEP = 'LEGACY';", 'src/y.ts': "export const STEP = 'LEGACY';\nexport const OTHER = 'LEGACY';",
        'src/barrel.ts': "export * from './y';\nexport { STEP } from './x';",
        'src/own.ts': "export * from './y';\nexport const STEP = 'PHYSICAL';",
        'src/ring-a.ts': "export * from './ring-b';\nexport const RING = 'LEGACY';", 'src/ring-b.ts': "export * from './ring-a';",
        'src/use.ts': "import { STEP, OTHER } from './barrel';\nimport { STEP as MINE, OTHER as THEIRS } from './own';\nimport { RING } from './ring-b';\n" + passes('[STEP, OTHER, MINE, THEIRS, RING]'),
      };
      expect(across(files).map((f) => f.message.replace(/.*held in /, ''))).toEqual(['`STEP`, declared in src/x.ts:1', '`OTHER`, declared in src/y.ts:2', '`OTHER`, declared in src/y.ts:2', '`RING`, declared in src/ring-a.ts:2']);
    });

    it('follows names with `$`, names other scripts write, and a constant exported under a string name, naming the constant as it is declared', () => {
      const names = ['$KIND', 'ÉTAT', 'odd', 'D'];
      const line = `export const all = [${names.map((n) => `{ input: { kind: ${n} } }`).join(', ')}];`;
      const files = {
        'src/k.ts': "export const $KIND = 'LEGACY';\nexport const ÉTAT = 'LEGACY';\nconst ODD = 'LEGACY';\nexport { ODD as \"odd(name\" };\nconst D = 'LEGACY';\nexport default D;",
        'src/u.ts': `import D, { $KIND, ÉTAT, "odd(name" as odd } from './k';\n${line}`,
      };
      const found = across(files);
      expect(found.map((f) => `${f.line}:${f.column}`)).toEqual(names.map((n) => `2:${line.indexOf(`kind: ${n} }`) + 7}`));
      expect(found[3]!.message).toBe('enum value `LEGACY` is deprecated since 2026-10-15; use `DIGITAL`; the value is held in `D`, declared in src/k.ts:5');
      expect(found[2]!.fixWithheld).toBe('the value is held in `ODD`, declared in src/k.ts:3: rename it there');
    });

    it('follows a constant bound by `import x = require`, and by a `const` that requires the module, whole or destructured', () => {
      const files = {
        'src/steps.ts': "export const STEP = 'LEGACY';\nexport const OTHER = 'LEGACY';",
        'src/a.ts': "import steps = require('./steps');\n" + passes('steps.STEP'),
        'src/b.ts': "const steps = require('./steps');\n" + passes('steps.OTHER'),
        'src/c.ts': "const { STEP, OTHER: renamed } = require('./steps');\n" + passes('[STEP, renamed]'),
        // A `let` may be given another value; `import type` and a shadowing parameter bind none.
        'src/d.ts': "let steps = require('./steps');\nimport type T = require('./steps');\n" + passes('steps.STEP') + "\nexport const f = (steps: { STEP: string }) => ({ input: { kind: steps.STEP } });",
      };
      expect(across(files).map((f) => `${f.file}:${f.line} ${f.message.replace(/.*held in /, '')}`)).toEqual([
        'src/a.ts:2 `STEP`, declared in src/steps.ts:1',
        'src/b.ts:2 `OTHER`, declared in src/steps.ts:2',
        'src/c.ts:2 `STEP`, declared in src/steps.ts:1',
        'src/c.ts:2 `OTHER`, declared in src/steps.ts:2',
      ]);
      // Read from disk, one file at a time, as the ESLint rules read them: the same.
      const dir = tempProject('sunset-required-constants-', files);
      const modules = new ConstantsOnDisk((file, text) => analyzer.parseSource({ file, text }).scan.exportedConstants ?? [], (file) => path.relative(dir, file), 1000);
      const onDisk = ['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/d.ts'].flatMap((file) => {
        const parsed = analyzer.withImportedConstants(analyzer.parseSource({ file, text: files[file as keyof typeof files] }), modules, path.join(dir, file));
        return analyzer.analyzeSource(parsed, new Map()).findings.map((f) => `${file}:${f.line}`);
      });
      expect(onDisk).toEqual(['src/a.ts:2', 'src/b.ts:2', 'src/c.ts:2', 'src/c.ts:2']);
    });

    it('still withholds the rename of a constant a namespace exports or `export =` exports, which other files read', () => {
      const namespace = "export namespace Steps {\n  export const VIEW = 'LEGACY';\n  export const v = { input: { kind: VIEW } };\n}";
      const assigned = "const STEP = 'LEGACY';\nexport const v = { input: { kind: STEP } };\nexport = STEP;";
      for (const text of [namespace, assigned]) {
        const [finding] = across({ 'src/n.ts': text });
        expect(finding?.fix).toBeNull();
        expect(finding?.fixWithheld).toMatch(/ is exported, and other files may read it/);
      }
    });

    it('parses only files that import from a module exporting one, whatever the constant is called', () => {
      const files = { 'src/o.ts': "export const o = 'LEGACY';\nconst d = 'LEGACY';\nexport default d;", 'src/use.ts': `import { o } from './o';\n${passes('o')}`, 'src/other.ts': "import o from 'o';\nexport const x = { input: { kind: o } };" };
      expect(uses(files)).toEqual(['src/use.ts:2:35']);
      const sources = Object.entries(files).map(([file, text]) => analyzer.parseSource({ file, text }));
      const { marker } = new ExportedConstants(sources.map((s) => ({ file: s.file, text: s.text, constants: s.scan.exportedConstants ?? [] })));
      const mayImport = (text: string) => marker?.test(text) ?? false;
      expect(["import { o } from './o';", "import d from '../src/o.js';", "import * as all from './o'"].map(mayImport)).toEqual([true, true, true]);
      expect(["import o from 'o';", 'const o = 1;', "import React from 'react';", "import { o } from './other';"].map(mayImport)).toEqual([false, false, false, false]);
    });
  });

  describe('constants imported through a tsconfig\'s path aliases', () => {
    /** A project on disk: its files, and what `sunset check` (the run-wide index, with the folder known) finds in it. */
    const project = (files: Record<string, string>) => {
      const dir = tempProject('sunset-aliases-', files);
      const inputs = Object.entries(files).filter(([file]) => !file.endsWith('.json')).map(([file, text]) => ({ file, text }));
      const analyzer = new Analyzer({ schema, calendar: buildCalendar({ today: '2026-11-21', schema, changes }), today: '2026-11-21', cwd: dir });
      const held = (findings: readonly Finding[]) => findings.map((f) => `${f.file}:${f.line} ${f.message.replace(/.*held in /, '')}`);
      return { dir, analyzer, found: held(analyzer.analyze(inputs).findings), withoutFolder: held(analyzerOn('2026-11-21').analyze(inputs).findings), held };
    };
    const passes = (names: readonly string[]) => `export const all = [${names.map((n) => `{ input: { kind: ${n} } }`).join(', ')}];\n`;

    it('follows `paths` (exact keys, the longest prefix, each target in turn) from an extended tsconfig, and an imported binding exported again', () => {
      const { found, withoutFolder } = project({
        'tsconfig.base.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'], '@/deep/*': ['./src/deeper/*'], '@kinds': ['./src/kinds/index.ts'], '@app/*': ['./src/app/*', './src/fallback/*'] } } }),
        'tsconfig.json': JSON.stringify({ extends: './tsconfig.base.json', include: ['src'] }),
        'src/steps.ts': "export const STEP = 'LEGACY';\n",
        'src/deeper/d.ts': "export const DEEP = 'LEGACY';\n",
        'src/kinds/index.ts': "export const K = 'LEGACY';\n",
        'src/fallback/f.ts': "export const F = 'LEGACY';\n",
        'src/barrel.ts': "import { STEP } from '@/steps';\nimport OTHER from './other';\nexport { STEP as AGAIN };\nexport default OTHER;\n",
        'src/other.ts': "const O = 'LEGACY';\nexport default O;\n",
        'src/use.ts': [
          "import { STEP } from '@/steps';",
          "import { DEEP } from '@/deep/d';",
          "import { K } from '@kinds';",
          "import { F } from '@app/f';",
          "import BARREL, { AGAIN } from './barrel';",
          "import { STEP as PACKAGE } from 'steps';",
          passes(['STEP', 'DEEP', 'K', 'F', 'AGAIN', 'BARREL', 'PACKAGE']),
        ].join('\n'),
      });
      expect(found).toEqual([
        'src/use.ts:7 `STEP`, declared in src/steps.ts:1',
        'src/use.ts:7 `DEEP`, declared in src/deeper/d.ts:1',
        'src/use.ts:7 `K`, declared in src/kinds/index.ts:1',
        'src/use.ts:7 `F`, declared in src/fallback/f.ts:1',
        'src/use.ts:7 `STEP`, declared in src/steps.ts:1',
        'src/use.ts:7 `O`, declared in src/other.ts:1',
      ]);
      // Without the folder, no tsconfig is read: only the relative import, and what it passes on relatively.
      expect(withoutFolder).toEqual(['src/use.ts:7 `O`, declared in src/other.ts:1']);
    });

    it('follows what the compiler resolves to: not `baseUrl` after a `paths` key matched, nor a later target where an earlier one is a file outside the run', () => {
      const { found } = project({
        'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./generated/*', './src/*'], '*': ['./types/*'] } } }),
        'steps.ts': "export const STEP = 'LEGACY';\n",
        'src/kinds.ts': "export const KIND = 'LEGACY';\n",
        'src/use.ts': `import { STEP } from 'steps';\nimport { KIND } from '@/kinds';\n${passes(['STEP', 'KIND'])}`,
      });
      // `steps` matched `*` (whose target is missing): the compiler looks in node_modules, not under baseUrl.
      expect(found).toEqual(['src/use.ts:3 `KIND`, declared in src/kinds.ts:1']);
      const generated = project({
        'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./generated/*', './src/*'] } } }),
        'src/kinds.ts': "export const KIND = 'LEGACY';\n",
        'src/use.ts': `import { KIND } from '@/kinds';\n${passes(['KIND'])}`,
      });
      // A generated file the run does not read (ignored by git), which the compiler takes first.
      writeFileSync(path.join(generated.dir, 'generated.ts'), '');
      mkdirSync(path.join(generated.dir, 'generated'));
      writeFileSync(path.join(generated.dir, 'generated', 'kinds.ts'), "export const KIND = 'DIGITAL';\n");
      const inputs = ['src/kinds.ts', 'src/use.ts'].map((file) => ({ file, text: readFileSync(path.join(generated.dir, file), 'utf8') }));
      expect(generated.held(generated.analyzer.analyze(inputs).findings)).toEqual([]);
    });

    it('follows an alias to a workspace package\'s folder to the module its package.json names', () => {
      const { found } = project({
        'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@acme/steps': ['./packages/steps'] } } }),
        'packages/steps/package.json': JSON.stringify({ name: '@acme/steps', main: 'src/main.ts' }),
        'packages/steps/src/main.ts': "export const STEP = 'LEGACY';\n",
        'packages/steps/index.ts': "export const STEP = 'PHYSICAL';\n",
        'apps/web/use.ts': `import { STEP } from '@acme/steps';\n${passes(['STEP'])}`,
      });
      expect(found).toEqual(['apps/web/use.ts:2 `STEP`, declared in packages/steps/src/main.ts:1']);
    });

    it('follows `baseUrl`, in the project a solution tsconfig refers the file to, and reads each from disk as the ESLint rules do, seeing a tsconfig change', () => {
      const { dir, analyzer, found, held } = project({
        'tsconfig.json': JSON.stringify({ files: [], references: [{ path: './tsconfig.node.json' }, { path: './tsconfig.app.json' }] }),
        'tsconfig.node.json': JSON.stringify({ compilerOptions: { baseUrl: './tools' }, include: ['vite.config.ts'] }),
        'tsconfig.app.json': JSON.stringify({ compilerOptions: { baseUrl: './src' }, include: ['src'] }),
        'src/consts.ts': "export const C = 'LEGACY';\n",
        'src/screens/use.ts': `import { C } from 'consts';\n${passes(['C'])}`,
      });
      expect(found).toEqual(['src/screens/use.ts:2 `C`, declared in src/consts.ts:1']);
      let now = 0;
      const modules = new ConstantsOnDisk((file, text) => analyzer.parseSource({ file, text }).scan.exportedConstants ?? [], (file) => path.relative(dir, file), 1000, () => now);
      const file = 'src/screens/use.ts';
      const alone = () => {
        const parsed = analyzer.withImportedConstants(analyzer.parseSource({ file, text: readFileSync(path.join(dir, file), 'utf8') }), modules, path.join(dir, file));
        return held(analyzer.analyzeSource(parsed, new Map()).findings);
      };
      expect(alone()).toEqual(found);
      // What the result depends on: the tsconfigs looked for and read (one record for the folder's files), and the module.
      const { direct, shared } = modules.takeRead();
      const records = [direct, ...shared];
      expect(records.flatMap((record) => [...record.keys()]).map((f) => path.relative(dir, f))).toEqual(expect.arrayContaining(['src/screens/tsconfig.json', 'src/tsconfig.json', 'tsconfig.json', 'tsconfig.app.json', 'tsconfig.node.json', 'src/consts.ts']));
      expect(modules.unchanged(records)).toBe(true);
      // The alias goes: the import names a package again.
      writeFileSync(path.join(dir, 'tsconfig.app.json'), JSON.stringify({ include: ['src'] }));
      utimesSync(path.join(dir, 'tsconfig.app.json'), new Date(Date.now() + 5000), new Date(Date.now() + 5000));
      now = 1000;
      expect(modules.unchanged(records)).toBe(false);
      expect(alone()).toEqual([]);
    });
  });

  it('skips files that only import from a module named graphql without parsing them', () => {
    const text = "import type { Shop } from '@app/graphql';\nexport const title = (shop: Shop) => shop.title;\n";
    expect(analyzer.parseSource({ file: 'plain.ts', text }).scan.documents).toEqual([]);
  });
});

describe('validation shortcuts keep their messages', () => {
  it('still reports a type the schema lacks, in a fragment, an inline fragment and a variable', () => {
    const analyzer = analyzerOn('2026-11-21');
    const messages = (text: string) => analyzer.analyze([{ file: 'x.graphql', text }]).findings.map((f) => f.message);
    expect(messages('fragment F on Nope { id }')).toEqual([expect.stringContaining('Unknown type "Nope"')]);
    expect(messages('query { node(id: "1") { ... on Nope { id } } }')).toEqual([expect.stringContaining('Unknown type "Nope"')]);
    expect(messages('query Q($k: Nope) { shop(id: "1") { name } }')).toEqual(expect.arrayContaining([expect.stringContaining('Unknown type "Nope"')]));
  });
});

describe('validation checks what a schema change can break, not the style of the document', () => {
  it('reports a field the schema lacks, but not unused variables, duplicate operation names or fragment cycles', () => {
    const analyzer = analyzerOn('2026-11-21');
    const messages = (text: string) => analyzer.analyze([{ file: 'x.graphql', text }]).findings.map((f) => f.message);
    expect(messages('query Q($unused: ID) { shop(id: "1") { name } }\nquery Q { shop(id: "2") { name } }')).toEqual([]);
    expect(messages('query { shop(id: "1") { ...A } }\nfragment A on Shop { ...B }\nfragment B on Shop { ...A name }')).toEqual([]);
    expect(messages('query Q($unused: ID) { shop(id: "1") { nope } }')).toEqual([expect.stringMatching(/^`Shop\.nope` does not exist/)]);
  });
});

describe('a replacement the schema as of today has removed too', () => {
  it('is no fix (documents, TS strings, generated enum members, fields), and the message says it is removed', () => {
    const dir = tempProject('sunset-removed-replacement-', {
      'schema.graphql': [
        'type Query { products(kind: Kind): [Product!]! shop: Shop }',
        'enum Kind { PHYSICAL LEGACY @deprecated(reason: "Use `DIGITAL`.") DIGITAL }',
        'type Product { id: ID! }',
        'type Shop { title: String @deprecated(reason: "Use `name`.") name: String }',
        '',
      ].join('\n'),
      'changes.yaml': 'changes:\n  - location: Kind.DIGITAL\n    kind: removal\n    date: 2026-11-10\n  - location: Shop.name\n    kind: removal\n    date: 2026-11-10\n',
    });
    const small = loadSchemaSync(['schema.graphql'], { cwd: dir }).schema;
    const calendar = buildCalendar({ today: '2026-11-21', schema: small, changes: readChangeSchedule(path.join(dir, 'changes.yaml'), 'changes.yaml') });
    const analyzer = new Analyzer({ schema: small, calendar, today: '2026-11-21' });
    const { findings } = analyzer.analyze([
      { file: 'q.graphql', text: '{ products(kind: LEGACY) { id } shop { title } }\n' },
      { file: 'v.ts', text: "import { Kind } from './generated.js';\nexport const a = { kind: 'LEGACY' };\nexport const b = Kind.Legacy;\n" },
    ]);
    const byPlace = findings.filter((f) => f.location !== 'Kind.DIGITAL' && f.location !== 'Shop.name').map((f) => [f.file, f.location, f.fixable, f.replacement, f.message]);
    expect(byPlace).toEqual([
      ['q.graphql', 'Kind.LEGACY', false, null, 'enum value `LEGACY` is deprecated; its replacement `Kind.DIGITAL` is removed too'],
      ['q.graphql', 'Shop.title', false, null, '`title` is deprecated; its replacement `Shop.name` is removed too'],
      ['v.ts', 'Kind.LEGACY', false, null, 'enum value `LEGACY` is deprecated; its replacement `Kind.DIGITAL` is removed too'],
      ['v.ts', 'Kind.LEGACY', false, null, 'enum value `LEGACY` is deprecated; its replacement `Kind.DIGITAL` is removed too'],
    ]);
    expect(findings.every((f) => f.fix === null && f.suggestions.length === 0)).toBe(true);
  });
});

describe('a replacement that retires too', () => {
  const sdl = [
    'type Query { shop: Shop products(kind: Kind): [Product!]! }',
    'type Product { id: ID! }',
    'enum Kind { A @deprecated(reason: "Use `B`.") B @deprecated(reason: "Use `C`.") C }',
    'type Shop {',
    '  h: String @deprecated(reason: "Use `a`.")',
    '  a: String @deprecated(reason: "Use `b`.")',
    '  b: String @deprecated(reason: "Use `c`.")',
    '  c: String',
    '  loop1: String @deprecated(reason: "Use `loop2`.")',
    '  loop2: String @deprecated(reason: "Use `loop1`.")',
    '  d: String @deprecated(reason: "Use `e`.")',
    '  e: String @deprecated(reason: "No longer supported.")',
    '  f: String @deprecated(reason: "Use `g`.")',
    '  g: String @deprecated(reason: "Use `c`. Deprecated on 2027-12-10.")',
    '}',
    '',
  ].join('\n');
  const schema = buildSchema(sdl);
  const analyzer = new Analyzer({ schema, calendar: buildCalendar({ today: '2026-11-21', schema }), today: '2026-11-21' });
  const text = 'query Q($k: Kind = A) {\n  shop { h a b loop1 d f }\n  products(kind: B) { id }\n}\n';
  const { findings } = analyzer.analyze([
    { file: 'q.graphql', text },
    { file: 'v.ts', text: "export const variables = { kind: 'A' };\n" },
  ]);
  const byPlace = (file: string, location: string) => findings.find((f) => f.file === file && f.location === location)!;

  it('is followed to what stays: the fix moves a use once, and the message names the ones passed', () => {
    expect(byPlace('q.graphql', 'Shop.h')).toMatchObject({ replacement: 'Shop.c', fixable: true, message: '`h` is deprecated; use `c` (not `a` or `b`, named on the way: they retire too)' });
    expect(byPlace('q.graphql', 'Shop.a')).toMatchObject({ replacement: 'Shop.c', fixable: true, message: '`a` is deprecated; use `c` (not `b`, the replacement named: it retires too)' });
    expect(byPlace('q.graphql', 'Shop.b')).toMatchObject({ replacement: 'Shop.c', fixable: true, message: '`b` is deprecated; use `c`' });
    expect(byPlace('q.graphql', 'Kind.A')).toMatchObject({ replacement: 'Kind.C', fixable: true });
    expect(byPlace('v.ts', 'Kind.A')).toMatchObject({ replacement: 'Kind.C', fixable: true });
    expect(byPlace('q.graphql', 'Kind.B')).toMatchObject({ replacement: 'Kind.C', fixable: true });
    // `h`, `a` and `b` all become `c`: one fix, shared, keeps one of them renamed.
    expect(byPlace('q.graphql', 'Shop.h').fix).toEqual(byPlace('q.graphql', 'Shop.b').fix);
    const edits = [...new Map(findings.filter((f) => f.file === 'q.graphql').flatMap((f) => f.fix ?? []).map((e) => [JSON.stringify(e), e])).values()];
    expect(applyEdits(text, edits)).toBe('query Q($k: Kind = C) {\n  shop { c loop1 d g }\n  products(kind: C) { id }\n}\n');
    expect(applyEdits("export const variables = { kind: 'A' };\n", byPlace('v.ts', 'Kind.A').fix!)).toBe("export const variables = { kind: 'C' };\n");
  });

  it('is offered only as a suggestion where it names none of its own, or its chain loops', () => {
    for (const [location, replacement, message] of [
      ['Shop.d', 'Shop.e', '`d` is deprecated; use `e`, itself deprecated'],
      ['Shop.loop1', 'Shop.loop2', '`loop1` is deprecated; use `loop2`, itself deprecated'],
    ] as const) {
      const finding = byPlace('q.graphql', location);
      expect(finding).toMatchObject({ replacement, message, fixable: false, fix: null, fixWithheld: `not applied by --fix: its replacement \`${replacement}\` is deprecated too` });
      expect(finding.suggestions[0]!.message).toBe(`Use \`${replacement}\`, deprecated too`);
      expect(applyEdits(text, finding.suggestions[0]!.fix)).toContain(`shop { h a b ${location === 'Shop.d' ? 'loop1 e' : 'loop2 d'} f }`);
    }
  });

  it('is taken as it is where it retires only beyond the look-ahead', () => {
    expect(byPlace('q.graphql', 'Shop.f')).toMatchObject({ replacement: 'Shop.g', fixable: true, message: '`f` is deprecated; use `g`' });
  });
});

describe('a fix shared with a use not reported today', () => {
  const sdl = [
    'type Query { shop: Shop }',
    'type Shop {',
    '  name: String',
    '  title: String @deprecated(reason: "Use `name`. Deprecated on 2026-10-15.")',
    '  far: String @deprecated(reason: "Use `name`. Deprecated on 2027-12-10.")',
    '}',
    '',
  ].join('\n');
  const text = 'query B {\n  shop {\n    title\n    far\n  }\n}\n';
  const findingsWith = (lookaheadDays: number) => {
    const small = buildSchema(sdl);
    return new Analyzer({ schema: small, calendar: buildCalendar({ today: '2026-11-21', schema: small }), today: '2026-11-21', lookaheadDays }).analyze([{ file: 'b.graphql', text }]).findings;
  };

  it('is a suggestion naming that use (far, due beyond the look-ahead, would be merged away a year early)', () => {
    const [title, ...others] = findingsWith(90);
    expect(others).toEqual([]);
    expect(title).toMatchObject({ location: 'Shop.title', fix: null, fixable: false });
    expect(title!.suggestions.map((s) => s.message)).toEqual(['Apply the fix, which also rewrites `Shop.far` on line 4, which is not reported yet (due on 2027-12-10, beyond the look-ahead)']);
    expect(applyEdits(text, title!.suggestions[0]!.fix)).toBe('query B {\n  shop {\n    name\n  }\n}\n');
  });

  it('is the fix of both where the look-ahead reports both', () => {
    const findings = findingsWith(400);
    expect(findings.map((f) => [f.location, f.fixable])).toEqual([['Shop.title', true], ['Shop.far', true]]);
  });
});
