/**
 * A reshaped selection: the schedule's `rewrite` mapping (old selection path to new one, from the
 * retiring field's parent type) applied to one selection set. Every retiring field with a mapping
 * is rewritten together into ONE new selection holding only the sub-fields that were selected,
 * merged into an existing selection of the new field when there is one:
 *
 *   targetingDataCounts { activeCounts receivedCounts lastUpdatedAtUTC }
 *   daysUntilLargeExpiration
 *     becomes
 *   targetingDataInsights { activeCounts { devices } receivedCounts { totalUserIdCount } lastUpdatedAtUTC daysUntilLargeExpiration }
 *
 * All fields of the set share one edit set (ESLint applies it once, for whichever report comes
 * first). Nothing is offered when a selection cannot be mapped exactly: an alias, an argument, a
 * directive, a fragment or a sub-field the mapping does not name.
 */
import {
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isLeafType,
  isObjectType,
  isRequiredArgument,
  Kind,
  TokenKind,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionNode,
  type SelectionSetNode,
  type Token,
} from 'graphql';
import type { RetirementIndex } from '../analysis/retirement-index.js';
import type { TextEdit } from '../analysis/types.js';
import { sortedJoiningDeletions } from '../analysis/text-edits.js';
import { commentsOf, commentTokensOf, indentUnit, looseCommentsOf, lineEnd, lineIndent, lineStartOf, printTree, type FieldComments, type Layout, type SelectionTree } from './layout.js';

/** A field written plainly: no alias, no arguments, no directives. Only such fields are moved or merged into. */
const isPlain = (field: FieldNode) => !field.alias && !field.arguments?.length && !field.directives?.length;

/** The selection tree of a plain selection set, or null when it holds anything else. */
function treeOf(selectionSet: SelectionSetNode | undefined): SelectionTree | null {
  const tree: SelectionTree = new Map();
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind !== Kind.FIELD || !isPlain(selection)) return null;
    const sub = treeOf(selection.selectionSet);
    if (!sub) return null;
    merge(tree, selection.name.value, sub);
  }
  return tree;
}

function merge(tree: SelectionTree, name: string, sub: SelectionTree): void {
  const existing = tree.get(name);
  if (!existing) tree.set(name, sub);
  else for (const [child, grand] of sub) merge(existing, child, grand);
}

/** One selected field of the old selection and the new path it goes to, with what is selected under it. */
interface MappedField {
  path: string[];
  carried: SelectionTree;
  node: FieldNode;
}

/** Where each selected leaf of `field` goes, as new paths (with what is selected under them), or null when one is not mapped. */
function mapField(field: FieldNode, oldPath: string[], rewrite: Readonly<Record<string, string>>): MappedField[] | null {
  const target = rewrite[oldPath.join('.')];
  if (target !== undefined) {
    const carried = treeOf(field.selectionSet);
    return carried ? [{ path: target.split('.'), carried, node: field }] : null;
  }
  if (!field.selectionSet) return null;
  const mapped: MappedField[] = [];
  for (const selection of field.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || !isPlain(selection)) return null;
    const sub = mapField(selection, [...oldPath, selection.name.value], rewrite);
    if (!sub) return null;
    mapped.push(...sub);
  }
  return mapped;
}

/** Whether `tree` selects valid fields from `type` on: every field exists, takes no required argument, and leaves are exactly the leaf types. */
function fitsSchema(type: GraphQLCompositeType, tree: SelectionTree): boolean {
  if (!isObjectType(type) && !isInterfaceType(type)) return false;
  for (const [name, sub] of tree) {
    const field: GraphQLField<unknown, unknown> | undefined = type.getFields()[name];
    if (!field || field.args.some(isRequiredArgument)) return false;
    const named = getNamedType(field.type);
    if (sub.size === 0 ? !isLeafType(named) : !isCompositeType(named) || !fitsSchema(named, sub)) return false;
  }
  return true;
}

const responseName = (field: FieldNode) => (field.alias ?? field.name).value;

/**
 * Removes a selection and the white space that separates it: its whole line when it stands on a
 * line of its own, else the space after it, else the space before it. The edit never touches the
 * neighbouring selections, so ESLint can apply it in the same pass as a rename of the one before.
 */
export function removalEdit(node: SelectionNode): TextEdit {
  const loc = node.loc!;
  const body = loc.source.body;
  const lineStart = lineStartOf(body, loc.start);
  const newline = body.indexOf('\n', loc.end);
  if (newline !== -1 && /^[ \t]*$/.test(body.slice(lineStart, loc.start)) && /^[ \t,]*\r?$/.test(body.slice(loc.end, newline))) {
    return { start: lineStart, end: newline + 1, text: '' };
  }
  const next = loc.endToken.next;
  if (next && next.kind !== '<EOF>' && next.line === loc.endToken.line && next.start > loc.end) return { start: loc.start, end: next.start, text: '' };
  const previous = loc.startToken.prev;
  return { start: previous && previous.kind !== '<SOF>' ? previous.end : loc.start, end: loc.end, text: '' };
}

