/**
 * Line and column of every finding, as ESLint counts them, in host files and `.graphql` files alike:
 * `\r\n`, a lone `\r` and `\n` end lines everywhere, U+2028 and U+2029 in JS/TS only (ESLint's
 * `SourceCode` there; in `.graphql` files the `sunset/graphql` language, like the GraphQL spec, does
 * not count them), and a byte order mark is no column. Checked against ESLint's own `Linter`, and
 * through `sunset check --format json` on files on disk. Offsets (and so fixes) are the text's own.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'graphql';
import { Linter, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { Analyzer } from '../src/analysis/analyzer.js';
import { applyEdits } from '../src/analysis/text-edits.js';
import { buildCalendar } from '../src/calendar/build-calendar.js';
import { readChangeSchedule } from '../src/calendar/change-schedule.js';
import { LineIndex } from '../src/documents/line-index.js';
import { loadSchemaSync } from '../src/schema/load-schema.js';
import sunset from '../rules/index.js';
import { repoRoot, runCli } from './helpers/run-cli.js';

const TODAY = '2026-11-21';
const schema = loadSchemaSync([path.join(repoRoot, 'schema', 'platform.graphql')]).schema;
const analyzer = new Analyzer({ schema, calendar: buildCalendar({ today: TODAY, schema, changes: readChangeSchedule(path.join(repoRoot, 'schema', 'changes.yaml')) }), today: TODAY });

/** A rule that reports where ESLint's `SourceCode` puts each offset it is given. */
let probeOffsets: number[] = [];
const probe: Rule.RuleModule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const report = () => {
      for (const offset of probeOffsets) context.report({ loc: { start: context.sourceCode.getLocFromIndex(offset), end: context.sourceCode.getLocFromIndex(offset) }, message: String(offset) });
    };
    return { Program: report, Document: report };
  },
};
const linter = new Linter({ cwd: repoRoot });
const config: Linter.Config[] = [
  { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { probe: { rules: { at: probe } } }, rules: { 'probe/at': 'error' } },
  { files: ['**/*.graphql'], plugins: { sunset, probe: { rules: { at: probe } } }, language: 'sunset/graphql', rules: { 'probe/at': 'error' } },
];

/** ESLint's 1-based line and column of each offset of `text` (ESLint strips a BOM first, so its offsets are one less). */
function eslintPositions(file: string, text: string, offsets: number[]): Array<{ line: number; column: number }> {
  const bom = text.startsWith('\uFEFF') ? 1 : 0;
  probeOffsets = offsets.map((o) => Math.max(0, o - bom));
  const messages = linter.verify(text, config, file);
  expect(messages.filter((m) => m.ruleId !== 'probe/at')).toEqual([]);
  return messages.map((m) => ({ line: m.line, column: m.column }));
}

const QUERY = (eol: string, comment: string) =>
  [
    'query Q($id: ID!) {',
    `  # ${comment}`,
    '  adGroup(id: $id) {',
    '    targetableDeals(first: 5) { nodes { disallowedReasons { targetedAtPartnerLevel targetedAtCampaignLevel } } }',
    '  }',
    '}',
    '',
  ].join(eol);
const HOST = (eol: string, comment: string) => [`import { gql } from 'graphql-tag';`, `// ${comment}`, `export const Q = gql\`${QUERY(eol, comment)}\`;`, ''].join(eol);

const variants: Array<[string, string]> = [];
for (const [eolName, eol] of [
  ['LF', '\n'],
  ['CRLF', '\r\n'],
  ['CR', '\r'],
] as const) {
  for (const [commentName, comment] of [
    ['plain', 'a b'],
    ['U+2028', 'a\u2028b'],
    ['U+2029 and U+2028', 'a\u2029b\u2028c'],
  ] as const) {
    for (const bom of ['', '\uFEFF']) {
      const name = `${eolName}, ${commentName}${bom ? ', BOM' : ''}`;
      variants.push([`${name}: .graphql`, bom + QUERY(eol, comment)], [`${name}: .ts`, bom + HOST(eol, comment)]);
    }
  }
}

// On the first line, where a BOM would count as a column.
const ONE_LINE = 'query Q($id: ID!) { adGroup(id: $id) { targetableDeals(first: 5) { nodes { disallowedReasons { targetedAtPartnerLevel targetedAtCampaignLevel } } } } }';
for (const bom of ['', '\uFEFF']) {
  variants.push([`one line${bom ? ', BOM' : ''}: .graphql`, `${bom}${ONE_LINE}\n`], [`one line${bom ? ', BOM' : ''}: .ts`, `${bom}export const Q = gql\`${ONE_LINE}\`;\n`]);
}

