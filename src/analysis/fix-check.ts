/**
 * The promise behind every rewrite of a selection (renames that merge fields, reshaped selections,
 * moves under an entity): the document it leaves parses and validates as well as before. Each edit
 * set is applied to the document's text, parsed and validated with every graphql-js rule a server
 * applies (the fragments it spreads from other files included); an edit set that adds an error (a
 * field selected twice under one key with different arguments, a variable no longer used, …) is
 * not offered. ESLint applies the fixes that do not touch each other in one pass, so they are also
 * checked together (`together`).
 *
 * Only the definitions an edit set can change are checked (`scopeOf`): those it edits, those that
 * spread an edited fragment, and the document's fragments they spread. A definition outside that
 * scope reads the same text and the same fragments before and after, so has the same errors. A file
 * of hundreds of operations, each with a fix, is then checked in time linear in its size, where
 * checking the whole document for each fix took minutes.
 *
 * An edit inside a fragment also changes every definition elsewhere that spreads it (another file's
 * operation, directly or through other fragments): those are checked too (spreader-check.ts).
 */
import { Kind, parse, Source, type DefinitionNode, type DocumentNode, type GraphQLSchema } from 'graphql';
import { forEachFragmentSpread } from './fragment-spreads.js';
import { NO_SPREADERS, type SpreaderIndex } from './fragment-spreaders.js';
import { SpreaderCheck } from './spreader-check.js';
import { applyEdits, applyEditsWithin, editsKey } from './text-edits.js';
import type { TextEdit } from './types.js';
import { addedMessage, serverValidationMessages, type FragmentIndex } from './validate-document.js';

/** The document's definitions and how they spread each other's fragments, made once. */
interface Definitions {
  list: readonly DefinitionNode[];
  /** Whether a fragment name is defined twice: graphql-js takes the last, a spread's scope cannot tell which. */
  ambiguous: boolean;
  /** The index of each fragment the document defines. */
  fragmentAt: ReadonlyMap<string, number>;
  /** Per definition, the names of the fragments it spreads itself. */
  spreads: ReadonlyArray<ReadonlySet<string>>;
}

export class FixCheck {
  private baseline: readonly string[] | undefined;
  /** By scope (definition indexes), the messages of those definitions as they are. */
  private readonly scopedBaselines = new Map<string, readonly string[]>();
  /** By edit set: the first error the edits add (null: none). */
  private readonly verdicts = new Map<string, string | null>();
  private definitions: Definitions | undefined;
  private spreaderCheck: SpreaderCheck | undefined;

  constructor(
    private readonly document: DocumentNode,
    private readonly schema: GraphQLSchema,
    private readonly fragments: FragmentIndex,
    /** The definitions of every scanned document that spread a fragment: this document's own ones may be among them. */
    private readonly spreaders: SpreaderIndex = NO_SPREADERS,
  ) {}

  /** Whether the document with `edits` applied parses, and has no validation error the document lacks. */
  keepsValid(edits: readonly TextEdit[]): boolean {
    return this.addedError(edits) === null;
  }

  /** The first error the document with `edits` applied has and the document lacks (its syntax error, or a validation message); null when none. */
  addedError(edits: readonly TextEdit[]): string | null {
    const body = this.document.loc?.source.body;
    if (body === undefined || edits.length === 0) return null;
    const key = editsKey(edits);
    let verdict = this.verdicts.get(key);
    if (verdict === undefined) {
      const scope = this.scopeOf(edits);
      verdict = (scope ? this.checkScope(body, edits, scope) : this.checkWhole(body, edits)) ?? this.outside().addedError(edits);
      this.verdicts.set(key, verdict);
    }
    return verdict;
  }

  private checkWhole(body: string, edits: readonly TextEdit[]): string | null {
    const edited = this.parse(applyEdits(body, edits));
    if (typeof edited === 'string') return edited;
    this.baseline ??= serverValidationMessages(this.document, this.schema, this.fragments);
    return addedMessage(this.baseline, serverValidationMessages(edited, this.schema, this.fragments));
  }

  /**
   * The definitions of `scope` alone, as a document of their own, before and after the edits. An edit
   * may spread one of the document's fragments the scope lacks (a selection moved with its spreads):
   * the scope then takes it in, and the check is made again.
   */
  private checkScope(body: string, edits: readonly TextEdit[], scope: number[]): string | null {
    const { list } = this.definitions!;
    for (;;) {
      const pieces = scope.map((i) => applyEditsWithin(body, list[i]!.loc!.start, list[i]!.loc!.end, edits));
      const edited = this.parse(pieces.join('\n'));
      if (typeof edited === 'string') return edited;
      const wider = this.withOwnFragments(scope, edited);
      if (wider.length > scope.length) {
        scope = wider;
        continue;
      }
      const key = scope.join(',');
      let baseline = this.scopedBaselines.get(key);
      if (!baseline) {
        const original = this.parse(scope.map((i) => body.slice(list[i]!.loc!.start, list[i]!.loc!.end)).join('\n'));
        // The definitions parse apart as they parse together.
        baseline = typeof original === 'string' ? [] : serverValidationMessages(original, this.schema, this.fragments);
        this.scopedBaselines.set(key, baseline);
      }
      return addedMessage(baseline, serverValidationMessages(edited, this.schema, this.fragments));
    }
  }

  private outside(): SpreaderCheck {
    return (this.spreaderCheck ??= new SpreaderCheck(this.document, this.schema, this.spreaders));
  }

  private parse(text: string): DocumentNode | string {
    try {
      return parse(new Source(text, this.document.loc!.source.name));
    } catch (error) {
      return (error as Error).message;
    }
  }