/** ESLint's directives for one line, as their `#` comment's text reads (`eslint-disable-next-line sunset/no-deprecated`). */
const NEXT_LINE_DIRECTIVE = /^\s*eslint-disable-next-line(?:\s|$)/;
const SAME_LINE_DIRECTIVE = /^\s*eslint-disable-line(?:\s|$)/;

/**
 * `removalEdit` of a selection merged into another, with the ESLint comments written for it alone: a
 * `# eslint-disable-next-line` standing on the line above it, a `# eslint-disable-line` after it on its
 * line. Left, the first would hide whatever comes to stand below it. Only where the selection has its
 * line to itself; any other comment stays where it is.
 */
export function mergedAwayEdit(node: SelectionNode): TextEdit {
  const loc = node.loc!;
  const body = loc.source.body;
  const lineStart = lineStartOf(body, loc.start);
  const newline = body.indexOf('\n', loc.end);
  if (newline === -1 || !/^[ \t]*$/.test(body.slice(lineStart, loc.start))) return removalEdit(node);
  const after = loc.endToken.next;
  const trailing = after?.kind === TokenKind.COMMENT && after.line === loc.endToken.line && SAME_LINE_DIRECTIVE.test(after.value) ? after : null;
  const rest = trailing ? body.slice(loc.end, trailing.start) + body.slice(trailing.end, newline) : body.slice(loc.end, newline);
  if (!/^[ \t,]*\r?$/.test(rest)) return removalEdit(node);
  const before = loc.startToken.prev;
  const above =
    before?.kind === TokenKind.COMMENT && before.line === loc.startToken.line - 1 && NEXT_LINE_DIRECTIVE.test(before.value) && /^[ \t]*$/.test(body.slice(lineStartOf(body, before.start), before.start))
      ? before
      : null;
  return { start: above ? lineStartOf(body, above.start) : lineStart, end: newline + 1, text: '' };
}

/**
 * Adds the parts of `tree` that `selectionSet` lacks, as edits inside it. Returns false when a
 * selection in the way cannot be merged into (an alias or a directive on the same response name).
 */
function mergeInto(selectionSet: SelectionSetNode, tree: SelectionTree, body: string, unit: string, eol: string, edits: TextEdit[]): boolean {
  const missing: SelectionTree = new Map();
  for (const [name, sub] of tree) {
    const existing = selectionSet.selections.find((s): s is FieldNode => s.kind === Kind.FIELD && responseName(s) === name);
    if (!existing) {
      missing.set(name, sub);
      continue;
    }
    if (existing.name.value !== name || existing.directives?.length) return false;
    if (sub.size === 0) continue;
    if (!existing.selectionSet || !mergeInto(existing.selectionSet, sub, body, unit, eol, edits)) return false;
  }
  if (missing.size === 0) return true;
  const close = selectionSet.loc!.end - 1;
  const last = selectionSet.selections[selectionSet.selections.length - 1]!;
  const closeIndent = lineIndent(body, close);
  if (closeIndent !== null) {
    // `}` on a line of its own: new selections go on lines before it, indented like the last one.
    const indent = lineIndent(body, last.loc!.start) ?? closeIndent + unit;
    const layout: Layout = { multiline: true, indent, unit, eol };
    const text = [...missing].map(([name, sub]) => indent + printTree(name, sub, layout) + eol).join('');
    const at = lineStartOf(body, close);
    edits.push({ start: at, end: at, text });
  } else {
    const layout: Layout = { multiline: false, indent: '', unit, eol };
    const text = [...missing].map(([name, sub]) => ' ' + printTree(name, sub, layout)).join('');
    edits.push({ start: last.loc!.end, end: last.loc!.end, text });
  }
  return true;
}

/**
 * Edits that add to `target` what the plain selection sets `sources` select and it lacks (one
 * `code` more in `errors { message field }`), laid out like the document; null when a source is
 * not plain (an alias, an argument, a directive, a fragment) or a selection in the way cannot be
 * merged into. Used when one field stands for others that are removed.
 */
export function mergeSelectionsInto(target: SelectionSetNode, sources: readonly SelectionSetNode[]): TextEdit[] | null {
  const tree: SelectionTree = new Map();
  for (const source of sources) {
    const sub = treeOf(source);
    if (!sub) return null;
    for (const [name, grand] of sub) merge(tree, name, grand);
  }
  const body = target.loc!.source.body;
  const edits: TextEdit[] = [];
  return mergeInto(target, tree, body, indentUnit(body), lineEnd(body), edits) ? edits : null;
}

