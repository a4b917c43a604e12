/** Positions of AST nodes in the files they were parsed from. */
import { Source, type ASTNode, type GraphQLError } from 'graphql';
import type { SourcePosition } from '../calendar/types.js';
import { LineIndex } from '../documents/line-index.js';
import type { ErrorPlace } from '../errors.js';

// graphql-js's getLocation rescans the text from its start on every call: on a 1 MB schema with
// hundreds of deprecations that is seconds. One line index per source makes each lookup a binary search.
const lineIndexes = new WeakMap<Source, LineIndex>();

function lineIndexOf(source: Source): LineIndex {
  let index = lineIndexes.get(source);
  if (!index) lineIndexes.set(source, (index = new LineIndex(source.body)));
  return index;
}

/**
 * SDL printed from an introspection result, named after the JSON file or URL it came from: its lines
 * are the printed text's, which that file does not have, so no line of it is ever given.
 */
const printedSources = new WeakSet<Source>();

/** A source of SDL printed from what `origin` holds (an introspection JSON file or endpoint). */
export function printedSource(sdl: string, origin: string): Source {
  const source = new Source(sdl, origin);
  printedSources.add(source);
  return source;
}

/** The 1-based file position where `node` starts, or null when none is known (no source, or a printed one). */
export function positionOfNode(node: ASTNode | null | undefined): SourcePosition | null {
  const loc = node?.loc;
  if (!loc || printedSources.has(loc.source)) return null;
  const { line, column } = lineIndexOf(loc.source).position(loc.start);
  return { file: loc.source.name, line, column };
}

/** The file (or URL) `node` was read from, also where its lines are not known; null for a node built without a source. */
export function fileOfNode(node: ASTNode | null | undefined): string | null {
  return node?.loc?.source.name ?? null;
}

/** Where `node` is: its position, else the file it was read from, else null. */
export function placeOfNode(node: ASTNode | null | undefined): ErrorPlace | null {
  const file = fileOfNode(node);
  return positionOfNode(node) ?? (file ? { file } : null);
}

/** The position a graphql-js error points at: its first node, else its source and first location. */
export function positionOfError(error: Pick<GraphQLError, 'nodes' | 'locations' | 'source'>): SourcePosition | null {
  const fromNode = positionOfNode(error.nodes?.[0]);
  if (fromNode) return fromNode;
  const location = error.locations?.[0];
  if (error.source && location && !printedSources.has(error.source)) return { file: error.source.name, line: location.line, column: location.column };
  return null;
}

/** Where a graphql-js error is: its position, else the file it is about, else null. */
export function placeOfError(error: Pick<GraphQLError, 'nodes' | 'locations' | 'source'>): ErrorPlace | null {
  const file = error.nodes?.[0]?.loc?.source.name ?? error.source?.name;
  return positionOfError(error) ?? (file ? { file } : null);
}
