/** The codemods `sunset codemod` knows, by the name the calendar's `codemod` key gives them. */
import { audiencesRootQuery } from './audiences-root-query.js';
import { dealTargetingReasons } from './deal-targeting-reasons.js';
import { targetingDataInsights } from './targeting-data-insights.js';
import type { Codemod } from './types.js';
import { workflowStepMutationName } from './workflow-step-mutation-name.js';

export const CODEMODS: readonly Codemod[] = [workflowStepMutationName, dealTargetingReasons, targetingDataInsights, audiencesRootQuery];

export function codemodByName(name: string): Codemod | undefined {
  return CODEMODS.find((codemod) => codemod.name === name);
}
