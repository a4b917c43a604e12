/**
 * A fix shared by several uses (`title` and `far` both become one `name`) rewrites each of them, also
 * one not reported today (`far`, deprecated beyond the look-ahead): applied by --fix, it would delete a
 * field a year before its date, with no report saying so. Such a fix is offered as a suggestion that
 * names the use, as a fix beside a report hidden by a disable comment is (rules/create-rule.ts).
 */
import type { RetirementIndex } from './retirement-index.js';
import type { Finding } from './types.js';
import { withholdFix } from './withhold-fix.js';

/** A retiring use the analysis does not report today: its range in the host file and its coordinate. */
export interface UnreportedUse {
  start: number;
  end: number;
  coordinate: string;
}

/** Moves `finding`'s fix to its first suggestion when the fix rewrites an unreported use. */
export function besideUnreported(finding: Finding, unreported: readonly UnreportedUse[], index: RetirementIndex, lineOf: (offset: number) => number): void {
  const fix = finding.fix;
  if (!fix || unreported.length === 0) return;
  const touched = unreported.find((u) => fix.some((e) => e.start <= u.start && u.end <= e.end));
  if (!touched) return;
  const retirement = index.get(touched.coordinate);
  const due = [...(retirement?.deprecations ?? []), ...(retirement?.removals ?? [])].map((e) => e.date).filter((d): d is string => d !== null).sort()[0];
  const rewrites = `also rewrites \`${touched.coordinate}\` on line ${lineOf(touched.start)}, which is not reported yet${due ? ` (due on ${due}, beyond the look-ahead)` : ''}`;
  withholdFix(finding, `Apply the fix, which ${rewrites}`, `not applied by --fix: it ${rewrites}`);
}
