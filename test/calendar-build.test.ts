import { describe, expect, it } from 'vitest';
import { buildCalendar } from '../src/calendar/build-calendar.js';
import { parseChangeSchedule } from '../src/calendar/change-schedule.js';
import type { Calendar, CalendarEntry } from '../src/calendar/types.js';
import { buildSchemaFromSdl } from '../src/schema/load-schema.js';

const TODAY = '2026-11-21';

function calendarOf(sdl: string, yaml?: string, options: { today?: string; strict?: boolean } = {}): Calendar {
  const { schema } = buildSchemaFromSdl(sdl, 'api.graphql');
  const changes = yaml === undefined ? undefined : parseChangeSchedule(yaml, 'changes.yaml');
  return buildCalendar({ today: options.today ?? TODAY, schema, changes, strict: options.strict ?? false });
}

const entriesAt = (calendar: Calendar, location: string) => calendar.entries.filter((e) => e.location === location);
const only = (calendar: Calendar, location: string): CalendarEntry => {
  const found = entriesAt(calendar, location);
  expect(found, `entries at ${location}`).toHaveLength(1);
  return found[0]!;
};
const codes = (calendar: Calendar) => calendar.diagnostics.map((d) => `${d.severity}:${d.code}`);

describe('buildCalendar: entries from the schema alone', () => {
  it('an undated deprecation is an undated deprecation in force now', () => {
    const calendar = calendarOf(`type Query {\n  a: String\n  old: String @deprecated(reason: "Use \`a\` instead.")\n}\n`);
    expect(calendar.today).toBe(TODAY);
    expect(calendar.diagnostics).toEqual([]);
    expect(calendar.entries).toHaveLength(1);
    expect(calendar.entries[0]).toMatchObject({
      location: 'Query.old',
      api: 'graphql',
      kind: 'deprecation',
      date: null,
      source: 'schema',
      status: 'past',
      reason: 'Use `a` instead.',
      resolved: true,
      description: null,
      codemod: null,
      definedAt: { file: 'api.graphql', line: 3 },
    });
  });

  it('a bare @deprecated has the default reason and is still listed', () => {
    const calendar = calendarOf(`type Query {\n  a: String\n  old: String @deprecated\n}\n`);
    expect(only(calendar, 'Query.old')).toMatchObject({ kind: 'deprecation', date: null, reason: 'No longer supported', replacement: null });
  });

  it("GitHub's `Removal on YYYY-MM-DD UTC.` gives a dated removal", () => {
    const calendar = calendarOf(
      `type Query {\n  body: String\n  bodyHTML: String\n  legacy: String @deprecated(reason: "\`body\` will be removed. Use \`bodyHTML\`. Removal on 2025-04-01 UTC.")\n}\n`,
    );
    expect(calendar.diagnostics).toEqual([]);
    expect(calendar.entries).toHaveLength(1);
    expect(calendar.entries[0]).toMatchObject({ location: 'Query.legacy', kind: 'removal', date: '2025-04-01', source: 'schema', status: 'past', replacement: 'Query.bodyHTML' });
  });

  it('a reason naming a deprecation and a removal date gives one entry of each kind', () => {
    const calendar = calendarOf(
      `type Query {\n  a: String\n  old: String @deprecated(reason: "Deprecation effective 2026-10-30. Removal on 2027-02-08 UTC.")\n}\n`,
    );
    expect(entriesAt(calendar, 'Query.old').map((e) => [e.kind, e.date, e.status])).toEqual([
      ['deprecation', '2026-10-30', 'past'],
      ['removal', '2027-02-08', 'upcoming'],
    ]);
  });

  it('a reason naming two removal dates keeps the earliest', () => {
    const calendar = calendarOf(`type Query {\n  a: String\n  old: String @deprecated(reason: "Removal on 2027-04-01 UTC. Removal on 2027-01-01 UTC.")\n}\n`);
    expect(entriesAt(calendar, 'Query.old').map((e) => [e.kind, e.date])).toEqual([['removal', '2027-01-01']]);
  });

  it('lists deprecated arguments, input fields and enum values under their coordinates', () => {
    const calendar = calendarOf(`
type Query {
  items(first: Int, limit: Int @deprecated(reason: "Use \`first\`.")): [String]
  search(filter: Filter): [String]
  color: Color
}
input Filter {
  name: String
  title: String @deprecated(reason: "Use \`name\` instead.")
}
enum Color {
  RED
  CRIMSON @deprecated(reason: "Use \`RED\` instead. Removal on 2027-04-01 UTC.")
}
`);
    expect(calendar.diagnostics).toEqual([]);
    expect(calendar.entries.map((e) => [e.location, e.kind, e.date])).toEqual([
      ['Color.CRIMSON', 'removal', '2027-04-01'],
      ['Filter.title', 'deprecation', null],
      ['Query.items(limit:)', 'deprecation', null],
    ]);
    expect(only(calendar, 'Filter.title').replacement).toBe('Filter.name');
    expect(only(calendar, 'Color.CRIMSON').replacement).toBe('Color.RED');
    expect(only(calendar, 'Color.CRIMSON').definedAt).toMatchObject({ file: 'api.graphql', line: 13 });
    expect(only(calendar, 'Query.items(limit:)').definedAt).toMatchObject({ file: 'api.graphql', line: 3 });
  });

  it('extracts "Use `x` instead" as the sibling coordinate, and keeps a name that is no sibling as written', () => {
    const calendar = calendarOf(`
type TargetingDataSegment {
  targetingDataInsights: String
  targetingDataCounts: String @deprecated(reason: "Use \`targetingDataInsights\` instead. Deprecation effective 2026-10-30.")
  other: String @deprecated(reason: "Use \`nowhere\` instead.")
  phrase: String @deprecated(reason: "Use \`advertiser(id) { audiences }\` instead.")
  none: String @deprecated(reason: "Going away.")
}
type Query { segment: TargetingDataSegment }
`);
    expect(only(calendar, 'TargetingDataSegment.targetingDataCounts')).toMatchObject({
      kind: 'deprecation',
      date: '2026-10-30',
      replacement: 'TargetingDataSegment.targetingDataInsights',
    });
    expect(only(calendar, 'TargetingDataSegment.other').replacement).toBe('nowhere');
    expect(only(calendar, 'TargetingDataSegment.phrase').replacement).toBe('advertiser(id) { audiences }');
    expect(only(calendar, 'TargetingDataSegment.none').replacement).toBeNull();
  });
});