describe('finding positions are ESLint’s', () => {
  it.each(variants)('%s', (name, text) => {
    const file = name.endsWith('.ts') ? 'src/q.ts' : 'src/q.graphql';
    const findings = analyzer.analyze([{ file, text }]).findings;
    expect(findings.map((f) => f.location)).toEqual(['AdGroupDealTargetingDisallowedReasons.targetedAtPartnerLevel', 'AdGroupDealTargetingDisallowedReasons.targetedAtCampaignLevel']);
    const starts = eslintPositions(file, text, findings.map((f) => f.start));
    const ends = eslintPositions(file, text, findings.map((f) => f.end));
    expect(findings.map((f) => ({ line: f.line, column: f.column }))).toEqual(starts);
    expect(findings.map((f) => ({ line: f.endLine, column: f.endColumn }))).toEqual(ends);
    // Offsets stay the text's own: the fix renames exactly the field's name.
    expect(text.slice(findings[0]!.start, findings[0]!.end)).toBe('targetedAtPartnerLevel');
  });

  it('the line index counts as documented', () => {
    const text = '\uFEFFab\r\ncd\ref\ngh\u2028ij\u2029kl';
    const lines = (unicodeLineBreaks: boolean) => [0, 1, 2, 5, 8, 11, 14, 17].map((o) => new LineIndex(text, { unicodeLineBreaks }).position(o));
    expect(lines(true).map((p) => `${p.line}:${p.column}`)).toEqual(['1:1', '1:1', '1:2', '2:1', '3:1', '4:1', '5:1', '6:1']);
    expect(lines(false).map((p) => `${p.line}:${p.column}`)).toEqual(['1:1', '1:1', '1:2', '2:1', '3:1', '4:1', '4:4', '4:7']);
  });
});

describe('sunset check reports ESLint’s positions for files on disk', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sunset-positions-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'bom.graphql':
      '\uFEFFquery Q { audiences(where: { advertiserId: "1" }) { totalCount } adGroupBidFactorWorkflow: adGroup(id: "x") { id } }\r\nmutation M($id: ID!, $v: String!) {\r\n  adGroupBidFactorWorkflow(input: { adGroupId: $id, steps: [{ mutationName: AD_GROUP_UPDATE, mutationVariables: $v }] }) { data { id } }\r\n}\r\n',
    'cr.graphql': 'query Q($id: ID!) {\r  adGroup(id: $id) {\r    targetableDeals(first: 5) { nodes { disallowedReasons { targetedAtPartnerLevel } } }\r  }\r}\r',
    'cr.ts':
      "import { gql } from 'graphql-tag';\r// a\u2028b\rexport const Q = gql`\r  query Q($id: ID!) {\r    adGroup(id: $id) { targetableDeals(first: 5) { nodes { disallowedReasons { targetedAtPartnerLevel } } } }\r  }\r`;\r",
    'ls.ts':
      "import { gql } from 'graphql-tag';\n// a\u2028b\nexport const Q = gql`\n  query Q($id: ID!) {\n    adGroup(id: $id) { targetableDeals(first: 5) { nodes { disallowedReasons { targetedAtPartnerLevel } } } }\n  }\n`;\n",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);

  it.each([
    ['bom.graphql', '1:11-1:20'],
    ['cr.graphql', '3:61-3:83'],
    ['cr.ts', '6:80-6:102'],
    ['ls.ts', '6:80-6:102'],
  ])('%s at %s', (name, expected) => {
    const run = runCli(['check', name, '--today', TODAY, '--format', 'json', '--fail-on', 'removed'], { cwd: dir });
    expect(run.stderr).not.toMatch(/error/i);
    const [first] = JSON.parse(run.stdout) as Array<{ line: number; column: number; endLine: number; endColumn: number }>;
    expect(`${first!.line}:${first!.column}-${first!.endLine}:${first!.endColumn}`).toBe(expected);
    // And ESLint agrees.
    const [fromEslint] = eslintPositions(`src/${name}`, files[name]!, [analyzer.analyze([{ file: name, text: files[name]! }]).findings[0]!.start]);
    expect(`${fromEslint!.line}:${fromEslint!.column}`).toBe(expected.split('-')[0]);
  });
});

