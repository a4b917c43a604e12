import { describe, it, expect } from 'vitest';
import ICAL from 'ical.js';
import type { Calendar, CalendarEntry } from '../src/calendar/types.js';
import { formatCalendarMarkdown } from '../src/calendar/formats/markdown.js';
import { formatCalendarIcs } from '../src/calendar/formats/ics.js';
import { formatCalendarHtml } from '../src/calendar/formats/html.js';

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

// Already sorted the way the builder sorts: by date, undated last, then location.
const calendar: Calendar = {
  today: '2026-06-15',
  diagnostics: [],
  entries: [
    entry({
      location: 'Order.total',
      kind: 'removal',
      date: '2026-03-10',
      replacement: 'Order.totalPrice',
      codemod: 'rename-order-total',
      description: 'Use a | b instead',
      source: 'both',
      reason: 'Use totalPrice',
      definedAt: { file: 'changes.yaml', line: 3, column: 5 },
    }),
    entry({
      location: 'REST GET /v1/orders',
      api: 'rest',
      date: '2026-05-02',
      replacement: 'the orders query',
      resolved: false,
    }),
    entry({ location: 'GraphQL: pagination', kind: 'breaking', date: '2026-06-10', description: 'Cursor format changes' }),
    entry({
      location: 'Query.search(term:)',
      kind: 'validation',
      date: '2026-06-20',
      status: 'upcoming',
      description: '<script>alert(1)</script>',
    }),
    entry({
      location: 'TargetingDataSegment.targetingDataCounts',
      kind: 'removal',
      date: '2027-01-05',
      status: 'upcoming',
      replacement: 'TargetingDataSegment.counts',
      description: 'line one\nline two',
    }),
    entry({ location: 'Order.legacyId', source: 'schema', reason: 'Use id | gid' }),
    entry({ location: 'Product.sku', source: 'schema', reason: 'No longer <b>supported</b>' }),
  ],
};

describe('formatCalendarMarkdown', () => {
  const md = formatCalendarMarkdown(calendar);

  it('orders months: upcoming ascending, then past most recent first, then undated', () => {
    const headings = md.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## June 2026', '## January 2027', '## May 2026', '## March 2026', '## Undated']);
  });

  it('summarises counts and the next date', () => {
    expect(md).toContain('7 entries');
    expect(md).toContain('2 upcoming');
    expect(md).toContain('next on 2026-06-20 (in 5 days)');
  });

  it('escapes pipes and newlines inside cells and marks upcoming rows', () => {
    expect(md).toContain('Use a \\| b instead');
    expect(md).toContain('Use id \\| gid');
    expect(md).toContain('line one<br>line two');
    // Raw HTML in data is shown literally, not interpreted by the Markdown renderer.
    expect(md).toContain('&lt;script>alert(1)&lt;/script>');
    expect(md).not.toContain('<script');
    expect(md).toContain('| 2026-06-20 (in 5 days) | `Query.search(term:)` | validation |');
    // Past rows carry no relative date.
    expect(md).toContain('| 2026-03-10 | `Order.total` | removal | `Order.totalPrice` | `rename-order-total` |');
    // REST locations and phrases are not coordinates.
    expect(md).toContain('| REST GET /v1/orders | deprecation | the orders query |');
  });

  it('keeps every table row at six cells', () => {
    const rows = md.split('\n').filter((line) => line.startsWith('| '));
    for (const line of rows) {
      const cells = line.replace(/\\\|/g, '').split('|').length - 2;
      expect(cells, line).toBe(6);
    }
  });
});

