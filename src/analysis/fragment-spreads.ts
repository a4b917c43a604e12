/**
 * The fragment spreads in a piece of a document. Spreads stand only in selection sets, so this
 * follows selection sets alone: graphql-js's `visit` would also walk every argument, value and
 * directive, and sets up a visitor per call, which for the small walks the engine makes per
 * document (one per document and per fragment it pulls in) costs more than the walk.
 */
import { Kind, type ASTNode, type FragmentSpreadNode, type SelectionSetNode } from 'graphql';

function walk(selectionSet: SelectionSetNode, onSpread: (spread: FragmentSpreadNode) => void): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) onSpread(selection);
    else if (selection.selectionSet) walk(selection.selectionSet, onSpread);
  }
}

/** Calls `onSpread` for each fragment spread in `node` (a document, a definition or a selection set), in document order. */
export function forEachFragmentSpread(node: ASTNode, onSpread: (spread: FragmentSpreadNode) => void): void {
  if (node.kind === Kind.DOCUMENT) {
    for (const definition of node.definitions) forEachFragmentSpread(definition, onSpread);
  } else if (node.kind === Kind.SELECTION_SET) {
    walk(node, onSpread);
  } else if ('selectionSet' in node && node.selectionSet) {
    walk(node.selectionSet, onSpread);
  } else if (node.kind === Kind.FRAGMENT_SPREAD) {
    onSpread(node);
  }
}
