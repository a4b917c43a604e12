/**
 * Which definitions spread a fragment, across the scanned documents. A fix inside a fragment changes
 * every operation that spreads it, in whatever file: an operation whose only use of a variable the
 * fix merges away, or whose own field the fix's new one conflicts with, would no longer validate.
 * The fix check (fix-check.ts) asks this index for them.
 */
import { isExecutableDefinitionNode, type DocumentNode, type ExecutableDefinitionNode } from 'graphql';
import { forEachFragmentSpread } from './fragment-spreads.js';

/** The definitions (operations and fragments) that spread the fragment `name` themselves, each once. */
export type Spreaders = (name: string) => readonly ExecutableDefinitionNode[];

/** No definition spreads anything (a document checked on its own). */
export const NO_SPREADERS: Spreaders = () => [];

/** The spreaders among `documents`, indexed when first asked: most runs have no fix inside a fragment. */
export function spreadersIn(documents: () => Iterable<DocumentNode>): Spreaders {
  let byName: Map<string, ExecutableDefinitionNode[]> | undefined;
  return (name) => {
    byName ??= indexSpreads(documents());
    return byName.get(name) ?? [];
  };
}

function indexSpreads(documents: Iterable<DocumentNode>): Map<string, ExecutableDefinitionNode[]> {
  const byName = new Map<string, ExecutableDefinitionNode[]>();
  for (const document of documents) {
    for (const definition of document.definitions) {
      if (!isExecutableDefinitionNode(definition)) continue;
      const named = new Set<string>();
      forEachFragmentSpread(definition, ({ name: { value } }) => {
        if (named.has(value)) return;
        named.add(value);
        const list = byName.get(value);
        if (list) list.push(definition);
        else byName.set(value, [definition]);
      });
    }
  }
  return byName;
}

/** Both indexes' spreaders of a name (each definition once): a file's own documents and the project's others. */
export function bothSpreaders(first: Spreaders, second: Spreaders): Spreaders {
  return (name) => {
    const a = first(name);
    const b = second(name);
    if (b.length === 0) return a;
    if (a.length === 0) return b;
    return [...new Set([...a, ...b])];
  };
}
