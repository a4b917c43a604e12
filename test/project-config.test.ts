/**
 * graphql-config files read without graphql-config: a plain YAML or JSON file gives the project
 * graphql-config gives, to the letter; anything else is left to graphql-config (and its errors).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryConfigProject, plainConfigProject, resolveProject } from '../src/config/project-config.js';
import { SunsetError } from '../src/errors.js';

let tmp: string;
let n = 0;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'sunset-config-'));
});
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

/** A directory holding one config file. */
function dirWith(name: string, text: string): string {
  const dir = path.join(tmp, `case-${n++}`);
  mkdirSync(dir);
  writeFileSync(path.join(dir, name), text);
  return dir;
}

const MULTI = `projects:
  app:
    schema: schema/app.graphql
    documents:
      - src/**/*.ts
      - 'src/**/*.graphql'
    extensions:
      sunset:
        changes: [changes.yaml, "more/changes.yaml"]
      codegen:
        generates:
          out.ts: { plugins: [typescript], config: { maybeValue: 1, when: 2026-01-01 } }
  admin:
    schema:
      - admin.graphql
      - http://localhost:4000/graphql
    include: admin/**
    exclude: admin/generated/**
`;

/**
 * Config files, and whether they are plain: read directly, and exactly as graphql-config reads them;
 * or not, and left to graphql-config (and its errors).
 */
const CASES: Array<[plain: boolean, title: string, file: string, text: string, project: string | undefined]> = [
  [true, 'one project in YAML', 'graphql.config.yml', 'schema: schema.graphql\ndocuments: src/**/*.{ts,tsx}\nextensions:\n  sunset:\n    changes: schema/changes.yaml\n', undefined],
  [true, '.yaml, no documents, no extensions', 'graphql.config.yaml', '# comment\nschema: "./schema.graphql" # trailing\n', undefined],
  [true, '.graphqlrc (YAML without an extension)', '.graphqlrc', "schema: 'schema.graphql'\ndocuments: ['a/*.ts', b/*.ts]\n", undefined],
  [true, '.graphqlrc.yml', '.graphqlrc.yml', 'schema: schema.graphql\nextensions: {}\n', undefined],
  [true, '.graphqlrc.yaml with another tool\'s extension', '.graphqlrc.yaml', 'schema: s.graphql\nextensions:\n  other:\n    flag: yes\n    n: 0x1f\n', undefined],
  [true, 'JSON', 'graphql.config.json', '{ "schema": "schema.graphql", "documents": ["src/**/*.ts"], "extensions": { "sunset": { "changes": "changes.yaml" } } }', undefined],
  [true, '.graphqlrc.json with ${} (not interpolated in JSON)', '.graphqlrc.json', '{ "schema": "${SCHEMA_URL}", "documents": "x.ts" }', undefined],
  [true, 'projects, one named', 'graphql.config.yml', MULTI, 'app'],
  [true, 'projects, the other', 'graphql.config.yml', MULTI, 'admin'],
  [true, 'projects, only one: no --project needed', 'graphql.config.yml', 'projects:\n  web:\n    schema: web.graphql\n    documents: web/**/*.ts\n', undefined],
  [true, 'projects with default', 'graphql.config.yml', 'projects:\n  default:\n    schema: d.graphql\n  other:\n    schema: o.graphql\n', undefined],
  [true, 'a project list through both readers\' flow style', 'graphql.config.yml', 'projects: { a: { schema: [a.graphql], documents: "a/**" }, b: { schema: b.graphql } }\n', 'b'],
  [false, 'an environment variable (interpolated in YAML)', 'graphql.config.yml', 'schema: ${SCHEMA:schema.graphql}\n', undefined],
  [false, 'an anchor and alias', 'graphql.config.yml', 'projects:\n  a:\n    schema: &s shared.graphql\n  b:\n    schema: *s\n', 'b'],
  [false, 'a merge key', 'graphql.config.yml', 'base: &b\n  schema: x.graphql\nprojects:\n  a:\n    <<: *b\n', 'a'],
  [false, 'a date js-yaml reads as a Date', 'graphql.config.yml', 'schema: 2026-01-01\n', undefined],
  [false, 'a number', 'graphql.config.yml', 'schema: 12\n', undefined],
  [false, 'a tag', 'graphql.config.yml', 'schema: !!str schema.graphql\n', undefined],
  [false, 'a block scalar', 'graphql.config.yml', 'schema: |\n  schema.graphql\n', undefined],
  [false, 'a multi-line plain scalar', 'graphql.config.yml', 'schema: schema\n  .graphql\n', undefined],
  [false, 'a legacy config', 'graphql.config.yml', 'schemaPath: schema.graphql\n', undefined],
  [false, '$import', 'graphql.config.json', '{ "$import": "other.json", "schema": "s.graphql" }', undefined],
  [false, 'schema as an object', 'graphql.config.yml', 'schema:\n  http://localhost/graphql:\n    headers:\n      a: b\n', undefined],
  [false, 'a YAML directive', 'graphql.config.yml', '%YAML 1.2\n---\nschema: s.graphql\n', undefined],
  [false, 'a project missing', 'graphql.config.yml', MULTI, 'nope'],
  [false, 'no project named default among several', 'graphql.config.yml', MULTI, undefined],
  [false, 'a name of Object.prototype', 'graphql.config.yml', MULTI, 'constructor'],
  [false, 'an empty file', 'graphql.config.yml', '\n', undefined],
  [false, 'no schema and no projects', 'graphql.config.yml', 'documents: x.ts\n', undefined],
  [false, 'a code config', 'graphql.config.cjs', 'module.exports = { schema: "s.graphql" };\n', undefined],
  [false, 'a TOML config', 'graphql.config.toml', 'schema = "s.graphql"\n', undefined],
  [false, 'duplicate keys', 'graphql.config.yml', 'schema: a.graphql\nschema: b.graphql\n', undefined],
  [false, 'invalid JSON', 'graphql.config.json', '{ "schema": ', undefined],
];