describe('formatCalendarIcs', () => {
  const ics = formatCalendarIcs(calendar);
  const vevents = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');

  it('emits one all-day event per dated entry', () => {
    expect(vevents).toHaveLength(5);
    const starts = vevents.map((e) => String(e.getFirstPropertyValue('dtstart')));
    expect(starts).toEqual(['2026-03-10', '2026-05-02', '2026-06-10', '2026-06-20', '2027-01-05']);
    const ends = vevents.map((e) => String(e.getFirstPropertyValue('dtend')));
    expect(ends).toEqual(['2026-03-11', '2026-05-03', '2026-06-11', '2026-06-21', '2027-01-06']);
    expect(ics).toContain('DTSTART;VALUE=DATE:20270105');
  });

  it('ends an event on 9999-12-31, which has no next day a DATE value can hold, with a one-day duration', () => {
    const last = { ...calendar, entries: [{ ...calendar.entries[0]!, date: '9999-12-31' }] };
    const text = formatCalendarIcs(last);
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:99991231\r\n');
    expect(text).toContain('\r\nDURATION:P1D\r\n');
    expect(text).not.toMatch(/DTEND|:\d{9}/);
    const [event] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(String(event!.getFirstPropertyValue('duration'))).toBe('P1D');
  });

  it('titles, describes and categorises events', () => {
    const last = vevents[4]!;
    expect(last.getFirstPropertyValue('summary')).toBe('Removal: TargetingDataSegment.targetingDataCounts');
    const description = String(last.getFirstPropertyValue('description'));
    expect(description).toContain('Replacement: TargetingDataSegment.counts');
    expect(description).toContain('line one\nline two');
    expect(description).toContain('Source: change schedule');
    expect(last.getFirstProperty('categories')?.getValues()).toEqual(['removal', 'graphql']);
    const first = String(vevents[0]!.getFirstPropertyValue('description'));
    expect(first).toContain('Codemod: rename-order-total');
    expect(first).toContain('Source: schema @deprecated + change schedule (changes.yaml:3)');
  });

  it('is reproducible: same bytes, stable unique UIDs, DTSTAMP from today', () => {
    expect(formatCalendarIcs(calendar)).toBe(ics);
    const uids = vevents.map((e) => String(e.getFirstPropertyValue('uid')));
    expect(new Set(uids).size).toBe(5);
    for (const uid of uids) expect(uid).toMatch(/^[0-9a-f]{40}@sunset$/);
    expect(ics).toContain('DTSTAMP:20260615T000000Z');
  });

  it('keeps an event\'s UID when its date moves, and gives a location announced twice two UIDs', () => {
    const uidsOf = (text: string) =>
      new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((e) => [String(e.getFirstPropertyValue('summary')), String(e.getFirstPropertyValue('uid'))]);
    const moved = formatCalendarIcs({ ...calendar, entries: calendar.entries.map((e) => (e.date === '2027-01-05' ? { ...e, date: '2027-02-05' } : e)) });
    expect(new Map(uidsOf(moved))).toEqual(new Map(uidsOf(ics)));
    const first = calendar.entries.find((e) => e.date !== null)!;
    const twice = formatCalendarIcs({ ...calendar, entries: [first, { ...first, date: '2027-12-31' }] });
    const [a, b] = uidsOf(twice).map(([, uid]) => uid);
    expect(a).not.toBe(b);
    expect(a).toBe(new Map(uidsOf(ics)).get(uidsOf(twice)[0]![0]));
  });

  it('folds lines at 75 octets, not characters, never inside a character, and unfolds to the same text', () => {
    const text = 'Übergangsfrist für Geräte – 日本語の説明 🎉 '.repeat(8).trim();
    const folded = formatCalendarIcs({ ...calendar, entries: calendar.entries.map((e) => (e.date === '2027-01-05' ? { ...e, description: text } : e)) });
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    const event = new ICAL.Component(ICAL.parse(folded)).getAllSubcomponents('vevent')[4]!;
    expect(String(event.getFirstPropertyValue('description'))).toContain(text);
  });

  it('honours productId', () => {
    expect(formatCalendarIcs(calendar, { productId: '-//acme//deprecations//EN' })).toContain(
      'PRODID:-//acme//deprecations//EN',
    );
  });

  it('returns a valid VCALENDAR without events when nothing is dated: its one component a UTC time zone', () => {
    const empty = formatCalendarIcs({ ...calendar, entries: calendar.entries.filter((e) => e.date === null) });
    const component = new ICAL.Component(ICAL.parse(empty));
    expect(component.name).toBe('vcalendar');
    expect(component.getAllSubcomponents('vevent')).toHaveLength(0);
    expect(component.getAllSubcomponents().map((c) => c.name)).toEqual(['vtimezone']);
    expect(component.getFirstPropertyValue('version')).toBe('2.0');
    expect(empty).toContain('PRODID:');
  });
});

describe('formatCalendarHtml', () => {
  const html = formatCalendarHtml(calendar);

  it('is a complete HTML5 document', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('<title>Deprecation calendar — 2026-06-15</title>');
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).not.toMatch(/<(?:link|img|iframe)\b|src=|href="http/);
  });

  it('escapes data', () => {
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<b>supported</b>');
    expect(html).toContain('No longer &lt;b&gt;supported&lt;/b&gt;');
  });

  it('puts the today marker between past and upcoming entries', () => {
    const marker = html.indexOf('id="today"');
    expect(marker).toBeGreaterThan(0);
    // The header also names the next change, so look for the cards' headings.
    const card = (location: string): number => html.indexOf(`<code>${location}</code></h4>`);
    expect(card('Order.total')).toBeGreaterThan(0);
    expect(card('Order.total')).toBeLessThan(card('GraphQL: pagination'));
    expect(card('GraphQL: pagination')).toBeLessThan(marker);
    expect(card('Query.search(term:)')).toBeGreaterThan(marker);
    expect(card('Query.search(term:)')).toBeLessThan(card('TargetingDataSegment.targetingDataCounts'));
    expect(html).toContain('in 5 days');
    expect(html).toContain('5 days ago');
  });

  it('lists undated deprecations grouped by type', () => {
    const undated = html.slice(html.indexOf('id="undated"'));
    expect(undated).toContain('<summary><code>Order</code> <span class="count">1</span></summary>');
    expect(undated).toContain('<summary><code>Product</code> <span class="count">1</span></summary>');
    expect(undated).toContain('Use id | gid');
  });
});
