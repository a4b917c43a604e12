/**
 * Property: whatever the engine is fed (random and mutated documents and host files: truncated
 * templates, unbalanced braces, unknown fields and types, huge literals, every kind of line break,
 * a byte order mark), it never throws and every finding has a valid location in the file it names.
 * (`eslint --fix` over random selections with aliases and directives: test/engine-fixes.test.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Analyzer, mayReport } from '../src/analysis/analyzer.js';
import type { Finding } from '../src/analysis/types.js';
import { buildCalendar } from '../src/calendar/build-calendar.js';
import { readChangeSchedule } from '../src/calendar/change-schedule.js';
import { loadSchemaSync } from '../src/schema/load-schema.js';
import { repoRoot } from './helpers/run-cli.js';

const fixtures = path.join(repoRoot, 'test', 'fixtures', 'engine');
const schema = loadSchemaSync(['schema.graphql'], { cwd: fixtures }).schema;
const changes = readChangeSchedule(path.join(fixtures, 'changes.yaml'));
const analyzer = new Analyzer({ schema, calendar: buildCalendar({ today: '2026-11-21', schema, changes }), today: '2026-11-21' });

const seeds = readdirSync(path.join(fixtures, 'src'), { withFileTypes: true }).filter((entry) => entry.isFile()).map(({ name }) => ({ name, text: readFileSync(path.join(fixtures, 'src', name), 'utf8') }));

/**
 * Line and column of an offset as ESLint counts them, computed without the engine: lines end at
 * `\r\n`, `\r`, `\n`, and in JS/TS also at U+2028 and U+2029; a BOM is no column.
 */
function positionOf(file: string, text: string, offset: number) {
  const breaks = file.endsWith('.graphql') || file.endsWith('.gql') ? /\r\n|[\r\n]/ : /\r\n|[\r\n\u2028\u2029]/;
  const before = text.slice(text.startsWith('\uFEFF') ? Math.min(1, offset) : 0, offset).split(breaks);
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

function assertValid(finding: Finding, text: string) {
  expect(finding.start).toBeGreaterThanOrEqual(0);
  expect(finding.end).toBeGreaterThanOrEqual(finding.start);
  expect(finding.end).toBeLessThanOrEqual(text.length);
  expect({ line: finding.line, column: finding.column }).toEqual(positionOf(finding.file, text, finding.start));
  expect({ line: finding.endLine, column: finding.endColumn }).toEqual(positionOf(finding.file, text, finding.end));
  for (const edit of finding.fix ?? []) {
    expect(edit.start).toBeGreaterThanOrEqual(0);
    expect(edit.end).toBeLessThanOrEqual(text.length);
  }
}

const fragments = ['{', '}', '(', ')', '${x}', '`', '"', '"""', '#', '...', 'query', 'fragment F on Shop', 'shop(id: "1")', 'title', 'nope', 'LEGACY', '$v', ':', '@skip(if: true)', 'on Unknown', '\n', '\r', '\r\n', '\u2028', '\u2029', 'gql`', "'LEGACY'", 'kind: ', 'x'.repeat(5000)];

/** One mutation of a seed file: cut, insert, duplicate or swap a piece. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), piece: fc.constantFrom(...fragments) }),
  fc.record({ kind: fc.constant('insert-random' as const), at: fc.nat(), piece: fc.string({ maxLength: 20 }) }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(), length: fc.nat({ max: 80 }) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.nat({ max: 40 }) }),
);

function mutate(text: string, steps: Array<fc.RecordValue<Record<string, unknown>>>): string {
  let out = text;
  for (const step of steps as Array<{ kind: string; at: number; piece?: string; length?: number }>) {
    const at = out.length === 0 ? 0 : step.at % (out.length + 1);
    if (step.kind === 'truncate') out = out.slice(0, at);
    else if (step.kind === 'insert' || step.kind === 'insert-random') out = out.slice(0, at) + step.piece + out.slice(at);
    else if (step.kind === 'duplicate') out = out.slice(0, at) + out.slice(at, at + step.length!) + out.slice(at);
    else out = out.slice(0, at) + out.slice(at + step.length!);
  }
  return out;
}

describe('the engine never throws and always locates its findings', () => {
  it('on mutated host files and documents', () => {
    let skipped = 0;
    fc.assert(
      fc.property(fc.constantFrom(...seeds), fc.array(mutation, { minLength: 1, maxLength: 6 }), fc.boolean(), (seed, steps, bom) => {
        const text = (bom ? '\uFEFF' : '') + mutate(seed.text, steps);
        const result = analyzer.analyze([{ file: seed.name, text }]);
        for (const finding of result.findings) assertValid(finding, text);
        // The prefilter another thread applies to skip a file never skips one with findings.
        if (!mayReport(analyzer.prefilter(), seed.name, text)) {
          skipped++;
          expect(result.findings).toEqual([]);
        }
      }),
      { numRuns: 3000, seed: 20261121 },
    );
    // Mutations that break the marker happen: the prefilter property above was exercised.
    expect(skipped).toBeGreaterThan(0);
  });

  it('on random token soup, in .graphql files and in templates', () => {
    const soup = fc.array(fc.constantFrom(...fragments, ' ', 'shop', 'products', 'input:', '{ name: "a", zzz: 1 }', 'productCreate'), { maxLength: 40 }).map((parts) => parts.join(' '));
    fc.assert(
      fc.property(soup, fc.boolean(), (body, embedded) => {
        const text = embedded ? `const q = gql\`${body}\`;\nconst v = { kind: 'LEGACY' };\n` : body;
        const result = analyzer.analyze([{ file: embedded ? 'soup.ts' : 'soup.graphql', text }]);
        for (const finding of result.findings) assertValid(finding, text);
      }),
      { numRuns: 3000, seed: 7 },
    );
  });

  it('still finds a use planted in otherwise random host code', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }).filter((s) => !s.includes('`')), (noise) => {
        const text = `${noise}\nconst q = gql\`query { shop(id: "1") { title } }\`;\n`;
        const titles = analyzer.analyze([{ file: 'planted.ts', text }]).findings.filter((f) => f.location === 'Shop.title');
        // Noise can open a comment or a string that swallows the template; when it does not, the use is found exactly.
        for (const finding of titles) expect(text.slice(finding.start, finding.end)).toBe('title');
      }),
      { numRuns: 1000, seed: 3 },
    );
  });
});
