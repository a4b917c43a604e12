/**
 * Writing GraphQL text the way the surrounding document is written: its indentation unit, its line
 * ends, one line or several. Rewrites use these so that a fixed document reads as if written by hand.
 */
import type { FieldNode, SelectionSetNode } from 'graphql';

/** The white space before `offset` on its line, or null when something else precedes it there. */
export function lineIndent(body: string, offset: number): string | null {
  const lineStart = body.lastIndexOf('\n', offset - 1) + 1;
  const before = body.slice(lineStart, offset);
  return /^[ \t]*$/.test(before) ? before : null;
}

/** The offset where the line holding `offset` starts. */
export function lineStartOf(body: string, offset: number): number {
  return body.lastIndexOf('\n', offset - 1) + 1;
}

/** One level of indentation in `body`: a tab if lines are indented with tabs, else the smallest step between lines (default two spaces). */
export function indentUnit(body: string): string {
  let previous = 0;
  let smallest = Infinity;
  for (const line of body.split('\n')) {
    if (line.trim() === '') continue;
    const indent = /^[ \t]*/.exec(line)![0];
    if (indent.startsWith('\t')) return '\t';
    if (indent.length > previous) smallest = Math.min(smallest, indent.length - previous);
    previous = indent.length;
  }
  return Number.isFinite(smallest) ? ' '.repeat(smallest) : '  ';
}

/** The line end the document uses. */
export const lineEnd = (body: string) => (body.includes('\r\n') ? '\r\n' : '\n');

/** A selection tree: field names, in order, each with the fields selected under it. */
export type SelectionTree = Map<string, SelectionTree>;

/** How to lay out new selections: on one line, or one per line from `indent` on. */
export interface Layout {
  multiline: boolean;
  indent: string;
  unit: string;
  eol: string;
}

/** `name` and its sub-selections as text, starting at `layout.indent` (the first line is not indented). */
export function printTree(name: string, tree: SelectionTree, layout: Layout): string {
  if (tree.size === 0) return name;
  if (!layout.multiline) return `${name} { ${[...tree].map(([child, sub]) => printTree(child, sub, layout)).join(' ')} }`;
  const inner = layout.indent + layout.unit;
  const children = [...tree].map(([child, sub]) => inner + printTree(child, sub, { ...layout, indent: inner }));
  return `${name} {${layout.eol}${children.join(layout.eol)}${layout.eol}${layout.indent}}`;
}

/** Shifts every line of `text` after the first by `extra`. */
export function reindent(text: string, extra: string): string {
  return text.replace(/\n(?=[^\r\n])/g, `\n${extra}`);
}

/** True when the selection set spans several lines. */
export function isMultiline(body: string, node: SelectionSetNode | FieldNode): boolean {
  return node.loc ? body.slice(node.loc.start, node.loc.end).includes('\n') : false;
}