  /**
   * The definition indexes an edit set can change the errors of, sorted; null to check the whole
   * document (a document of one definition, an edit outside every definition, a definition without
   * a location, a fragment name defined twice).
   */
  private scopeOf(edits: readonly TextEdit[]): number[] | null {
    const definitions = (this.definitions ??= definitionsOf(this.document));
    const { list, spreads } = definitions;
    if (list.length < 2 || definitions.ambiguous || list.some((d) => !d.loc)) return null;
    const scope = new Set<number>();
    for (const edit of edits) {
      const at = list.findIndex((d) => edit.start >= d.loc!.start && edit.end <= d.loc!.end);
      if (at < 0) return null;
      scope.add(at);
    }
    // Those spreading an edited fragment, through any chain: their selections merge with its own.
    const edited = [...scope];
    for (let k = 0; k < edited.length; k++) {
      const definition = list[edited[k]!]!;
      if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
      spreads.forEach((names, i) => {
        if (!scope.has(i) && names.has(definition.name.value)) {
          scope.add(i);
          edited.push(i);
        }
      });
    }
    // And the document's fragments they spread, through any chain (other files' come from the index).
    this.addSpreadFragments(scope, [...scope]);
    return [...scope].sort((a, b) => a - b);
  }

  /** Adds to `scope` the document's fragments that the definitions `from` spread, through any chain. */
  private addSpreadFragments(scope: Set<number>, from: number[]): void {
    const { fragmentAt, spreads } = this.definitions!;
    const pending = [...from];
    while (pending.length > 0) {
      for (const name of spreads[pending.pop()!]!) {
        const at = fragmentAt.get(name);
        if (at !== undefined && !scope.has(at)) {
          scope.add(at);
          pending.push(at);
        }
      }
    }
  }

  /** `scope` with the document's fragments that `edited` spreads (through any chain) and it lacks. */
  private withOwnFragments(scope: readonly number[], edited: DocumentNode): number[] {
    const { fragmentAt } = this.definitions!;
    const wider = new Set(scope);
    const added: number[] = [];
    forEachFragmentSpread(edited, (spread) => {
      const at = fragmentAt.get(spread.name.value);
      if (at !== undefined && !wider.has(at)) {
        wider.add(at);
        added.push(at);
      }
    });
    this.addSpreadFragments(wider, added);
    return [...wider].sort((a, b) => a - b);
  }

  /**
   * The fixes (each one already valid alone) that do not validate together with the others ESLint
   * would apply in the same pass: none when all it would take validate together; else fixes are taken by where they start, as ESLint does; one that
   * touches a fix already taken waits for a later pass (after which the document is analysed
   * again); one that would break the document together with those taken is returned. A fix is
   * checked with the fixes taken in the definitions it can change: the others were checked as taken.
   */
  together(fixes: ReadonlyArray<readonly TextEdit[]>): Set<readonly TextEdit[]> {
    const rejected = new Set<readonly TextEdit[]>();
    const distinct = [...new Set(fixes)].filter((f) => f.length > 0);
    if (distinct.length < 2) return rejected;
    const span = (edits: readonly TextEdit[]) => [Math.min(...edits.map((e) => e.start)), Math.max(...edits.map((e) => e.end))] as const;
    distinct.sort((a, b) => span(a)[0] - span(b)[0] || span(a)[1] - span(b)[1]);
    // Most often every fix ESLint would take validates with the others: one check says so.
    const firstPass: TextEdit[] = [];
    let passEnd = -Infinity;
    for (const fix of distinct) {
      const [start, end] = span(fix);
      if (start <= passEnd) continue;
      firstPass.push(...fix);
      passEnd = end;
    }
    if (this.keepsValid(firstPass)) return rejected;
    const taken: TextEdit[] = [];
    let lastEnd = -Infinity;
    for (const fix of distinct) {
      const [start, end] = span(fix);
      if (start <= lastEnd) continue;
      if (taken.length > 0 && !this.keepsValid([...this.takenWithin(taken, fix), ...fix])) {
        rejected.add(fix);
        continue;
      }
      taken.push(...fix);
      lastEnd = end;
    }
    return rejected;
  }

  /**
   * The edits of `taken` in the definitions `fix` can change; all of them where it can change the
   * whole document, or where an edit spreads a fragment (a definition that spreads it only once edited
   * is not among those the document says spread it).
   */
  private takenWithin(taken: readonly TextEdit[], fix: readonly TextEdit[]): readonly TextEdit[] {
    const scope = this.scopeOf(fix);
    // A definition outside the document that spreads the fix's fragment may spread another the taken edits change.
    if (!scope || [...taken, ...fix].some((e) => e.text.includes('...')) || this.outside().reachesOutside(fix)) return taken;
    const { list } = this.definitions!;
    return taken.filter((e) => scope.some((i) => e.start >= list[i]!.loc!.start && e.end <= list[i]!.loc!.end));
  }
}

function definitionsOf(document: DocumentNode): Definitions {
  const list = document.definitions;
  const fragmentAt = new Map<string, number>();
  let ambiguous = false;
  list.forEach((definition, i) => {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) return;
    if (fragmentAt.has(definition.name.value)) ambiguous = true;
    else fragmentAt.set(definition.name.value, i);
  });
  const spreads = list.map((definition) => {
    const names = new Set<string>();
    forEachFragmentSpread(definition, (spread) => names.add(spread.name.value));
    return names;
  });
  return { list, ambiguous, fragmentAt, spreads };
}
