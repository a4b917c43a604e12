import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseChangeSchedule, readChangeSchedule, type ScheduledChange } from '../src/calendar/change-schedule.js';
import { SunsetError } from '../src/errors.js';
import { repoRoot } from './helpers/run-cli.js';

/** The error parseChangeSchedule throws for `text`, which must be a SunsetError. */
function errorOf(text: string, file = 'changes.yaml'): SunsetError {
  let caught: unknown;
  try {
    parseChangeSchedule(text, file);
  } catch (error) {
    caught = error;
  }
  expect(caught, 'expected parseChangeSchedule to throw').toBeInstanceOf(SunsetError);
  return caught as SunsetError;
}

const entry = (lines: string[]) => lines.map((line) => `    ${line}`).join('\n');
const ok = `  - location: Query.a\n${entry(['kind: removal', 'date: 2027-01-01'])}\n`;

describe('parseChangeSchedule: a valid schedule', () => {
  it('reads every field and places each change at its first line', () => {
    const changes = parseChangeSchedule(
      `# header comment
changes:
  - location: TargetingDataSegment.targetingDataCounts
    kind: deprecation
    date: 2026-10-30
    replacement: TargetingDataSegment.targetingDataInsights
    description: "moves to targetingDataInsights"
    codemod: targeting-data-insights

  - location: REST POST /data/advertiser
    kind: validation
    date: "2026-10-30"
  - location: "GraphQL: TradingMode types"
    kind: deprecation
    date: 2027-01-01
  - location: "REST: bid lists"
    kind: removal
    date: 2027-02-08
`,
      'schedule.yaml',
    );
    // toMatchObject: fields added to the format later do not break this test.
    expect(changes).toMatchObject([
      {
        location: 'TargetingDataSegment.targetingDataCounts',
        api: 'graphql',
        isCoordinate: true,
        kind: 'deprecation',
        date: '2026-10-30',
        replacement: 'TargetingDataSegment.targetingDataInsights',
        description: 'moves to targetingDataInsights',
        codemod: 'targeting-data-insights',
        definedAt: { file: 'schedule.yaml', line: 3, column: 5 },
      },
      {
        location: 'REST POST /data/advertiser',
        api: 'rest',
        isCoordinate: false,
        kind: 'validation',
        date: '2026-10-30',
        replacement: null,
        description: null,
        codemod: null,
        definedAt: { file: 'schedule.yaml', line: 10, column: 5 },
      },
      expect.objectContaining({ location: 'GraphQL: TradingMode types', api: 'graphql', isCoordinate: false, definedAt: { file: 'schedule.yaml', line: 13, column: 5 } }),
      expect.objectContaining({ location: 'REST: bid lists', api: 'rest', isCoordinate: false, kind: 'removal' }),
    ]);
  });

  it("normalises GitHub's `Type.field.arg` to the coordinate `Type.field(arg:)`", () => {
    const [change] = parseChangeSchedule(`changes:\n  - location: Query.sponsorables.dependencyEcosystem\n    kind: removal\n    date: 2025-04-01\n`, 'c.yaml');
    expect(change).toMatchObject({ location: 'Query.sponsorables(dependencyEcosystem:)', isCoordinate: true, api: 'graphql' });
  });

  it('accepts every coordinate form: type, field, argument, enum value, directive argument', () => {
    const locations = ['Query', 'Query.a', 'Query.a(b:)', 'Color.RED', '@example(arg:)'];
    const text = `changes:\n${locations.map((l) => `  - location: "${l}"\n    kind: removal\n    date: 2027-01-01\n`).join('')}`;
    expect(parseChangeSchedule(text, 'c.yaml').map((c) => [c.location, c.isCoordinate])).toEqual(locations.map((l) => [l, true]));
  });

  it('an alias announces the change its anchor marks again', () => {
    const changes = parseChangeSchedule('changes:\n  - &viewability\n    location: Query.a\n    kind: removal\n    date: 2027-01-01\n  - *viewability\n', 'changes.yaml');
    expect(changes.map((c) => [c.location, c.kind, c.date, c.definedAt.line])).toEqual([
      ['Query.a', 'removal', '2027-01-01', 3],
      ['Query.a', 'removal', '2027-01-01', 6],
    ]);
  });

  it('an empty list is an empty schedule', () => {
    expect(parseChangeSchedule('changes: []\n', 'c.yaml')).toEqual([]);
  });
});

