/** The codemods `sunset codemod` knows, by the name the calendar's `codemod` key gives them. */
import { audiencesRootQuery } from './audiences-root-query.js';
import { dealTargetingReasons } from './deal-targeting-reasons.js';
import { targetingDataInsights } from './targeting-data-insights.js';
import { CODEMOD_NAMES } from './codemod-names.js';
import type { Codemod } from './types.js';
import { workflowStepMutationName } from './workflow-step-mutation-name.js';

export const CODEMODS: readonly Codemod[] = [workflowStepMutationName, dealTargetingReasons, targetingDataInsights, audiencesRootQuery];

// The calendar knows them by CODEMOD_NAMES alone: a codemod missing there, or there and not here, is a mistake of ours.
if (CODEMODS.map((codemod) => codemod.name).join() !== CODEMOD_NAMES.join()) throw new Error('codemod-names.ts does not list the codemods of registry.ts');

export function codemodByName(name: string): Codemod | undefined {
  return CODEMODS.find((codemod) => codemod.name === name);
}
