/**
 * The `#` comments of the GraphQL documents embedded in a code file, placed in the host file. A host's
 * linter sees only its own comments (`//`, `/* *\/`): one written inside a template
 * (`# eslint-disable-next-line sunset/no-deprecated`, as graphql-eslint's processor reads them) is
 * the face's to honour, and the engine only says where each is and which document holds it.
 */
import { TokenKind } from 'graphql';
import { hostEnd, hostStart } from '../documents/embedded-document.js';
import type { ParsedSource } from './analyzer.js';

export interface DocumentComment {
  /** The comment's text after `#`, as the document reads it. */
  text: string;
  /** Where the comment is in the host file, from its `#`. */
  start: number;
  end: number;
  /** Where its document is in the host file: what the comment can speak of. */
  documentStart: number;
  documentEnd: number;
}

/** The comments of the file's embedded documents that parse (a `.graphql` file's are the host's own), in order. */
export function documentComments(source: ParsedSource): DocumentComment[] {
  const comments: DocumentComment[] = [];
  for (const { embedded, ast } of source.documents) {
    if (embedded.form === 'file' || !ast?.loc) continue;
    const documentStart = hostStart(embedded, 0);
    const documentEnd = hostEnd(embedded, embedded.text.length);
    for (let token = ast.loc.startToken.next; token; token = token.next) {
      if (token.kind !== TokenKind.COMMENT) continue;
      comments.push({ text: token.value, start: hostStart(embedded, token.start), end: hostEnd(embedded, token.end), documentStart, documentEnd });
    }
  }
  return comments;
}