describe('buildCalendar: replacements in the wordings real schemas use', () => {
  it('reads a backticked name a few words after the lead, a plain name the schema has, and an argument beside the deprecated one', () => {
    const calendar = calendarOf(`
type Issue { timelineItems: String, timeline: String @deprecated(reason: "\`timeline\` will be removed. Use Issue.timelineItems instead.") }
type Package {
  packageName: String
  name: String @deprecated(reason: "Use normalized \`packageName\` field instead.")
  view: String @deprecated(reason: "Deprecated in favour of the more capable \`ProjectV2View#fields\` API.")
  visibleFields: String @deprecated(reason: "The \`ProjectV2View#visibleFields\` API is deprecated in favour of the more capable \`ProjectV2View#fields\` API.")
  groupBy: String @deprecated(reason: "The \`ProjectV2View#order_by\` API is deprecated in favour of the more capable \`ProjectV2View#group_by_fields\` API.")
  verticalGroupBy: String @deprecated(reason: "Deprecated in favour of the more capable \`ProjectV2View#vertical_group_by_fields\` API.")
  usage: String @deprecated(reason: "Use of this field is discouraged; \`packageName\` says more.")
  plain: String @deprecated(reason: "Use the other one.")
  products: String @deprecated(reason: "Use the top-level \`products\` query with the \`productTypes\` filter.")
  choices(where: String, filter: String @deprecated(reason: "Use \`where\` filter instead.")): String
  events: String @deprecated(reason: "Use \`WebhookEventTypeAsyncEnum\` and \`WebhookEventTypeSyncEnum\` to get available event types.")
  either: String @deprecated(reason: "Use \`packageName\` or \`products\`.")
}
type Mutation { checkoutPaymentCreate: String, checkoutPay: String @deprecated(reason: "Use checkoutPaymentCreate mutation instead.") }
type ProjectV2View { fields: String, groupByFields: String }
type Query { issue: Issue, package: Package, products: String, view: ProjectV2View }
`);
    expect(only(calendar, 'Issue.timeline').replacement).toBe('Issue.timelineItems');
    expect(only(calendar, 'Package.name').replacement).toBe('Package.packageName');
    // GitHub's `Type#field` (a REST-side name in snake case too) is the field the schema has; one it lacks stays as written.
    expect(only(calendar, 'Package.view').replacement).toBe('ProjectV2View.fields');
    expect(only(calendar, 'Package.visibleFields').replacement).toBe('ProjectV2View.fields');
    expect(only(calendar, 'Package.groupBy').replacement).toBe('ProjectV2View.groupByFields');
    expect(only(calendar, 'Package.verticalGroupBy').replacement).toBe('ProjectV2View#vertical_group_by_fields');
    expect(only(calendar, 'Package.usage').replacement).toBeNull();
    expect(only(calendar, 'Package.plain').replacement).toBeNull();
    expect(only(calendar, 'Package.choices(filter:)').replacement).toBe('Package.choices(where:)');
    expect(only(calendar, 'Mutation.checkoutPay').replacement).toBe('Mutation.checkoutPaymentCreate');
    expect(only(calendar, 'Package.products').replacement).toBe('Query.products');
    // Several names that go together (Saleor's webhookEvents): none of them is the replacement; the reason says how.
    expect(only(calendar, 'Package.events').replacement).toBeNull();
    // Alternatives: the first is a replacement.
    expect(only(calendar, 'Package.either').replacement).toBe('Package.packageName');
  });
});

