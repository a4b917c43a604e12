/**
 * Offsets to 1-based line and column in a file, by binary search over line starts, counted the way
 * ESLint counts them so that `sunset check` and the ESLint rules report the same places:
 *  - `\r\n`, a lone `\r` and `\n` end a line everywhere (GraphQL's and ECMAScript's line terminators);
 *  - U+2028 and U+2029 end a line too in JS/TS (ECMAScript's, and ESLint's `SourceCode`), never in
 *    GraphQL (the spec's LineTerminator, graphql-js's locations and the `sunset/graphql` language);
 *  - a byte order mark is no column: ESLint strips it before it counts, editors do not show it.
 * Offsets stay offsets into the text as given (BOM included): edits by offset are not affected.
 */
export interface LineIndexOptions {
  /** Count U+2028 and U+2029 as line breaks (JavaScript and TypeScript). Default false (GraphQL, JSON, YAML). */
  unicodeLineBreaks?: boolean;
}

export class LineIndex {
  private readonly starts: number[] = [0];
  private readonly bom: boolean;

  constructor(
    private readonly text: string,
    options: LineIndexOptions = {},
  ) {
    this.bom = text.charCodeAt(0) === 0xfeff;
    const unicode = options.unicodeLineBreaks === true;
    if (!text.includes('\r') && !(unicode && /[\u2028\u2029]/.test(text))) {
      // The common case, `\n` only: indexOf is several times faster than a character loop.
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
      return;
    }
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === 10 || (unicode && (code === 0x2028 || code === 0x2029))) this.starts.push(i + 1);
      else if (code === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        this.starts.push(i + 1);
      }
    }
  }

  position(offset: number): { line: number; column: number } {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= clamped) low = mid;
      else high = mid - 1;
    }
    const lineStart = low === 0 && this.bom ? 1 : this.starts[low]!;
    return { line: low + 1, column: Math.max(0, clamped - lineStart) + 1 };
  }
}
