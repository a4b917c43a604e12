/**
 * The repository's codegen.ts, run in-process: typed operations, schema types with @deprecated JSDoc,
 * and the calendar through sunset's own plugin; the same output twice, and the same as committed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { beforeAll, describe, expect, it } from 'vitest';
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
    expect(second.map((o) => [o.filename, o.content])).toEqual(first.map((o) => [o.filename, o.content]));
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