/** What `read` gives: the project, or the error's message. */
function outcome(read: () => unknown): unknown {
  try {
    return read();
  } catch (error) {
    return { error: error instanceof SunsetError ? error.toLine() : String(error) };
  }
}
/** graphql-config's answer. */
const library = (dir: string, project: string | undefined) => outcome(() => libraryConfigProject(dir, project));
/** sunset's answer (null: the bundled defaults, as for no config). */
const resolved = (dir: string, project: string | undefined) =>
  outcome(() => {
    const settings = resolveProject({ cwd: dir, project });
    return settings.configFile ? settings : null;
  });

describe('a plain graphql-config file, read without graphql-config', () => {
  it.each(CASES.filter(([plain]) => plain).map(([, ...rest]) => rest))('%s', (_, name, text, project) => {
    const dir = dirWith(name, text);
    const plain = plainConfigProject(dir, project);
    expect(plain).not.toBeNull();
    expect(plain).toEqual(library(dir, project));
    expect(resolveProject({ cwd: dir, project })).toEqual(plain);
  });

  it('reads the values sunset uses', () => {
    const dir = dirWith('graphql.config.yml', MULTI);
    expect(plainConfigProject(dir, 'app')).toEqual({
      name: 'app',
      schema: ['schema/app.graphql'],
      changes: [path.join(dir, 'changes.yaml'), path.join(dir, 'more', 'changes.yaml')],
      documents: ['src/**/*.ts', 'src/**/*.graphql'],
      rootDir: dir,
      configFile: 'graphql.config.yml',
    });
  });
});

describe('any other graphql-config file: graphql-config reads it', () => {
  it.each(CASES.filter(([plain]) => !plain).map(([, ...rest]) => rest))('%s', (_, name, text, project) => {
    const dir = dirWith(name, text);
    expect(plainConfigProject(dir, project)).toBeNull();
    expect(resolved(dir, project)).toEqual(library(dir, project));
  });

  it('says how to choose among several projects, on the command line and in ESLint', () => {
    const dir = dirWith('graphql.config.yml', MULTI);
    expect(resolved(dir, undefined)).toEqual({
      error: 'graphql.config.yml: several projects and none named default in the graphql config (projects: app, admin): choose one with --project, or in ESLint with settings.sunset.project',
    });
  });
});
