/**
 * Paging: walkConnection against a local GraphQL server (the bundled platform schema executed by
 * graphql-js over node:http on 127.0.0.1), and the REST ↔ GraphQL paging helpers.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { graphql } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SunsetError } from '../src/errors.js';
import { PAGING_CONCEPTS, REST_TO_GRAPHQL_PAGING, restHasNextPage, toConnectionArgs, toRestPage, walkConnection, type PageInfo } from '../src/rest/paging.js';
import { buildSchemaFromSdl } from '../src/schema/load-schema.js';
import { repoRoot } from './helpers/run-cli.js';

const schema = buildSchemaFromSdl(readFileSync(path.join(repoRoot, 'schema', 'platform.graphql'), 'utf8'), 'platform.graphql').schema;

const ADVERTISERS = Array.from({ length: 7 }, (_, i) => ({ id: `adv-${i + 1}`, advertiserName: `Advertiser ${i + 1}`, isEnabled: i % 2 === 0 }));
const PAGE_SIZE = 3;
const cursorOf = (index: number) => Buffer.from(`advertiser:${index}`).toString('base64');
const indexOf = (cursor: string) => Number(Buffer.from(cursor, 'base64').toString('utf8').split(':')[1]);

/** What the server saw: the `first` and `after` arguments of every advertisers query. */
const seen: Array<{ first: number | null; after: string | null }> = [];
let server: Server;
let url: string;

const rootValue = {
  advertisers: (args: { first?: number | null; after?: string | null }) => {
    seen.push({ first: args.first ?? null, after: args.after ?? null });
    const start = args.after == null ? 0 : indexOf(args.after) + 1;
    const first = args.first ?? ADVERTISERS.length;
    const slice = ADVERTISERS.slice(start, start + first);
    const edges = slice.map((node, i) => ({ node, cursor: cursorOf(start + i) }));
    return {
      nodes: slice,
      edges,
      totalCount: ADVERTISERS.length,
      pageInfo: { hasNextPage: start + slice.length < ADVERTISERS.length, endCursor: edges.length ? edges[edges.length - 1]!.cursor : null },
    };
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/graphql') {
      response.writeHead(404).end();
      return;
    }
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const { query, variables } = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
      void graphql({ schema, source: query, rootValue, variableValues: variables ?? null }).then((result) => {
        // Spec 7.2: the HTTP status is always 200.
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

const QUERY = /* GraphQL */ `
  query Advertisers($first: Int!, $after: String) {
    advertisers(first: $first, after: $after) {
      nodes { id advertiserName }
      pageInfo { hasNextPage endCursor }
      totalCount
    }
  }
`;

interface AdvertisersPage {
  nodes: Array<{ id: string; advertiserName: string }>;
  pageInfo: PageInfo;
  totalCount: number;
}

async function fetchPage(after: string | null): Promise<AdvertisersPage> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'SVC-Auth': 'test-token' },
    body: JSON.stringify({ query: QUERY, variables: { first: PAGE_SIZE, after } }),
  });
  const result = (await response.json()) as { data?: { advertisers: AdvertisersPage }; errors?: unknown[] };
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.advertisers;
}

describe('walkConnection against a local GraphQL server', () => {
  it('yields all 7 advertisers in order, in pages of 3, following pageInfo.endCursor', async () => {
    seen.length = 0;
    const names: string[] = [];
    for await (const advertiser of walkConnection(fetchPage)) names.push(advertiser.id);
    expect(names).toEqual(['adv-1', 'adv-2', 'adv-3', 'adv-4', 'adv-5', 'adv-6', 'adv-7']);
    expect(seen).toEqual([
      { first: 3, after: null },
      { first: 3, after: cursorOf(2) },
      { first: 3, after: cursorOf(5) },
    ]);
    // Cursors are opaque base64 text, not offsets.
    expect(seen[1]!.after).toBe(Buffer.from('advertiser:2').toString('base64'));
  });

  it('fetches lazily: stopping early asks for no further page', async () => {
    seen.length = 0;
    const ids: string[] = [];
    for await (const advertiser of walkConnection(fetchPage)) {
      ids.push(advertiser.id);
      if (ids.length === 4) break;
    }
    expect(ids).toEqual(['adv-1', 'adv-2', 'adv-3', 'adv-4']);
    expect(seen.map((s) => s.after)).toEqual([null, cursorOf(2)]);
  });

  it('a connection page converts to a REST list response', async () => {
    const page = await fetchPage(null);
    const rest = toRestPage(page);
    expect(rest).toEqual({ Result: page.nodes, TotalFilteredCount: 7 });
    expect(restHasNextPage({ PageStartIndex: 0, PageSize: 3 }, rest)).toBe(true);
    expect(restHasNextPage({ PageStartIndex: 6, PageSize: 3 }, rest)).toBe(false);
    expect(page.pageInfo.hasNextPage).toBe(true);
  });
});

