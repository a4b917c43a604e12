/**
 * A GraphQL document with nothing in it: an empty `.graphql` file, or one holding only comments (a
 * placeholder, everything commented out). graphql-js rejects it ("Unexpected <EOF>": a document
 * needs a definition), but there is nothing to run and nothing to check, so sunset reads it as a
 * document without definitions rather than a syntax error that fails CI. graphql-js's own lexer
 * decides what is blank, and its comment tokens stay linked (ESLint reads `# eslint-…` comments there).
 */
import { Kind, Lexer, Location, TokenKind, type DocumentNode, type Source } from 'graphql';

export function blankDocument(source: Source): DocumentNode | null {
  const lexer = new Lexer(source);
  const start = lexer.token;
  let end;
  try {
    end = lexer.advance();
  } catch {
    return null; // not even lexable: the parser's error says why
  }
  return end.kind === TokenKind.EOF ? { kind: Kind.DOCUMENT, definitions: [], loc: new Location(start, end, source) } : null;
}
