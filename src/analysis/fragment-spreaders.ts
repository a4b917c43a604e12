/**
 * Which definitions spread a fragment, across the scanned documents. A fix inside a fragment changes
 * every operation that spreads it, in whatever file: an operation whose only use of a variable the
 * fix merges away, or whose own field the fix's new one conflicts with, would no longer validate.
 * The fix check (spreader-check.ts) asks this index for them.
 */
import { Kind, isExecutableDefinitionNode, type DocumentNode, type ExecutableDefinitionNode, type FragmentDefinitionNode } from 'graphql';
import { forEachFragmentSpread } from './fragment-spreads.js';

/** A definition that spreads a fragment, with the fragments of its own document (its spreads resolve to those first). */
export interface Spreader {
  definition: ExecutableDefinitionNode;
  own: ReadonlyMap<string, FragmentDefinitionNode>;
}

export interface SpreaderIndex {
  /** The definitions that spread the fragment `name` themselves, each once. */
  spreadersOf(name: string): readonly Spreader[];
  /** A fragment as the project resolves a spread of it that its own document does not define. */
  resolve(name: string): FragmentDefinitionNode | undefined;
}

/** No definition spreads anything (a document checked on its own). */
export const NO_SPREADERS: SpreaderIndex = { spreadersOf: () => [], resolve: () => undefined };

/** The spreaders among `documents`, indexed when first asked (most runs have no fix inside a fragment); `resolve` as the project resolves fragments. */
export function spreadersIn(documents: () => Iterable<DocumentNode>, resolve: (name: string) => FragmentDefinitionNode | undefined): SpreaderIndex {
  let byName: Map<string, Spreader[]> | undefined;
  return {
    spreadersOf: (name) => (byName ??= indexSpreads(documents())).get(name) ?? [],
    resolve,
  };
}

function indexSpreads(documents: Iterable<DocumentNode>): Map<string, Spreader[]> {
  const byName = new Map<string, Spreader[]>();
  for (const document of documents) {
    const own = new Map<string, FragmentDefinitionNode>();
    // The first of a name wins, as everywhere in the engine.
    for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION && !own.has(definition.name.value)) own.set(definition.name.value, definition);
    for (const definition of document.definitions) {
      if (!isExecutableDefinitionNode(definition)) continue;
      const named = new Set<string>();
      forEachFragmentSpread(definition, ({ name: { value } }) => {
        if (named.has(value)) return;
        named.add(value);
        const list = byName.get(value);
        if (list) list.push({ definition, own });
        else byName.set(value, [{ definition, own }]);
      });
    }
  }
  return byName;
}

/** Both indexes' spreaders of a name (a file's own documents, then the project's others); the first one's resolution. */
export function bothSpreaders(first: SpreaderIndex, second: SpreaderIndex): SpreaderIndex {
  return {
    spreadersOf: (name) => {
      const a = first.spreadersOf(name);
      const b = second.spreadersOf(name);
      if (b.length === 0) return a;
      if (a.length === 0) return b;
      const seen = new Set(a.map((s) => s.definition));
      return [...a, ...b.filter((s) => !seen.has(s.definition))];
    },
    resolve: first.resolve,
  };
}