/**
 * The reshaping edits for one selection set on `parentType`: the same edit list for every retiring
 * field that takes part, or an empty map when none can be reshaped.
 */
export function planReshapes(
  selections: readonly SelectionNode[],
  parentType: GraphQLCompositeType,
  schema: GraphQLSchema,
  index: RetirementIndex,
  skip: ReadonlySet<FieldNode> = new Set(),
): Map<FieldNode, TextEdit[]> {
  const plan = new Map<FieldNode, TextEdit[]>();
  if (!isObjectType(parentType) && !isInterfaceType(parentType)) return plan;
  const fields = selections.filter((s): s is FieldNode => s.kind === Kind.FIELD);
  const rewrite: Record<string, string> = {};
  const candidates = fields.filter((field) => {
    if (skip.has(field) || !field.loc) return false;
    const mapping = index.get(`${parentType.name}.${field.name.value}`)?.rewrite;
    if (!mapping) return false;
    Object.assign(rewrite, mapping);
    return true;
  });
  if (candidates.length === 0) return plan;

  // The new selections, in the order the old ones were written.
  const tree: SelectionTree = new Map();
  const moved: FieldNode[] = [];
  const mappings = new Map<FieldNode, MappedField[]>();
  for (const field of candidates) {
    if (!isPlain(field)) continue;
    const mapped = mapField(field, [field.name.value], rewrite);
    if (!mapped) continue;
    const attempt: SelectionTree = new Map();
    for (const { path, carried } of mapped) {
      let node = attempt;
      for (const name of path.slice(0, -1)) {
        if (!node.has(name)) node.set(name, new Map());
        node = node.get(name)!;
      }
      merge(node, path[path.length - 1]!, carried);
    }
    // A selection the schema would reject is no fix.
    if (!fitsSchema(parentType, attempt)) continue;
    for (const [name, sub] of attempt) merge(tree, name, sub);
    moved.push(field);
    mappings.set(field, mapped);
  }
  if (moved.length === 0 || !fitsSchema(parentType, tree)) return plan;

  const first = moved[0]!;
  const body = first.loc!.source.body;
  const unit = indentUnit(body);
  const eol = lineEnd(body);
  const edits: TextEdit[] = [];
  const fresh: SelectionTree = new Map();
  for (const [name, sub] of tree) {
    const existing = fields.find((f) => responseName(f) === name && !moved.includes(f));
    if (!existing) {
      fresh.set(name, sub);
      continue;
    }
    // Merged into the selection already there, or nothing at all when it cannot be.
    if (existing.name.value !== name || existing.directives?.length || existing.arguments?.length || !existing.selectionSet) return plan;
    if (sub.size > 0 && !mergeInto(existing.selectionSet, sub, body, unit, eol, edits)) return plan;
  }
  const indent = lineIndent(body, first.loc!.start);
  const multiline = indent !== null && (body.slice(first.loc!.start, first.loc!.end).includes('\n') || isOnOwnLine(body, first));
  // Comments go with the fields they were written at, where the new selection has a line for them.
  const comments = new Map<string, FieldComments>();
  for (const field of moved) {
    if (field === first && fresh.size > 0) continue;
    // Comments go only where a new selection is printed to hold them; merged into one already there, they stay.
    const removal = multiline && fresh.size > 0 ? removalWithComments(field) : null;
    edits.push(removal ?? removalEdit(field));
    // The removal took its comments with it.
    if (removal) noteMovedComments(field, mappings.get(field) ?? [], comments, true);
  }
  // The first field's own comments stay where they are, around its new text; those inside it move.
  if (multiline && fresh.size > 0) noteMovedComments(first, mappings.get(first) ?? [], comments, false);
  // A moved leaf's comment after it on its line goes with it, into the new selection (not after its `}`).
  let firstEnd = first.loc!.end;
  const leaf = multiline && fresh.size > 0 ? mappings.get(first)?.find((m) => m.node === first) : undefined;
  const after = leaf ? commentTokensOf(first).trailing : null;
  if (leaf && after && !comments.get(leaf.path.join('.'))?.trailing) {
    const there = comments.get(leaf.path.join('.'));
    comments.set(leaf.path.join('.'), { leading: there?.leading ?? [], trailing: `#${after.value}` });
    firstEnd = after.end;
  }
  if (fresh.size > 0) {
    const layout: Layout = { multiline, indent: indent ?? '', unit, eol, comments };
    const above = (name: string) => (comments.get(name)?.leading ?? []).map((line) => line + eol + layout.indent).join('');
    const text = [...fresh].map(([name, sub]) => above(name) + printTree(name, sub, layout)).join(layout.multiline ? eol + layout.indent : ' ');
    edits.push({ start: first.loc!.start, end: firstEnd, text });
  }
  const joined = sortedJoiningDeletions(edits);
  // Comments go with what they were written at; where this layout has no place for one, no fix.
  if (dropsComment(joined, first)) return plan;
  for (const field of moved) plan.set(field, joined);
  return plan;
}

