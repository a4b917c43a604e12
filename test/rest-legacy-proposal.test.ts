/** The legacy proposal API (spec 4.3): the endpoint tables, and finding calls in TS/JS. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchemaFromSdl } from '../src/schema/load-schema.js';
import { describe, expect, it } from 'vitest';
import {
  BUYER_PROPOSAL_ENDPOINTS,
  DEAL_TYPES,
  findLegacyProposalCalls,
  proposalReplacement,
  routeOf,
  SELLER_PROPOSAL_ENDPOINTS,
} from '../src/rest/legacy-proposal-api.js';
import { repoRoot } from './helpers/run-cli.js';

const fixture = path.join(repoRoot, 'test', 'fixtures', 'rest', 'legacy-proposal-calls.ts');
const fixtureText = readFileSync(fixture, 'utf8');
const schemaOf = (file: string) => buildSchemaFromSdl(readFileSync(path.join(repoRoot, 'schema', file), 'utf8'), file).schema;

describe('findLegacyProposalCalls on every endpoint form', () => {
  const calls = findLegacyProposalCalls(fixture, fixtureText);
  const summary = calls.map((call) => ({
    literal: fixtureText.slice(call.start, call.end),
    method: call.method,
    endpoint: call.endpoint,
    seller: call.seller,
    buyer: call.buyer,
  }));

  it('finds each call with its method, endpoint and replacements, in source order', () => {
    expect(summary).toEqual([
      { literal: '`${baseUrl}/v3/proposal`', method: 'POST', endpoint: '/proposal', seller: 'dealCreate', buyer: null },
      { literal: '`${baseUrl}/v3/proposal`', method: 'PUT', endpoint: '/proposal', seller: 'dealRevise', buyer: null },
      {
        literal: "'https://api.platform.example/v3/proposal/notes'",
        method: 'POST',
        endpoint: '/proposal/notes',
        seller: 'dealNoteCreate',
        buyer: 'inventory{Commitment|Endeavor}NoteCreate',
      },
      { literal: '`/v3/proposal/${id}`', method: 'DELETE', endpoint: '/proposal/{ProposalId}', seller: 'dealRemove', buyer: 'inventory{Commitment|Endeavor}BulkArchive' },
      { literal: "'/proposal/query'", method: 'POST', endpoint: '/proposal/query', seller: 'deals', buyer: null },
      { literal: "'/v3/proposal/'", method: 'GET', endpoint: '/proposal/{ProposalId}', seller: 'deals', buyer: null },
      { literal: '`/v3/proposal/history/${id}/3`', method: 'GET', endpoint: '/proposal/history/{ProposalId}/{RevisionNumber}', seller: 'auditLog', buyer: null },
      { literal: '`${baseUrl}/v3/proposal/query/facets`', method: 'GET', endpoint: '/proposal/query/facets', seller: 'no equivalent (deal search parameters)', buyer: null },
      { literal: '`${baseUrl}/v3/proposal/seats`', method: 'GET', endpoint: '/proposal/seats', seller: 'knownAgents', buyer: null },
      { literal: '`${baseUrl}/proposal/accept`', method: 'POST', endpoint: '/proposal/accept', seller: null, buyer: 'inventory{Commitment|Endeavor}Accept' },
      { literal: '`${baseUrl}/v3/proposal/reject`', method: 'POST', endpoint: '/proposal/reject', seller: null, buyer: 'inventory{Commitment|Endeavor}Reject' },
      {
        literal: '`${baseUrl}/v3/proposal/notes`',
        method: 'POST',
        endpoint: '/proposal/notes',
        seller: 'dealNoteCreate',
        buyer: 'inventory{Commitment|Endeavor}NoteCreate',
      },
      // Options the code does not show: every replacement of the route.
      { literal: '`${baseUrl}/v3/proposal`', method: null, endpoint: '/proposal', seller: 'dealCreate or dealRevise', buyer: null },
      {
        literal: '`${baseUrl}/v3/proposal/{ProposalId}`',
        method: null,
        endpoint: '/proposal/{ProposalId}',
        seller: 'dealRemove or deals',
        buyer: 'inventory{Commitment|Endeavor}BulkArchive',
      },
    ]);
  });

  it('gives 0-based offsets of the whole literal in the text', () => {
    for (const call of calls) {
      const literal = fixtureText.slice(call.start, call.end);
      expect(literal).toMatch(/^['`].*['`]$/s);
      expect(fixtureText.indexOf(literal, call.start)).toBe(call.start);
    }
    const first = calls[0]!;
    expect(first.start).toBe(fixtureText.indexOf('`${baseUrl}/v3/proposal`'));
  });

  it('says each replacement in one line', () => {
    expect(calls[0]!.replacement).toBe('dealCreate (seller, deal API)');
    expect(calls[2]!.replacement).toBe('dealNoteCreate (seller, deal API) or inventory{Commitment|Endeavor}NoteCreate (buyer, platform API)');
    expect(calls[5]!.replacement).toBe('deals (seller, deal API: commitment and endeavor deal terms)');
    expect(calls[7]!.replacement).toBe('no equivalent (deal search parameters)');
    expect(calls[9]!.replacement).toBe('inventory{Commitment|Endeavor}Accept (buyer, platform API)');
  });

  it('skips imports, literal types, other paths and plain text', () => {
    const literals = summary.map((s) => s.literal);
    for (const text of ["'./proposal'", "'/v3/proposals'", "'see /proposal docs'", "'/api/proposal'"]) expect(literals).not.toContain(text);
    expect(calls.every((call) => !fixtureText.slice(0, call.start).endsWith('type Route = '))).toBe(true);
  });

  it('works on JS and JSX, and returns nothing without /proposal (no parse)', () => {
    const js = "const r = await axios.put(`${api}/v3/proposal`, body);\nrequire('./proposal');\n";
    expect(findLegacyProposalCalls('client.js', js)).toMatchObject([{ method: 'PUT', endpoint: '/proposal', seller: 'dealRevise' }]);
    const jsx = 'export const A = () => <a href="/v3/proposal" onClick={() => fetch("/v3/proposal/seats")}>x</a>;\n';
    expect(findLegacyProposalCalls('a.jsx', jsx)).toMatchObject([{ method: 'GET', endpoint: '/proposal/seats' }]);
    expect(findLegacyProposalCalls('x.ts', 'fetch("/v3/deals")')).toEqual([]);
    expect(findLegacyProposalCalls('x.ts', 'this is not { valid TypeScript')).toEqual([]);
  });

  it('reads methods of request-config objects and common clients', () => {
    const text = [
      "axios.request({ url: '/v3/proposal', method: 'PUT' });",
      "axios({ url: '/v3/proposal/accept' });",
      "got.delete(`https://h/v3/proposal/${id}`);",
      "fetch('/v3/proposal', { ...init });",
      "fetch('/v3/proposal', { method });",
      "new Request('/v3/proposal/notes', { method: 'POST' });",
      "fetch(new URL('/v3/proposal/seats', base).toString());",
      "fetch(('/v3/proposal/query') as string, { method: 'POST' as const });",
    ].join('\n');
    expect(findLegacyProposalCalls('x.ts', text).map((c) => `${c.method} ${c.endpoint}`)).toEqual([
      'PUT /proposal',
      'GET /proposal/accept',
      'DELETE /proposal/{ProposalId}',
      'null /proposal',
      'null /proposal',
      'POST /proposal/notes',
      'GET /proposal/seats',
      'POST /proposal/query',
    ]);
  });

  it('finds the calls of the example seller module', () => {
    const files = ['proposals.ts', 'buyer-actions.ts'].map((name) => path.join(repoRoot, 'examples', 'seller', name));
    const found = files.flatMap((file) => findLegacyProposalCalls(file, readFileSync(file, 'utf8')).map((c) => `${c.method} ${c.endpoint}`));
    expect(found.sort()).toEqual(
      [
        'POST /proposal',
        'PUT /proposal',
        'POST /proposal/notes',
        'DELETE /proposal/{ProposalId}',
        'POST /proposal/query',
        'GET /proposal/{ProposalId}',
        'GET /proposal/history/{ProposalId}/{RevisionNumber}',
        'GET /proposal/query/facets',
        'GET /proposal/seats',
        'POST /proposal/accept',
        'POST /proposal/reject',
      ].sort(),
    );
  });
});

describe('routeOf', () => {
  it.each([
    ['/proposal', '/proposal'],
    ['/v3/proposal', '/proposal'],
    ['https://api.example.com/v3/proposal?x=1', '/proposal'],
    ['\u0000/v3/proposal/notes', '/proposal/notes'],
    ['\u0000/proposal/accept', '/proposal/accept'],
    ['/v3/proposal/reject/', '/proposal/reject'],
    ['/v3/proposal/query', '/proposal/query'],
    ['/v3/proposal/query/facets', '/proposal/query/facets'],
    ['/v3/proposal/history/\u0000/\u0000', '/proposal/history/{ProposalId}/{RevisionNumber}'],
    ['/v3/proposal/seats', '/proposal/seats'],
    ['/v3/proposal/\u0000', '/proposal/{ProposalId}'],
    ['/v3/proposal/12345', '/proposal/{ProposalId}'],
    ['/api/gateway/v3/proposal/seats', '/proposal/seats'],
  ])('%j → %s', (url, route) => {
    expect(routeOf(url)).toBe(route);
  });

  it.each(['/v3/proposals', '/proposal-drafts', 'docs about /proposal', '/api/proposal', '../proposal', '/v3/proposal/a/b/c', 'proposal'])('%j is not a legacy route', (url) => {
    expect(routeOf(url)).toBeNull();
  });

  it('a trailing slash followed by a concatenated value is the proposal ID', () => {
    expect(routeOf('/v3/proposal/', true)).toBe('/proposal/{ProposalId}');
    expect(routeOf('/v3/proposal/', false)).toBe('/proposal');
  });
});

describe('the tables of spec 4.3 and 4.4', () => {
  it('name operations that exist in the bundled schemas', () => {
    const deals = schemaOf('deals.graphql');
    const platform = schemaOf('platform.graphql');
    const rootFields = (schema: typeof deals) => new Set([...Object.keys(schema.getQueryType()!.getFields()), ...Object.keys(schema.getMutationType()!.getFields())]);
    const dealOperations = rootFields(deals);
    const platformOperations = rootFields(platform);
    for (const row of SELLER_PROPOSAL_ENDPOINTS) if (row.operation) expect(dealOperations, row.operation).toContain(row.operation);
    for (const row of BUYER_PROPOSAL_ENDPOINTS) {
      expect(platformOperations).toContain(row.commitment);
      expect(platformOperations).toContain(row.endeavor);
    }
    expect(SELLER_PROPOSAL_ENDPOINTS).toHaveLength(9);
    expect(BUYER_PROPOSAL_ENDPOINTS.map((row) => `${row.method} ${row.route} → ${row.operation}`)).toEqual([
      'POST /proposal/accept → inventory{Commitment|Endeavor}Accept',
      'POST /proposal/reject → inventory{Commitment|Endeavor}Reject',
      'POST /proposal/notes → inventory{Commitment|Endeavor}NoteCreate',
      'DELETE /proposal/{ProposalId} → inventory{Commitment|Endeavor}BulkArchive',
    ]);
  });

  it('facets have no equivalent', () => {
    expect(proposalReplacement('/proposal/query/facets', 'GET')).toEqual({
      seller: 'no equivalent (deal search parameters)',
      buyer: null,
      replacement: 'no equivalent (deal search parameters)',
    });
  });

  it('a method the table lacks shows every replacement of the route', () => {
    expect(proposalReplacement('/proposal', 'PATCH').seller).toBe('dealCreate or dealRevise');
  });

  it('maps legacy deal types to deal API types and buyer sides (spec 4.4)', () => {
    const deals = schemaOf('deals.graphql');
    const dealTypeValues = (deals.getType('DealType') as import('graphql').GraphQLEnumType).getValues().map((v) => v.name);
    for (const row of DEAL_TYPES) expect(dealTypeValues).toContain(row.pdpDealType);
    const byName = Object.fromEntries(DEAL_TYPES.map((row) => [row.dealType, row]));
    expect(byName['Preferred']).toMatchObject({ pdpDealType: 'STANDARD', buyerSide: 'Endeavor' });
    expect(byName['Programmatic Guaranteed']).toMatchObject({ pdpDealType: 'PROGRAMMATIC_GUARANTEED', buyerSide: 'Commitment', buyerLimit: 'single buyer' });
  });
});