describe('buildCalendar: merging the schema with the schedule', () => {
  const sdl = `
type Query {
  audiences: [String] @deprecated(reason: "Use \`advertiser\` instead. Deprecation effective 2027-01-02.")
  advertiser: Advertiser
}
type Advertiser { audiences: [String] }
type TargetingDataSegment {
  targetingDataInsights: String
  targetingDataCounts: String @deprecated(reason: "Use \`targetingDataInsights\` instead. Deprecation effective 2026-10-30.")
  undated: String @deprecated(reason: "Going away.")
}
`;

  it('one location and kind in both gives one entry with source both, the schedule date and the schedule replacement', () => {
    const calendar = calendarOf(
      sdl,
      `changes:
  - location: Query.audiences
    kind: deprecation
    date: 2027-01-02
    replacement: Advertiser.audiences
    description: Root audiences query goes.
    codemod: audiences-root-query
`,
    );
    expect(calendar.diagnostics).toEqual([]);
    const entry = only(calendar, 'Query.audiences');
    expect(entry).toMatchObject({
      location: 'Query.audiences',
      api: 'graphql',
      kind: 'deprecation',
      date: '2027-01-02',
      status: 'upcoming',
      replacement: 'Advertiser.audiences',
      description: 'Root audiences query goes.',
      source: 'both',
      codemod: 'audiences-root-query',
      reason: 'Use `advertiser` instead. Deprecation effective 2027-01-02.',
      resolved: true,
      definedAt: { file: 'changes.yaml', line: 2, column: 5 },
    });
  });

  it('the schema replacement is kept when the schedule names none', () => {
    const calendar = calendarOf(sdl, `changes:\n  - location: TargetingDataSegment.targetingDataCounts\n    kind: deprecation\n    date: 2026-10-30\n`);
    expect(only(calendar, 'TargetingDataSegment.targetingDataCounts')).toMatchObject({
      source: 'both',
      date: '2026-10-30',
      replacement: 'TargetingDataSegment.targetingDataInsights',
    });
  });

  it('an undated schema deprecation takes the date of the scheduled deprecation, without a disagreement', () => {
    const calendar = calendarOf(sdl, `changes:\n  - location: TargetingDataSegment.undated\n    kind: deprecation\n    date: 2026-12-11\n`);
    expect(calendar.diagnostics).toEqual([]);
    expect(only(calendar, 'TargetingDataSegment.undated')).toMatchObject({ source: 'both', date: '2026-12-11', status: 'upcoming', reason: 'Going away.' });
  });

  it('when the dates differ the schedule wins and a date-disagreement warning names both dates and places', () => {
    const calendar = calendarOf(sdl, `changes:\n  - location: TargetingDataSegment.targetingDataCounts\n    kind: deprecation\n    date: 2026-11-30\n`);
    const entry = only(calendar, 'TargetingDataSegment.targetingDataCounts');
    expect(entry).toMatchObject({ source: 'both', date: '2026-11-30', status: 'upcoming' });
    expect(calendar.diagnostics).toHaveLength(1);
    const [warning] = calendar.diagnostics;
    expect(warning).toMatchObject({ severity: 'warning', code: 'date-disagreement', file: 'changes.yaml', line: 2 });
    expect(warning!.message).toContain('TargetingDataSegment.targetingDataCounts');
    expect(warning!.message).toContain('2026-10-30');
    expect(warning!.message).toContain('2026-11-30');
    expect(warning!.message).toContain('api.graphql:9');
  });

  it('a scheduled removal does not absorb a schema deprecation of the same element (different kinds stay apart)', () => {
    const calendar = calendarOf(sdl, `changes:\n  - location: TargetingDataSegment.targetingDataCounts\n    kind: removal\n    date: 2027-02-08\n`);
    expect(calendar.diagnostics).toEqual([]);
    expect(entriesAt(calendar, 'TargetingDataSegment.targetingDataCounts').map((e) => [e.kind, e.date, e.source])).toEqual([
      ['deprecation', '2026-10-30', 'schema'],
      ['removal', '2027-02-08', 'changes'],
    ]);
  });

  it('two schedule rows for the same location stay two entries', () => {
    const calendar = calendarOf(
      sdl,
      `changes:
  - location: Query
    kind: deprecation
    date: 2027-04-01
    description: second
  - location: Query
    kind: deprecation
    date: 2026-12-01
    description: first
`,
    );
    expect(calendar.diagnostics).toEqual([]);
    expect(entriesAt(calendar, 'Query').map((e) => [e.date, e.description, e.source, e.resolved, e.definedAt?.line])).toEqual([
      ['2026-12-01', 'first', 'changes', true, 6],
      ['2027-04-01', 'second', 'changes', true, 2],
    ]);
  });

  it('a schedule location missing from the schema is an unresolved-location warning, an error with strict', () => {
    const yaml = `changes:\n  - location: Query.audiences\n    kind: deprecation\n    date: 2027-01-02\n  - location: Marketplace.fee\n    kind: deprecation\n    date: 2026-12-16\n`;
    const lenient = calendarOf(sdl, yaml);
    expect(lenient.diagnostics).toHaveLength(1);
    expect(lenient.diagnostics[0]).toMatchObject({ severity: 'warning', code: 'unresolved-location', file: 'changes.yaml', line: 5 });
    expect(lenient.diagnostics[0]!.message).toContain('Marketplace.fee');
    expect(only(lenient, 'Marketplace.fee')).toMatchObject({ resolved: false, source: 'changes', date: '2026-12-16' });

    const strict = calendarOf(sdl, yaml, { strict: true });
    expect(codes(strict)).toEqual(['error:unresolved-location']);
    expect(strict.diagnostics[0]).toMatchObject({ file: 'changes.yaml', line: 5 });
  });

  it('an argument coordinate missing from the schema is unresolved too', () => {
    const calendar = calendarOf(sdl, `changes:\n  - location: Query.audiences(where:)\n    kind: deprecation\n    date: 2027-01-02\n`);
    expect(codes(calendar)).toEqual(['warning:unresolved-location']);
  });

  it('REST endpoints and area labels never warn, even with strict', () => {
    const yaml = `changes:
  - location: REST POST /data/advertiser
    kind: validation
    date: 2026-10-30
  - location: "GraphQL: TradingMode types"
    kind: deprecation
    date: 2027-01-01
  - location: "REST: bid lists"
    kind: removal
    date: 2027-02-08
`;
    for (const strict of [false, true]) {
      const calendar = calendarOf(sdl, yaml, { strict });
      expect(calendar.diagnostics).toEqual([]);
      expect(only(calendar, 'REST POST /data/advertiser')).toMatchObject({ api: 'rest', kind: 'validation', resolved: false, source: 'changes' });
      expect(only(calendar, 'GraphQL: TradingMode types')).toMatchObject({ api: 'graphql', resolved: false });
      expect(only(calendar, 'REST: bid lists')).toMatchObject({ api: 'rest', kind: 'removal' });
    }
  });

  it('without a schema nothing is unresolved-reported and schedule rows are listed as they are', () => {
    const changes = parseChangeSchedule(`changes:\n  - location: Nowhere.field\n    kind: removal\n    date: 2027-02-08\n`, 'changes.yaml');
    const calendar = buildCalendar({ today: TODAY, changes, strict: true });
    expect(calendar.diagnostics).toEqual([]);
    expect(calendar.entries).toEqual([expect.objectContaining({ location: 'Nowhere.field', source: 'changes', resolved: false, status: 'upcoming' })]);
  });
});

