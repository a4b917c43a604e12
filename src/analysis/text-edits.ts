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
