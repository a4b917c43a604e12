/**
 * Paging, REST versus GraphQL (spec 2.3 and 4.2):
 *
 *   Concept     REST                                          GraphQL
 *   page size   PageSize                                      first (or last)
 *   position    PageStartIndex (zero-based offset)            after (or before): an opaque cursor
 *   total       TotalFilteredCount                            totalCount
 *   items       Result                                        nodes (or edges { node cursor })
 *   more pages  PageStartIndex + PageSize < TotalFilteredCount   pageInfo.hasNextPage
 *
 * To fetch the next GraphQL page, pass the previous page's pageInfo.endCursor as `after`: that is
 * what `walkConnection` does. An offset has no GraphQL equivalent, since cursors are opaque.
 */
import { SunsetError } from '../errors.js';

export interface PagingConcept {
  concept: 'page size' | 'position' | 'total' | 'items' | 'more pages';
  rest: string;
  graphql: string;
  /** The other GraphQL form, where there is one. */
  alternative?: string;
}

/** The table of spec 4.2, as data. */
export const PAGING_CONCEPTS: readonly PagingConcept[] = [
  { concept: 'page size', rest: 'PageSize', graphql: 'first', alternative: 'last' },
  { concept: 'position', rest: 'PageStartIndex', graphql: 'after', alternative: 'before' },
  { concept: 'total', rest: 'TotalFilteredCount', graphql: 'totalCount' },
  { concept: 'items', rest: 'Result', graphql: 'nodes', alternative: 'edges' },
  { concept: 'more pages', rest: 'PageStartIndex + PageSize < TotalFilteredCount', graphql: 'pageInfo.hasNextPage' },
];

/** REST paging name → GraphQL name (`PageSize` → `first`, `Result` → `nodes`, …). */
export const REST_TO_GRAPHQL_PAGING: Readonly<Record<'PageSize' | 'PageStartIndex' | 'TotalFilteredCount' | 'Result', string>> = {
  PageSize: 'first',
  PageStartIndex: 'after',
  TotalFilteredCount: 'totalCount',
  Result: 'nodes',
};

/** A REST list request's paging properties. */
export interface RestPageRequest {
  PageStartIndex?: number;
  PageSize?: number;
}

/** A REST list response. */
export interface RestPage<T> {
  Result: T[];
  TotalFilteredCount: number;
}

/** The arguments of a connection field. */
export interface ConnectionArgs {
  first?: number;
  after?: string | null;
}

export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

/** One page of a connection, as a GraphQL response carries it (`totalCount` when selected). */
export interface ConnectionPage<T> {
  nodes: T[];
  pageInfo: PageInfo;
  totalCount?: number;
}

export interface ToConnectionArgsOptions {
  /**
   * For servers whose cursors are known to encode offsets: the cursor of the item at `offset`.
   * Without it, a non-zero `PageStartIndex` is an error (cursors are opaque; walk from the start).
   */
  cursorForOffset?: (offset: number) => string;
}

/** `{ PageStartIndex, PageSize }` → `{ first, after }`. */
export function toConnectionArgs(request: RestPageRequest, options: ToConnectionArgsOptions = {}): ConnectionArgs {
  const args: ConnectionArgs = {};
  if (request.PageSize !== undefined) {
    if (!Number.isInteger(request.PageSize) || request.PageSize < 0) throw new SunsetError(`PageSize must be a whole number, got ${request.PageSize}`);
    args.first = request.PageSize;
  }
  const start = request.PageStartIndex ?? 0;
  if (!Number.isInteger(start) || start < 0) throw new SunsetError(`PageStartIndex must be a zero-based whole number, got ${start}`);
  if (start === 0) {
    args.after = null;
  } else if (options.cursorForOffset) {
    // `after` is exclusive: the page starting at `start` follows the item at `start - 1`.
    args.after = options.cursorForOffset(start - 1);
  } else {
    throw new SunsetError(
      `PageStartIndex ${start} has no GraphQL equivalent: cursors are opaque, so walk the connection from the start by pageInfo.endCursor (walkConnection)`,
    );
  }
  return args;
}

/** A connection page as a REST list response: `nodes` → `Result`, `totalCount` → `TotalFilteredCount`. */
export function toRestPage<T>(page: { nodes: T[]; totalCount?: number }): RestPage<T> {
  if (page.totalCount === undefined) throw new SunsetError('the connection page has no totalCount: select it to fill TotalFilteredCount');
  return { Result: page.nodes, TotalFilteredCount: page.totalCount };
}

/** Whether a REST list has a page after this one: PageStartIndex + PageSize < TotalFilteredCount. */
export function restHasNextPage(request: RestPageRequest, page: { TotalFilteredCount: number }): boolean {
  return (request.PageStartIndex ?? 0) + (request.PageSize ?? 0) < page.TotalFilteredCount;
}

export interface WalkConnectionOptions {
  /** Stop with an error after this many pages (a guard against a server that never ends). Default: no limit. */
  maxPages?: number;
}

/**
 * Yields every node of a connection, page by page: the first page with `after` null, then each next
 * page with the previous `pageInfo.endCursor`, while `pageInfo.hasNextPage`. A server that says there
 * is a next page but gives no new cursor is an error rather than an endless loop.
 */
export async function* walkConnection<T>(
  fetchPage: (after: string | null) => Promise<{ nodes: readonly T[]; pageInfo: PageInfo }>,
  options: WalkConnectionOptions = {},
): AsyncGenerator<T, void, undefined> {
  let after: string | null = null;
  const seen = new Set<string>();
  for (let pages = 1; ; pages++) {
    const page = await fetchPage(after);
    yield* page.nodes;
    if (!page.pageInfo.hasNextPage) return;
    const cursor = page.pageInfo.endCursor;
    if (cursor === null || cursor === undefined) throw new SunsetError('the connection has a next page but no pageInfo.endCursor');
    if (seen.has(cursor)) throw new SunsetError(`the connection returned the cursor ${JSON.stringify(cursor)} twice; stopping instead of looping`);
    if (options.maxPages !== undefined && pages >= options.maxPages) throw new SunsetError(`the connection has more than ${options.maxPages} pages`);
    seen.add(cursor);
    after = cursor;
  }
}
