/**
 * `sunset/graphql`: `.graphql` and `.gql` files linted natively by ESLint, through its language
 * plugin API (as `@eslint/json` and `@eslint/css` lint theirs): no processor, no virtual files, so
 * reports, fixes and `# eslint-disable` comments all use the file's own positions.
 */
import type { File, Language, OkParseResult, ParseResult } from '@eslint/core';
import { GraphQLError, parse, Source, type ASTNode, type DocumentNode } from 'graphql';
import { QueryDocumentKeys } from 'graphql/language/ast.js';
import { blankDocument } from '../src/documents/blank-document.js';
import { GraphqlSourceCode } from './graphql-source-code.js';

export type GraphqlLanguageOptions = Record<string, never>;

export class GraphqlLanguage
  implements Language<{ LangOptions: GraphqlLanguageOptions; Code: GraphqlSourceCode; RootNode: DocumentNode; Node: ASTNode }>
{
  readonly fileType = 'text' as const;
  readonly lineStart = 1 as const;
  readonly columnStart = 0 as const;
  readonly nodeTypeKey = 'kind';
  readonly visitorKeys: Record<string, string[]> = Object.fromEntries(
    Object.entries(QueryDocumentKeys as unknown as Record<string, readonly string[]>).map(([kind, keys]) => [kind, [...keys]]),
  );
  readonly defaultLanguageOptions: GraphqlLanguageOptions = {};

  /** The language has no options of its own; options meant for other languages are ignored, as `@eslint/json` does. */
  validateLanguageOptions(languageOptions: GraphqlLanguageOptions): void {
    if (languageOptions !== undefined && (languageOptions === null || typeof languageOptions !== 'object')) {
      throw new TypeError('sunset/graphql: languageOptions must be an object');
    }
  }

  parse(file: File): ParseResult<DocumentNode> {
    const text = typeof file.body === 'string' ? file.body : new TextDecoder().decode(file.body);
    try {
      const source = new Source(text, file.path);
      return { ok: true, ast: blankDocument(source) ?? parse(source) };
    } catch (error) {
      const location = error instanceof GraphQLError ? error.locations?.[0] : undefined;
      const message = (error instanceof Error ? error.message : String(error)).replace(/^Syntax Error: /, '');
      // graphql-js positions are 1-based lines and columns, which is what ESLint reports parse errors in.
      return { ok: false, errors: [{ message, line: location?.line ?? 1, column: location?.column ?? 1 }] };
    }
  }

  createSourceCode(file: File, input: OkParseResult<DocumentNode>): GraphqlSourceCode {
    const text = typeof file.body === 'string' ? file.body : new TextDecoder().decode(file.body);
    return new GraphqlSourceCode({ text, ast: input.ast });
  }
}

export const graphqlLanguage = new GraphqlLanguage();
