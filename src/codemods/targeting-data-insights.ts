/**
 * `targeting-data-insights`: `targetingDataCounts { … }` and `daysUntilLargeExpiration` become one
 * `targetingDataInsights { … }` holding only the sub-fields that were selected, as the calendar
 * entries' `rewrite` mappings say (the engine's reshape fix, `src/rewrites/reshape-selection.ts`).
 * Code reading the result follows the same mapping: `seg.targetingDataCounts?.receivedCounts`
 * becomes `seg.targetingDataInsights?.receivedCounts?.totalUserIdCount`, with `?.` wherever the
 * schema lets a new intermediate field be null, destructuring included (`rewrite-reads.ts`).
 */
import { typeOfCoordinate } from '../schema/coordinates.js';
import { segmentsAlong } from './result-paths.js';
import type { Codemod, ResultMove } from './types.js';

export const targetingDataInsights: Codemod = {
  name: 'targeting-data-insights',
  description: 'selections the schedule reshapes (targetingDataCounts, daysUntilLargeExpiration) move into targetingDataInsights, and the code reading them follows',
  leaveAlone: 'use',
  plan(finding, document, context) {
    if (finding.elementKind !== 'field' || !document) return { edits: null, reason: `a use of \`${finding.location}\` outside a selection; nothing to reshape`, moves: [] };
    if (!finding.fix) {
      return {
        edits: null,
        reason: `\`${finding.location}\` cannot be reshaped exactly: ${finding.unrewritten ?? "the selection has an alias, an argument, a directive or a fragment, selects a sub-field the schedule's rewrite does not map, or holds a comment the new selection would have no place for"}`,
        moves: [],
      };
    }
    const parentType = finding.location ? typeOfCoordinate(finding.location) : null;
    const name = document.field.name.value;
    const mapping: Record<string, string> = {};
    for (const entry of context.entries) if (entry.location === finding.location) Object.assign(mapping, entry.rewrite ?? {});
    const moves: ResultMove[] = [];
    for (const [from, to] of Object.entries(mapping)) {
      const fromPath = from.split('.');
      if (fromPath[0] !== name) continue;
      const segments = parentType ? segmentsAlong(context.schema, parentType, to.split('.')) : null;
      if (!segments) return { edits: null, reason: `the schedule's rewrite \`${from}: ${to}\` does not name fields of the schema`, moves: [] };
      moves.push({ from: fromPath, to: segments });
    }
    if (moves.length === 0) return { edits: null, reason: `the schedule gives no rewrite for \`${finding.location}\``, moves: [] };
    return { edits: finding.fix, moves };
  },
};
