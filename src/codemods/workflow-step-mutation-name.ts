/**
 * `workflow-step-mutation-name`: the retiring enum value becomes its replacement wherever the
 * engine finds it: in documents, in TS string literals passed as the value of an input field or
 * argument of the enum's type (`mutationName: 'AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY'`), and in
 * references to the generated TS enum member in the naming convention the generated code uses
 * (`AdGroupBidFactorWorkflowMutationName.AdGroupUpdateIntegralViewability` to `.AdGroupUpdate`).
 * The calendar entry says which value and which replacement; the edits are the engine's own fixes.
 * A value goes in, no result changes shape: no code reading results has to follow.
 */
import type { Codemod } from './types.js';

export const workflowStepMutationName: Codemod = {
  name: 'workflow-step-mutation-name',
  description: 'a retiring workflow step enum value becomes its replacement, in documents, TS string literals and generated enum members',
  leaveAlone: 'use',
  plan(finding) {
    if (finding.elementKind !== 'enumValue') {
      return { edits: null, reason: `a use of \`${finding.location}\` that is not an enum value; nothing to rename`, moves: [] };
    }
    if (!finding.fix) {
      const where =
        finding.origin === 'document'
          ? 'the value stands in a document whose offsets are not exact (an escaped string) or next to a `${…}` interpolation'
          : 'the replacement is not a value of the same enum';
      return { edits: null, reason: `no mechanical rename of \`${finding.location}\`: ${where}`, moves: [] };
    }
    return { edits: finding.fix, moves: [] };
  },
};
