/**
 * The calendar seen per schema element: for each coordinate, its deprecation and removal entries and
 * whether the schema itself marks it `@deprecated`. The walker asks it one question per element it meets.
 */
import type { Calendar, CalendarEntry } from '../calendar/types.js';
import { addDays } from '../dates.js';
import type { FindingStatus } from './types.js';

export interface Retirement {
  coordinate: string;
  deprecations: CalendarEntry[];
  removals: CalendarEntry[];
  /** The schema's `@deprecated(reason:)`, or null when the schema does not (yet) deprecate it. */
  schemaReason: string | null;
  replacement: string | null;
  codemod: string | null;
  rewrite: Record<string, string> | null;
  /** The replacement, when the schema as of today has removed it too: then there is none to take (no fix). */
  replacementRemoved?: string;
  /**
   * The replacements passed on the way to `replacement`, where the one named retires too and names
   * its own (`checkout` → `checkoutTokens` → `checkoutIds`: `checkoutTokens`). The calendar keeps
   * the one named; a use moves once, to what stays.
   */
  replacedVia?: string[];
  /** Where the replacement retires too and names none of its own: its status today (a use is then moved to it only on request). */
  replacementRetires?: RetirementStatus;
}

export interface RetirementStatus {
  status: Exclude<FindingStatus, 'invalid'>;
  /** The date that decided the status; null for a schema deprecation with no date. */
  date: string | null;
  /** The earliest removal date after the deciding date, when one is announced. */
  removalDate: string | null;
}

export type RetirementIndex = ReadonlyMap<string, Retirement>;

/** Only coordinate locations take part: REST endpoints and area labels name no element a document can use. */
export function buildRetirementIndex(calendar: Calendar): RetirementIndex {
  const index = new Map<string, Retirement>();
  for (const entry of calendar.entries) {
    if (entry.api !== 'graphql' || !entry.resolved || entry.location.includes(': ')) continue;
    if (entry.kind !== 'deprecation' && entry.kind !== 'removal') continue;
    let retirement = index.get(entry.location);
    if (!retirement) {
      retirement = { coordinate: entry.location, deprecations: [], removals: [], schemaReason: null, replacement: null, codemod: null, rewrite: null };
      index.set(entry.location, retirement);
    }
    (entry.kind === 'removal' ? retirement.removals : retirement.deprecations).push(entry);
    retirement.schemaReason ??= entry.reason;
    retirement.replacement ??= entry.replacement;
    retirement.codemod ??= entry.codemod;
    retirement.rewrite ??= entry.rewrite;
  }
  return index;
}

/** The longest look-ahead that means anything: a hundred years. */
export const MAX_LOOKAHEAD_DAYS = 36_500;

/**
 * The status of a use of `retirement` on `today`, or null when there is nothing to report.
 * The order is the contract (README): removed, deprecated, upcoming within the look-ahead, then a
 * schema deprecation with no dated announcement.
 */
export function statusOf(retirement: Retirement, today: string, lookaheadDays: number): RetirementStatus | null {
  const dated = (entries: CalendarEntry[]) => entries.map((e) => e.date).filter((d): d is string => d !== null).sort();
  const removals = dated(retirement.removals);
  const deprecations = dated(retirement.deprecations);
  const nextRemoval = (after: string | null) => removals.find((d) => after === null || d > after) ?? null;
  // Past a century every announced date is in reach; beyond it ISO dates grow a fifth year digit and stop comparing as strings.
  const horizon = addDays(today, Math.min(Math.max(lookaheadDays, 0), MAX_LOOKAHEAD_DAYS));

  const pastRemoval = removals.filter((d) => d <= today).pop();
  if (pastRemoval) return { status: 'removed', date: pastRemoval, removalDate: pastRemoval };
  const pastDeprecation = deprecations.filter((d) => d <= today).pop();
  if (pastDeprecation) return { status: 'deprecated', date: pastDeprecation, removalDate: nextRemoval(today) };
  const futureDeprecation = deprecations.find((d) => d > today);
  if (futureDeprecation) {
    // The announced date rules, even where the schema already carries @deprecated.
    return futureDeprecation <= horizon ? { status: 'upcoming', date: futureDeprecation, removalDate: nextRemoval(futureDeprecation) } : null;
  }
  if (retirement.schemaReason === null) {
    const futureRemoval = nextRemoval(today);
    return futureRemoval && futureRemoval <= horizon ? { status: 'upcoming', date: futureRemoval, removalDate: futureRemoval } : null;
  }
  return { status: 'deprecated', date: null, removalDate: nextRemoval(today) };
}

/** How many replacements a chain passes at most (GitHub's and Saleor's schemas have none longer than two). */
const MAX_CHAIN = 8;

/**
 * The index with each replacement that retires too followed (`checkout`, deprecated for
 * `checkoutTokens`, deprecated for `checkoutIds`): to the end of the chain, where the schema of today
 * has it, so that a fix moves a use once, to what stays, not onto another retiring element. Where
 * the one named retires and names none of its own, or its chain ends nowhere the schema has, it stays
 * the replacement and `replacementRetires` says how it retires. A retirement a codemod performs keeps
 * its replacement: the codemod's plan is written for it. `statusToday` is a retirement's status as the
 * findings take it (null: not reported today), `existsToday` whether the schema of today has an element.
 */
export function followReplacementChains(index: RetirementIndex, statusToday: (retirement: Retirement) => RetirementStatus | null, existsToday: (coordinate: string) => boolean): RetirementIndex {
  let changed: Map<string, Retirement> | null = null;
  for (const [coordinate, retirement] of index) {
    const first = retirement.replacement;
    const next = first ? index.get(first) : undefined;
    if (!first || !next || retirement.codemod || retirement.rewrite) continue;
    const status = statusToday(next);
    if (!status) continue;
    const via = [first];
    // The first replacement along the chain that is not reported today; null where the chain ends on one that is, loops or runs on.
    let end = next.replacement;
    for (;;) {
      if (!end || end === coordinate || via.includes(end) || via.length >= MAX_CHAIN) {
        end = null;
        break;
      }
      const step = index.get(end);
      if (!step || !statusToday(step)) break;
      via.push(end);
      end = step.replacement;
    }
    const followed = end !== null && existsToday(end) ? end : null;
    changed ??= new Map(index);
    changed.set(coordinate, followed ? { ...retirement, replacement: followed, replacedVia: via } : { ...retirement, replacementRetires: status });
  }
  return changed ?? index;
}

/**
 * The index as of a day when some replacements are themselves removed (`LEGACY` → `DIGITAL`, and
 * `DIGITAL` removed): those retirements have no replacement to take, so no fix moves code onto a value
 * or field the server rejects; `replacementRemoved` keeps it for the message.
 */
export function withoutRemovedReplacements(index: RetirementIndex, removed: ReadonlySet<string>): RetirementIndex {
  if (removed.size === 0) return index;
  let changed: Map<string, Retirement> | null = null;
  for (const [coordinate, retirement] of index) {
    if (!retirement.replacement || !removed.has(retirement.replacement)) continue;
    changed ??= new Map(index);
    changed.set(coordinate, { ...retirement, replacement: null, replacementRemoved: retirement.replacement });
  }
  return changed ?? index;
}
