/**
 * graphql-codegen's typed-document-node output (and the client preset's) writes each document as its
 * AST in JSON, on one line: `export const XDocument = {"kind":"Document",…} as unknown as
 * DocumentNode<XQuery, XQueryVariables>;`. Those literals are most of a generated module's text, and
 * nothing sunset reads is in them: the engine finds documents in templates and `graphql()` calls,
 * and a type checker takes the constant's type from the assertion. So they are blanked before a
 * parse (`{}` and spaces, the same length: every offset after them holds), which spares parsing and
 * binding tens of thousands of nodes per generated module.
 */

/** A generated document constant: its head, the AST literal, and the assertion that types it. */
const GENERATED_DOCUMENT = /^(\s*(?:export\s+)?const\s+[\w$]+\s*=\s*)(\{"kind":"Document",.*\})(\s+as\s+unknown\s+as\s+\S.*)$/gm;

/** `text` with each generated document's AST literal blanked; `text` itself when it has none. */
export function blankGeneratedDocumentLiterals(text: string): string {
  if (!text.includes('{"kind":"Document"')) return text;
  return text.replace(GENERATED_DOCUMENT, (line, head: string, literal: string, assertion: string) => {
    // Only a literal that is JSON whole (the greedy match ends at the line's last `} as unknown as`).
    try {
      JSON.parse(literal);
    } catch {
      return line;
    }
    return head + '{}' + ' '.repeat(literal.length - 2) + assertion;
  });
}
