/**
 * Code outside the paths a run was given that may read a result the run changes: a file under the
 * working directory that names a changed definition's result (its generated type, document or hook)
 * and the field that moves. The run rewrites the document but not that code, which would then read
 * a field the document no longer selects; it is said, so that the run can be widened. Found by names
 * only, without typing: a warning, not a refusal.
 */
import path from 'node:path';
import { normalizeName } from '../analysis/generated-names.js';
import type { EngineWarning } from '../analysis/types.js';
import { findSourceFiles, readSourceFiles } from '../documents/find-source-files.js';
import { isDocumentFile } from '../documents/scan-source.js';
import { LineIndex } from '../documents/line-index.js';
import { displayPath } from '../paths.js';
import type { ReadTarget } from './rewrite-reads.js';

/** Whether the run's paths leave part of the working directory out (no paths: the configured documents). */
export function leavesCodeOut(paths: readonly string[] | undefined, configuredDocuments: readonly string[], cwd: string): boolean {
  if (!paths?.length) return configuredDocuments.length > 0;
  // A path holding the working directory (`.`, `..`) leaves nothing under it out.
  const holdsCwd = (p: string) => {
    const up = path.relative(path.resolve(cwd, p), cwd);
    return !up.startsWith('..') && !path.isAbsolute(up);
  };
  return !paths.some(holdsCwd);
}

/** `runFiles`: the run's files as displayPath names them (relative to `cwd`). `listed`: the working directory's source files (`findSourceFiles(['.'], cwd)`), when the run started listing them already. */
export async function outsideReaders(
  runFiles: readonly string[],
  targets: readonly ReadTarget[],
  cwd: string,
  rewrittenFragments: readonly string[] = [],
  listed?: Promise<string[]>,
): Promise<EngineWarning[]> {
  // Per target, once: the names its moving field goes by, and its definition's name as generated names hold it.
  const moving = targets
    .filter((t) => t.moves.length > 0)
    .map((target) => ({ target, name: normalizeName(target.definition.name), field: new RegExp(`\\b(?:${[target.responseName, ...target.moves.flatMap((m) => m.from)].join('|')})\\b`) }));
  if (moving.length === 0 && rewrittenFragments.length === 0) return [];
  // The run's own files were read already: only the others are. Both are named as displayPath names them.
  const inRun = new Set(runFiles);
  const outside = (await (listed ?? findSourceFiles(['.'], cwd))).filter((file) => !inRun.has(displayPath(file, cwd)) && !/\.d\.[cm]?ts$/.test(file));
  const files = await readSourceFiles(outside, cwd);
  const warnings: EngineWarning[] = [];
  // A document that spreads a fragment the run rewrites was not validated with it.
  const spread = rewrittenFragments.length > 0 ? new RegExp(`\\.\\.\\.\\s*(${rewrittenFragments.join('|')})\\b`) : null;
  for (const file of files) {
    const spreading = spread?.exec(file.text);
    if (spreading) {
      warnings.push({
        file: file.file,
        ...new LineIndex(file.text).position(spreading.index),
        message: `spreads \`${spreading[1]}\`, a fragment this run rewrites, and is outside the paths given: it was not checked against the rewritten fragment, so run the codemod on it too`,
      });
      continue;
    }
    if (isDocumentFile(file.file)) continue;
    for (const { target, name, field } of moving) {
      const at = field.exec(file.text);
      if (!at || !namesGeneratedResult(file.text, name) || declaresResultOf(file.text, name)) continue;
      const position = new LineIndex(file.text).position(at.index);
      warnings.push({
        file: file.file,
        ...position,
        message: `names \`${at[0]}\` and the result of ${target.definition.name}, whose document this run changes, and is outside the paths given: it stays as it was, so run the codemod on it too`,
      });
      break;
    }
  }
  return warnings;
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
/** After the definition's name: its kind and whatever a plugin adds (`QueryVariables`, `QueryHookResult`, `LazyQueryHookResult`), or its document. */
const RESULT_SUFFIX = /^(?:lazy|suspense)?(?:query|mutation|subscription|fragment)\w*$|^(?:document|fragmentdoc)$/;
const HOOK = /^use(?:lazy|suspense|background)?(.*?)(?:lazy|suspense)?(?:query|mutation|subscription|fragment)$/;

/**
 * Whether an identifier is one of the generated names of a definition (`name`, normalized), compared as graphql-codegen's
 * conventions write them: PascalCase types and documents (`AudiencesQuery`, `AudiencesQueryHookResult`,
 * `AudiencesDocument`, `SegmentFieldsFragmentDoc`) and `use` hooks (`useAudiencesLazyQuery`), compared
 * without case and separators after that (a query named `audiences` gives `AudiencesQuery`). A local
 * `audiencesQuery` is none. Untyped, a name alone must say it is this result.
 */
function isGeneratedName(identifier: string, name: string): boolean {
  if (!/^(?:[A-Z]|use[A-Z])/.test(identifier)) return false;
  const normalized = normalizeName(identifier);
  if (normalized.startsWith(name) && RESULT_SUFFIX.test(normalized.slice(name.length))) return true;
  return HOOK.exec(normalized)?.[1] === name;
}

/** Whether the text names one of the generated names of the definition `name` (normalized) stands for. */
function namesGeneratedResult(text: string, name: string): boolean {
  return [...text.matchAll(IDENTIFIER)].some(([identifier]) => isGeneratedName(identifier, name));
}

/**
 * Generated code declares the result's type (`export type AudiencesQuery = …`): it is regenerated, not
 * rewritten. A `type` modifier of an import or export (`import { AudiencesDocument, type AudiencesQuery }`)
 * declares nothing: such a file reads the result.
 */
function declaresResultOf(text: string, name: string): boolean {
  return [...text.matchAll(/\btype\s+([A-Za-z_$][\w$]*)\s*(?:<[^>]*>\s*)?=|\binterface\s+([A-Za-z_$][\w$]*)/g)].some((m) => isGeneratedName((m[1] ?? m[2])!, name));
}