describe('walkConnection guards', () => {
  const pages = (list: Array<{ nodes: number[]; pageInfo: PageInfo }>) => {
    const calls: Array<string | null> = [];
    return { calls, fetch: async (after: string | null) => (calls.push(after), list[calls.length - 1]!) };
  };

  it('stops after a page without a next page', async () => {
    const { calls, fetch } = pages([{ nodes: [1, 2], pageInfo: { hasNextPage: false, endCursor: 'x' } }]);
    const all: number[] = [];
    for await (const n of walkConnection(fetch)) all.push(n);
    expect(all).toEqual([1, 2]);
    expect(calls).toEqual([null]);
  });

  it('fails instead of looping when the server gives no cursor or the same cursor again', async () => {
    const noCursor = pages([{ nodes: [1], pageInfo: { hasNextPage: true, endCursor: null } }]);
    await expect(async () => {
      for await (const _ of walkConnection(noCursor.fetch)) void _;
    }).rejects.toThrow('the connection has a next page but no pageInfo.endCursor');
    const same = pages([
      { nodes: [1], pageInfo: { hasNextPage: true, endCursor: 'a' } },
      { nodes: [2], pageInfo: { hasNextPage: true, endCursor: 'a' } },
    ]);
    await expect(async () => {
      for await (const _ of walkConnection(same.fetch)) void _;
    }).rejects.toThrow(SunsetError);
    const many = pages([
      { nodes: [1], pageInfo: { hasNextPage: true, endCursor: 'a' } },
      { nodes: [2], pageInfo: { hasNextPage: true, endCursor: 'b' } },
    ]);
    await expect(async () => {
      for await (const _ of walkConnection(many.fetch, { maxPages: 2 })) void _;
    }).rejects.toThrow('more than 2 pages');
  });
});

describe('REST paging → connection arguments', () => {
  it('maps PageSize to first and the first page to after: null', () => {
    expect(toConnectionArgs({ PageStartIndex: 0, PageSize: 25 })).toEqual({ first: 25, after: null });
    expect(toConnectionArgs({})).toEqual({ after: null });
  });

  it('refuses an offset (cursors are opaque) unless told how cursors encode offsets', () => {
    expect(() => toConnectionArgs({ PageStartIndex: 50, PageSize: 25 })).toThrow(/PageStartIndex 50 has no GraphQL equivalent/);
    expect(toConnectionArgs({ PageStartIndex: 3, PageSize: 3 }, { cursorForOffset: cursorOf })).toEqual({ first: 3, after: cursorOf(2) });
    expect(() => toConnectionArgs({ PageSize: -1 })).toThrow(SunsetError);
  });

  it('a page without totalCount cannot fill TotalFilteredCount', () => {
    expect(() => toRestPage({ nodes: [] })).toThrow('select it');
  });

  it('has the table of spec 4.2 as data', () => {
    expect(REST_TO_GRAPHQL_PAGING).toEqual({ PageSize: 'first', PageStartIndex: 'after', TotalFilteredCount: 'totalCount', Result: 'nodes' });
    expect(PAGING_CONCEPTS.map((c) => `${c.rest} → ${c.graphql}`)).toEqual([
      'PageSize → first',
      'PageStartIndex → after',
      'TotalFilteredCount → totalCount',
      'Result → nodes',
      'PageStartIndex + PageSize < TotalFilteredCount → pageInfo.hasNextPage',
    ]);
  });
});

describe('the package entry `sunset` exports the REST helpers docs/rest-map.md documents', () => {
  /** Every name the library section of docs/rest-map.md imports from 'sunset'. */
  const documented = () => {
    const docs = readFileSync(path.join(repoRoot, 'docs', 'rest-map.md'), 'utf8');
    const block = /```ts\nimport \{([\s\S]*?)\} from 'sunset';\n```/.exec(docs);
    expect(block, "docs/rest-map.md imports the library from 'sunset'").not.toBeNull();
    return block![1]!
      .replace(/\/\/.*$/gm, '')
      .split(/[\s,]+/)
      .filter((name) => name.length > 0);
  };

  it('src/index.ts exports every documented name, the very functions of src/rest', async () => {
    const entry = (await import('../src/index.js')) as Record<string, unknown>;
    const names = documented();
    expect(names).toEqual(expect.arrayContaining(['toConnectionArgs', 'toRestPage', 'restHasNextPage', 'walkConnection', 'DEAL_TYPES', 'mapRestPayloadText']));
    for (const name of names) expect(entry[name], name).toBeDefined();
    const paging = await import('../src/rest/paging.js');
    const legacy = await import('../src/rest/legacy-proposal-api.js');
    expect(entry['toConnectionArgs']).toBe(paging.toConnectionArgs);
    expect(entry['toRestPage']).toBe(paging.toRestPage);
    expect(entry['restHasNextPage']).toBe(paging.restHasNextPage);
    expect(entry['DEAL_TYPES']).toBe(legacy.DEAL_TYPES);
    // As documented: offsets to cursors, a connection page to a REST page, and the REST next-page test.
    const { toConnectionArgs: args, toRestPage: page, restHasNextPage: more } = entry as typeof paging;
    expect(args({ PageStartIndex: 0, PageSize: 25 })).toEqual({ first: 25, after: null });
    expect(page({ nodes: ['a'], totalCount: 4 })).toEqual({ Result: ['a'], TotalFilteredCount: 4 });
    expect(more({ PageStartIndex: 0, PageSize: 3 }, { TotalFilteredCount: 4 })).toBe(true);
  });

  it('the built entry the package exports (package.json exports["."]) has them too', async () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { exports: Record<string, { default: string; types: string }> };
    const built = path.join(repoRoot, pkg.exports['.']!.default);
    const entry = (await import(built)) as Record<string, unknown>;
    for (const name of documented()) expect(entry[name], name).toBeDefined();
    const types = readFileSync(path.join(repoRoot, pkg.exports['.']!.types), 'utf8');
    for (const name of ['toConnectionArgs', 'toRestPage', 'restHasNextPage', 'DEAL_TYPES', 'RestPageRequest', 'RestPage', 'ConnectionArgs', 'DealTypeComparison', 'PayloadProblem']) {
      expect(types, name).toMatch(new RegExp(`\\b${name}\\b`));
    }
  });
});
