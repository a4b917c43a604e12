/** Positions of AST nodes in the files they were parsed from. */
import { getLocation, type ASTNode, type GraphQLError } from 'graphql';
import type { SourcePosition } from '../calendar/types.js';

/** The 1-based file position where `node` starts, or null for a node built without a source (introspection). */
export function positionOfNode(node: ASTNode | null | undefined): SourcePosition | null {
  const loc = node?.loc;
  if (!loc) return null;
  const { line, column } = getLocation(loc.source, loc.start);
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