describe('parseChangeSchedule: every mistake names the file and its line', () => {
  it('invalid YAML', () => {
    const error = errorOf(`changes:\n  - location: Query.a\n    kind: removal: now\n    date: 2027-01-01\n`);
    expect(error.message).toMatch(/^invalid YAML: /);
    expect(error).toMatchObject({ file: 'changes.yaml', line: 3 });
    expect(error.toLine()).toMatch(/^changes\.yaml:3:\d+: invalid YAML/);
  });

  it('invalid YAML: a tab as indentation and a stray token', () => {
    expect(errorOf(`changes:\n  - location: Query.a\n    kind: removal\n\tdate: 2027-01-01\n`)).toMatchObject({ line: 4 });
    expect(errorOf(`changes:\n${ok}${ok}    }\n`)).toMatchObject({ line: 8 });
  });

  it('a duplicated key is invalid YAML at the duplicate', () => {
    const error = errorOf(`changes:\n  - location: Query.a\n    location: Query.b\n    kind: removal\n    date: 2027-01-01\n`);
    expect(error).toMatchObject({ file: 'changes.yaml', line: 3 });
  });

  it('no top-level `changes:` list', () => {
    for (const text of ['# schedule\nentries:\n  - location: Query.a\n', '# schedule\nchanges: 3\n', '# schedule\nchanges:\n  location: Query.a\n']) {
      const error = errorOf(text);
      expect(error.message).toContain('`changes:`');
      expect(error).toMatchObject({ file: 'changes.yaml', line: 2 });
    }
    expect(errorOf('')).toMatchObject({ file: 'changes.yaml', line: 1 });
  });

  it('an item that is not a mapping', () => {
    const error = errorOf(`changes:\n${ok}  - Query.b\n`);
    expect(error).toMatchObject({ line: 5 });
    expect(error.message).toContain('mapping');
  });

  it('a missing date (and location, kind) at the line of the entry', () => {
    const noDate = errorOf(`changes:\n${ok}\n  - location: Query.b\n    kind: removal\n`);
    expect(noDate.message).toBe('change has no date');
    expect(noDate.toLine()).toBe('changes.yaml:6:5: change has no date');
    expect(errorOf(`changes:\n${ok}  - location: Query.b\n    kind: removal\n    date:\n`)).toMatchObject({ message: 'change has no date', line: 5 });
    expect(errorOf(`changes:\n${ok}  - kind: removal\n    date: 2027-01-01\n`)).toMatchObject({ message: 'change has no location', line: 5 });
    expect(errorOf(`changes:\n${ok}  - location: Query.b\n    date: 2027-01-01\n`)).toMatchObject({ message: 'change has no kind', line: 5 });
  });

  it('a kind that is not one of the four', () => {
    const error = errorOf(`changes:\n${ok}  - location: Query.b\n    date: 2027-01-01\n    kind: removed\n`);
    expect(error).toMatchObject({ file: 'changes.yaml', line: 7 });
    expect(error.message).toContain('"removed"');
    expect(error.message).toContain('deprecation, removal, breaking, validation');
  });

  it('an unknown key (a typo of replacement)', () => {
    const error = errorOf(`changes:\n${ok}  - location: Query.b\n    kind: removal\n    date: 2027-01-01\n    replacment: Query.c\n`);
    expect(error).toMatchObject({ file: 'changes.yaml', line: 8, column: 5 });
    expect(error.message).toContain('unknown key "replacment"');
  });

  it.each([
    ['2027-02-30', 'a day that does not exist'],
    ['2027-2-3', 'an unpadded date'],
    ['2027-02-03T00:00:00Z', 'a timestamp'],
    ['03/02/2027', 'a DD/MM/YYYY date'],
  ])('date %s (%s)', (date) => {
    const error = errorOf(`changes:\n${ok}  - location: Query.b\n    kind: removal\n    date: ${date}\n`);
    expect(error).toMatchObject({ file: 'changes.yaml', line: 7, column: 11 });
    expect(error.message).toContain(`"${date}"`);
  });

  it.each([
    ['replacement: [Query.c]', 'replacement', 'list', 8],
    ['description: { a: 1 }', 'description', 'mapping', 8],
    ['codemod: [x]', 'codemod', 'list', 8],
  ])('a list or mapping where text goes (%s) is named, at its line', (line, key, what, at) => {
    const error = errorOf(`changes:\n${ok}  - location: Query.b\n    kind: removal\n    date: 2027-01-01\n    ${line}\n`);
    expect(error).toMatchObject({ message: `${key} must be text, got a ${what}`, line: at });
  });

  it('a list where a required key goes says so, not that the key is missing', () => {
    expect(errorOf(`changes:\n${ok}  - location: Query.b\n    kind: [removal]\n    date: 2027-01-01\n`)).toMatchObject({ message: 'kind must be text, got a list', line: 6 });
  });

  it('a date YAML reads as a number is rejected, not coerced', () => {
    const error = errorOf(`changes:\n  - location: Query.b\n    kind: removal\n    date: 20270203\n`);
    expect(error).toMatchObject({ line: 4 });
    expect(error.message).toContain('20270203');
  });

  it.each(['the audiences query', 'REST FETCH /x', 'REST GET no-slash', 'Query.a.b.c', 'GraphQL:no-space'])('location "%s" is neither coordinate, REST endpoint nor area label', (location) => {
    const error = errorOf(`changes:\n${ok}  - kind: removal\n    date: 2027-01-01\n    location: "${location}"\n`);
    expect(error).toMatchObject({ file: 'changes.yaml', line: 7, column: 15 });
    expect(error.message).toContain(`"${location}"`);
  });
});

