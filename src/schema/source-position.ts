/** Positions of AST nodes in the files they were parsed from. */
import type { ASTNode, GraphQLError, Source } from 'graphql';
import type { SourcePosition } from '../calendar/types.js';
import { LineIndex } from '../documents/line-index.js';

// graphql-js's getLocation rescans the text from its start on every call: on a 1 MB schema with
// hundreds of deprecations that is seconds. One line index per source makes each lookup a binary search.
const lineIndexes = new WeakMap<Source, LineIndex>();

function lineIndexOf(source: Source): LineIndex {
  let index = lineIndexes.get(source);
  if (!index) lineIndexes.set(source, (index = new LineIndex(source.body)));
  return index;
}

/** The 1-based file position where `node` starts, or null for a node built without a source (introspection). */
export function positionOfNode(node: ASTNode | null | undefined): SourcePosition | null {
  const loc = node?.loc;
  if (!loc) return null;
  const { line, column } = lineIndexOf(loc.source).position(loc.start);
  return { file: loc.source.name, line, column };
}

/** The position a graphql-js error points at: its first node, else its source and first location. */
export function positionOfError(error: Pick<GraphQLError, 'nodes' | 'locations' | 'source'>): SourcePosition | null {
  const fromNode = positionOfNode(error.nodes?.[0]);
  if (fromNode) return fromNode;
  const location = error.locations?.[0];
  if (error.source && location) return { file: error.source.name, line: location.line, column: location.column };
  return null;
}
