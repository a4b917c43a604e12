/**
 * The codemods' names, as the calendar's `codemod` key gives them, on their own: building a calendar
 * checks its `codemod` keys against them without loading the codemods (and ts-morph with them).
 * registry.ts holds the codemods and checks that they are these.
 */
export const CODEMOD_NAMES = ['workflow-step-mutation-name', 'deal-targeting-reasons', 'targeting-data-insights', 'audiences-root-query'] as const;

export type CodemodName = (typeof CODEMOD_NAMES)[number];
