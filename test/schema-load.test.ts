import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getIntrospectionQuery,
  graphql,
  introspectionFromSchema,
  isEnumType,
  isInputObjectType,
  isObjectType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Analyzer } from '../src/analysis/analyzer.js';
import { buildCalendar } from '../src/calendar/build-calendar.js';
import { loadProject } from '../src/calendar/load-calendar.js';
import { resolveProject } from '../src/config/project-config.js';
import { SunsetError } from '../src/errors.js';
import { loadSchema } from '../src/schema/load-schema.js';
import { rejection } from './helpers/rejection.js';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'calendar');
const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

const SMALL_SDL = `
"""The root."""
type Query {
  advertiser(id: ID!, legacyId: Int @deprecated(reason: "Use \`id\`.")): Advertiser
  audiences: [String] @deprecated(reason: "Use \`advertiser\` instead. Deprecation effective 2027-01-02.")
  color: Color
  search(filter: Filter): [String]
}
type Advertiser { id: ID!, audiences: [String] }
enum Color { RED CRIMSON @deprecated(reason: "Use \`RED\`. Removal on 2027-04-01 UTC.") }
input Filter { name: String, title: String @deprecated(reason: "Use \`name\`.") }
`;

function expectSmallSchemaDeprecations(schema: GraphQLSchema): void {
  const query = schema.getQueryType()!;
  const fields = query.getFields();
  expect(fields['audiences']!.deprecationReason).toBe('Use `advertiser` instead. Deprecation effective 2027-01-02.');
  expect(fields['advertiser']!.args.find((a) => a.name === 'legacyId')!.deprecationReason).toBe('Use `id`.');
  const color = schema.getType('Color');
  expect(isEnumType(color) && color.getValue('CRIMSON')!.deprecationReason).toBe('Use `RED`. Removal on 2027-04-01 UTC.');
  const filter = schema.getType('Filter');
  expect(isInputObjectType(filter) && filter.getFields()['title']!.deprecationReason).toBe('Use `name`.');
  const calendar = buildCalendar({ today: '2026-11-21', schema });
  expect(calendar.entries.map((e) => [e.location, e.kind, e.date])).toEqual([
    ['Query.audiences', 'deprecation', '2027-01-02'],
    ['Color.CRIMSON', 'removal', '2027-04-01'],
    ['Filter.title', 'deprecation', null],
    ['Query.advertiser(legacyId:)', 'deprecation', null],
  ]);
}