describe('buildCalendar: dates that do not exist', () => {
  const sdl = `type Query {\n  a: String\n  old: String @deprecated(reason: "Removal on 2027-02-30 UTC.")\n}\n`;

  it('an impossible reason date is an invalid-date error at the schema file and line', () => {
    const calendar = calendarOf(sdl);
    expect(calendar.diagnostics).toHaveLength(1);
    expect(calendar.diagnostics[0]).toMatchObject({ severity: 'error', code: 'invalid-date', file: 'api.graphql', line: 3 });
    expect(calendar.diagnostics[0]!.message).toContain('Query.old');
    expect(calendar.diagnostics[0]!.message).toContain('2027-02-30');
    // Never shifted to 2027-03-02: the element stays an undated deprecation.
    expect(only(calendar, 'Query.old')).toMatchObject({ kind: 'deprecation', date: null });
    expect(JSON.stringify(calendar.entries)).not.toContain('2027-03-0');
  });

  it('is only a warning when the schedule dates that location', () => {
    const calendar = calendarOf(sdl, `changes:\n  - location: Query.old\n    kind: removal\n    date: 2027-03-01\n`);
    expect(codes(calendar)).toEqual(['warning:invalid-date']);
    expect(calendar.diagnostics[0]).toMatchObject({ file: 'api.graphql', line: 3 });
    expect(entriesAt(calendar, 'Query.old').map((e) => [e.kind, e.date, e.source])).toEqual([
      ['removal', '2027-03-01', 'changes'],
      ['deprecation', null, 'schema'],
    ]);
  });

  const withDeletionDate = (value: string) => `directive @deprecated(reason: String = "No longer supported", deletionDate: String) on FIELD_DEFINITION | ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION | ENUM_VALUE

type Query {
  a: String
  old: String @deprecated(reason: "Use \`a\` instead.", deletionDate: "${value}")
}
`;

  it('graphql-eslint deletionDate "30/02/2021" is an invalid-date error', () => {
    const calendar = calendarOf(withDeletionDate('30/02/2021'));
    expect(calendar.diagnostics).toHaveLength(1);
    expect(calendar.diagnostics[0]).toMatchObject({ severity: 'error', code: 'invalid-date', file: 'api.graphql', line: 5 });
    expect(calendar.diagnostics[0]!.message).toContain('30/02/2021');
    expect(calendar.entries.some((e) => e.date !== null)).toBe(false);
  });

  it('graphql-eslint deletionDate "08/02/2027" is a removal on 2027-02-08', () => {
    const calendar = calendarOf(withDeletionDate('08/02/2027'));
    expect(calendar.diagnostics).toEqual([]);
    expect(only(calendar, 'Query.old')).toMatchObject({ kind: 'removal', date: '2027-02-08', status: 'upcoming', replacement: 'Query.a', source: 'schema' });
  });
});

