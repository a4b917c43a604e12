/**
 * `workflow-step-mutation-name`: the retiring enum value becomes its replacement wherever the
 * engine finds it: in documents, in TS string literals passed as the value of an input field or
 * argument of the enum's type (`mutationName: 'AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY'`), and in
 * references to the generated TS enum member in the naming convention the generated code uses
 * (`AdGroupBidFactorWorkflowMutationName.AdGroupUpdateIntegralViewability` to `.AdGroupUpdate`).
 * The calendar entry says which value and which replacement; the edits are the engine's own fixes.
 * A value goes in, no result changes shape: no code reading results has to follow.
 *
 * Two uses in code are left as they were, and reported:
 * - a string literal whose type there does not take the new value (`interface AuditEntry {
 *   mutationName: 'AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY' | 'CAMPAIGN_CREATE' }`): a type of the
 *   code's own, so no variable of the API's, or one whose type must change first. Such a type holds
 *   the old value, so a literal is typed only when the code its file reaches names the old value
 *   elsewhere; then its file is typed with what it imports (typing-scope.ts);
 * - a `case` whose switch has one for the new value already, an object's key (`[…MutationName
 *   .AdGroupUpdateIntegralViewability]: …`) whose object has one for the new value already, an entry's
 *   key in a list of entries with one for it already (`new Map([…])`), or a comparison where its
 *   function compares the same with the new value already (`||`, an `if` after an `if`, `? :`):
 *   renamed, it would repeat it (repeated-value.ts: the engine offers such a rename only, `fixWithheld`). A key written as a string
 *   (`AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY: …`) is no use the engine reports: it stays, unreported.
 */
import path from 'node:path';
import type { ts as TS } from 'ts-morph';
import type TypeScript from 'typescript';
import { typeRefusingValue } from '../analysis/literal-type.js';
import { mechanicalRename } from '../analysis/mechanical-fixes.js';
import type { Finding } from '../analysis/types.js';
import { ts } from './ts-morph.js';
import { hostLibsOf, importClosure, tsconfigOf, Typing } from './typing-scope.js';
import type { Codemod, CodemodContext } from './types.js';

/** ts-morph's bundled TypeScript, as literal-type.ts takes a compiler: the same API, typings of its own. */
const compiler = ts as unknown as typeof TypeScript;

export const workflowStepMutationName: Codemod = {
  name: 'workflow-step-mutation-name',
  description: 'a retiring workflow step enum value becomes its replacement, in documents, TS string literals and generated enum members',
  leaveAlone: 'use',
  plan(finding, _document, context) {
    if (finding.elementKind !== 'enumValue') {
      return { edits: null, reason: `a use of \`${finding.location}\` that is not an enum value; nothing to rename`, moves: [] };
    }
    // A rename that would repeat a value beside the use (repeated-value.ts): the engine offers it only.
    if (finding.fixWithheld) return { edits: null, reason: finding.fixWithheld, moves: [] };
    if (!finding.fix) {
      const where =
        finding.origin === 'document'
          ? (finding.unrewritten ?? 'the rename would touch an escape of the string the document stands in, or a `${…}` interpolation')
          : 'the replacement is not a value of the same enum';
      return { edits: null, reason: `no mechanical rename of \`${finding.location}\`: ${where}`, moves: [] };
    }
    const kept = finding.origin === 'document' ? null : whyCodeStays(finding, context);
    if (kept) return { edits: null, reason: kept, moves: [] };
    return { edits: finding.fix, moves: [] };
  },
};

/** The typings of a run's string literal uses, one per tsconfig: one per run, whose context is its own. */
const typingsOfRun = new WeakMap<CodemodContext, Map<string | null, LiteralTyping>>();

