/**
 * graphql-codegen's typed-document-node output (and the client preset's) writes each document as its
 * AST in JSON, on one line: `export const XDocument = {"kind":"Document",…} as unknown as
 * DocumentNode<XQuery, XQueryVariables>;`. Those literals are most of a generated module's text, and
 * nothing in them is code sunset reads: the documents they encode are found where they are written
 * (templates, `graphql()` calls, `.graphql` files), a string inside one (`"value":"ARCHIVED"`) is an
 * AST node's, not a value passed to the API, and a type checker takes the constant's type from the
 * assertion. So they are blanked before a parse (`{}` and spaces, the same length: every offset after
 * them holds), which spares parsing and binding tens of thousands of nodes per generated module, and
 * a scan handed a parse made elsewhere (typescript-eslint's) skips the same ranges.
 */

/**
 * A generated document constant: its head, the AST literal, and the assertion that types it, on one
 * line (`[ \t]`, never `\s`: a pattern that could run across lines would retry from every line start).
 */
const GENERATED_DOCUMENT = /^([ \t]*(?:export[ \t]+)?const[ \t]+[\w$]+[ \t]*=[ \t]*)(\{"kind":"Document",.*\})([ \t]+as[ \t]+unknown[ \t]+as[ \t]+\S.*)$/gm;

export interface TextRange {
  start: number;
  end: number;
}

/** Where the generated documents' AST literals are in `text`, in order. */
export function generatedDocumentLiteralRanges(text: string): TextRange[] {
  if (!text.includes('{"kind":"Document"')) return [];
  const ranges: TextRange[] = [];
  for (const match of text.matchAll(GENERATED_DOCUMENT)) {
    const literal = match[2]!;
    // Only a literal that is JSON whole (the greedy match ends at the line's last `} as unknown as`).
    try {
      JSON.parse(literal);
    } catch {
      continue;
    }
    const start = match.index + match[1]!.length;
    ranges.push({ start, end: start + literal.length });
  }
  return ranges;
}

/**
 * Whether a node ending at `end` ends inside one of `ranges` (in order, apart): a binary search, since
 * a generated file holds a literal per document and a scan asks for each of its nodes.
 */
export function endsInside(ranges: readonly TextRange[], end: number): boolean {
  let low = 0;
  let high = ranges.length;
  // The first range starting at or after `end`; the one before it is the only one that can hold it.
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ranges[middle]!.start < end) low = middle + 1;
    else high = middle;
  }
  return low > 0 && end <= ranges[low - 1]!.end;
}

/** `text` with each generated document's AST literal blanked; `text` itself when it has none. */
export function blankGeneratedDocumentLiterals(text: string, ranges: readonly TextRange[] = generatedDocumentLiteralRanges(text)): string {
  if (ranges.length === 0) return text;
  let blanked = '';
  let at = 0;
  for (const { start, end } of ranges) {
    blanked += text.slice(at, start) + '{}' + ' '.repeat(end - start - 2);
    at = end;
  }
  return blanked + text.slice(at);
}
