/**
 * The repository's codegen.ts, run in-process: typed operations, schema types with @deprecated JSDoc,
 * and the calendar through sunset's own plugin; the same output twice, and the same as committed.
 * Then sunset/codegen (plugin and preset) on a small schema and schedule: the JSDoc it has the
 * typescript plugin write, its errors, its option checks and its warnings.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { generate, type CodegenConfig } from '@graphql-codegen/cli';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as sunsetCodegen from '../src/codegen/plugin.js';
import { repoRoot } from './helpers/run-cli.js';

type Output = { filename: string; content: string };

async function runCodegen(): Promise<Output[]> {
  process.env['SUNSET_TODAY'] = '2026-11-21';
  const { default: config } = await import('../codegen.js');
  const cwd = process.cwd();
  process.chdir(repoRoot);
  try {
    return (await generate({ ...config, silent: true, cwd: repoRoot }, false)) as Output[];
  } finally {
    process.chdir(cwd);
  }
}

describe('codegen.ts', { timeout: 60_000 }, () => {
  let first: Output[];
  let second: Output[];
  beforeAll(async () => {
    first = await runCodegen();
    second = await runCodegen();
  });
  const content = (outputs: Output[], name: string) => outputs.find((o) => o.filename.endsWith(name))!.content;

  it('gives the same output twice', () => {
    // Outputs come in the order they finish.
    const byName = (outputs: Output[]) => outputs.map((o) => [o.filename, o.content]).sort(([a], [b]) => a!.localeCompare(b!));
    expect(byName(second)).toEqual(byName(first));
  });

  it('matches the committed generated files', () => {
    for (const output of first) {
      expect(readFileSync(path.resolve(repoRoot, output.filename), 'utf8'), output.filename).toBe(output.content);
    }
  });

  it('writes @deprecated JSDoc naming the date and the replacement on deprecated schema elements', () => {
    const types = content(first, 'generated/schema.ts');
    expect(types).toMatch(/@deprecated Use `targetingDataInsights` instead\. Deprecation effective 2026-10-30\.\s*\*\/\s*targetingDataCounts\?/);
    expect(types).toMatch(/@deprecated Use `targetedAtHigherLevel`\. Deprecation effective 2027-01-28\.\s*\*\/\s*targetedAtPartnerLevel/);
    // A member of the enum's string union (enumsAsTypes), which the typescript plugin comments from its description alone.
    expect(types).toMatch(/@deprecated Use `AD_GROUP_UPDATE`; [^\n]* Deprecation effective 2026-10-17\.\s*\*\/\s*\| 'AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY'/);
  });

  it('writes the calendar through sunset/codegen in every format', () => {
    const calendar = JSON.parse(content(first, 'calendar.json'));
    expect(calendar.today).toBe('2026-11-21');
    expect(calendar.entries.map((e: { location: string }) => e.location)).toContain('Query.audiences');
    expect(content(first, 'calendar.md')).toContain('## January 2027');
    expect(content(first, 'calendar.ics')).toContain('BEGIN:VCALENDAR');
    expect(content(first, 'calendar.html')).toMatch(/^<!doctype html>/i);
  });
});

const SCHEMA = `
type Query {
  segment(id: ID!, legacyId: Int @deprecated(reason: "Use \`id\`.")): Segment
  audiences: [String] @deprecated(reason: "Use \`advertiser { audiences }\`.")
}
type Segment {
  counts: Int @deprecated(reason: "Use \`insights\` instead. Deprecation effective 2026-10-30.")
  insights: Int
  size: Int
}
"A workflow step."
enum Step {
  "Update."
  UPDATE
  "Old update."
  OLD_UPDATE @deprecated(reason: "Use \`UPDATE\`. Deprecation effective 2026-10-17.")
  LEGACY
}
input SegmentInput {
  name: String @deprecated(reason: "Use \`label\`. Deprecation effective 2027-01-01.")
  label: String
}
`;

const CHANGES = `changes:
  - location: Segment.size
    kind: deprecation
    date: 2027-02-01
    replacement: Segment.insights
  - location: Segment.size
    kind: removal
    date: 2027-05-01
  - location: Segment.counts
    kind: deprecation
    date: 2026-11-15
  - location: Query.audiences
    kind: deprecation
    date: 2027-01-02
  - location: Step.LEGACY
    kind: removal
    date: 2027-03-01
    replacement: Step.UPDATE
  - location: Query.segment(legacyId:)
    kind: removal
    date: 2027-04-01
  - location: Segment
    kind: deprecation
    date: 2027-06-01
    description: Some fields of Segment are deprecated; they are not named.
  - location: Gone.field
    kind: removal
    date: 2027-01-01
`;

describe('sunset/codegen on a small schema', { timeout: 60_000 }, () => {
  let dir: string;
  const file = (name: string) => path.join(dir, name);
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sunset-codegen-'));
    writeFileSync(file('schema.graphql'), SCHEMA);
    writeFileSync(file('changes.yaml'), CHANGES);
    writeFileSync(file('badkind.yaml'), 'changes:\n  - location: Query.audiences\n    kind: removed\n    date: 2027-01-02\n');
    writeFileSync(file('baddate.yaml'), 'changes:\n  - location: Query.audiences\n    kind: removal\n    date: 2027-02-30\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => vi.restoreAllMocks());

  async function run(generates: CodegenConfig['generates'], extra: Partial<CodegenConfig> = {}): Promise<Output[]> {
    const config: CodegenConfig = {
      schema: file('schema.graphql'),
      pluginLoader: (name: string) => (name === 'sunset/codegen' ? Promise.resolve(sunsetCodegen) : import(name)),
      generates,
      silent: true,
      ...extra,
    };
    return (await generate(config, false)) as Output[];
  }
  /** The one output of a run of one generates entry. */
  const only = async (entry: CodegenConfig['generates'][string], name = 'out/types.ts') => (await run({ [file(name)]: entry }))[0]!.content;
  /** The message codegen fails with. */
  const failure = (entry: CodegenConfig['generates'][string], name = 'out/calendar.json') =>
    only(entry, name).then(
      () => 'no error',
      (error: Error) => error.message,
    );
  const types = (config: Record<string, unknown> = { enumsAsTypes: true }) =>
    only({ preset: sunsetCodegen.preset, presetConfig: { changes: file('changes.yaml') }, plugins: ['typescript'], config });
  /** The JSDoc right above `declaration` (which is matched literally). */
  const docAbove = (text: string, declaration: string) => {
    const at = text.indexOf(declaration);
    expect(at, declaration).toBeGreaterThan(-1);
    const before = text.slice(0, at).trimEnd();
    return before.endsWith('*/') ? before.slice(before.lastIndexOf('/**')) : '';
  };
  const stderrOf = () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    return () => write.mock.calls.map((call) => stripVTControlCharacters(String(call[0]))).join('');
  };

  describe('the preset: @deprecated JSDoc from the calendar', () => {
    it('tags enum values written as a string union, from the schema and from the schedule alone', async () => {
      const text = await types();
      expect(docAbove(text, "| 'OLD_UPDATE'")).toBe('/**\n   * Old update.\n   * @deprecated Use `UPDATE`. Deprecation effective 2026-10-17.\n   */');
      expect(docAbove(text, "| 'LEGACY'")).toBe('/** @deprecated Removal effective 2027-03-01. Replacement: `Step.UPDATE`. */');
      expect(docAbove(text, "| 'UPDATE'")).toBe('/** Update. */');
    });

    it('tags a native enum member once', async () => {
      const text = await types({ enumType: 'native' });
      const block = text.slice(text.indexOf('export enum Step'), text.indexOf('}', text.indexOf('export enum Step')));
      expect(block.match(/@deprecated/g)).toHaveLength(2);
      expect(docAbove(block, 'OldUpdate =')).toContain('@deprecated Use `UPDATE`. Deprecation effective 2026-10-17.');
    });

    it('writes the schedule’s dates and replacement, and keeps the schema’s reason', async () => {
      const text = await types();
      // Only the schedule retires it.
      expect(docAbove(text, '  size?:')).toBe(
        '/** @deprecated Deprecation effective 2027-02-01. Removal effective 2027-05-01. Replacement: `Segment.insights`. */',
      );
      // Undated in the schema, dated by the schedule.
      expect(docAbove(text, '  audiences?:')).toBe('/** @deprecated Use `advertiser { audiences }`. Deprecation effective 2027-01-02 (change schedule). */');
      // The schedule's date differs from the reason's: both are shown, the schedule's marked.
      expect(docAbove(text, '  counts?:')).toBe(
        '/** @deprecated Use `insights` instead. Deprecation effective 2026-10-30. Deprecation effective 2026-11-15 (change schedule). */',
      );
      expect(docAbove(text, '  name?:')).toBe('/** @deprecated Use `label`. Deprecation effective 2027-01-01. */');
    });

    it('tags no arguments (the typescript plugin comments none) and no whole types', async () => {
      const text = await types();
      const args = text.slice(text.indexOf('export type QuerySegmentArgs'), text.indexOf('};', text.indexOf('export type QuerySegmentArgs')));
      expect(args).toContain('legacyId?:');
      expect(args).not.toContain('@deprecated');
      expect(docAbove(text, 'export type Segment =')).toBe('');
    });

    it('rejects unknown keys in presetConfig', async () => {
      const message = await failure({ preset: sunsetCodegen.preset, presetConfig: { chnages: file('changes.yaml') }, plugins: ['typescript'] }, 'out/types.ts');
      expect(message).toContain('sunset/codegen: unknown option "chnages" (known: changes, strict)');
    });
  });

  describe('errors name the plugin, the file and the line', () => {
    it('a bad kind in the schedule', async () => {
      expect(await failure({ plugins: ['sunset/codegen'], config: { changes: file('badkind.yaml') } })).toContain(
        `sunset/codegen: ${file('badkind.yaml')}:3:11: kind must be one of deprecation, removal, breaking, validation, got "removed"`,
      );
    });

    it('an impossible date in the schedule', async () => {
      expect(await failure({ plugins: ['sunset/codegen'], config: { changes: file('baddate.yaml') } })).toContain(
        `sunset/codegen: ${file('baddate.yaml')}:4:11: date must be a real YYYY-MM-DD date, got "2027-02-30"`,
      );
    });

    it('a missing schedule', async () => {
      expect(await failure({ plugins: ['sunset/codegen'], config: { changes: file('nope.yaml') } })).toContain(
        `sunset/codegen: ${file('nope.yaml')}: cannot read change schedule: no such file`,
      );
    });

    it('the same from the preset', async () => {
      const message = await failure({ preset: sunsetCodegen.preset, presetConfig: { changes: file('badkind.yaml') }, plugins: ['typescript'] }, 'out/types.ts');
      expect(message).toContain(`sunset/codegen: ${file('badkind.yaml')}:3:11: kind must be one of`);
    });

    it('a scheduled location missing from the schema under strict', async () => {
      stderrOf();
      expect(await failure({ plugins: ['sunset/codegen'], config: { changes: file('changes.yaml'), strict: true } })).toContain(
        `sunset/codegen: ${file('changes.yaml')}:26:5: Gone.field is not in the loaded schema`,
      );
    });
  });

  describe('options', () => {
    it.each([
      [{ changes: 42 }, 'option "changes" must be a file path or a list of file paths, got 42'],
      [{ changes: ['a.yaml', 7] }, 'option "changes" must be a file path or a list of file paths, got ["a.yaml",7]'],
      [{ strict: 'false' }, 'option "strict" must be true or false, got "false"'],
      [{ today: 20261121 }, 'option "today" must be a real date written YYYY-MM-DD, got 20261121'],
      [{ format: 'pdf' }, 'option "format" must be one of json, md, ics, html, got "pdf"'],
      [{ chnages: 'changes.yaml' }, 'unknown option "chnages" (known: format, changes, today, strict)'],
    ])('%j is an error naming the option', async (config, message) => {
      expect(await failure({ plugins: ['sunset/codegen'], config })).toContain(`sunset/codegen: ${message}`);
    });

    it('rejects an unknown key in the plugin’s own entry', async () => {
      expect(await failure({ plugins: [{ 'sunset/codegen': { output: 'md' } }] })).toContain('sunset/codegen: unknown option "output"');
    });

    it('leaves other plugins’ options alone (codegen passes the root config to every plugin)', async () => {
      stderrOf();
      const outputs = await run(
        { [file('out/calendar.json')]: { plugins: ['sunset/codegen'], config: { changes: file('changes.yaml'), today: '2026-11-21' } } },
        { config: { scalars: { DateTime: 'string' }, strictScalars: true, enumsAsTypes: true } },
      );
      expect(JSON.parse(outputs[0]!.content).today).toBe('2026-11-21');
    });

    it('writes HTML to .htm and Markdown to .markdown', async () => {
      const outputs = await run({
        [file('out/calendar.htm')]: { plugins: ['sunset/codegen'] },
        [file('out/calendar.markdown')]: { plugins: ['sunset/codegen'] },
      });
      expect(outputs.find((o) => o.filename.endsWith('.htm'))!.content).toMatch(/^<!doctype html>/i);
      expect(outputs.find((o) => o.filename.endsWith('.markdown'))!.content).toMatch(/^# Deprecation calendar/);
    });
  });

  it('prints each warning once per run, however many outputs build the calendar', async () => {
    const stderr = stderrOf();
    const calendar = { changes: file('changes.yaml'), today: '2026-11-21' };
    await run({
      [file('out/calendar.json')]: { plugins: ['sunset/codegen'], config: calendar },
      [file('out/calendar.md')]: { plugins: ['sunset/codegen'], config: calendar },
      [file('out/types.ts')]: { preset: sunsetCodegen.preset, presetConfig: { changes: file('changes.yaml') }, plugins: ['typescript'] },
    });
    const lines = stderr().trimEnd().split('\n');
    expect(lines.filter((line) => line.includes('Gone.field'))).toEqual([expect.stringMatching(/^warning: 1 scheduled location is not in the loaded schema \(Gone\.field\)/)]);
    expect(lines.filter((line) => line.includes('disagree'))).toEqual([
      `warning: ${file('changes.yaml')}:9:5: schema and schedule disagree on the deprecation date of Segment.counts: 2026-10-30 in ${file('schema.graphql')}:7, 2026-11-15 in the schedule; the schedule's date is used`,
    ]);
    expect(lines).toHaveLength(2);
  });
});
