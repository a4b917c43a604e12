import { readFileSync } from 'node:fs';
import { describe, it, expect } from 'vitest';
import Ajv from 'ajv';
import type { Finding } from '../src/analysis/types.js';
import type { Calendar, CalendarEntry } from '../src/calendar/types.js';
import { failingFindings, nextDates, type CheckReport } from '../src/check/report.js';
import { formatJson } from '../src/check/formats/json.js';
import { formatStylish } from '../src/check/formats/stylish.js';
import { FINGERPRINT_KEY, fileUri, formatSarif } from '../src/check/formats/sarif.js';
import { escapeData, escapeProperty, formatGithub } from '../src/check/formats/github.js';

function entry(overrides: Partial<CalendarEntry> & Pick<CalendarEntry, 'location'>): CalendarEntry {
  return {
    api: 'graphql',
    kind: 'deprecation',
    date: null,
    status: 'past',
    replacement: null,
    description: null,
    source: 'changes',
    codemod: null,
    reason: null,
    resolved: true,
    definedAt: null,
    ...overrides,
  };
}

function finding(overrides: Partial<Finding> & Pick<Finding, 'file' | 'status' | 'message'>): Finding {
  return {
    line: 1,
    column: 1,
    endLine: 1,
    endColumn: 2,
    location: null,
    elementKind: 'field',
    origin: 'document',
    date: null,
    removalDate: null,
    replacement: null,
    fixable: false,
    fix: null,
    codemod: null,
    start: 0,
    end: 1,
    ...overrides,
  };
}

const TODAY = '2026-11-21';

const calendar: Calendar = {
  today: TODAY,
  diagnostics: [],
  entries: [
    entry({ location: 'Query.audiences', date: '2026-01-01', replacement: 'Query.segments', description: 'Audiences are replaced by _segments_ <see docs>', codemod: 'rename-audiences' }),
    entry({ location: 'Order.total', kind: 'removal', date: '2026-03-10', replacement: 'Order.totalPrice' }),
    entry({ location: 'Query.audiences', kind: 'removal', date: '2027-01-02', status: 'upcoming', replacement: 'Query.segments' }),
    entry({ location: 'Query.reach', date: '2027-01-02', status: 'upcoming' }),
    entry({ location: 'REST GET /v1/orders', api: 'rest', kind: 'removal', date: '2027-02-01', status: 'upcoming', resolved: false }),
    entry({ location: 'REST POST /v1/orders', api: 'rest', kind: 'removal', date: '2027-02-01', status: 'upcoming', resolved: false }),
    entry({ location: 'GraphQL: pagination', kind: 'breaking', date: '2027-03-01', status: 'upcoming' }),
    entry({ location: 'Campaign.budget' }),
  ],
};

const deprecatedFinding = finding({
  file: 'src/queries/audiences.graphql',
  line: 3,
  column: 5,
  endLine: 3,
  endColumn: 14,
  start: 30,
  end: 39,
  location: 'Query.audiences',
  status: 'deprecated',
  date: '2026-01-01',
  removalDate: '2027-01-02',
  replacement: 'Query.segments',
  message: 'the root `audiences` query is deprecated since 2026-01-01, and is removed on 2027-01-02 (in 42 days); use `segments`',
  fixable: true,
  fix: [{ start: 30, end: 39, text: 'segments' }],
  codemod: 'rename-audiences',
});

const upcomingFinding = finding({
  file: 'src/queries/audiences.graphql',
  line: 12,
  column: 7,
  endLine: 12,
  endColumn: 12,
  start: 140,
  end: 145,
  location: 'Query.reach',
  status: 'upcoming',
  date: '2027-01-02',
  message: 'the root `reach` query is deprecated on 2027-01-02 (in 42 days)',
});

const removedFinding = finding({
  file: 'src/a,b.ts',
  line: 2,
  column: 3,
  endLine: 2,
  endColumn: 14,
  start: 20,
  end: 31,
  location: 'Order.total',
  status: 'removed',
  date: '2026-03-10',
  removalDate: '2026-03-10',
  replacement: 'Order.totalPrice',
  message: '`Order.total` was removed on 2026-03-10: the server rejects it\n100% of requests fail',
});

