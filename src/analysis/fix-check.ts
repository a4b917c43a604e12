/**
 * The promise behind every rewrite of a selection (renames that merge fields, reshaped selections,
 * moves under an entity): the document it leaves parses and validates as well as before. Each edit
 * set is applied to the document's text, parsed and validated with every graphql-js rule a server
 * applies (the fragments it spreads from other files included); an edit set that adds an error (a
 * field selected twice under one key with different arguments, a variable no longer used, …) is
 * not offered. ESLint applies the fixes that do not touch each other in one pass, so they are also
 * checked together (`together`).
 */
import { parse, Source, type DocumentNode, type GraphQLSchema } from 'graphql';
import { applyEdits, editsKey } from './text-edits.js';
import type { TextEdit } from './types.js';
import { addedMessage, serverValidationMessages, type FragmentIndex } from './validate-document.js';

export class FixCheck {
  private baseline: readonly string[] | undefined;
  /** By edit set: the first error the edits add (null: none). */
  private readonly verdicts = new Map<string, string | null>();

  constructor(
    private readonly document: DocumentNode,
    private readonly schema: GraphQLSchema,
    private readonly fragments: FragmentIndex,
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
      verdict = this.check(body, edits);
      this.verdicts.set(key, verdict);
    }
    return verdict;
  }

  private check(body: string, edits: readonly TextEdit[]): string | null {
    let edited: DocumentNode;
    try {
      edited = parse(new Source(applyEdits(body, edits), this.document.loc!.source.name));
    } catch (error) {
      return (error as Error).message;
    }
    this.baseline ??= serverValidationMessages(this.document, this.schema, this.fragments);
    return addedMessage(this.baseline, serverValidationMessages(edited, this.schema, this.fragments));
  }

  /**
   * The fixes (each one already valid alone) that do not validate together with the others ESLint
   * would apply in the same pass: fixes are taken by where they start, as ESLint does; one that
   * touches a fix already taken waits for a later pass (after which the document is analysed
   * again); one that would break the document together with those taken is returned.
   */
  together(fixes: ReadonlyArray<readonly TextEdit[]>): Set<readonly TextEdit[]> {
    const rejected = new Set<readonly TextEdit[]>();
    const distinct = [...new Set(fixes)].filter((f) => f.length > 0);
    if (distinct.length < 2) return rejected;
    const span = (edits: readonly TextEdit[]) => [Math.min(...edits.map((e) => e.start)), Math.max(...edits.map((e) => e.end))] as const;
    distinct.sort((a, b) => span(a)[0] - span(b)[0] || span(a)[1] - span(b)[1]);
    const taken: TextEdit[] = [];
    let lastEnd = -Infinity;
    for (const fix of distinct) {
      const [start, end] = span(fix);
      if (start <= lastEnd) continue;
      if (taken.length > 0 && !this.keepsValid([...taken, ...fix])) {
        rejected.add(fix);
        continue;
      }
      taken.push(...fix);
      lastEnd = end;
    }
    return rejected;
  }
}