describe("parseChangeSchedule: GitHub's graphql_upcoming_changes.public.yml, as published", () => {
  const github = `---
upcoming_changes:
- location: Query.sponsorables.dependencyEcosystem
  description: "\`dependencyEcosystem\` will be removed. Use the ecosystem argument instead."
  reason: The type is switching from SecurityAdvisoryEcosystem to DependencyGraphEcosystem.
  date: '2022-10-01T00:00:00+00:00'
  criticality: breaking
  owner: someone
- location: SecurityVulnerability.package.name
  description: Type for \`name\` will change from \`String!\` to \`PackageName!\`.
  reason: Names are normalized.
  date: '2023-01-01T00:00:00-05:00'
  criticality: dangerous
  owner: someone
- location: Repository.viewerSubscription
  description: "\`viewerSubscription\` will be removed."
  date: '2024-07-01'
  criticality: breaking
  owner: someone
  introduced_in: a key GitHub may add
`;

  it('reads each entry: arguments as coordinates, instants as their UTC day, removals by their description', () => {
    expect(parseChangeSchedule(github, 'graphql_upcoming_changes.public.yml').map(({ location, kind, date, description, definedAt }) => ({ location, kind, date, description, line: definedAt.line }))).toEqual([
      {
        location: 'Query.sponsorables(dependencyEcosystem:)',
        kind: 'removal',
        date: '2022-10-01',
        description: '`dependencyEcosystem` will be removed. Use the ecosystem argument instead. The type is switching from SecurityAdvisoryEcosystem to DependencyGraphEcosystem.',
        line: 3,
      },
      // `Type.field.arg` is an argument; a change of its type is no removal. 2023-01-01T00:00:00-05:00 is 05:00 UTC that day.
      { location: 'SecurityVulnerability.package(name:)', kind: 'breaking', date: '2023-01-01', description: 'Type for `name` will change from `String!` to `PackageName!`. Names are normalized.', line: 9 },
      { location: 'Repository.viewerSubscription', kind: 'removal', date: '2024-07-01', description: '`viewerSubscription` will be removed.', line: 15 },
    ]);
  });

  it('says a reason that repeats the description once', () => {
    const [change] = parseChangeSchedule("upcoming_changes:\n- location: Query.a\n  description: '`a` will be removed.'\n  reason: '`a` will be removed.'\n  date: '2022-10-01'\n", 'u.yml');
    expect(change!.description).toBe('`a` will be removed.');
  });

  it('takes an instant whose offset moves it to another UTC day to that day', () => {
    const day = (date: string) => parseChangeSchedule(`upcoming_changes:\n- location: Query.a\n  description: will be removed\n  date: '${date}'\n`, 'u.yml')[0]!.date;
    expect(day('2022-10-01T00:00:00+02:00')).toBe('2022-09-30');
    expect(day('2022-10-01T20:00:00-05')).toBe('2022-10-02');
    expect(day('2022-10-01T20:00:00')).toBe('2022-10-01');
    // No offset on Earth is +99:00 or -13:00.
    for (const impossible of ['2022-10-01T00:00:00+99:00', '2022-10-01T00:00:00-13:00', '2022-10-01T00:00:00+01:75']) expect(() => day(impossible)).toThrow(/date must be a real day/);
  });

  it.each([
    ["upcoming_changes:\n- description: will be removed\n  date: '2022-10-01'\n", /^u\.yml:2:3: change has no location$/],
    ["upcoming_changes:\n- location: Query.a\n  description: will be removed\n", /^u\.yml:2:3: change has no date$/],
    ["upcoming_changes:\n- location: Query.a\n  date: '2022-02-30T00:00:00+00:00'\n", /^u\.yml:3:9: date must be a real day \(YYYY-MM-DD\) or an instant/],
    ["upcoming_changes:\n- location: REST GET /x\n  date: '2022-01-30'\n", /^u\.yml:2:13: location "REST GET \/x" is not a schema coordinate/],
    ['upcoming_changes: none\n', /^u\.yml:1:1: expected `upcoming_changes:` to be a list$/],
    ['changes: none\nupcoming_changes: []\n', /^u\.yml:1:1: expected a top-level `changes:` list/],
  ])('names the file and line of a mistake: %j', (text, message) => {
    expect(errorOf(text, 'u.yml').toLine()).toMatch(message);
  });
});

