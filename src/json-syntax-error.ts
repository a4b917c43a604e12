/** JSON syntax errors as sunset prints them: one line, at the line and column where JSON.parse stopped. */
import { LineIndex } from './documents/line-index.js';
import { messageOf } from './errors.js';

/**
 * A JSON.parse error as one line, and the line and column it is at. V8 gives the offset ("at
 * position N"; newer Nodes also the line and column) or says the input ended; but Node 20's
 * "Unexpected token 'x', "…" is not valid JSON" quotes an excerpt, newlines and all, and no offset.
 * The excerpt is dropped (the place says where), and the offset found with JSON.parse itself.
 * For every JSON file sunset reads: configs, introspection results, `map --payload` bodies.
 */
export function jsonSyntaxError(error: unknown, text: string): { reason: string; line?: number; column?: number } {
  const message = messageOf(error);
  const reason = message
    .replace(/, (\.\.\.)?"[\s\S]*"(\.\.\.)? is not valid JSON$/, '')
    .replace(/( in JSON)? at position \d+( \(line \d+ column \d+\))?/, '')
    .replace(/\s*\n\s*/g, ' ');
  const lineColumn = /\(line (\d+) column (\d+)\)/.exec(message);
  if (lineColumn) return { reason, line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /at position (\d+)/.exec(message);
  // The end of input is where the last line's text ends, not on the empty line after it.
  const offset = position ? Number(position[1]) : /end of JSON input/.test(message) ? text.trimEnd().length : /^Unexpected token/.test(message) ? unexpectedTokenOffset(text) : undefined;
  return offset === undefined ? { reason } : { reason, ...new LineIndex(text).position(offset) };
}

/**
 * Where JSON.parse met the unexpected token: a prefix of the text fails with "Unexpected token"
 * only once it reaches that token (a shorter one just ends early), so a binary search over prefix
 * lengths finds it. Only on an error's path, and log(n) parses.
 */
function unexpectedTokenOffset(text: string): number | undefined {
  const reachesToken = (length: number) => {
    try {
      JSON.parse(text.slice(0, length));
      return false;
    } catch (error) {
      return /^Unexpected token/.test(messageOf(error));
    }
  };
  if (!reachesToken(text.length)) return undefined;
  let low = 1;
  let high = text.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (reachesToken(mid)) high = mid;
    else low = mid + 1;
  }
  return low - 1;
}
