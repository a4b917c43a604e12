/**
 * `sunset calendar` as users run it: the compiled CLI (bin/sunset.js → dist/) in a subprocess.
 * Run after a build (`npm test` builds first).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSchema, introspectionFromSchema } from 'graphql';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../src/calendar/types.js';
import { repoRoot, runCli, type CliResult } from './helpers/run-cli.js';

const TODAY = '2026-11-21';
const SPEC_DATES = [
  '2026-10-17', '2026-10-20', '2026-10-30', '2026-11-09', '2026-11-15', '2026-12-01', '2026-12-11', '2026-12-16',
  '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-11', '2027-01-28', '2027-02-01', '2027-02-08', '2027-04-01',
];
const fixtures = path.join(repoRoot, 'test', 'fixtures', 'calendar');
const lines = (text: string) => text.split('\n').filter((line) => line.length > 0);

let tmp: string;
beforeAll(() => {
  expect(existsSync(path.join(repoRoot, 'dist', 'src', 'cli', 'main.js')), 'build first: npx tsc -p tsconfig.json').toBe(true);
  // An empty working directory: no graphql.config, so the bundled schema and schedule are used.
  tmp = mkdtempSync(path.join(os.tmpdir(), 'sunset-cli-'));
});
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

interface CalendarJson {
  today: string;
  entries: CalendarEntry[];
}

describe('sunset calendar on the bundled schema and schedule', { timeout: 30_000 }, () => {
  let json: CliResult;
  let calendar: CalendarJson;
  beforeAll(() => {
    json = runCli(['calendar', '--today', TODAY, '--format', 'json'], { cwd: tmp });
    calendar = JSON.parse(json.stdout) as CalendarJson;
  }, 60_000);

  it('exits 0 with a JSON object of today and entries', () => {
    expect(json.code).toBe(0);
    expect(Object.keys(calendar).sort()).toEqual(['entries', 'today']);
    expect(calendar.today).toBe(TODAY);
    expect(calendar.entries.length).toBeGreaterThanOrEqual(SPEC_DATES.length);
  });

  it('gives every entry the same fields, null where there is nothing to say', () => {
    const fields = ['api', 'codemod', 'date', 'definedAt', 'description', 'kind', 'location', 'reason', 'replacement', 'resolved', 'rewrite', 'source', 'status'];
    for (const entry of calendar.entries) expect(Object.keys(entry).sort(), entry.location).toEqual(fields);
    expect(calendar.entries.filter((e) => (e as { rewrite: unknown }).rewrite !== null).length).toBeGreaterThan(0);
  });

  it('sums up the scheduled locations the partial schema lacks in one warning line', () => {
    expect(lines(json.stderr)).toHaveLength(1);
    expect(json.stderr).toMatch(/^warning: \d+ scheduled locations are not in the loaded schema \(.*\); /);
    expect(json.stderr).toContain('--strict');
  });

  it('has every date of spec 9.1, and no other', () => {
    expect([...new Set(calendar.entries.map((e) => e.date).filter((d) => d !== null))].sort()).toEqual(SPEC_DATES);
  });

  it('lists the legacy proposal endpoints of spec 4.3 as undated REST deprecations with their replacements', () => {
    const undated = calendar.entries.filter((e) => e.date === null);
    expect(undated).toHaveLength(11);
    for (const entry of undated) expect(entry).toMatchObject({ api: 'rest', kind: 'deprecation', source: 'builtin', status: 'past' });
    expect(undated.find((e) => e.location === 'REST POST /proposal')!.replacement).toBe('dealCreate (seller, deal API)');
  });

  it('carries the four modelled replacements, merged with the schema', () => {
    const at = (location: string) => {
      const found = calendar.entries.filter((e) => e.location === location);
      expect(found, location).toHaveLength(1);
      return found[0]!;
    };
    expect(at('AdGroupBidFactorWorkflowMutationName.AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY')).toMatchObject({
      date: '2026-10-17',
      replacement: 'AdGroupBidFactorWorkflowMutationName.AD_GROUP_UPDATE',
      source: 'both',
      codemod: 'workflow-step-mutation-name',
    });
    for (const field of ['targetingDataCounts', 'daysUntilLargeExpiration']) {
      expect(at(`TargetingDataSegment.${field}`)).toMatchObject({ date: '2026-10-30', replacement: 'TargetingDataSegment.targetingDataInsights', source: 'both' });
    }
    expect(at('Query.audiences')).toMatchObject({ date: '2027-01-02', replacement: 'Advertiser.audiences', source: 'both', codemod: 'audiences-root-query' });
    for (const level of ['Partner', 'Advertiser', 'Campaign']) {
      expect(at(`AdGroupDealTargetingDisallowedReasons.targetedAt${level}Level`)).toMatchObject({
        date: '2027-01-28',
        replacement: 'AdGroupDealTargetingDisallowedReasons.targetedAtHigherLevel',
        source: 'both',
      });
    }
  });

  it('keeps both announcements of Query', () => {
    expect(calendar.entries.filter((e) => e.location === 'Query').map((e) => e.date)).toEqual(['2026-12-01', '2027-04-01']);
  });

  it('judges every status against --today', () => {
    for (const entry of calendar.entries) {
      expect(entry.status, `${entry.location} ${entry.date}`).toBe(entry.date === null || entry.date <= TODAY ? 'past' : 'upcoming');
    }
    expect(calendar.entries.filter((e) => e.status === 'past').length).toBeGreaterThan(0);
    expect(calendar.entries.filter((e) => e.status === 'upcoming').length).toBeGreaterThan(0);
    const later = JSON.parse(runCli(['calendar', '--today', '2027-12-31'], { cwd: tmp }).stdout) as CalendarJson;
    expect(later.entries.every((e) => e.status === 'past')).toBe(true);
  });

  it('sorts entries by date (undated last), then location, then kind', () => {
    const key = (e: CalendarEntry) => `${e.date ?? '9999-99-99'}\u0000${e.location}\u0000${e.kind}`;
    const keys = calendar.entries.map(key);
    expect(keys).toEqual([...keys].sort());
  });

  it('defaults to JSON', () => {
    const plain = runCli(['calendar', '--today', TODAY], { cwd: tmp });
    expect(plain.code).toBe(0);
    expect(plain.stdout).toBe(json.stdout);
  });

  it('--format md has month headings, upcoming months first, then past months most recent first', () => {
    const md = runCli(['calendar', '--today', TODAY, '--format', 'md'], { cwd: tmp });
    expect(md.code).toBe(0);
    expect(md.stdout.split('\n').filter((line) => line.startsWith('## '))).toEqual([
      '## December 2026',
      '## January 2027',
      '## February 2027',
      '## April 2027',
      '## November 2026',
      '## October 2026',
      '## Undated',
    ]);
    expect(md.stdout).toContain('`Query.audiences`');
    expect(md.stdout).toContain('`Advertiser.audiences`');
  });

  it('--format ics parses with ical.js and has one VEVENT per dated entry, on its date', () => {
    const ics = runCli(['calendar', '--today', TODAY, '--format', 'ics'], { cwd: tmp });
    expect(ics.code).toBe(0);
    const component = new ICAL.Component(ICAL.parse(ics.stdout));
    expect(component.name).toBe('vcalendar');
    const events = component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const dated = calendar.entries.filter((e) => e.date !== null);
    expect(events).toHaveLength(dated.length);
    const eventDates = events.map((event) => {
      expect(event.startDate.isDate).toBe(true);
      return event.startDate.toString();
    });
    expect(eventDates.sort()).toEqual(dated.map((e) => e.date!).sort());
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    const audiences = events.find((event) => event.summary.includes('Query.audiences'));
    expect(audiences?.startDate.toString()).toBe('2027-01-02');
    expect(audiences?.description).toContain('Advertiser.audiences');
  });

  it('--out writes the file and prints nothing on stdout', () => {
    const out = path.join(tmp, 'calendar.json');
    const result = runCli(['calendar', '--today', TODAY, '--format', 'json', '--out', 'calendar.json'], { cwd: tmp });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(readFileSync(out, 'utf8')).toBe(json.stdout);
  });

  it('--strict exits 2: the bundled schedule names locations the partial schema lacks', () => {
    const out = path.join(tmp, 'strict.json');
    const result = runCli(['calendar', '--today', TODAY, '--strict', '--out', out], { cwd: tmp });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(existsSync(out)).toBe(false);
    expect(result.stderr).toMatch(/changes\.yaml:\d+:\d+: City is not in the loaded schema/);
    expect(lines(result.stderr).at(-1)).toMatch(/^sunset: .*changes\.yaml:\d+:\d+: .* is not in the loaded schema/);
  });

  it('--strict stops with one line that names the first problem and counts the rest', () => {
    const result = runCli(['calendar', '--today', TODAY, '--strict'], { cwd: tmp });
    expect(result.code).toBe(2);
    expect(lines(result.stderr)).toHaveLength(1);
    expect(result.stderr).toMatch(/^sunset: .*changes\.yaml:\d+:\d+: City is not in the loaded schema .*\(and \d+ more errors; --verbose lists them\)\n$/);
  });

  it('--strict --verbose names each problem once', () => {
    const result = runCli(['calendar', '--today', TODAY, '--strict', '--verbose'], { cwd: tmp });
    expect(result.code).toBe(2);
    const problems = lines(result.stderr).slice(0, -1).map((line) => line.replace(/^(error|warning): /, ''));
    expect(problems.length).toBeGreaterThan(1);
    expect(new Set(problems).size).toBe(problems.length);
  });

  it('--verbose lists every missing location on its own line', () => {
    const result = runCli(['calendar', '--today', TODAY, '--verbose'], { cwd: tmp });
    expect(result.code).toBe(0);
    const missing = lines(result.stderr);
    expect(missing.length).toBeGreaterThan(3);
    for (const line of missing) expect(line).toMatch(/^warning: .*changes\.yaml:\d+:\d+: \S+ is not in the loaded schema/);
    expect(result.stderr).toContain(' City is not in the loaded schema');
  });
});

describe('sunset calendar: the kind of a date in a schema reason', { timeout: 30_000 }, () => {
  it('a date after "since", "added" or "introduced" is the deprecation, not the removal; a bare date stays the removal', () => {
    const schema = [
      'type Query {',
      '  a: String',
      '  since: String @deprecated(reason: "Use `a`. Since 2025-01-01.")',
      '  added: String @deprecated(reason: "Added 2024-03-01. Use `a`.")',
      '  introduced: String @deprecated(reason: "`a` introduced on March 2, 2024; use it.")',
      '  bare: String @deprecated(reason: "Use `a`. 2027-04-01")',
      '}',
      '',
    ].join('\n');
    writeFileSync(path.join(tmp, 'reason-kinds.graphql'), schema);
    const result = runCli(['calendar', '--schema', 'reason-kinds.graphql', '--today', TODAY], { cwd: tmp });
    expect(result.stderr).toBe('');
    const { entries } = JSON.parse(result.stdout) as CalendarJson;
    expect(entries.map((e) => [e.location, e.kind, e.date, e.status])).toEqual([
      ['Query.added', 'deprecation', '2024-03-01', 'past'],
      ['Query.introduced', 'deprecation', '2024-03-02', 'past'],
      ['Query.since', 'deprecation', '2025-01-01', 'past'],
      ['Query.bare', 'removal', '2027-04-01', 'upcoming'],
    ]);
  });
});

describe('sunset calendar on an introspection JSON schema', { timeout: 30_000 }, () => {
  it('gives no definedAt line: the lines are those of the SDL printed from it, not the JSON file\'s', () => {
    const sdl = 'type Query {\n  a: String\n  b: String @deprecated(reason: "Removal on 2027-01-10 UTC.")\n}\n';
    writeFileSync(path.join(tmp, 'introspection.json'), JSON.stringify({ data: introspectionFromSchema(buildSchema(sdl)) }, null, 2));
    const json = runCli(['calendar', '--schema', 'introspection.json', '--today', TODAY], { cwd: tmp });
    expect(json.code).toBe(0);
    expect((JSON.parse(json.stdout) as CalendarJson).entries).toEqual([expect.objectContaining({ location: 'Query.b', date: '2027-01-10', definedAt: null })]);
    const ics = runCli(['calendar', '--schema', 'introspection.json', '--today', TODAY, '--format', 'ics'], { cwd: tmp });
    expect(ics.stdout).not.toMatch(/introspection\.json:\d/);
  });
});

describe('sunset calendar --format ics with no dated entry', { timeout: 30_000 }, () => {
  it('writes a calendar with one component as RFC 5545 asks (a UTC time zone, no event), and none beside events', () => {
    writeFileSync(path.join(tmp, 'undated.graphql'), 'type Query {\n  a: String\n  old: String @deprecated(reason: "Use `a`.")\n}\n');
    const result = runCli(['calendar', '--schema', 'undated.graphql', '--today', TODAY, '--format', 'ics'], { cwd: tmp });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const calendar = new ICAL.Component(ICAL.parse(result.stdout));
    expect(calendar.getAllSubcomponents().map((c) => c.name)).toEqual(['vtimezone']);
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('UTC');
    expect(zone.getFirstSubcomponent('standard')?.getFirstPropertyValue('tzoffsetto')?.toString()).toBe('+00:00');
    expect(result.stdout.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const dated = runCli(['calendar', '--today', TODAY, '--format', 'ics'], { cwd: tmp });
    expect(dated.stdout).not.toContain('VTIMEZONE');
  });

  it('takes a --today before 1970, stamping the events 1970-01-01 (the library takes no earlier stamp)', () => {
    writeFileSync(path.join(tmp, 'old.graphql'), 'type Query {\n  a: String\n  old: String @deprecated(reason: "Removal on 1969-07-20 UTC.")\n}\n');
    const result = runCli(['calendar', '--schema', 'old.graphql', '--today', '1969-01-01', '--format', 'ics'], { cwd: tmp });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const event = new ICAL.Component(ICAL.parse(result.stdout)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('dtstart')?.toString()).toBe('1969-07-20');
    expect(event.getFirstPropertyValue('dtstamp')?.toString()).toBe('1970-01-01T00:00:00Z');
  });
});

describe('sunset calendar: bad input exits 2 with one line naming the problem, writing nothing', { timeout: 30_000 }, () => {
  const cases: Array<{ name: string; args: string[]; stderr: RegExp }> = [
    { name: 'an unknown flag', args: ['--bogus'], stderr: /unknown option '--bogus'/ },
    { name: '--today 2026-13-01', args: ['--today', '2026-13-01'], stderr: /^sunset: --today .*"2026-13-01"/ },
    { name: '--today 2027-02-30', args: ['--today', '2027-02-30'], stderr: /^sunset: --today .*"2027-02-30"/ },
    { name: '--schema of malformed SDL', args: ['--schema', 'malformed.graphql'], stderr: /^sunset: malformed\.graphql:4:\d+: Syntax Error/ },
    { name: '--schema of SDL naming an unknown type', args: ['--schema', 'unknown-type.graphql'], stderr: /^sunset: unknown-type\.graphql:4:10: Unknown type "Owner"\.$/m },
    { name: '--schema of a missing file', args: ['--schema', 'missing.graphql'], stderr: /^sunset: missing\.graphql: cannot read schema: no such file$/m },
    { name: '--changes of a YAML with a bad date', args: ['--changes', 'changes-bad-date.yaml'], stderr: /^sunset: changes-bad-date\.yaml:8:11: date .*"2027-02-30"/ },
    { name: '--format xml', args: ['--format', 'xml'], stderr: /'xml' is invalid/ },
  ];

  // Each runs in the fixtures folder, with --out: the output file must never appear.
  const runs = new Map<string, { result: CliResult; out: string }>();
  const run = (name: string, args: string[]) => {
    if (!runs.has(name)) {
      const out = path.join(tmp, `${name.replace(/\W+/g, '-')}.out`);
      const today = args.includes('--today') ? [] : ['--today', TODAY];
      runs.set(name, { result: runCli(['calendar', ...today, ...args, '--out', out], { cwd: fixtures }), out });
    }
    return runs.get(name)!;
  };

  it.each(cases)('$name: exit 2, the problem on stderr, nothing on stdout, no --out file', ({ name, args, stderr }) => {
    const { result, out } = run(name, args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(stderr);
    expect(existsSync(out)).toBe(false);
  });

  const sunsetErrors = cases.filter((c) => !['an unknown flag', '--format xml'].includes(c.name));
  it.each(sunsetErrors)('$name: stderr is exactly one line', ({ name, args }) => {
    expect(lines(run(name, args).result.stderr)).toHaveLength(1);
  });

  // BUG (src/cli/main.ts): commander's showHelpAfterError('(run with --help for usage)') adds a
  // second stderr line after commander's own usage errors, against the CLI's own contract ("maps
  // every failure to one line") and the faces' rule of one line per failure.
  it.each(cases.filter((c) => !sunsetErrors.includes(c)))('$name: stderr is exactly one line (commander adds a help hint line)', ({ name, args }) => {
    expect(lines(run(name, args).result.stderr)).toHaveLength(1);
  });

  it('--project without a graphql.config is exit 2 with one line', () => {
    const result = runCli(['calendar', '--today', TODAY, '--project', 'nope'], { cwd: tmp });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(lines(result.stderr)).toEqual([expect.stringMatching(/^sunset: the project "nope" needs a graphql\.config file/)]);
  });

  it('an --out in a folder that does not exist is exit 2 naming the file', () => {
    const result = runCli(['calendar', '--today', TODAY, '--out', 'no/such/dir/calendar.json'], { cwd: tmp });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(lines(result.stderr).at(-1)).toMatch(/^sunset: no\/such\/dir\/calendar\.json: cannot write output/);
  });
});

describe('sunset --help and --version', { timeout: 30_000 }, () => {
  it('calendar --help exits 0 and lists the options', () => {
    const result = runCli(['calendar', '--help'], { cwd: tmp });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: sunset calendar \[options\]/);
    for (const option of ['--format <format>', '--out <file>', '--strict', '--verbose', '--schema <pointer...>', '--changes <file...>', '--project <name>', '--today <YYYY-MM-DD>', '--help']) {
      expect(result.stdout).toContain(option);
    }
    for (const format of ['json', 'md', 'ics', 'html']) expect(result.stdout).toContain(`"${format}"`);
    expect(result.stderr).toBe('');
  });

  it('--version prints the package.json version', () => {
    const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
      const result = runCli([flag], { cwd: tmp });
      expect(result.code).toBe(0);
      expect(result.stdout.trim()).toBe(version);
    }
  });
});