describe('loadSchema from files', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'sunset-schema-'));
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('malformed SDL is a SunsetError naming file:line:column', async () => {
    const error = await rejection(loadSchema(['malformed.graphql'], { cwd: fixtures }));
    expect(error).toMatchObject({ file: 'malformed.graphql', line: 4 });
    expect(error.toLine()).toMatch(/^malformed\.graphql:4:\d+: Syntax Error: Unterminated string\.$/);
    expect(error.exitCode).toBe(2);
  });

  it('the file name in errors is relative to cwd', async () => {
    const error = await rejection(loadSchema(['calendar/malformed.graphql'], { cwd: path.dirname(fixtures) }));
    expect(error.toLine()).toMatch(/^calendar\/malformed\.graphql:4:\d+: /);
  });

  // BUG (src/schema/load-schema.ts): `validateSDL` is imported from the deep path
  // 'graphql/validation/validate.js' (CommonJS) while everything else comes from 'graphql', which
  // Vite/vitest (and other bundlers) resolve through its "module" field to index.mjs. The two copies
  // have different GraphQLError classes, so `error instanceof GraphQLError` in toSunsetError is false
  // and every validateSDL error (unknown type, duplicate type name, ...) loses its file:line:column.
  // Under plain Node (the compiled CLI) both resolve to CommonJS and the place is kept; the CLI test
  // in cli-calendar.test.ts covers that path.
  it('SDL that parses but names an unknown type is an error naming file:line (dual graphql copies under vitest lose it)', async () => {
    const error = await rejection(loadSchema(['unknown-type.graphql'], { cwd: fixtures }));
    expect(error.message).toBe('Unknown type "Owner".');
    expect(error.toLine()).toBe('unknown-type.graphql:4:10: Unknown type "Owner".');
  });

  it('SDL that breaks a schema rule (interface not implemented) is an error naming file:line', async () => {
    const file = path.join(tmp, 'interface.graphql');
    await writeFile(file, 'type Query { node: Node }\ninterface Node { id: ID! }\ntype User implements Node {\n  name: String\n}\n');
    const error = await rejection(loadSchema(['interface.graphql'], { cwd: tmp }));
    expect(error.message).toContain('Node.id');
    expect(error).toMatchObject({ file: 'interface.graphql' });
    expect(error.line).toBeGreaterThanOrEqual(2);
    expect(error.toLine()).toMatch(/^interface\.graphql:\d+:\d+: /);
  });

  it('an introspection JSON file loads with its deprecations intact (with and without the data wrapper)', async () => {
    const introspection = introspectionFromSchema(buildSchema(SMALL_SDL));
    await writeFile(path.join(tmp, 'wrapped.json'), JSON.stringify({ data: introspection }));
    await writeFile(path.join(tmp, 'bare.json'), JSON.stringify(introspection, null, 2));
    for (const name of ['wrapped.json', 'bare.json']) {
      const loaded = await loadSchema([name], { cwd: tmp });
      expect(loaded.sources).toEqual([name]);
      expect(loaded.warnings).toEqual([]);
      expectSmallSchemaDeprecations(loaded.schema);
    }
  });

  it('a JSON file that is no introspection result is an error', async () => {
    await writeFile(path.join(tmp, 'other.json'), '{"hello": "world"}');
    const error = await rejection(loadSchema(['other.json'], { cwd: tmp }));
    expect(error.toLine()).toBe('other.json: not an introspection result (no __schema)');
  });

  it('bad JSON is an error naming the file, line and column', async () => {
    const error = await rejection(loadSchema(['bad.json'], { cwd: fixtures }));
    expect(error.file).toBe('bad.json');
    expect(error.toLine()).toMatch(/^bad\.json:1:38: not valid JSON: /);
  });

  it('a glob over two files merges them', async () => {
    const loaded = await loadSchema(['merge/*.graphql'], { cwd: fixtures });
    expect(loaded.sources).toEqual(['merge/a.graphql', 'merge/b.graphql']);
    expect(loaded.warnings).toEqual([]);
    const advertiser = loaded.schema.getType('Advertiser');
    expect(isObjectType(advertiser) && Object.keys(advertiser.getFields())).toEqual(['id', 'audiences', 'legacyCode']);
    const calendar = buildCalendar({ today: '2026-11-21', schema: loaded.schema });
    expect(calendar.entries.map((e) => [e.location, e.date, e.definedAt?.file])).toEqual([
      ['Query.audiences', '2027-01-02', 'merge/a.graphql'],
      ['Advertiser.legacyCode', '2027-02-08', 'merge/b.graphql'],
    ]);
  });

  it('files that each define one type (a modular schema, each with its own type Query) merge into one type, as graphql-config does', async () => {
    await writeFile(path.join(tmp, 'm1.graphql'), '"The root."\ntype Query { a: Int }\nenum Kind { A }\n');
    await writeFile(path.join(tmp, 'm2.graphql'), 'type Query {\n  b: Int @deprecated(reason: "Removal on 2027-01-01 UTC.")\n}\nenum Kind { B }\n');
    const loaded = await loadSchema(['m*.graphql'], { cwd: tmp });
    const query = loaded.schema.getQueryType()!;
    expect(Object.keys(query.getFields())).toEqual(['a', 'b']);
    expect(query.description).toBe('The root.');
    const kind = loaded.schema.getType('Kind');
    expect(isEnumType(kind) && kind.getValues().map((v) => v.name)).toEqual(['A', 'B']);
    const calendar = buildCalendar({ today: '2026-11-21', schema: loaded.schema });
    expect(calendar.entries.map((e) => [e.location, e.date, e.definedAt?.file, e.definedAt?.line])).toEqual([['Query.b', '2027-01-01', 'm2.graphql', 2]]);
  });

  it('a type defined twice in one file is an error at the repeat', async () => {
    await writeFile(path.join(tmp, 'twice.graphql'), 'type Query { a: Int }\n\ntype Query { b: Int }\n');
    const error = await rejection(loadSchema(['twice.graphql'], { cwd: tmp }));
    expect(error.toLine()).toBe('twice.graphql:3:6: There can be only one type named "Query".');
  });

  it('a deprecation reason that is no string is an error at its value, not a crash', async () => {
    await writeFile(path.join(tmp, 'reason.graphql'), 'type Query {\n  a: Int @deprecated(reason: 5)\n}\n');
    const error = await rejection(loadSchema(['reason.graphql'], { cwd: tmp }));
    expect(error).toBeInstanceOf(SunsetError);
    expect(error.toLine()).toBe('reason.graphql:2:30: Argument "reason" has invalid value 5.');
  });

  it('several pointers merge like a glob', async () => {
    const loaded = await loadSchema(['merge/b.graphql', path.join(fixtures, 'merge', 'a.graphql')], { cwd: fixtures });
    expect(loaded.sources).toEqual(['merge/b.graphql', 'merge/a.graphql']);
    expect(loaded.schema.getQueryType()?.name).toBe('Query');
  });

  it('a glob climbing above the working directory keeps its matches inside it (tinyglobby#128)', async () => {
    // From merge/b's folder: ../merge/*.graphql is both files, this folder's own included.
    const loaded = await loadSchema(['../*/?.graphql'], { cwd: path.join(fixtures, 'merge') });
    expect(loaded.sources).toEqual(['a.graphql', 'b.graphql']);
  });

  it('a glob that matches nothing is an error naming the glob', async () => {
    const error = await rejection(loadSchema(['nowhere/*.graphql'], { cwd: fixtures }));
    expect(error.message).toContain('nowhere/*.graphql');
  });

  it('a missing file is an error naming it', async () => {
    const error = await rejection(loadSchema(['missing.graphql'], { cwd: fixtures }));
    expect(error.toLine()).toBe('missing.graphql: cannot read schema: no such file');
  });

  it('a directory is an error naming it', async () => {
    const error = await rejection(loadSchema(['merge'], { cwd: fixtures }));
    expect(error.toLine()).toBe('merge: cannot read schema: is a directory (name the schema files in it, or a glob of them)');
  });

  it('no pointer at all is an error', async () => {
    const error = await rejection(loadSchema([], { cwd: fixtures }));
    expect(error.message).toBe('no schema given');
  });

  it('a field defined twice is a warning naming both lines, and the schema still builds', async () => {
    const loaded = await loadSchema(['duplicate-fields.graphql'], { cwd: fixtures });
    expect(loaded.warnings).toHaveLength(2);
    expect(loaded.warnings[0]).toMatchObject({ severity: 'warning', file: 'duplicate-fields.graphql', line: 10 });
    expect(loaded.warnings[0]!.message).toContain('EnterpriseOwnerInfo.setting ');
    expect(loaded.warnings[0]!.message).toContain('duplicate-fields.graphql:7');
    expect(loaded.warnings[0]!.message).toContain('duplicate-fields.graphql:10');
    expect(loaded.warnings[1]).toMatchObject({ severity: 'warning', file: 'duplicate-fields.graphql', line: 11 });
    expect(loaded.warnings[1]!.message).toContain('EnterpriseOwnerInfo.settingOrganizations');
    expect(loaded.warnings[1]!.message).toContain('duplicate-fields.graphql:8');
    expect(loaded.warnings[1]!.message).toContain('duplicate-fields.graphql:11');
    const info = loaded.schema.getType('EnterpriseOwnerInfo');
    expect(isObjectType(info) && Object.keys(info.getFields())).toEqual(['id', 'setting', 'settingOrganizations', 'name']);
    // The first definition is the one kept, so the second one's @deprecated is dropped with it.
    expect(isObjectType(info) && info.getFields()['settingOrganizations']!.deprecationReason).toBeUndefined();
  });

  it('a duplicated enum value and input field are repaired with a warning too', async () => {
    await writeFile(path.join(tmp, 'dup-members.graphql'), 'type Query { c(f: F): Color }\nenum Color {\n  RED\n  RED\n}\ninput F {\n  a: Int\n  a: Int\n}\n');
    const loaded = await loadSchema(['dup-members.graphql'], { cwd: tmp });
    expect(loaded.warnings.map((w) => [w.line, w.message])).toEqual([
      [4, 'Color.RED is defined twice (dup-members.graphql:3 and dup-members.graphql:4); the first definition is used'],
      [8, 'F.a is defined twice (dup-members.graphql:7 and dup-members.graphql:8); the first definition is used'],
    ]);
  });

  // BUG (src/schema/load-schema.ts, dropDuplicateMembers): the warning names where each field's AST
  // node starts, which for a field with a description is the opening `"""` of the description, not
  // the line that defines the field (graphql-js's own "can only be defined once" error points at the
  // name). On GitHub's schema it names github.graphql:15000/15150 while the fields are on 15003/15153.
  it('a duplicated field with a description is named at the lines of the field names', async () => {
    await writeFile(
      path.join(tmp, 'dup-described.graphql'),
      'type Query {\n  """\n  The name.\n  """\n  name: String\n  """\n  The name again.\n  """\n  name: String\n}\n',
    );
    const loaded = await loadSchema(['dup-described.graphql'], { cwd: tmp });
    expect(loaded.warnings).toHaveLength(1);
    expect(loaded.warnings[0]!.message).toBe('Query.name is defined twice (dup-described.graphql:5 and dup-described.graphql:9); the first definition is used');
    expect(loaded.warnings[0]).toMatchObject({ line: 9, column: 3 });
  });
});