const invalidFinding = finding({
  file: 'src/broken.graphql',
  line: 4,
  column: 1,
  endLine: 4,
  endColumn: 1,
  start: 50,
  end: 50,
  elementKind: 'document',
  status: 'invalid',
  message: 'the GraphQL document does not parse: Expected Name, found <EOF>.',
});

const secondUpcoming = finding({
  file: 'src/z.ts',
  line: 120,
  column: 10,
  endLine: 121,
  endColumn: 4,
  start: 4000,
  end: 4020,
  location: 'Query.reach',
  status: 'upcoming',
  origin: 'ts-string-literal',
  date: '2027-01-02',
  message: 'the root `reach` query is deprecated on 2027-01-02 (in 42 days)',
});

function makeReport(overrides: Partial<CheckReport> = {}): CheckReport {
  return {
    today: TODAY,
    failOn: 'deprecated',
    // In the analyzer's order: by file, then position.
    findings: [removedFinding, invalidFinding, deprecatedFinding, upcomingFinding, secondUpcoming],
    warnings: [{ file: 'src/dyn.ts', line: 8, column: 2, message: 'an interpolation stands where GraphQL syntax is expected; the document cannot be analysed' }],
    calendar,
    stats: { files: 12, filesWithDocuments: 5, documents: 30 },
    ...overrides,
  };
}

// Strips ANSI colour codes.
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

describe('failingFindings', () => {
  it('fails invalid and removed at every level, deprecated from --fail-on deprecated, upcoming only at --fail-on upcoming', () => {
    const statuses = (failOn: CheckReport['failOn']) => failingFindings(makeReport({ failOn })).map((f) => f.status);
    expect(statuses('removed')).toEqual(['removed', 'invalid']);
    expect(statuses('deprecated')).toEqual(['removed', 'invalid', 'deprecated']);
    expect(statuses('upcoming')).toEqual(['removed', 'invalid', 'deprecated', 'upcoming', 'upcoming']);
  });

  it('fails nothing when there are no findings', () => {
    expect(failingFindings(makeReport({ findings: [], failOn: 'upcoming' }))).toEqual([]);
  });
});

describe('nextDates', () => {
  it('lists dated changes after today, nearest first, GraphQL and REST alike', () => {
    expect(nextDates(calendar, TODAY).map((e) => `${e.date} ${e.location}`)).toEqual([
      '2027-01-02 Query.audiences',
      '2027-01-02 Query.reach',
      '2027-02-01 REST GET /v1/orders',
    ]);
    expect(nextDates(calendar, TODAY, 10)).toHaveLength(5);
    expect(nextDates(calendar, TODAY, 0)).toEqual([]);
  });

  it('judges against the given day, not the entries\' status, and leaves out entries on that day', () => {
    expect(nextDates(calendar, '2027-01-02', 1).map((e) => e.location)).toEqual(['REST GET /v1/orders']);
    expect(nextDates(calendar, '2025-01-01', 1).map((e) => e.location)).toEqual(['Query.audiences']);
  });
});

describe('formatJson', () => {
  it('is a pretty array of findings with a fixed set of keys', () => {
    const text = formatJson(makeReport());
    expect(text.endsWith(']\n')).toBe(true);
    expect(text.startsWith('[\n  {\n    "file"')).toBe(true);
    const parsed = JSON.parse(text) as Record<string, unknown>[];
    expect(parsed).toHaveLength(5);
    for (const item of parsed) {
      expect(Object.keys(item)).toEqual([
        'file', 'line', 'column', 'endLine', 'endColumn', 'location', 'status', 'fails', 'date', 'removalDate',
        'replacement', 'message', 'fixable', 'codemod', 'elementKind', 'origin',
      ]);
      expect(item).not.toHaveProperty('fix');
      expect(item).not.toHaveProperty('start');
      expect(item).not.toHaveProperty('end');
    }
    expect(parsed[2]).toEqual({
      file: 'src/queries/audiences.graphql',
      line: 3,
      column: 5,
      endLine: 3,
      endColumn: 14,
      location: 'Query.audiences',
      status: 'deprecated',
      fails: true,
      date: '2026-01-01',
      removalDate: '2027-01-02',
      replacement: 'Query.segments',
      message: deprecatedFinding.message,
      fixable: true,
      codemod: 'rename-audiences',
      elementKind: 'field',
      origin: 'document',
    });
    expect(parsed[1]).toMatchObject({ location: null, status: 'invalid', date: null, fails: true });
    expect(parsed.map((f) => f.fails)).toEqual([true, true, true, false, false]);
  });

  it('prints an empty array for a clean run', () => {
    expect(formatJson(makeReport({ findings: [] }))).toBe('[]\n');
  });
});

