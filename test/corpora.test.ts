/**
 * The calendar on real published schemas (../shared/corpora beside the project): GitHub's, whose
 * reasons end "Removal on YYYY-MM-DD UTC." and which defines two fields twice, and Saleor's, whose
 * 627 deprecations are undated.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaAsOf } from '../src/analysis/schema-as-of.js';
import { buildCalendar } from '../src/calendar/build-calendar.js';
import type { CalendarEntry } from '../src/calendar/types.js';
import { loadSchemaSync } from '../src/schema/load-schema.js';
import { repoRoot, runCli, type CliResult } from './helpers/run-cli.js';

const corpora = path.resolve(repoRoot, '..', 'shared', 'corpora');
const GITHUB = '../shared/corpora/github.graphql';
const SALEOR = '../shared/corpora/saleor.graphql';
const exists = existsSync(path.join(corpora, 'github.graphql')) && existsSync(path.join(corpora, 'saleor.graphql'));
if (!exists) console.warn(`corpus tests skipped: ${corpora} (../shared/corpora) is absent`);

interface CalendarJson {
  today: string;
  entries: CalendarEntry[];
}

describe.skipIf(!exists)('calendar of the GitHub schema', { timeout: 30_000 }, () => {
  let result: CliResult;
  let calendar: CalendarJson;
  let sdlLines: string[];
  beforeAll(() => {
    result = runCli(['calendar', '--schema', GITHUB, '--today', '2026-11-21', '--format', 'json'], { cwd: repoRoot });
    calendar = JSON.parse(result.stdout) as CalendarJson;
    sdlLines = readFileSync(path.join(corpora, 'github.graphql'), 'utf8').split('\n');
  }, 60_000);

  it('exits 0 with 152 dated removals, all from the schema and all past', () => {
    expect(result.code).toBe(0);
    expect(calendar.entries).toHaveLength(152);
    for (const entry of calendar.entries) {
      expect(entry, entry.location).toMatchObject({ kind: 'removal', source: 'schema', api: 'graphql', resolved: true, status: 'past' });
      expect(entry.date, entry.location).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(calendar.entries.map((e) => e.location)).size).toBe(152);
  });

  it("dates every entry with its reason's `Removal on … UTC.`", () => {
    for (const entry of calendar.entries) {
      expect(entry.reason!.match(/Removal on (\d{4}-\d{2}-\d{2}) UTC\./)?.[1], entry.location).toBe(entry.date);
    }
  });

  it('spot-checks three entries against the SDL text at their definedAt line', () => {
    const picks = [calendar.entries[0]!, calendar.entries[76]!, calendar.entries.at(-1)!];
    for (const entry of picks) {
      expect(entry.definedAt?.file).toBe(GITHUB);
      const line = sdlLines[entry.definedAt!.line - 1]!;
      expect(line, `${entry.location} at line ${entry.definedAt!.line}`).toContain('@deprecated(');
      expect(line).toContain(`Removal on ${entry.date} UTC.`);
      const member = entry.location.split('.').at(-1)!.replace(/\(.*$/, '');
      // The directive is on the member's own line, or closes its argument list: the member starts above.
      let start = entry.definedAt!.line - 1;
      while (start > 0 && !/^ {2}[_A-Za-z]\w*(?:[(:]|\s+@)/.test(sdlLines[start]!)) start--;
      expect(sdlLines[start], entry.location).toMatch(new RegExp(`^ {2}${member}(?:[(:]|\\s+@)`));
      // The same reason is in the file exactly where the entry says.
      expect(sdlLines.filter((l) => l.includes(entry.reason!)).length).toBeGreaterThanOrEqual(1);
    }
  });

  it('sorts by date: the earliest removals first', () => {
    const dates = calendar.entries.map((e) => e.date!);
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).toBe(
      sdlLines
        .map((l) => /Removal on (\d{4}-\d{2}-\d{2}) UTC/.exec(l)?.[1])
        .filter((d): d is string => d !== undefined)
        .sort()[0],
    );
  });

  it('warns twice about the EnterpriseOwnerInfo fields defined twice, naming both lines', () => {
    const warnings = result.stderr.split('\n').filter((l) => l.length > 0);
    expect(warnings).toHaveLength(2);
    // Each duplicated field is named at the line of its name, not of the description above it.
    const typeStart = sdlLines.findIndex((l) => l.startsWith('type EnterpriseOwnerInfo '));
    const typeEnd = sdlLines.findIndex((l, i) => i > typeStart && l === '}');
    const definitionStarts = (field: string): number[] => {
      const starts: number[] = [];
      for (let i = typeStart; i < typeEnd; i++) {
        if (!new RegExp(`^  ${field}[(:]`).test(sdlLines[i]!)) continue;
        const start = i;
        starts.push(start + 1);
      }
      return starts;
    };
    for (const [index, field] of ['repositoryDeployKeySetting', 'repositoryDeployKeySettingOrganizations'].entries()) {
      const [first, second] = definitionStarts(field);
      expect(first, field).toBeDefined();
      expect(second, field).toBeDefined();
      const warning = warnings[index]!;
      expect(warning).toMatch(new RegExp(`^warning: .*EnterpriseOwnerInfo\\.${field} is defined twice`));
      expect(warning).toContain(`${GITHUB}:${first}`);
      expect(warning).toContain(`${GITHUB}:${second}`);
    }
  });
});

describe.skipIf(!exists)('the GitHub schema as of each removal date', { timeout: 60_000 }, () => {
  it('is modelled on every date, types emptied by the removals included (AnnouncementBannerI loses all its fields)', () => {
    const schema = loadSchemaSync([GITHUB], { cwd: repoRoot }).schema;
    const calendar = buildCalendar({ today: '2026-11-21', schema });
    const dates = [...new Set(calendar.entries.filter((e) => e.kind === 'removal' && e.date !== null).map((e) => e.date!))];
    expect(dates.length).toBeGreaterThan(10);
    for (const date of dates) {
      const asOf = schemaAsOf(schema, calendar, date);
      expect(asOf.diagnostics, date).toEqual([]);
      expect(asOf.schema, date).not.toBe(schema);
    }
  });
});

describe.skipIf(!exists)('calendar of the Saleor schema', { timeout: 30_000 }, () => {
  let result: CliResult;
  let calendar: CalendarJson;
  beforeAll(() => {
    result = runCli(['calendar', '--schema', SALEOR, '--today', '2026-11-21', '--format', 'json'], { cwd: repoRoot });
    calendar = JSON.parse(result.stdout) as CalendarJson;
  }, 60_000);

  it('exits 0 without diagnostics', () => {
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
  });

  it('has 627 entries, all undated deprecations from the schema', () => {
    expect(calendar.entries).toHaveLength(627);
    for (const entry of calendar.entries) {
      expect(entry, entry.location).toMatchObject({ kind: 'deprecation', date: null, status: 'past', source: 'schema' });
      expect(entry.reason, entry.location).toBeTruthy();
    }
  });

  it('54 of them are argument coordinates', () => {
    const args = calendar.entries.filter((e) => e.location.includes('('));
    expect(args).toHaveLength(54);
    for (const entry of args) expect(entry.location).toMatch(/^\w+\.\w+\(\w+:\)$/);
  });

  it('sorts the undated entries by location', () => {
    const locations = calendar.entries.map((e) => e.location);
    expect(locations).toEqual([...locations].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