describe('documents in string literals with escapes', () => {
  // graphql('…\n…'): the text has its escapes blanked to their width, so findings sit on the field.
  const text = [
    "import { graphql } from './gql';",
    "export const Q = graphql('query Q($id: ID!) {\\n  adGroup(id: $id) {\\n    targetableDeals(first: 5) { nodes { disallowedReasons { targetedAtPartnerLevel } } }\\n  }\\n}\\n');",
    'export const R = graphql("query R { audiences(where: { advertiserId: \\"1\\" }) { totalCount } }");',
    "export const S = graphql('query S { adGroup(id: \"1\") { targetableDeals(first: 5) { nodes { disallowedReasons { \\u0020targetedAtCampaignLevel } } } } }');",
    '',
  ].join('\n');

  it('reports each use at its own place, and offers the fixes it can write back into the literal as they are', () => {
    const findings = analyzer.analyze([{ file: 'src/q.ts', text }]).findings;
    expect(findings.map((f) => [f.location, text.slice(f.start, f.end)])).toEqual([
      ['AdGroupDealTargetingDisallowedReasons.targetedAtPartnerLevel', 'targetedAtPartnerLevel'],
      ['Query.audiences', 'audiences'],
      ['AdGroupDealTargetingDisallowedReasons.targetedAtCampaignLevel', 'targetedAtCampaignLevel'],
    ]);
    // A rename touches no escape (beside `\u0020` too): written as it is. The root query's move would
    // write the argument's `"1"` into a double-quoted string, and spans escapes: neither fix nor suggestion.
    expect(applyEdits(text, findings[0]!.fix!)).toBe(text.replace('targetedAtPartnerLevel', 'targetedAtHigherLevel'));
    expect(applyEdits(text, findings[2]!.fix!)).toBe(text.replace('\\u0020targetedAtCampaignLevel', '\\u0020targetedAtHigherLevel'));
    expect([findings[1]!.fix, findings[1]!.suggestions]).toEqual([null, []]);
    expect(findings[1]!.unrewritten).toMatch(/^the rewrite would touch an escape/);
    // A reshape of a document of several lines is written on several lines: a quoted string cannot hold them.
    const reshaped = "export const A = graphql('query A($id: ID!) {\\n  advertiser(id: $id) {\\n    targetingDataSegments { nodes {\\n      targetingDataCounts { activeCounts }\\n    } }\\n  }\\n}');\n";
    const reshape = analyzer.analyze([{ file: 'src/r.ts', text: reshaped }]).findings;
    expect(reshape.map((f) => [f.location, f.fix])).toEqual([['TargetingDataSegment.targetingDataCounts', null]]);
    const positions = eslintPositions('src/q.ts', text, findings.map((f) => f.start));
    expect(findings.map((f) => ({ line: f.line, column: f.column }))).toEqual(positions);
    expect(findings.map((f) => f.line)).toEqual([2, 3, 4]);
  });

  it("reads a GraphQL string's own escapes written with JS escapes (\\\\\\\", \\\\\\\\) as GraphQL does, in either quote", () => {
    const strings = [
      'export const A = graphql("query A { adGroup(id: \\"a\\\\\\"b\\") { id } }");',
      'export const B = graphql("query B { adGroup(id: \\"a\\\\\\\\b\\") { id } }");',
      'export const C = graphql("query C { adGroup(id: \\"a\\\\\\\\\\\\\\"b\\") { id } }");',
      "export const D = graphql('query D { adGroup(id: \"a\\\\\\\\b\\\\nc\") { id } }');",
      '',
    ].join('\n');
    // Each is a valid document once JS has read the string: no finding, no warning.
    for (const line of strings.split('\n').filter(Boolean)) expect(() => parse(new Function(`return ${/graphql\((.*)\);$/.exec(line)![1]}`)() as string)).not.toThrow();
    const result = analyzer.analyze([{ file: 'src/e.ts', text: strings }]);
    expect([result.findings, result.warnings]).toEqual([[], []]);
  });

  it('parses what the program sends, whatever its escapes: as graphql-js parses the string JS reads', () => {
    const text = readFileSync(path.join(repoRoot, 'test', 'fixtures', 'escapes', 'literals.ts'), 'utf8');
    const literals = [...text.matchAll(/= (?:gql|graphql)\(?([`"'])([\s\S]*?)\1\)?;$/gm)].map((m) => `${m[1]}${m[2]}${m[1]}`);
    // An operation read: a comment-only document is no syntax error to the engine (nothing written yet), and none read.
    const parses = (sent: string) => {
      try {
        return parse(sent).definitions.length > 0;
      } catch {
        return false;
      }
    };
    const sent = literals.map((literal) => new Function(`return ${literal}`)() as string);
    const expected = literals.map((literal, i) => [literal, parses(sent[i]!)]);
    const documents = analyzer.parseSource({ file: 'src/literals.ts', text }).documents;
    // The very text the program sends.
    expect(documents.map((d) => d.embedded.text)).toEqual(sent);
    expect(documents.map((d, i) => [literals[i], d.syntaxError === null && (d.ast?.definitions.length ?? 0) > 0])).toEqual(expected);
    // Both ways: some parse, some do not.
    expect(new Set(expected.map(([, ok]) => ok))).toEqual(new Set([true, false]));
  });

  it('places uses after a line continuation and a decoded escape, and fixes them there', () => {
    const text = "export const Q = graphql('query Q { adGroup(id: \"1\") { \\\n targetableDeals(first: 5) { nodes { disallowedReasons { \\x20targetedAtPartnerLevel } } } } }');\n";
    const [finding] = analyzer.analyze([{ file: 'src/c.ts', text }]).findings;
    expect(text.slice(finding!.start, finding!.end)).toBe('targetedAtPartnerLevel');
    expect([finding!.line, finding!.column]).toEqual([2, 1 + text.split('\n')[1]!.indexOf('targetedAtPartnerLevel')]);
    expect(applyEdits(text, finding!.fix!)).toBe(text.replace('targetedAtPartnerLevel', 'targetedAtHigherLevel'));
  });

  it('says why a fix the string cannot hold is not offered', () => {
    const reshaped = "export const A = graphql('query A($id: ID!) {\\n  advertiser(id: $id) {\\n    targetingDataSegments { nodes {\\n      targetingDataCounts { activeCounts }\\n    } }\\n  }\\n}');\n";
    const [finding] = analyzer.analyze([{ file: 'src/r.ts', text: reshaped }]).findings;
    expect([finding!.fix, finding!.unrewritten]).toEqual([null, expect.stringMatching(/^the rewrite would touch an escape .* or write what that string cannot hold/)]);
  });

  it('ends a # comment at an escaped line break, and takes an escape of no character as a space', () => {
    const commented = "export const F = graphql('fragment F on AdGroupDealTargetingDisallowedReasons {\\n  # the level\\n  targetedAtPartnerLevel\\n}\\n');\n";
    expect(analyzer.analyze([{ file: 'src/f.ts', text: commented }]).findings.map((f) => [f.status, f.location])).toEqual([
      ['upcoming', 'AdGroupDealTargetingDisallowedReasons.targetedAtPartnerLevel'],
    ]);
    // A template with escapes is read the same way; a fix that touches no escape is offered (a template takes it as written).
    const template = 'export const T = gql`fragment T on AdGroupDealTargetingDisallowedReasons {\\n  # the level\\n  targetedAtPartnerLevel\\n}`;\n';
    const inTemplate = analyzer.analyze([{ file: 'src/t.ts', text: template }]).findings;
    expect(inTemplate.map((f) => [f.status, f.location])).toEqual([['upcoming', 'AdGroupDealTargetingDisallowedReasons.targetedAtPartnerLevel']]);
    expect(template.slice(inTemplate[0]!.start, inTemplate[0]!.end)).toBe('targetedAtPartnerLevel');
    expect(applyEdits(template, inTemplate[0]!.fix!)).toBe(template.replace('targetedAtPartnerLevel', 'targetedAtHigherLevel'));
    // One that would rewrite an escape is not.
    const over = 'export const S = gql`fragment S on TargetingDataSegment { targetingDataCounts {\\n activeCounts\\n } }`;\n';
    expect(analyzer.analyze([{ file: 'src/s.ts', text: over }]).findings.map((f) => [f.location, f.fix])).toEqual([['TargetingDataSegment.targetingDataCounts', null]]);
    const impossible = "export const G = graphql('query G { adGroup(id: \"\\u{110000}\") { id } }');\n";
    expect(analyzer.analyze([{ file: 'src/g.ts', text: impossible }]).findings).toEqual([]);
  });
});