describe('formatStylish', () => {
  it('groups findings by file in aligned columns, then sums up, without colour', () => {
    const text = formatStylish(makeReport(), { color: false });
    expect(text).not.toMatch(/\u001b\[/);
    const lines = text.split('\n');

    // File headers, each followed by its rows.
    const header = lines.indexOf('src/queries/audiences.graphql');
    expect(header).toBeGreaterThan(-1);
    expect(lines[header + 1]).toBe(
      '   3:5  deprecated  the root `audiences` query is deprecated since 2026-01-01, and is removed on 2027-01-02 (in 42 days); use `segments`  Query.audiences',
    );
    const upcomingRow = lines[header + 2]!;
    expect(upcomingRow.startsWith('  12:7  upcoming    the root `reach` query')).toBe(true);
    // The location column lines up within the file.
    expect(upcomingRow.indexOf('Query.reach')).toBe(lines[header + 1]!.indexOf('Query.audiences'));
    expect(lines).toContain('src/a,b.ts');
    expect(lines).toContain('src/broken.graphql');
    expect(lines).toContain('src/z.ts');
    // A message's newline does not break the row; an invalid document has no location column.
    expect(text).toContain('  2:3  removed  `Order.total` was removed on 2026-03-10: the server rejects it 100% of requests fail  Order.total\n');
    expect(text).toContain('  4:1  invalid  the GraphQL document does not parse: Expected Name, found <EOF>.\n');

    expect(text).toContain('✖ 5 findings (1 invalid, 1 removed, 1 deprecated, 2 upcoming), 3 fail at --fail-on deprecated\n');
    expect(text).toContain('  1 of them is fixable with eslint --fix\n');
    expect(text).toContain('  codemod that applies: rename-audiences (1 finding)\n');

    expect(text).toContain(
      [
        'Next dates to watch:',
        '  2027-01-02 (in 42 days)  removal of Query.audiences; use Query.segments (used once here)',
        '  2027-01-02 (in 42 days)  deprecation of Query.reach (used 2 times here)',
        '  2027-02-01 (in 72 days)  removal of REST GET /v1/orders',
        '  … and 1 more on 2027-02-01',
      ].join('\n'),
    );
    expect(text.endsWith('1 warning:\n  src/dyn.ts:8:2: an interpolation stands where GraphQL syntax is expected; the document cannot be analysed\n')).toBe(true);
  });

  it('says when nothing fails at the level', () => {
    const text = formatStylish(makeReport({ findings: [upcomingFinding], warnings: [] }), { color: false });
    expect(text).toContain('⚠ 1 finding (1 upcoming), none fail at --fail-on deprecated\n');
    expect(formatStylish(makeReport({ findings: [upcomingFinding], failOn: 'upcoming' }), { color: false })).toContain(
      '✖ 1 finding (1 upcoming), 1 fails at --fail-on upcoming\n',
    );
  });

  it('reports a clean run with what was scanned', () => {
    const text = formatStylish(makeReport({ findings: [], warnings: [] }), { color: false });
    expect(text.startsWith('✔ no uses of retiring schema elements in 12 files (30 documents)\n')).toBe(true);
    expect(text).toContain('Next dates to watch:');
    const single = formatStylish(makeReport({ findings: [], warnings: [], stats: { files: 1, filesWithDocuments: 1, documents: 1 }, calendar: { ...calendar, entries: [] } }), { color: false });
    expect(single).toBe('✔ no uses of retiring schema elements in 1 file (1 document)\n');
  });

  it('colours statuses and underlines files when asked, with the same text underneath', () => {
    const report = makeReport();
    const coloured = formatStylish(report, { color: true });
    expect(coloured).toMatch(/\u001b\[/);
    expect(coloured).toContain('\u001b[4msrc/a,b.ts\u001b[24m');
    expect(coloured).toContain('\u001b[31mremoved\u001b[39m');
    expect(coloured).toContain('\u001b[33mdeprecated\u001b[39m');
    expect(coloured).toContain('\u001b[36mupcoming  \u001b[39m');
    expect(coloured).toContain('\u001b[2m  src/dyn.ts:8:2');
    expect(plain(coloured)).toBe(formatStylish(report, { color: false }));
  });

  it('keeps control characters from reaching the terminal', () => {
    const text = formatStylish(makeReport({ findings: [finding({ file: 'src/x\u001b[31m.ts', status: 'invalid', message: 'bad\u0007 thing' })], warnings: [] }), { color: false });
    expect(text).not.toMatch(/[\u0007\u001b]/);
  });
});

describe('formatGithub', () => {
  it('escapes data and properties as the Actions toolkit does', () => {
    expect(escapeData('100% done\r\nnext 50%0A')).toBe('100%25 done%0D%0Anext 50%250A');
    expect(escapeProperty('sunset: a,b%\n')).toBe('sunset%3A a%2Cb%25%0A');
  });

  it('prints one command per finding, most severe first, with the level that matches --fail-on', () => {
    const lines = formatGithub(makeReport()).split('\n');
    expect(lines[0]).toBe(
      '::error file=src/broken.graphql,line=4,col=1,endLine=4,endColumn=1,title=sunset%3A invalid document::the GraphQL document does not parse: Expected Name, found <EOF>.',
    );
    expect(lines[1]).toBe(
      '::error file=src/a%2Cb.ts,line=2,col=3,endLine=2,endColumn=14,title=sunset%3A removed Order.total::`Order.total` was removed on 2026-03-10: the server rejects it%0A100%25 of requests fail',
    );
    expect(lines[2]).toBe(
      '::error file=src/queries/audiences.graphql,line=3,col=5,endLine=3,endColumn=14,title=sunset%3A deprecated Query.audiences::' +
        'the root `audiences` query is deprecated since 2026-01-01, and is removed on 2027-01-02 (in 42 days); use `segments`' +
        '%0AAudiences are replaced by _segments_ <see docs>%0AFixable with eslint --fix.%0ACodemod: rename-audiences',
    );
    expect(lines[3]).toBe(
      '::notice file=src/queries/audiences.graphql,line=12,col=7,endLine=12,endColumn=12,title=sunset%3A upcoming Query.reach::the root `reach` query is deprecated on 2027-01-02 (in 42 days)',
    );
    expect(lines[4]).toMatch(/^::notice file=src\/z.ts,line=120,col=10,endLine=121,endColumn=4,title=sunset%3A upcoming Query.reach::/);
    expect(lines[5]).toBe(
      '::warning file=src/dyn.ts,line=8,col=2,title=sunset%3A warning::an interpolation stands where GraphQL syntax is expected; the document cannot be analysed',
    );
    expect(lines[6]).toBe('sunset: 5 findings, 3 failing at --fail-on deprecated');
    expect(lines[7]).toBe('');
    expect(lines).toHaveLength(8);
  });

  it('makes non-failing deprecations warnings and failing upcoming ones errors', () => {
    expect(formatGithub(makeReport({ failOn: 'removed', findings: [deprecatedFinding], warnings: [] }))).toMatch(/^::warning file=/);
    expect(formatGithub(makeReport({ failOn: 'upcoming', findings: [upcomingFinding], warnings: [] }))).toMatch(/^::error file=/);
  });

  it('says when GitHub will not show every annotation, and when there is nothing', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...removedFinding, line: i + 1, start: i * 10, end: i * 10 + 5 }));
    const text = formatGithub(makeReport({ findings: many, warnings: [] }));
    expect(text).toContain('GitHub shows at most 10 annotations of each level per step (12 errors here)');
    expect(formatGithub(makeReport({ findings: [], warnings: [] }))).toBe('sunset: no uses of retiring schema elements in 12 files (30 documents)\n');
  });
});

