/**
 * Bad input as the CLI meets it: real files in a temporary directory, `sunset` as a subprocess. Each
 * case exits 2 (or warns), says one line naming the file (and line), and writes nothing.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CODEMODS } from '../src/codemods/registry.js';
import { jsonSyntaxError } from '../src/json-syntax-error.js';
import { repoRoot, runCli } from './helpers/run-cli.js';
import { unprivileged } from './helpers/run-unprivileged.js';

/** A fresh directory holding `files` (name to contents). */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sunset-bad-input-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** Runs `args` (plus `--out out.json` unless told not to) in `dir` and expects exit 2, one stderr line and no output. */
function expectInputError(dir: string, args: string[], line: RegExp, options: { out?: boolean } = {}): void {
  const out = path.join(dir, 'out.json');
  const run = runCli(options.out === false ? args : [...args, '--out', out], { cwd: dir });
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr.split('\n').filter(Boolean)).toHaveLength(1);
  expect(run.stderr.trimEnd()).toMatch(line);
  expect(existsSync(out)).toBe(false);
}

const SCHEMA = 'type Query {\n  a: String\n}\n';

describe('a malformed graphql config: the reason and its line and column, on one line', () => {
  it('YAML', () => {
    const dir = project({ 'graphql.config.yml': 'projects:\n  p:\n    schema: schema.graphql\n   documents: [x\n', 'schema.graphql': SCHEMA });
    expectInputError(dir, ['calendar'], /^sunset: graphql\.config\.yml:4:4: invalid graphql config: bad indentation of a mapping entry$/);
  });

  it('an empty file, or one without a schema, instead of the bundled schema standing in unnoticed', () => {
    expectInputError(project({ 'graphql.config.yml': '' }), ['calendar'], /^sunset: graphql\.config\.yml: the graphql config is empty \(it needs `schema:`/);
    expectInputError(project({ 'graphql.config.yml': 'documents: src/**/*.ts\n' }), ['calendar'], /^sunset: graphql\.config\.yml: no `schema:` in the graphql config/);
    expectInputError(project({ 'graphql.config.yml': 'projects:\n  a:\n    schema: schema.graphql\n  b:\n    schema: schema.graphql\n', 'schema.graphql': SCHEMA }), ['calendar', '--project', 'c'], /^sunset: graphql\.config\.yml: no project "c" in the graphql config \(projects: a, b\)$/);
  });

  it('a project without a schema, and a schema pointer an unset ${VAR} left "undefined", name the config file', () => {
    expectInputError(project({ 'graphql.config.json': '[1, 2]\n' }), ['calendar'], /^sunset: graphql\.config\.json: no `schema:` in the graphql config/);
    expectInputError(project({ 'graphql.config.yml': 'schema: ${SUNSET_TEST_UNSET_VARIABLE}\n' }), ['calendar'], /^sunset: graphql\.config\.yml: a schema pointer in the graphql config is "undefined" \(an unset environment variable\?\)$/);
  });

  it("a mistyped key under extensions.sunset, or a schedule that is no path, instead of the schedule left out unnoticed", () => {
    const mistyped = project({ 'graphql.config.yml': 'schema: schema.graphql\nextensions:\n  sunset:\n    change: changes.yaml\n', 'schema.graphql': SCHEMA });
    expectInputError(mistyped, ['check'], /^sunset: graphql\.config\.yml:4:5: unknown key "change" under extensions\.sunset in the graphql config \(known keys: changes\)$/);
    const number = project({ 'graphql.config.yml': 'schema: schema.graphql\nextensions:\n  sunset:\n    changes: 42\n', 'schema.graphql': SCHEMA });
    expectInputError(number, ['calendar'], /^sunset: graphql\.config\.yml:4:5: extensions\.sunset\.changes in the graphql config must be a file path or a list of them$/);
    // In a project of several: the project's own key.
    const projects = project({ 'graphql.config.yml': 'projects:\n  web:\n    schema: schema.graphql\n  api:\n    schema: schema.graphql\n    extensions:\n      sunset:\n        chnages: x.yaml\n', 'schema.graphql': SCHEMA });
    expectInputError(projects, ['calendar', '--project', 'api'], /^sunset: graphql\.config\.yml:8:9: unknown key "chnages" under extensions\.sunset/);
    // A JSON config: its key's line and column too.
    const json = project({ 'graphql.config.json': '{\n  "schema": "schema.graphql",\n  "extensions": { "sunset": { "change": "c.yaml" } }\n}\n', 'schema.graphql': SCHEMA });
    expectInputError(json, ['calendar'], /^sunset: graphql\.config\.json:3:31: unknown key "change"/);
  });

  it('JSON', () => {
    const dir = project({ 'graphql.config.json': '{\n  "schema": "schema.graphql",\n  "documents": [1,]\n}\n', 'schema.graphql': SCHEMA });
    expectInputError(dir, ['calendar'], /^sunset: graphql\.config\.json:3:19: invalid graphql config: Unexpected token '\]'$/);
  });

  it('JSON that ends early: the last line', () => {
    const dir = project({ 'graphql.config.json': '{ "schema": \n', 'schema.graphql': SCHEMA });
    expectInputError(dir, ['calendar'], /^sunset: graphql\.config\.json:1:12: invalid graphql config: Unexpected end of JSON input$/);
  });
});

describe('JSON syntax errors: one line, with the line and column', () => {
  const badIntrospection = '{\n "data": {\n  "__schema": {\n   "types": [,]\n  }\n }\n}\n';

  it('an introspection JSON schema (calendar)', () => {
    const dir = project({ 'schema.json': badIntrospection });
    expectInputError(dir, ['calendar', '--schema', 'schema.json'], /^sunset: schema\.json:4:14: not valid JSON: Unexpected token ','$/);
  });

  it('an introspection JSON schema that ends early (check)', () => {
    const dir = project({ 'schema.json': '{"data": {"__schema": \n\n', 'q.graphql': '{ a }\n' });
    expectInputError(dir, ['check', 'q.graphql', '--schema', 'schema.json'], /^sunset: schema\.json:1:22: not valid JSON: Unexpected end of JSON input$/);
  });

  it('a map --payload', () => {
    const dir = project({ 'body.json': '{\n  "AdvertiserName": "Acme",\n  "PartnerId": ,\n}\n' });
    expectInputError(dir, ['map', '--payload', 'body.json', '--input', 'AdvertiserCreateInput'], /^sunset: body\.json:3:16: payload is not valid JSON: Unexpected token ','$/);
  });

  // Node 20 words JSON.parse's errors several ways; each gives its place.
  const cases: Array<[string, string, { line: number; column: number }]> = [
    ['a token with an excerpt of the text around it', '{\n  "a": 1,\n  "b": [\n  ,\n  ]\n}\n', { line: 4, column: 3 }],
    ['a token in a short text quoted whole', '{"a":\n}', { line: 2, column: 1 }],
    ['a token after a string holding the same character', '{",":\n,}', { line: 2, column: 1 }],
    ['at position N', '{\n "a": 1\n "b": 2\n}', { line: 3, column: 2 }],
    ['the end of the input: where the last line ends', '{\n "a": [1,\n\n', { line: 2, column: 10 }],
    ['an empty file', '', { line: 1, column: 1 }],
  ];
  for (const [name, text, place] of cases) {
    it(name, () => {
      let error: unknown;
      try {
        JSON.parse(text);
      } catch (caught) {
        error = caught;
      }
      const described = jsonSyntaxError(error, text);
      expect({ line: described.line, column: described.column }).toEqual(place);
      expect(described.reason).not.toMatch(/\n|position|is not valid JSON/);
    });
  }

  it('takes the line and column newer Nodes put in the message', () => {
    const described = jsonSyntaxError(new SyntaxError("Expected ',' or '}' after property value in JSON at position 12 (line 2 column 3)"), '');
    expect(described).toEqual({ reason: "Expected ',' or '}' after property value", line: 2, column: 3 });
  });
});

describe('a schema with no Query type names its file', () => {
  it('SDL: the file and the line of its first definition', () => {
    const dir = project({ 'schema.graphql': '# no root\n\ntype Foo {\n  a: String\n}\n' });
    expectInputError(dir, ['calendar', '--schema', 'schema.graphql'], /^sunset: schema\.graphql:3: Query root type must be provided\.$/);
  });

  it('introspection JSON: the file (its SDL lines are not the file\'s)', () => {
    const string = { kind: 'SCALAR', name: 'String', ofType: null };
    const introspection = {
      __schema: {
        queryType: null,
        mutationType: null,
        subscriptionType: null,
        types: [
          { kind: 'OBJECT', name: 'Foo', fields: [{ name: 'a', args: [], type: string, isDeprecated: false, deprecationReason: null }], interfaces: [] },
          { kind: 'SCALAR', name: 'String' },
        ],
        directives: [],
      },
    };
    const dir = project({ 'schema.json': JSON.stringify({ data: introspection }) });
    expectInputError(dir, ['calendar', '--schema', 'schema.json'], /^sunset: schema\.json: Query root type must be provided\.$/);
  });
});

describe('introspection JSON: errors name the file and the element, never a line of the SDL printed from it', () => {
  const json = (sdl: string) => `${JSON.stringify({ data: introspectionFromSchema(buildSchema(sdl)) }, null, 2)}\n`;
  const dated = (date: string) => `type Query {\n  a: String\n  b: String @deprecated(reason: "Removal on ${date} UTC.")\n}\n`;

  it('a date that does not exist (calendar and check)', () => {
    const dir = project({ 'schema.json': json(dated('2026-02-30')), 'q.graphql': '{ b }\n' });
    const line = /^sunset: schema\.json: the deprecation of Query\.b names a date that does not exist: "2026-02-30"$/;
    expectInputError(dir, ['calendar', '--schema', 'schema.json'], line);
    expectInputError(dir, ['check', 'q.graphql', '--schema', 'schema.json'], line);
  });

  it('an error about a type it defines, merged with SDL', () => {
    // An interface of the name its Query has, given before it: the repeat is the JSON's.
    const dir = project({ 'schema.json': json(dated('2026-03-01')), 'more.graphql': 'interface Query {\n  c: String\n}\n' });
    expectInputError(dir, ['calendar', '--schema', 'more.graphql', 'schema.json'], /^sunset: schema\.json: There can be only one type named "Query"\.$/);
  });

  it('a type it defines, defined again in SDL: merged, as a modular schema is', () => {
    const dir = project({ 'schema.json': json(dated('2026-03-01')), 'more.graphql': 'type Query {\n  c: String\n}\n' });
    const run = runCli(['calendar', '--schema', 'schema.json', 'more.graphql', '--today', '2026-01-01', '--format', 'json'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  it('a member defined again in SDL: the warning names the JSON file without a line', () => {
    const dir = project({ 'schema.json': json(dated('2026-03-01')), 'more.graphql': 'extend type Query {\n  a: String\n}\n' });
    const run = runCli(['calendar', '--schema', 'schema.json', 'more.graphql', '--today', '2026-01-01'], { cwd: dir });
    expect(run.stderr).toBe('warning: more.graphql:2:3: Query.a is defined twice (schema.json and more.graphql:2); the first definition is used\n');
    expect(run.code).toBe(0);
  });
});

describe('an empty option value is a usage error', () => {
  const dir = project({ 'schema.graphql': SCHEMA, 'q.graphql': '{ a }\n', 'body.json': '{}' });
  const cases: Array<[string[], RegExp, boolean?]> = [
    [['calendar', '--schema', ''], /^error: option '--schema <pointer\.\.\.>' argument '' is invalid\. expected a schema file, glob or URL, got an empty value\.$/],
    [['calendar', '--schema', 'schema.graphql', ''], /option '--schema <pointer\.\.\.>' argument '' is invalid/],
    [['calendar', '--changes', ''], /option '--changes <file\.\.\.>' argument '' is invalid\. expected a change schedule file/],
    [['calendar', '--project', ''], /option '--project <name>' argument '' is invalid\. expected a graphql-config project name/],
    [['calendar', '--out', ''], /^error: option '--out <file>' argument '' is invalid\. expected a file path, got an empty value\.$/, false],
    [['check', 'q.graphql', '--out', ''], /option '--out <file>' argument '' is invalid/, false],
    [['check', '', '--schema', 'schema.graphql'], /command-argument value '' is invalid for argument 'paths'\. expected a file, directory or glob/],
    [['map', 'Query', 'a', '--schema', 'schema.graphql', '--out', ''], /option '--out <file>' argument '' is invalid/, false],
    [['map', 'Query', 'a', '--schema', ' '], /option '--schema <pointer\.\.\.>' argument ' ' is invalid/],
    [['map', 'Query', 'a', '--project', ''], /option '--project <name>' argument '' is invalid/],
    [['map', '--payload', '', '--input', 'X'], /option '--payload <file>' argument '' is invalid/],
    [['map', 'Query', 'a', '--rest-map', ''], /option '--rest-map <file\.\.\.>' argument '' is invalid/],
    [['map', 'Query', '', '--schema', 'schema.graphql'], /^sunset: a REST property name is empty: give names \(sunset map Advertiser AdvertiserName\)$/],
    [['map', ' ', 'a', '--schema', 'schema.graphql'], /^sunset: a type name is empty/],
  ];
  for (const [args, line, out] of cases) {
    it(args.map((arg) => (arg === '' ? "''" : arg)).join(' '), () => expectInputError(dir, args, line, { out: out ?? true }));
  }

  it('still collects several values, and repeated options', () => {
    const schemas = project({ 'a.graphql': SCHEMA, 'b.graphql': 'type Foo {\n  b: String\n}\n', 'c.graphql': 'type Bar {\n  c: String\n}\n' });
    const run = runCli(['calendar', '--schema', 'a.graphql', 'b.graphql', '--schema', 'c.graphql', '--changes', path.join(repoRoot, 'test', 'fixtures', 'engine', 'changes.yaml')], { cwd: schemas });
    expect(run.stderr).not.toMatch(/^error|^sunset/m);
    expect(run.code).toBe(0);
  });
});

describe('a schema @deprecated date that does not exist: the same input error in every face', () => {
  const schema = 'type Query {\n  a: String\n  b: String @deprecated(reason: "Removal on 2026-02-30 UTC.")\n  c: String @deprecated(reason: "Removal on 2026-04-31 UTC.")\n}\n';
  const dir = project({ 'schema.graphql': schema, 'q.graphql': '{ b }\n' });
  const line = /^sunset: schema\.graphql:3:13: the deprecation of Query\.b names a date that does not exist: "2026-02-30" \(also schema\.graphql:4\)$/;

  it('calendar', () => expectInputError(dir, ['calendar', '--schema', 'schema.graphql', '--today', '2026-01-01'], line));
  it('check, which went on as if the element were undated', () => expectInputError(dir, ['check', 'q.graphql', '--schema', 'schema.graphql', '--today', '2026-01-01'], line));
  it('codemod --list', () => expectInputError(dir, ['codemod', '--list', '--schema', 'schema.graphql'], line, { out: false }));
});

describe('a date written in another format says the format expected, naming the file and line', () => {
  const deletionDate = (value: string) =>
    'directive @deprecated(reason: String = "No longer supported", deletionDate: String) on FIELD_DEFINITION | ENUM_VALUE\n' +
    `type Query {\n  a: String\n  b: String @deprecated(reason: "Use \`a\`.", deletionDate: "${value}")\n}\n`;

  it('a schedule date with a time', () => {
    const dir = project({ 'schema.graphql': SCHEMA, 'changes.yaml': 'changes:\n  - location: Query.a\n    kind: removal\n    date: 2027-01-02T00:00:00Z\n' });
    const line = /^sunset: changes\.yaml:4:11: date must be a day written YYYY-MM-DD, without a time \(schedule dates are UTC days\), got "2027-01-02T00:00:00Z"$/;
    expectInputError(dir, ['calendar', '--schema', 'schema.graphql', '--changes', 'changes.yaml'], line);
  });

  it.each(['2027-01-02T00:00:00Z', '2027-01-02'])('a graphql-eslint deletionDate "%s", which exists but is not DD/MM/YYYY', (value) => {
    const dir = project({ 'schema.graphql': deletionDate(value), 'q.graphql': '{ b }\n' });
    const line = new RegExp(`^sunset: schema\\.graphql:4:13: the deprecation of Query\\.b has deletionDate "${value}", which is not written DD/MM/YYYY \\(graphql-eslint's format, e\\.g\\. "08/02/2027"\\)$`);
    expectInputError(dir, ['check', 'q.graphql', '--schema', 'schema.graphql'], line);
  });

  it('a reason timestamp whose day exists but whose time does not', () => {
    const dir = project({ 'schema.graphql': 'type Query {\n  a: String\n  b: String @deprecated(reason: "Removal on 2027-01-02T25:00:00Z.")\n}\n' });
    expectInputError(dir, ['calendar', '--schema', 'schema.graphql'], /^sunset: schema\.graphql:3:13: the deprecation of Query\.b names a date or time that does not exist: "2027-01-02T25:00:00Z"$/);
  });
});

describe('a schema pointer that is a directory is named, also when it is the working directory', () => {
  const dir = project({ 'schema/api.graphql': SCHEMA, 'q.graphql': '{ a }\n' });
  const named = (name: string) => new RegExp(`^sunset: ${name.replace(/\./g, '\\.')}: cannot read schema: is a directory \\(name the schema files in it, or a glob of them\\)$`);

  it.each([
    ['calendar', '.', '.'],
    ['calendar', 'the working directory by its absolute path', '.'],
    ['check', '.', '.'],
    ['calendar', 'schema', 'schema'],
  ])('%s --schema %s', (command, pointer, name) => {
    const schema = pointer.startsWith('the working directory') ? dir : pointer;
    expectInputError(dir, [command, ...(command === 'check' ? ['q.graphql'] : []), '--schema', schema], named(name));
  });

  it('a graphql config whose schema is its own folder, or a file that is not there: the config that names it is said too', () => {
    const configured = project({ 'graphql.config.yml': 'schema: .\n', 'api.graphql': SCHEMA });
    expectInputError(configured, ['calendar'], /^sunset: \.: cannot read schema: is a directory \(name the schema files in it, or a glob of them\) \(a schema pointer of graphql\.config\.yml\)$/);
    const missing = project({ 'graphql.config.yml': 'schema: nope.graphql\n' });
    expectInputError(missing, ['check'], /^sunset: nope\.graphql: cannot read schema: no such file \(a schema pointer of graphql\.config\.yml\)$/);
  });
});

describe('a schedule, REST map or payload that is the working directory is named `.`', () => {
  // `--changes <file...>` takes several values: `--changes c.yaml .` swallows the path meant for check.
  const dir = project({ 'schema.graphql': SCHEMA, 'q.graphql': '{ a }\n' });

  it.each([
    [['check', 'q.graphql', '--schema', 'schema.graphql', '--changes', '.'], /^sunset: \.: cannot read change schedule: /],
    [['calendar', '--schema', 'schema.graphql', '--changes', dir], /^sunset: \.: cannot read change schedule: /],
    [['map', 'Advertiser', 'AdvertiserName', '--rest-map', '.'], /^sunset: \.: cannot read REST map: is a directory$/],
    [['map', '--payload', '.', '--input', 'AdvertiserCreateInput'], /^sunset: \.: cannot read payload: is a directory$/],
  ])('%j', (args, message) => expectInputError(dir, args, message));
});

describe('a path whose name has glob syntax in it (parentheses) is the file or folder it names', () => {
  const dir = project({ 'web (site)/schema.graphql': SCHEMA, 'web (site)/q.graphql': '{ a }\n', 'p(q)/t.graphql': '{ a }\n' });

  it.each([['web (site)'], ['web (site)/q.graphql'], ['p(q)'], ['p(q)/t.graphql']])('check %s', (pointer) => {
    const run = runCli(['check', pointer, '--schema', 'web (site)/schema.graphql', '--today', '2026-11-21', '--format', 'json'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  it('a glob of such a folder escapes its parentheses', () => {
    expect(runCli(['check', 'p\\(q\\)/*.graphql', '--schema', 'web (site)/schema.graphql', '--today', '2026-11-21'], { cwd: dir }).code).toBe(0);
  });
});

describe('check: a path argument that names no file', () => {
  const dir = project({ 'schema.graphql': SCHEMA, 'docs/q.graphql': '{ a }\n', 'docs/notes.md': '# not checked\n' });

  it('a glob that matches nothing is an input error naming the glob', () => {
    expectInputError(dir, ['check', 'docs/**/*.zzz', '--schema', 'schema.graphql'], /^sunset: no GraphQL or TS\/JS source file matches docs\/\*\*\/\*\.zzz$/);
  });

  it('as is a glob that matches only files check does not read, even beside one that matches', () => {
    expectInputError(dir, ['check', 'docs/*.graphql', 'docs/*.md', '--schema', 'schema.graphql'], /^sunset: no GraphQL or TS\/JS source file matches docs\/\*\.md$/);
  });

  it('a glob that matches is read', () => {
    const run = runCli(['check', 'docs/**/*.graphql', '--schema', 'schema.graphql', '--format', 'json'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([]);
  });

  it('the graphql config\'s documents may match nothing: 0 files, exit 0, as before', () => {
    const configured = project({ 'graphql.config.yml': 'schema: schema.graphql\ndocuments: src/**/*.graphql\n', 'schema.graphql': SCHEMA });
    const run = runCli(['check'], { cwd: configured });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/in 0 files/);
  });
});

describe.skipIf(!existsSync('/dev/full'))('standard output that cannot be written (a full disk)', () => {
  it('is an output error, one line, exit 2: not a finding (1) nor a stack trace', () => {
    const dir = project({ 'schema.graphql': SCHEMA, 'q.graphql': '{ a }\n' });
    for (const args of [['check', 'q.graphql', '--schema', 'schema.graphql'], ['calendar', '--schema', 'schema.graphql']]) {
      const full = openSync('/dev/full', 'w');
      const run = spawnSync(process.execPath, [path.join(repoRoot, 'bin', 'sunset.js'), ...args], { cwd: dir, stdio: ['ignore', full, 'pipe'], encoding: 'utf8' });
      closeSync(full);
      expect(run.stderr).toBe('sunset: cannot write output: ENOSPC\n');
      expect(run.status).toBe(2);
    }
  });
});

describe.skipIf(!unprivileged)('check: a directory it cannot list (run as a user file permissions apply to)', () => {
  /** A project whose `locked/` holds a use of a removed field and cannot be listed; `.gitignore` skips `ignored/`, as locked. */
  const locked = () => {
    const dir = project({
      'schema.graphql': 'type Query {\n  a: String\n  b: String @deprecated(reason: "Removal on 2026-01-01.")\n}\n',
      'locked/q.graphql': '{ b }\n',
      'ignored/q.graphql': '{ b }\n',
      'open/q.graphql': '{ a }\n',
      '.gitignore': 'ignored/\n',
    });
    chmodSync(dir, 0o777);
    for (const sub of ['locked', 'ignored']) chmodSync(path.join(dir, sub), 0o000);
    return dir;
  };
  const check = (dir: string, ...args: string[]) => unprivileged!(['check', ...args, '--schema', 'schema.graphql', '--today', '2026-11-21', '--out', 'out.json'], dir);

  it('stops the run naming it (exit 2), instead of passing the gate without its files', () => {
    for (const paths of [['.'], ['locked'], ['locked/**/*.graphql'], []]) {
      const dir = locked();
      const run = check(dir, ...paths);
      expect(run.stderr.trimEnd()).toBe('sunset: locked: cannot read directory: EACCES');
      expect(run.code).toBe(2);
      expect(existsSync(path.join(dir, 'out.json'))).toBe(false);
    }
  });

  it('unless a .gitignore skips it anyway', () => {
    const dir = locked();
    chmodSync(path.join(dir, 'locked'), 0o755);
    const run = check(dir, '.');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
  });
});

describe('an unknown codemod in the schedule', () => {
  const names = CODEMODS.map((codemod) => codemod.name);
  const changes = 'changes:\n  - location: Query.a\n    kind: deprecation\n    date: 2027-01-02\n    codemod: no-such-codemod\n';

  it('is a warning naming the file, the line and the codemods there are; the calendar is still written', () => {
    const dir = project({ 'schema.graphql': SCHEMA, 'changes.yaml': changes });
    const run = runCli(['calendar', '--schema', 'schema.graphql', '--changes', 'changes.yaml', '--out', 'out.json'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(`warning: changes.yaml:2:5: unknown codemod "no-such-codemod" (known: ${names.join(', ')})\n`);
    expect(existsSync(path.join(dir, 'out.json'))).toBe(true);
  });

  it('a known one is not', () => {
    const dir = project({ 'schema.graphql': SCHEMA, 'changes.yaml': changes.replace('no-such-codemod', names[0]!) });
    const run = runCli(['calendar', '--schema', 'schema.graphql', '--changes', 'changes.yaml'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
  });

  it('knowing the names keeps ts-morph and TypeScript out of loading a calendar', () => {
    const script = [
      "import Module from 'node:module';",
      `await import(${JSON.stringify(path.join(repoRoot, 'dist', 'src', 'calendar', 'load-calendar.js'))});`,
      "console.log(Object.keys(Module._cache).filter((file) => /ts-morph|[\\\\/]typescript[\\\\/]/.test(file)).join('\\n'));",
    ].join('\n');
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('');
  });
});
