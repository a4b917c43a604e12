/** Text edits (`TextEdit`: offsets into one text) applied and compared the same way by every face. */
import type { TextEdit } from './types.js';

/** `text` with `edits` (not overlapping, in any order) applied; an insertion stands before an edit starting where it does. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let out = '';
  let from = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start || a.end - b.end)) {
    out += text.slice(from, edit.start) + edit.text;
    from = edit.end;
  }
  return out + text.slice(from);
}

/** A key equal for equal edit lists: the same edits at the same places. */
export const editsKey = (edits: readonly TextEdit[]): string => edits.map((e) => `${e.start}:${e.end}:${e.text}`).join('\u0000');

/**
 * `edits` in text order, with deletions that overlap joined into one: two neighbours removed may each
 * take the separator between them (`title, title`), and ESLint refuses a fix whose edits overlap.
 */
export function sortedJoiningDeletions(edits: readonly TextEdit[]): TextEdit[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: TextEdit[] = [];
  for (const edit of sorted) {
    const last = out[out.length - 1];
    if (last && last.text === '' && edit.text === '' && edit.start < last.end) out[out.length - 1] = { start: last.start, end: Math.max(last.end, edit.end), text: '' };
    else out.push(edit);
  }
  return out;
}

/** `text`'s piece from `start` to `end` with the edits that lie inside it applied (an edit reaching outside it is left out). */
export function applyEditsWithin(text: string, start: number, end: number, edits: readonly TextEdit[]): string {
  const inside = edits.filter((e) => e.start >= start && e.end <= end).map((e) => ({ ...e, start: e.start - start, end: e.end - start }));
  return applyEdits(text.slice(start, end), inside);
}
