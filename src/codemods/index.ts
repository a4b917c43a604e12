/** The codemods: the registry, the runner, and the types a codemod is made of. */
export { CODEMODS, codemodByName } from './registry.js';
export type { Codemod, CodemodContext, DocumentField, LeftAlone, PathSegment, ResultMove, UsePlan } from './types.js';
export { resolveCodemods, runCodemods, type CodemodFileResult, type CodemodOptions, type CodemodRunReport } from './run-codemods.js';
