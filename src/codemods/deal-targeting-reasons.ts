/**
 * `deal-targeting-reasons`: the three `targetedAt…Level` fields become one `targetedAtHigherLevel`.
 * In documents the engine's fix renames the first and removes the others (never selecting the new
 * field twice); in code, a read of any of them follows to the new field, and an `||` of several
 * on the same object collapses to one read (`rewrite-reads.ts`). The new name is the calendar
 * entry's replacement; an aliased field keeps its alias, so code reading it has nothing to change.
 */
import { isNonNullType } from 'graphql';
import { resolveCoordinate } from '../schema/coordinates.js';
import type { Codemod, UsePlan } from './types.js';
import type { Finding } from '../analysis/types.js';
import type { CodemodContext, DocumentField } from './types.js';

/** A field renamed to a sibling: the engine's edits, and the read that follows to the new response name. */
export function fieldRenamePlan(finding: Finding, document: DocumentField | null, context: CodemodContext): UsePlan {
  if (finding.elementKind !== 'field' || !document) {
    return finding.fix ? { edits: finding.fix, moves: [] } : { edits: null, reason: `no mechanical rename of \`${finding.location}\``, moves: [] };
  }
  const target = finding.replacement ? resolveCoordinate(context.schema, finding.replacement) : undefined;
  if (!finding.fix || target?.kind !== 'Field') {
    return {
      edits: null,
      reason: `no mechanical rename of \`${finding.location}\`${finding.replacement ? ` to \`${finding.replacement}\`` : ''} (${finding.unrewritten ?? 'the replacement is not a field of the same type, or the selection carries a directive'})`,
      moves: [],
    };
  }
  const { field } = document;
  const from = (field.alias ?? field.name).value;
  const to = field.alias ? field.alias.value : target.field.name;
  const moves = from === to ? [] : [{ from: [from], to: [{ name: to, nullable: !isNonNullType(target.field.type) }] }];
  return { edits: finding.fix, moves, ...(field.alias && field.name.value !== target.field.name ? { mergedAlias: target.field.name } : {}) };
}

export const dealTargetingReasons: Codemod = {
  name: 'deal-targeting-reasons',
  description: 'the level-specific deal targeting reason fields become one targetedAtHigherLevel, in documents and in the code reading them',
  leaveAlone: 'use',
  plan: fieldRenamePlan,
};