describe('buildCalendar: status and order', () => {
  const sdl = `
type Query {
  a: String
  z: String @deprecated(reason: "Removal on 2026-11-21 UTC.")
  b: String @deprecated(reason: "Removal on 2026-11-22 UTC.")
  y: String @deprecated(reason: "Removal on 2026-11-20 UTC.")
  c: String @deprecated(reason: "Removal on 2026-11-22 UTC.")
  m: String @deprecated(reason: "Undated.")
  d: String @deprecated(reason: "Undated.")
}
`;
  const yaml = `changes:
  - location: Query.a
    kind: breaking
    date: 2026-11-22
  - location: Query.a
    kind: validation
    date: 2026-11-22
  - location: Query.a
    kind: deprecation
    date: 2026-11-22
  - location: "REST: zebra"
    kind: removal
    date: 2020-01-01
`;

  it('statuses are relative to today: on or before is past, after is upcoming, undated is past', () => {
    const calendar = calendarOf(sdl, yaml);
    const status = Object.fromEntries(calendar.entries.map((e) => [`${e.location} ${e.kind}`, e.status]));
    expect(status['Query.y removal']).toBe('past');
    expect(status['Query.z removal']).toBe('past');
    expect(status['Query.b removal']).toBe('upcoming');
    expect(status['Query.m deprecation']).toBe('past');
    expect(status['REST: zebra removal']).toBe('past');

    const earlier = calendarOf(sdl, yaml, { today: '2019-12-31' });
    expect(earlier.today).toBe('2019-12-31');
    expect(earlier.entries.filter((e) => e.date !== null).every((e) => e.status === 'upcoming')).toBe(true);
    expect(earlier.entries.filter((e) => e.date === null).every((e) => e.status === 'past')).toBe(true);
  });

  it('sorts by date (undated last), then location, then kind', () => {
    const calendar = calendarOf(sdl, yaml);
    expect(calendar.entries.map((e) => `${e.date} ${e.location} ${e.kind}`)).toEqual([
      '2020-01-01 REST: zebra removal',
      '2026-11-20 Query.y removal',
      '2026-11-21 Query.z removal',
      '2026-11-22 Query.a breaking',
      '2026-11-22 Query.a deprecation',
      '2026-11-22 Query.a validation',
      '2026-11-22 Query.b removal',
      '2026-11-22 Query.c removal',
      'null Query.d deprecation',
      'null Query.m deprecation',
    ]);
  });
});