/** Why a use in code stays as it was (a string literal whose type does not take the new value), or null when it is renamed. */
function whyCodeStays(finding: Finding, context: CodemodContext): string | null {
  const location = finding.location ?? '';
  const value = finding.origin === 'ts-string-literal' ? mechanicalRename(location, finding.replacement, context.schema) : null;
  if (!value) return null;
  const rename: ValueRename = { from: location.slice(location.lastIndexOf('.') + 1), to: value };
  const file = path.normalize(path.resolve(context.cwd, finding.file));
  const config = tsconfigOf(file, context.texts);
  const typings = typingsOfRun.get(context) ?? typingsOfRun.set(context, new Map()).get(context)!;
  const typing = typings.get(config) ?? typings.set(config, new LiteralTyping(config, context.texts)).get(config)!;
  const text = typing.namesOldValue(file, finding.start, rename) ? typing.typeRefusing(file, finding.start, rename.to) : null;
  if (!text) return null;
  return `its type here, \`${text}\`, does not take \`'${rename.to}'\`: a type of the code's own, so either no value sent to the API, or one whose type must take the new value first`;
}

/** The enum value renamed: `AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY` to `AD_GROUP_UPDATE`. */
interface ValueRename {
  from: string;
  to: string;
}

/**
 * The files of one tsconfig holding a string literal use, typed together with what they import (of a
 * package, only what they use); the program grows as uses in more files come. The host libs (the
 * DOM) are left out: no type of theirs decides what a step name may be.
 */
class LiteralTyping {
  private readonly typing: Typing;
  private readonly files: string[] = [];
  private checked: { program: TS.Program; checker: TS.TypeChecker } | null = null;
  private readonly imports = new Map<string, string[]>();

  constructor(config: string | null, texts: ReadonlyMap<string, string>) {
    this.typing = new Typing(config, true, texts);
  }

  /**
   * Whether the code `file` reaches through imports (the project's files, through any chain) names
   * the old value other than as the use at `start` or as a member of an enum holding the new value
   * too (the generated enum): a type that takes the old value and not the new one must name it.
   */
  namesOldValue(file: string, start: number, rename: ValueRename): boolean {
    const quoted = new RegExp(`(['"\`])${rename.from}\\1`, 'g');
    const queue = [file];
    const seen = new Set(queue);
    for (let i = 0; i < queue.length; i++) {
      const current = queue[i]!;
      const text = this.typing.text(current) ?? '';
      for (const match of text.matchAll(quoted)) {
        if (!(current === file && match.index === start) && !isMemberOfRenamingEnum(text, match.index, rename)) return true;
      }
      for (const imported of this.importsOf(current)) {
        if (!seen.has(imported)) {
          seen.add(imported);
          queue.push(imported);
        }
      }
    }
    return false;
  }

  /** The project files a file imports (a package cannot name this schema's values, unless it is generated code shipped as one). */
  private importsOf(file: string): string[] {
    let imports = this.imports.get(file);
    if (!imports) {
      const resolved = this.typing.importedFiles(file).map((imported) => this.typing.resolve(imported.fileName, file));
      imports = resolved.filter((target): target is string => target !== null && !/[\\/]node_modules[\\/]/.test(target));
      this.imports.set(file, imports);
    }
    return imports;
  }

  /** The type the literal at `start` in `file` must have, when it does not take `value` (literal-type.ts). */
  typeRefusing(file: string, start: number, value: string): string | null {
    if (!this.files.includes(file)) {
      this.files.push(file);
      this.checked = null;
    }
    if (!this.checked) {
      const program = this.typing.program([...new Set([...this.files, ...importClosure(this.files, this.typing)])], hostLibsOf(this.typing.options)?.stubs);
      this.checked = { program, checker: program.getTypeChecker() };
    }
    const { program, checker } = this.checked;
    const sourceFile = program.getSourceFile(file);
    return sourceFile ? typeRefusingValue(compiler, checker as unknown as TypeScript.TypeChecker, sourceFile as unknown as TypeScript.SourceFile, start, value) : null;
  }
}

/** A line `Member = 'VALUE',` alone, as generated enums write their members. */
const enumMemberLine = (value: string) => new RegExp(`^\\s*[A-Za-z_$][\\w$]*\\s*=\\s*(['"])${value}\\1\\s*,?\\s*$`, 'm');

/** Whether the old value at `at` is an enum member's, in a text holding a member of the new value too. */
function isMemberOfRenamingEnum(text: string, at: number, rename: ValueRename): boolean {
  const end = text.indexOf('\n', at);
  const line = text.slice(text.lastIndexOf('\n', at) + 1, end === -1 ? text.length : end);
  return enumMemberLine(rename.from).test(line) && enumMemberLine(rename.to).test(text);
}