describe('loadSchema from a live endpoint', () => {
  const TOKEN = 'secret-token-123';
  const served = buildSchema(SMALL_SDL);
  let server: Server;
  let base: string;
  const seen: Array<{ url: string; headers: IncomingHttpHeaders; query: string }> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const query = (JSON.parse(body || '{}') as { query?: string }).query ?? '';
        seen.push({ url: request.url ?? '', headers: request.headers, query });
        const send = (status: number, statusMessage: string, payload: unknown) => {
          response.writeHead(status, statusMessage, { 'content-type': 'application/json' });
          response.end(JSON.stringify(payload));
        };
        if (request.url?.startsWith('/unauthorized')) {
          // A careless server that echoes the credential back in its status line and body.
          send(401, `Unauthorized ${String(request.headers['svc-auth'])}`, { error: `bad token ${String(request.headers['svc-auth'])}` });
          return;
        }
        if (request.url?.startsWith('/not-json')) {
          response.writeHead(200, { 'content-type': 'text/html' });
          response.end('<html>login</html>');
          return;
        }
        if (request.headers['svc-auth'] !== TOKEN) {
          send(403, 'Forbidden', { errors: [{ message: 'missing SVC-Auth' }] });
          return;
        }
        void graphql({ schema: served, source: query }).then((result) => send(200, 'OK', result));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  });

  it('introspects with the SVC-Auth header taken from env, deprecations intact', async () => {
    seen.length = 0;
    const loaded = await loadSchema([`${base}/graphql`], { env: { SVC_AUTH_TOKEN: TOKEN } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers['svc-auth']).toBe(TOKEN);
    expect(seen[0]!.headers['authorization']).toBeUndefined();
    expect(seen[0]!.query).toContain('__schema');
    // Arguments' and input fields' deprecations are only in the result when asked for.
    expect(seen[0]!.query).toContain('includeDeprecated: true');
    expect(loaded.sources).toEqual([`${base}/graphql`]);
    expectSmallSchemaDeprecations(loaded.schema);
  });

  it('the request is the standard introspection query (with input value deprecation)', async () => {
    seen.length = 0;
    await loadSchema([`${base}/graphql`], { env: { SVC_AUTH_TOKEN: TOKEN } });
    expect(seen[0]!.query.replace(/\s+/g, ' ')).toBe(getIntrospectionQuery({ inputValueDeprecation: true, descriptions: true }).replace(/\s+/g, ' '));
  });

  it('without the token the header is not sent and the refusal is an error naming the URL', async () => {
    seen.length = 0;
    const error = await rejection(loadSchema([`${base}/graphql`], { env: {} }));
    expect(seen[0]!.headers['svc-auth']).toBeUndefined();
    expect(error.file).toBe(`${base}/graphql`);
    expect(error.message).toContain('403');
  });

  it('SUNSET_SCHEMA_AUTHORIZATION is sent as Authorization', async () => {
    seen.length = 0;
    await rejection(loadSchema([`${base}/graphql`], { env: { SUNSET_SCHEMA_AUTHORIZATION: 'Bearer abc.def' } }));
    expect(seen[0]!.headers['authorization']).toBe('Bearer abc.def');
  });

  it('on a 401 the error never contains the token, even when the server echoes it', async () => {
    const error = await rejection(loadSchema([`${base}/unauthorized?token=${TOKEN}`], { env: { SVC_AUTH_TOKEN: TOKEN } }));
    expect(seen.at(-1)!.headers['svc-auth']).toBe(TOKEN);
    expect(error.message).toContain('401');
    expect(error.message).not.toContain(TOKEN);
    expect(error.toLine()).not.toContain(TOKEN);
    expect(String(error.file)).not.toContain(TOKEN);
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(TOKEN);
  });

  it('a response that is not JSON is an error', async () => {
    const error = await rejection(loadSchema([`${base}/not-json`], { env: {} }));
    expect(error.message).toMatch(/not JSON/);
  });

  it('an unreachable endpoint is an error naming the URL', async () => {
    // Port 9 (discard) on loopback: nothing listens there in CI.
    const error = await rejection(loadSchema(['http://127.0.0.1:9/graphql'], { env: { SVC_AUTH_TOKEN: TOKEN } }));
    expect(error.file).toBe('http://127.0.0.1:9/graphql');
    expect(error.message).toMatch(/^cannot introspect schema: /);
    expect(error.toLine()).not.toContain(TOKEN);
  });
});

