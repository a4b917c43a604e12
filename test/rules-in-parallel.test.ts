/**
 * Validation rules run as one rule (rules-in-parallel.ts) find what graphql-js's own parallel walk
 * finds, in the same order, and honour a visitor's false (skip the subtree), BREAK (done) and edits
 * exactly as `visitInParallel` does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BREAK, Kind, parse, specifiedRules, validate, type ASTNode, type ASTVisitor, type DocumentNode, type GraphQLError, type GraphQLSchema, type ValidationRule } from 'graphql';
import { describe, expect, it } from 'vitest';
import { inParallel } from '../src/analysis/rules-in-parallel.js';
import { loadSchemaSync } from '../src/schema/load-schema.js';
import { repoRoot } from './helpers/run-cli.js';

const platform = loadSchemaSync([path.join(repoRoot, 'schema', 'platform.graphql')]).schema;
const engine = loadSchemaSync([path.join(repoRoot, 'test', 'fixtures', 'engine', 'schema.graphql')]).schema;
const fixture = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** Real documents, and mistakes of every kind the specified rules find. */
const DOCUMENTS: Array<[GraphQLSchema, string]> = [
  ...['audiences-root-query/audiences', 'targeting-data-insights/segment', 'deal-targeting-reasons/endeavors', 'workflow-step-mutation-name/template'].flatMap(
    (name): Array<[GraphQLSchema, string]> => ['input', 'output'].map((side) => [platform, fixture(`test/fixtures/codemods/${name}.${side}.graphql`)]),
  ),
  [platform, fixture('examples/platform/documents/bid-factor-template.graphql')],
  [engine, fixture('test/fixtures/engine/src/documents.graphql')],
  [engine, fixture('test/fixtures/engine/src/invalid.graphql')],
  [platform, 'query A($id: ID!, $id: Int, $unused: String) { audiences(where: { advertiserId: $other, advertiserId: $id }) { nope ...F ...Missing } } query A { __typename }'],
  [platform, '{ __typename } query B { ... on NoSuchType { x } } fragment F on Query { ...G } fragment G on Query { ...F } fragment F on Query { __typename }'],
  [platform, 'query C($n: String) @skip(if: true) @skip(if: false) { audiences(first: $n, first: 2, bogus: 1) { __typename(arg: 1) { x } } } type T { a: Int }'],
  [platform, 'subscription S { a: __typename b: __typename } mutation M { x: __typename, x: __schema { types { name } } }'],
  [platform, '{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }'],
];

const found = (errors: readonly GraphQLError[]) => errors.map((error) => ({ message: error.message, locations: error.locations }));

describe('validation rules run as one rule', () => {
  it.each(DOCUMENTS.map(([schema, text], i) => [i, schema, text] as const))('finds what graphql-js finds, in its order (document %i)', (_i, schema, text) => {
    const document = parse(text);
    const own = validate(schema, document, specifiedRules);
    expect(found(validate(schema, document, [inParallel(specifiedRules)]))).toEqual(found(own));
    // And stops where graphql-js stops when the errors are too many.
    expect(found(validate(schema, document, [inParallel(specifiedRules)], { maxErrors: 2 }))).toEqual(found(validate(schema, document, specifiedRules, { maxErrors: 2 })));
  });

  it('finds something in the documents written to have mistakes (the comparison above is not of empty lists)', () => {
    const counts = DOCUMENTS.map(([schema, text]) => validate(schema, parse(text), [inParallel(specifiedRules)]).length);
    expect(counts.slice(-6).every((count) => count > 0)).toBe(true);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(25);
  });

  it("skips a subtree for the visitor that returned false, stops one that returned BREAK, and takes the first edit, as visitInParallel does", () => {
    const document: DocumentNode = parse('query Q { a { b { c } } d { e } f } fragment X on Query { g }');
    const log: string[] = [];
    const recording = (name: string, behave: (node: ASTNode, leaving: boolean) => unknown): ValidationRule => () =>
      ({
        enter(node: ASTNode) {
          log.push(`${name}>${node.kind}${'name' in node && node.name ? `:${node.name.value}` : ''}`);
          return behave(node, false);
        },
        leave(node: ASTNode) {
          log.push(`${name}<${node.kind}${'name' in node && node.name ? `:${node.name.value}` : ''}`);
          return behave(node, true);
        },
      }) as ASTVisitor;
    const isField = (node: ASTNode, name: string) => node.kind === Kind.FIELD && node.name.value === name;
    const rules = [
      recording('skipsA', (node, leaving) => (!leaving && isField(node, 'a') ? false : undefined)),
      recording('breaksAtD', (node, leaving) => (!leaving && isField(node, 'd') ? BREAK : undefined)),
      recording('breaksLeavingC', (node, leaving) => (leaving && isField(node, 'c') ? BREAK : undefined)),
      // Only per kind: this one has no function for a document, an operation or a selection set.
      (() => ({ Field: { leave: (node: ASTNode) => void log.push(`fieldsOnly<${(node as { name: { value: string } }).name.value}`) } })) as ValidationRule,
      recording('all', () => undefined),
    ];
    validate(platform, document, rules);
    const own = log.splice(0);
    validate(platform, document, [inParallel(rules)]);
    expect(log.splice(0)).toEqual(own);
    expect(own).toContain('skipsA>Field:a');
    expect(own).not.toContain('skipsA>Field:b');
    expect(own).toContain('skipsA>Field:d');
    expect(own).not.toContain('breaksAtD>Field:e');
    expect(own).not.toContain('breaksLeavingC<Field:b');
    expect(own).toContain('fieldsOnly<f');

    // An edit (a result other than false and BREAK) ends the node's turn: later visitors do not see it.
    const editing: ValidationRule[] = [recording('edits', (node, leaving) => (!leaving && isField(node, 'b') ? null : undefined)), recording('after', () => undefined)];
    validate(platform, document, editing);
    const ownEdits = log.splice(0);
    validate(platform, document, [inParallel(editing)]);
    expect(log.splice(0)).toEqual(ownEdits);
    expect(ownEdits).not.toContain('after>Field:b');
  });
});