describe('readChangeSchedule', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sunset-schedule-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('names the displayed file in errors', async () => {
    const file = path.join(dir, 'bad.yaml');
    await writeFile(file, `changes:\n  - location: Query.a\n    kind: removal\n    date: 2027-02-30\n`);
    // Sync or async, a failure must surface as an error: wrap it in an async function either way.
    await expect((async () => readChangeSchedule(file, 'shown/bad.yaml'))()).rejects.toMatchObject({ file: 'shown/bad.yaml', line: 4 });
  });

  it('a missing file is an error naming it', async () => {
    const error = await (async () => readChangeSchedule(path.join(dir, 'missing.yaml'), 'missing.yaml'))().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SunsetError);
    expect((error as SunsetError).toLine()).toBe('missing.yaml: cannot read change schedule: no such file');
  });
});

describe('the bundled schema/changes.yaml', () => {
  const text = readFileSync(path.join(repoRoot, 'schema', 'changes.yaml'), 'utf8');
  const changes = parseChangeSchedule(text, 'schema/changes.yaml');

  it('parses every entry', () => {
    expect(changes).toHaveLength((text.match(/^ {2}- location:/gm) ?? []).length);
    expect(changes.length).toBeGreaterThanOrEqual(24);
    for (const change of changes) {
      expect(change.description, change.location).toBeTruthy();
    }
  });

  it('has exactly the effective dates of spec section 9.1', () => {
    expect([...new Set(changes.map((c) => c.date))].sort()).toEqual([
      '2026-10-17', '2026-10-20', '2026-10-30', '2026-11-09', '2026-11-15', '2026-12-01', '2026-12-11', '2026-12-16',
      '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-11', '2027-01-28', '2027-02-01', '2027-02-08', '2027-04-01',
    ]);
  });

  // One line per row of the 9.1 table: its date, its kind, and a location the row names.
  const rows: Array<[string, ScheduledChange['kind'], RegExp]> = [
    ['2026-10-17', 'deprecation', /^AdGroupBidFactorWorkflowMutationName\./],
    ['2026-10-20', 'deprecation', /^City$/],
    ['2026-10-30', 'validation', /^REST POST \/data\/(advertiser|thirdparty)$/],
    ['2026-10-30', 'deprecation', /^TargetingDataSegment\./],
    ['2026-11-09', 'deprecation', /product catalog itemset inputs/],
    ['2026-11-15', 'deprecation', /^GeneralReportingMetrics/],
    ['2026-12-01', 'deprecation', /^Query/],
    ['2026-12-01', 'deprecation', /^AdGroup$|^AdGroup\./],
    ['2026-12-11', 'deprecation', /^AdGroupUpdateInput/],
    ['2026-12-16', 'deprecation', /^Marketplace/],
    ['2026-12-31', 'deprecation', /^PharmaHcpFrequencyWindowInput/],
    ['2026-12-31', 'deprecation', /^MyReportsReportSchedule/],
    ['2027-01-01', 'deprecation', /TradingMode/],
    ['2027-01-02', 'deprecation', /^Query\.audiences$/],
    ['2027-01-02', 'deprecation', /^TargetingData(Segment)?$/],
    ['2027-01-11', 'breaking', /contextual/i],
    ['2027-01-28', 'deprecation', /^AdGroupDealTargetingDisallowedReasons\./],
    ['2027-02-01', 'deprecation', /value-added provider/],
    ['2027-02-01', 'validation', /^REST POST \/iptargetinglist$/],
    ['2027-02-08', 'removal', /^(BidLine|BidListDimension)$/],
    ['2027-02-08', 'removal', /^REST.*bid list/i],
    ['2027-04-01', 'deprecation', /^(Advertiser|ConversionLiftProvider)$/],
    ['2027-04-01', 'deprecation', /^(Mutation|Query)$/],
    ['2027-04-01', 'breaking', /report/i],
  ];
  it.each(rows)('row %s %s %s has an entry', (date, kind, location) => {
    expect(changes.some((c) => c.date === date && c.kind === kind && location.test(c.location))).toBe(true);
  });

  it('names every type of the 2026-10-20 row', () => {
    const named = changes.filter((c) => c.date === '2026-10-20').map((c) => c.location);
    for (const type of ['City', 'GeoSegmentType', 'AdGroupFlightForecast', 'AdvertiserDataRate', 'ProviderDataRate', 'CampaignFlightForecast', 'FrequencyDistributionMetrics', 'GeoReportingMetro', 'GeoTarget', 'CreativeAdGroupAssociatePayload']) {
      expect(named).toContain(type);
    }
  });

  it('announces Query twice, on both of its dates', () => {
    expect(changes.filter((c) => c.location === 'Query').map((c) => c.date)).toEqual(['2026-12-01', '2027-04-01']);
  });

  it('carries the replacements of spec 9.2', () => {
    const replacement = (location: string) => changes.find((c) => c.location === location)?.replacement;
    expect(replacement('AdGroupBidFactorWorkflowMutationName.AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY')).toBe('AdGroupBidFactorWorkflowMutationName.AD_GROUP_UPDATE');
    expect(replacement('TargetingDataSegment.targetingDataCounts')).toBe('TargetingDataSegment.targetingDataInsights');
    expect(replacement('Query.audiences')).toBe('Advertiser.audiences');
    for (const level of ['Partner', 'Advertiser', 'Campaign']) {
      expect(replacement(`AdGroupDealTargetingDisallowedReasons.targetedAt${level}Level`)).toBe('AdGroupDealTargetingDisallowedReasons.targetedAtHigherLevel');
    }
  });
});
