import { describe, expect, it } from 'vitest';
import { datesInReason, parseDeletionDate } from '../src/calendar/reason-dates.js';

const only = (reason: string) => datesInReason(reason).dates.map(({ kind, date }) => ({ kind, date }));

describe('datesInReason', () => {
  it('reads an ISO date after "effective" as the day a deprecation takes effect', () => {
    expect(only('Use `targetingDataInsights` instead. Deprecation effective 2026-10-30.')).toEqual([{ kind: 'deprecation', date: '2026-10-30' }]);
  });

  it("reads GitHub's `Removal on YYYY-MM-DD UTC.` as a removal", () => {
    expect(only('`body` will be removed. Use `bodyHTML`. Removal on 2025-04-01 UTC.')).toEqual([{ kind: 'removal', date: '2025-04-01' }]);
  });

  it('takes an ISO timestamp to its UTC date', () => {
    expect(only('Removed 2026-10-30T00:00:00Z')).toEqual([{ kind: 'removal', date: '2026-10-30' }]);
    expect(only('Removed at 2026-10-30T23:00:00-05:00')).toEqual([{ kind: 'removal', date: '2026-10-31' }]);
    expect(only('Deprecated from 2020-01-01T00:00:00+00:00.')).toEqual([{ kind: 'deprecation', date: '2020-01-01' }]);
  });

  it('reads month-name dates in both orders', () => {
    expect(only('This field will be removed on February 8, 2027.')).toEqual([{ kind: 'removal', date: '2027-02-08' }]);
    expect(only('Deprecated since 8 February 2027')).toEqual([{ kind: 'deprecation', date: '2027-02-08' }]);
    expect(only('Deprecated on Feb. 3rd 2026')).toEqual([{ kind: 'deprecation', date: '2026-02-03' }]);
  });

  it('treats a bare date as a removal date', () => {
    expect(only('Use `other`. 2027-04-01')).toEqual([{ kind: 'removal', date: '2027-04-01' }]);
  });

  it('reads a date after "since", "added" or "introduced" as the deprecation: they date a beginning, never the removal', () => {
    expect(only('Use `foo`. Since 2025-01-01.')).toEqual([{ kind: 'deprecation', date: '2025-01-01' }]);
    expect(only('Added 2024-03-01. Use `foo`.')).toEqual([{ kind: 'deprecation', date: '2024-03-01' }]);
    expect(only('`foo` was introduced on 2 March 2024; use it.')).toEqual([{ kind: 'deprecation', date: '2024-03-02' }]);
    expect(only('Added 2024-03-01; removal on 2025-01-01 UTC.')).toEqual([
      { kind: 'deprecation', date: '2024-03-01' },
      { kind: 'removal', date: '2025-01-01' },
    ]);
    expect(only('Removed since 2025-01-01.')).toEqual([{ kind: 'removal', date: '2025-01-01' }]);
  });

  it('gives each date the kind of its own clause', () => {
    expect(only('Deprecated on 2026-01-01 and will be removed on 2026-06-01.')).toEqual([
      { kind: 'deprecation', date: '2026-01-01' },
      { kind: 'removal', date: '2026-06-01' },
    ]);
    expect(only('Deprecation effective 2026-10-30. Removal on 2027-02-08 UTC.')).toEqual([
      { kind: 'deprecation', date: '2026-10-30' },
      { kind: 'removal', date: '2027-02-08' },
    ]);
  });

  it('reads "Deprecated <date>" as the deprecation, so a later removal date stays the removal', () => {
    expect(datesInReason('Deprecated 2026-10-30; removal 2027-01-01.').dates).toEqual([
      { kind: 'deprecation', date: '2026-10-30', text: '2026-10-30' },
      { kind: 'removal', date: '2027-01-01', text: '2027-01-01' },
    ]);
    expect(datesInReason('Deprecated and removed on 2027-01-01.').dates.map((d) => d.kind)).toEqual(['removal']);
    expect(datesInReason('This field is deprecated, removed on 2027-01-01.').dates.map((d) => d.kind)).toEqual(['removal']);
  });

  it('reads no date inside a link', () => {
    expect(datesInReason('See https://example.com/changelog/2024-05-23/notice. Removal on 2025-01-01 UTC.')).toEqual({
      dates: [{ kind: 'removal', date: '2025-01-01', text: '2025-01-01' }],
      invalid: [],
    });
    expect(datesInReason('Details at http://example.com/2027-02-30.').invalid).toEqual([]);
  });

  it('reports dates that do not exist instead of shifting them', () => {
    expect(datesInReason('Removal on 2027-02-30 UTC.')).toEqual({ dates: [], invalid: ['2027-02-30'] });
    expect(datesInReason('removed on February 30, 2027')).toEqual({ dates: [], invalid: ['February 30, 2027'] });
  });

  it('finds nothing in a reason without a date', () => {
    expect(datesInReason('Use `id` instead. This field will be removed in Saleor 4.0.')).toEqual({ dates: [], invalid: [] });
    expect(datesInReason('No longer supported')).toEqual({ dates: [], invalid: [] });
  });
});

describe('a time without an offset', () => {
  it('is UTC, whatever the time zone the run is in', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // 23:30 in New York is the next day in UTC: read as UTC, it stays on its own day.
      expect(datesInReason('Removal on 2026-10-30T23:30.').dates.map((d) => d.date)).toEqual(['2026-10-30']);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('parseDeletionDate', () => {
  it("reads graphql-eslint's DD/MM/YYYY", () => {
    expect(parseDeletionDate('08/02/2027')).toBe('2027-02-08');
    expect(parseDeletionDate('29/02/2024')).toBe('2024-02-29');
  });
  it('rejects impossible and malformed dates (graphql-eslint accepts 30/02/2021)', () => {
    expect(parseDeletionDate('30/02/2021')).toBeNull();
    expect(parseDeletionDate('2021-02-01')).toBeNull();
    expect(parseDeletionDate('1/2/2021')).toBeNull();
  });
});