describe('loadProject and the schema SDL nodes', () => {
  const settings = () => resolveProject({ cwd: repoRoot, schema: ['schema/platform.graphql'], changes: ['schema/changes.yaml'] });
  it('keeps them by default, and drops them on request once the calendar has their positions', async () => {
    const kept = await loadProject(settings(), { today: '2026-11-21', cwd: repoRoot });
    const dropped = await loadProject(settings(), { today: '2026-11-21', cwd: repoRoot, keepSchemaSyntax: false });
    const field = (schema: GraphQLSchema) => (schema.getType('TargetingDataSegment') as GraphQLObjectType).getFields()['targetingDataCounts']!;
    expect(field(kept.schema.schema).astNode?.loc).toBeDefined();
    expect(field(dropped.schema.schema).astNode).toBeUndefined();
    expect((dropped.schema.schema.getType('Query') as GraphQLObjectType).astNode).toBeUndefined();
    // Same calendar, positions in the schema file included.
    const positions = (calendar: typeof kept.calendar) => calendar.entries.map((e) => [e.location, e.definedAt?.line ?? null]);
    expect(positions(dropped.calendar)).toEqual(positions(kept.calendar));
    expect(dropped.calendar.entries.find((e) => e.location === 'TargetingDataSegment.targetingDataCounts')?.definedAt?.line).toBeGreaterThan(0);
    // And the engine finds the same uses with it.
    const text = 'query Q { advertiser(id: "1") { targetingDataSegments(first: 1) { nodes { targetingDataCounts { activeCounts } } } } }';
    const analyze = (project: typeof kept) =>
      new Analyzer({ schema: project.schema.schema, calendar: project.calendar, today: '2026-11-21' }).analyze([{ file: 'q.graphql', text }]).findings.map((f) => [f.location, f.status, f.message]);
    expect(analyze(kept)).toContainEqual(["TargetingDataSegment.targetingDataCounts", "deprecated", expect.any(String)]);
    expect(analyze(dropped)).toEqual(analyze(kept));
  });
});