/**
 * The comments of a moved field and of what it selects, by the new dotted paths they go to; those
 * around the field itself only when `own` (it is removed, not replaced where it stands). A container
 * (`targetingDataCounts { … }`) is no mapped field itself: its own comments, and those loose in it,
 * go above the new selection its first sub-field goes into (`activeCounts { devices }`).
 */
function noteMovedComments(field: FieldNode, mapped: readonly MappedField[], into: Map<string, FieldComments>, own: boolean): void {
  for (const mapping of mapped) if (own || mapping.node !== field) noteComments(mapping.node, mapping.path, into, true);
  const path = mapped[0]?.path;
  if (path && !mapped.some((m) => m.node === field)) carryOwnComments(field, path.slice(0, Math.max(1, path.length - 1)).join('.'), into, own);
}

/** Records the comments of `field` (when `own`, those around it too) and of what is selected under it, by their new dotted paths. */
function noteComments(field: FieldNode, path: readonly string[], into: Map<string, FieldComments>, own: boolean): void {
  const key = path.join('.');
  if (own) {
    const found = commentsOf(field);
    if (found.leading.length > 0 || found.trailing) into.set(key, found);
  }
  for (const selection of field.selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) noteComments(selection, [...path, selection.name.value], into, true);
  }
}

/** `field`'s own comments (`own`: around it too), put above the field printed at `key` (a trailing one as a line of its own). */
function carryOwnComments(field: FieldNode, key: string, into: Map<string, FieldComments>, own = true): void {
  const around = own ? commentsOf(field) : { leading: [], trailing: null };
  const lines = [...around.leading, ...(around.trailing ? [around.trailing] : []), ...looseCommentsOf(field)];
  if (lines.length === 0) return;
  const there = into.get(key) ?? { leading: [], trailing: null };
  into.set(key, { leading: [...lines, ...there.leading], trailing: there.trailing });
}

/**
 * The removal of a field on a line of its own together with its comments: the comment lines right
 * above it and the one after it on its line (they move with it). Null when it shares its line.
 */
function removalWithComments(field: FieldNode): TextEdit | null {
  const loc = field.loc!;
  const body = loc.source.body;
  const newline = body.indexOf('\n', loc.end);
  if (newline === -1 || lineIndent(body, loc.start) === null || !isOnOwnLine(body, field)) return null;
  // From the first comment line commentsOf reads with it: what is removed is what is carried.
  const above = commentTokensOf(field).leading[0];
  return { start: lineStartOf(body, above?.start ?? loc.start), end: newline + 1, text: '' };
}

/** True when nothing but white space follows `field` on its line (so selections around it are one per line). */
function isOnOwnLine(body: string, field: FieldNode): boolean {
  const end = field.loc!.end;
  const next = body.indexOf('\n', end);
  return /^[ \t,]*(#.*)?\r?$/.test(body.slice(end, next === -1 ? body.length : next));
}

/**
 * Whether applying `edits` loses a `#` comment of the text they replace: each comment in a replaced
 * range must be written again in the edits' text (the layouts of a one-line selection, of duplicated
 * sub-fields, or of a merge into a selection already there, do not always have a place for it).
 */
function dropsComment(edits: readonly TextEdit[], node: SelectionNode): boolean {
  const count = (counts: Map<string, number>, comment: string) => counts.set(comment.trimEnd(), (counts.get(comment.trimEnd()) ?? 0) + 1);
  const inserted = new Map<string, number>();
  for (const edit of edits) for (const [comment] of edit.text.matchAll(/#[^\r\n]*/g)) count(inserted, comment);
  // The tokens the edits span, from `node` (among them) back to where the first edit starts.
  const from = Math.min(...edits.map((e) => e.start));
  const to = Math.max(...edits.map((e) => e.end));
  let token: Token = node.loc!.startToken;
  while (token.prev && token.prev.start >= from) token = token.prev;
  const removed = new Map<string, number>();
  for (let t: Token | null = token; t && t.start < to && t.kind !== TokenKind.EOF; t = t.next) {
    if (t.kind === TokenKind.COMMENT && edits.some((e) => t!.start >= e.start && t!.end <= e.end)) count(removed, `#${t.value}`);
  }
  return [...removed].some(([comment, n]) => (inserted.get(comment) ?? 0) < n);
}
