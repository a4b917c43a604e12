/**
 * The `SourceCode` of a `.graphql` file as ESLint sees it: graphql-js's own AST (nodes keyed by
 * `kind`, offsets in `loc`), its `#` comments, and the `eslint-disable` / `eslint-enable` /
 * `eslint-disable-next-line` / `eslint` directives written in them.
 */
import type { DirectiveType, FileProblem, RulesConfig, SourceLocation, SourceRange } from '@eslint/core';
import { ConfigCommentParser, Directive, TextSourceCodeBase, VisitNodeStep } from '@eslint/plugin-kit';
import { TokenKind, type ASTNode, type DocumentNode, type Token } from 'graphql';
import { QueryDocumentKeys } from 'graphql/language/ast.js';
import { disableDirectiveIn } from './disable-directives.js';

/** A `#` comment, shaped the way ESLint reads comments: ESTree `loc` (1-based lines, 0-based columns) and `range`. */
export interface GraphqlComment {
  type: 'Comment';
  /** The text after `#`. */
  value: string;
  range: SourceRange;
  loc: SourceLocation;
}

export type GraphqlSyntaxElement = ASTNode | GraphqlComment;

const commentParser = new ConfigCommentParser();
const INLINE_CONFIG = /^\s*eslint(?:-enable|-disable(?:(?:-next)?-line)?)?(?:\s|$)/u;
const LINE_BREAK = /\r\n|[\r\n]/gu;
const visitorKeys = QueryDocumentKeys as unknown as Record<string, readonly string[]>;

const isGraphqlNode = (element: GraphqlSyntaxElement): element is ASTNode => 'kind' in element;

export class GraphqlSourceCode extends TextSourceCodeBase<{
  LangOptions: Record<string, never>;
  RootNode: DocumentNode;
  SyntaxElementWithLoc: GraphqlSyntaxElement;
  ConfigNode: GraphqlComment;
}> {
  override ast: DocumentNode;
  /** Every `#` comment, in order. */
  readonly comments: GraphqlComment[];
  readonly #lineStarts: number[] = [0];
  readonly #parents = new WeakMap<ASTNode, ASTNode>();
  #steps: VisitNodeStep[] | undefined;
  #inlineConfigNodes: GraphqlComment[] | undefined;

  constructor({ text, ast }: { text: string; ast: DocumentNode }) {
    super({ text, ast, lineEndingPattern: /\r\n|[\r\n]/u });
    this.ast = ast;
    for (const match of text.matchAll(LINE_BREAK)) this.#lineStarts.push(match.index + match[0].length);
    this.comments = this.#collectComments();
  }

  /** ESLint positions of an offset: 1-based line, 0-based column (the language's `lineStart`/`columnStart`). */
  #position(offset: number): { line: number; column: number } {
    const starts = this.#lineStarts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low]! };
  }

  /** The comment tokens, from graphql-js's token list (the lexer links comments in, the parser skips them). */
  #collectComments(): GraphqlComment[] {
    const comments: GraphqlComment[] = [];
    for (let token: Token | null = this.ast.loc?.startToken ?? null; token; token = token.next) {
      if (token.kind !== TokenKind.COMMENT) continue;
      comments.push({
        type: 'Comment',
        value: token.value,
        range: [token.start, token.end],
        loc: { start: this.#position(token.start), end: this.#position(token.end) },
      });
    }
    return comments;
  }

  override getLoc(element: GraphqlSyntaxElement): SourceLocation {
    if (element === this.ast) return { start: { line: 1, column: 0 }, end: this.#position(this.text.length) };
    if (!isGraphqlNode(element)) return element.loc;
    const loc = element.loc;
    if (!loc) throw new Error(`sunset/graphql: the ${element.kind} node has no location`);
    return { start: this.#position(loc.start), end: this.#position(loc.end) };
  }

  override getRange(element: GraphqlSyntaxElement): SourceRange {
    if (element === this.ast) return [0, this.text.length];
    if (!isGraphqlNode(element)) return element.range;
    const loc = element.loc;
    if (!loc) throw new Error(`sunset/graphql: the ${element.kind} node has no location`);
    return [loc.start, loc.end];
  }

  override getParent(node: GraphqlSyntaxElement): GraphqlSyntaxElement | undefined {
    if (!isGraphqlNode(node)) return undefined;
    if (!this.#steps) this.traverse();
    return this.#parents.get(node);
  }

  /** Comments that hold ESLint directives. */
  getInlineConfigNodes(): GraphqlComment[] {
    this.#inlineConfigNodes ??= this.comments.filter((comment) => INLINE_CONFIG.test(comment.value));
    return this.#inlineConfigNodes;
  }

  /** `# eslint-disable[-next-line|-line] rule` and `# eslint-enable rule` comments, for ESLint to apply. */
  getDisableDirectives(): { problems: FileProblem[]; directives: Directive[] } {
    const problems: FileProblem[] = [];
    const directives: Directive[] = [];
    for (const comment of this.getInlineConfigNodes()) {
      const parsed = disableDirectiveIn(comment.value);
      if (parsed) directives.push(new Directive({ type: parsed.type, node: comment, value: parsed.value, justification: parsed.justification }));
    }
    return { problems, directives };
  }

  /** `# eslint sunset/no-deprecated: off` comments. */
  applyInlineConfig(): { problems: FileProblem[]; configs: Array<{ config: { rules: RulesConfig }; loc: SourceLocation }> } {
    const problems: FileProblem[] = [];
    const configs: Array<{ config: { rules: RulesConfig }; loc: SourceLocation }> = [];
    for (const comment of this.getInlineConfigNodes()) {
      const parsed = commentParser.parseDirective(comment.value);
      if (parsed?.label !== 'eslint') continue;
      const result = commentParser.parseJSONLikeConfig(parsed.value);
      if (result.ok) configs.push({ config: { rules: result.config }, loc: comment.loc });
      else problems.push({ ruleId: null, message: result.error.message, loc: comment.loc });
    }
    return { problems, configs };
  }

  /** Enter and exit steps over the document, depth first in `QueryDocumentKeys` order (as graphql-js `visit` goes). */
  override traverse(): Iterable<VisitNodeStep> {
    if (this.#steps) return this.#steps;
    const steps: VisitNodeStep[] = (this.#steps = []);
    const walk = (node: ASTNode, parent: ASTNode | undefined) => {
      if (parent) this.#parents.set(node, parent);
      steps.push(new VisitNodeStep({ target: node, phase: 1, args: [node, parent] }));
      for (const key of visitorKeys[node.kind] ?? []) {
        const child = (node as unknown as Record<string, unknown>)[key];
        if (Array.isArray(child)) for (const item of child as ASTNode[]) walk(item, node);
        else if (child && typeof child === 'object' && 'kind' in child) walk(child as ASTNode, node);
      }
      steps.push(new VisitNodeStep({ target: node, phase: 2, args: [node, parent] }));
    };
    walk(this.ast, undefined);
    return steps;
  }
}