describe('formatSarif', () => {
  const schema = JSON.parse(readFileSync(new URL('./fixtures/sarif-schema-2.1.0.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  // The vendored schema is the SARIF 2.1.0 (rtm.5) schema as @microsoft/jest-sarif ships it, written as draft-04:
  // its only draft-04 keyword is `id`, which draft-07 calls `$id`.
  const { $schema: _draft, id, ...rest } = schema;
  // Its `language` pattern has a stray `]`, which only a non-Unicode RegExp accepts.
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  ajv.addFormat('uri', (value: string) => URL.canParse(value));
  ajv.addFormat('uri-reference', (value: string) => URL.canParse(value, 'file:///base/'));
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/);
  const validate = ajv.compile({ ...rest, $id: id });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const sarifOf = (report: CheckReport, options = { toolVersion: '0.1.0' }): any => JSON.parse(formatSarif(report, options));

  it('validates against the SARIF 2.1.0 schema', () => {
    for (const report of [makeReport(), makeReport({ findings: [], warnings: [] }), makeReport({ failOn: 'upcoming' })]) {
      const log = sarifOf(report);
      const valid = validate(log);
      expect(validate.errors ?? []).toEqual([]);
      expect(valid).toBe(true);
    }
    expect(validate(sarifOf(makeReport(), { toolVersion: '0.1.0', srcRoot: '/work/my repo' } as { toolVersion: string }))).toBe(true);
    // The validator does catch a broken log.
    const broken = sarifOf(makeReport());
    broken.runs[0].results[0].locations[0].physicalLocation.region.startLine = 0;
    expect(validate(broken)).toBe(false);
  });

  it('has one run, a driver with one rule per status, and an invocation', () => {
    const text = formatSarif(makeReport(), { toolVersion: '1.2.3' });
    expect(text.endsWith('}\n')).toBe(true);
    const log = JSON.parse(text);
    expect(log.$schema).toBe('https://json.schemastore.org/sarif-2.1.0.json');
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
    const run = log.runs[0];
    expect(run.tool.driver).toMatchObject({ name: 'sunset', version: '1.2.3', semanticVersion: '1.2.3' });
    expect(run.tool.driver.informationUri).toMatch(/^https:\/\//);
    expect(run.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual(['sunset/invalid', 'sunset/removed', 'sunset/deprecated', 'sunset/upcoming']);
    expect(run.tool.driver.rules.map((r: { defaultConfiguration: { level: string } }) => r.defaultConfiguration.level)).toEqual(['error', 'error', 'warning', 'note']);
    for (const rule of run.tool.driver.rules) {
      expect(rule.shortDescription.text).toBeTruthy();
      expect(rule.fullDescription.text).toBeTruthy();
      expect(rule.help.text).toBeTruthy();
      expect(rule.help.markdown).toBeTruthy();
    }
    expect(run.invocations).toEqual([
      {
        executionSuccessful: true,
        toolExecutionNotifications: [
          {
            level: 'warning',
            message: { text: 'an interpolation stands where GraphQL syntax is expected; the document cannot be analysed' },
            locations: [{ physicalLocation: { artifactLocation: { uri: 'src/dyn.ts', uriBaseId: '%SRCROOT%' }, region: { startLine: 8, startColumn: 2 } } }],
          },
        ],
      },
    ]);
    expect(run.originalUriBaseIds['%SRCROOT%']).toBeDefined();
    expect(sarifOf(makeReport(), { toolVersion: '0.1.0', srcRoot: '/work/my repo' } as { toolVersion: string }).runs[0].originalUriBaseIds).toEqual({
      '%SRCROOT%': { uri: 'file:///work/my%20repo/' },
    });
  });

  it('gives each result its rule, a level that follows --fail-on, a location and properties', () => {
    const results = sarifOf(makeReport()).runs[0].results;
    expect(results.map((r: { ruleId: string }) => r.ruleId)).toEqual(['sunset/removed', 'sunset/invalid', 'sunset/deprecated', 'sunset/upcoming', 'sunset/upcoming']);
    expect(results.map((r: { ruleIndex: number }) => r.ruleIndex)).toEqual([1, 0, 2, 3, 3]);
    expect(results.map((r: { level: string }) => r.level)).toEqual(['error', 'error', 'error', 'note', 'note']);
    expect(sarifOf(makeReport({ failOn: 'removed' })).runs[0].results.map((r: { level: string }) => r.level)).toEqual(['error', 'error', 'warning', 'note', 'note']);
    expect(sarifOf(makeReport({ failOn: 'upcoming' })).runs[0].results.map((r: { level: string }) => r.level)).toEqual(['error', 'error', 'error', 'error', 'error']);

    const [removed, invalid, deprecated] = results;
    expect(removed.message.text).toBe(removedFinding.message);
    expect(removed.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'src/a,b.ts', uriBaseId: '%SRCROOT%' },
      region: { startLine: 2, startColumn: 3, endLine: 2, endColumn: 14 },
    });
    expect(removed.properties).toMatchObject({ location: 'Order.total', date: '2026-03-10', replacement: 'Order.totalPrice', codemod: null, fixable: false, description: null });
    expect(invalid.properties.location).toBeNull();

    // The calendar's description goes with the result, and the fix is there for viewers that apply fixes.
    expect(deprecated.properties).toMatchObject({ location: 'Query.audiences', codemod: 'rename-audiences', fixable: true, description: 'Audiences are replaced by _segments_ <see docs>' });
    expect(deprecated.message.markdown).toBe(
      'the root `audiences` query is deprecated since 2026-01-01, and is removed on 2027-01-02 (in 42 days); use `segments`\n\n' +
        'Audiences are replaced by \\_segments\\_ \\<see docs\\>\n\nFixable with `eslint --fix`.\n\nCodemod: `rename-audiences`.',
    );
    expect(deprecated.fixes).toEqual([
      {
        description: { text: 'Use Query.segments' },
        artifactChanges: [
          {
            artifactLocation: { uri: 'src/queries/audiences.graphql', uriBaseId: '%SRCROOT%' },
            replacements: [{ deletedRegion: { charOffset: 30, charLength: 9 }, insertedContent: { text: 'segments' } }],
          },
        ],
      },
    ]);
  });

  it('puts a fix several findings share on the first of them only, so a viewer applies it once', () => {
    const base = makeReport();
    const withFix = base.findings.find((f) => f.fix && f.fix.length > 0)!;
    const twin = { ...withFix, start: withFix.start + 1, line: withFix.line + 1, message: `${withFix.message} (again)` };
    const results = sarifOf(makeReport({ findings: [...base.findings, twin] })).runs[0].results as Array<{ fixes?: unknown[]; message: { text: string } }>;
    const carrying = results.filter((r) => r.fixes);
    expect(carrying).toHaveLength(base.findings.filter((f) => f.fix && f.fix.length > 0).length);
    expect(results.find((r) => r.message.text.startsWith(twin.message))!.fixes).toBeUndefined();
  });

  it('fingerprints results stably across line shifts and days, and apart for repeated uses', () => {
    const fingerprints = (report: CheckReport): string[] => sarifOf(report).runs[0].results.map((r: { partialFingerprints: Record<string, string> }) => r.partialFingerprints[FINGERPRINT_KEY]);
    const base = fingerprints(makeReport());
    for (const fp of base) expect(fp).toMatch(/^[0-9a-f]{64}:\d+$/);
    expect(new Set(base).size).toBe(base.length);

    // Ten lines inserted above every finding, and a day later (so "in 42 days" reads "in 41 days").
    const shifted = makeReport({
      today: '2026-11-22',
      findings: makeReport().findings.map((f) => ({
        ...f,
        line: f.line + 10,
        endLine: f.endLine + 10,
        start: f.start + 100,
        end: f.end + 100,
        message: f.message.replace('in 42 days', 'in 41 days').replace('2026-11-21', '2026-11-22'),
      })),
    });
    expect(fingerprints(shifted)).toEqual(base);

    // The same coordinate used twice in one file: two alerts, numbered in file order.
    const twice = { ...upcomingFinding, line: 20, start: 300, end: 305 };
    const both = fingerprints(makeReport({ findings: [twice, upcomingFinding] }));
    expect(both[0]!.split(':')[0]).toBe(both[1]!.split(':')[0]);
    expect(both[1]!.endsWith(':1')).toBe(true);
    expect(both[0]!.endsWith(':2')).toBe(true);

    // Invalid documents: the date in the message does not change the fingerprint.
    const invalidOn = (day: string) =>
      fingerprints(makeReport({ findings: [{ ...invalidFinding, message: `the document does not validate against the schema as of ${day}: Unknown argument "x".` }] }));
    expect(invalidOn('2026-11-21')).toEqual(invalidOn('2026-12-01'));
  });

  it('writes file paths as relative URI references', () => {
    expect(fileUri('src/a,b.ts')).toBe('src/a,b.ts');
    expect(fileUri('src/my file#1?.ts')).toBe('src/my%20file%231%3F.ts');
    expect(fileUri('src\\win.ts')).toBe('src/win.ts');
    expect(fileUri('c:odd.ts')).toBe('./c:odd.ts');
    expect(fileUri('src/100%.ts')).toBe('src/100%25.ts');
  });
});
