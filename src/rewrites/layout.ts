/**
 * Writing GraphQL text the way the surrounding document is written: its indentation unit, its line
 * ends, one line or several. Rewrites use these so that a fixed document reads as if written by hand.
 */
import { Kind, TokenKind, type FieldNode, type SelectionNode, type SelectionSetNode, type Token } from 'graphql';

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

/** A field's own comments (`# …`, each with its `#`): the lines right above it, and the one after it on its line. */
export interface FieldComments {
  leading: string[];
  trailing: string | null;
}

/** How to lay out new selections: on one line, or one per line from `indent` on. */
export interface Layout {
  multiline: boolean;
  indent: string;
  unit: string;
  eol: string;
  /** Comments to write with the fields, by dotted path from the printed field (`activeCounts.devices`); one per line only. */
  comments?: ReadonlyMap<string, FieldComments>;
}

/** `name` and its sub-selections as text, starting at `layout.indent` (the first line is not indented). */
export function printTree(name: string, tree: SelectionTree, layout: Layout, path = name): string {
  if (!layout.multiline) return tree.size === 0 ? name : `${name} { ${[...tree].map(([child, sub]) => printTree(child, sub, layout)).join(' ')} }`;
  const trailing = layout.comments?.get(path)?.trailing;
  if (tree.size === 0) return trailing ? `${name} ${trailing}` : name;
  const inner = layout.indent + layout.unit;
  const children = [...tree].map(([child, sub]) => {
    const leading = layout.comments?.get(`${path}.${child}`)?.leading ?? [];
    return leading.map((line) => inner + line + layout.eol).join('') + inner + printTree(child, sub, { ...layout, indent: inner }, `${path}.${child}`);
  });
  return `${name} {${trailing ? ` ${trailing}` : ''}${layout.eol}${children.join(layout.eol)}${layout.eol}${layout.indent}}`;
}

/** The comment tokens `field` carries in its document: comment lines right above it, and a comment after it on its line. */
export function commentTokensOf(field: FieldNode): { leading: Token[]; trailing: Token | null } {
  const loc = field.loc;
  if (!loc) return { leading: [], trailing: null };
  const above: Token[] = [];
  let token = loc.startToken.prev;
  while (token && token.kind === TokenKind.COMMENT) {
    above.unshift(token);
    token = token.prev;
  }
  // A comment on the line of the token before it belongs to that token.
  const leading = above.filter((c) => !token || c.line !== token.line);
  const after = loc.endToken.next;
  return { leading, trailing: after && after.kind === TokenKind.COMMENT && after.line === loc.endToken.line ? after : null };
}

/** The comments `field` carries, as text (each with its `#`). */
export function commentsOf(field: FieldNode): FieldComments {
  const { leading, trailing } = commentTokensOf(field);
  return { leading: leading.map((t) => `#${t.value}`), trailing: trailing ? `#${trailing.value}` : null };
}

/**
 * The comments inside `field`'s selection that no field in it carries: one after its `{` on that
 * line, lines before its `}`, lines between sub-selections that belong to none.
 */
export function looseCommentsOf(field: FieldNode): string[] {
  const set = field.selectionSet?.loc;
  if (!set) return [];
  const claimed = new Set<Token>();
  const claim = (selections: readonly SelectionNode[]) => {
    for (const selection of selections) {
      if (selection.kind !== Kind.FIELD) continue;
      const { leading, trailing } = commentTokensOf(selection);
      for (const t of leading) claimed.add(t);
      if (trailing) claimed.add(trailing);
      claim(selection.selectionSet?.selections ?? []);
    }
  };
  claim(field.selectionSet!.selections);
  const loose: string[] = [];
  for (let t: Token | null = set.startToken.next; t && t !== set.endToken; t = t.next) if (t.kind === TokenKind.COMMENT && !claimed.has(t)) loose.push(`#${t.value}`);
  return loose;
}

/** Shifts every line of `text` after the first by `extra`. */
export function reindent(text: string, extra: string): string {
  return text.replace(/\n(?=[^\r\n])/g, `\n${extra}`);
}

/** True when the selection set spans several lines. */
export function isMultiline(body: string, node: SelectionSetNode | FieldNode): boolean {
  return node.loc ? body.slice(node.loc.start, node.loc.end).includes('\n') : false;
}
