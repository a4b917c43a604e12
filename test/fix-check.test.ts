/**
 * FixCheck checks an edit set on the definitions it can change (fix-check.ts): it must come to the
 * verdict a check of the whole document comes to, whatever the document spreads, breaks or already
 * gets wrong. Property: random documents of operations and fragments, random edit sets, against the
 * whole-document check written out here.
 */
import path from 'node:path';
import fc from 'fast-check';
import { parse, Source, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FixCheck } from '../src/analysis/fix-check.js';
import { spreadersIn } from '../src/analysis/fragment-spreaders.js';
import { applyEdits } from '../src/analysis/text-edits.js';
import type { TextEdit } from '../src/analysis/types.js';
import { addedMessage, serverValidationMessages } from '../src/analysis/validate-document.js';
import { loadSchemaSync } from '../src/schema/load-schema.js';
import { repoRoot } from './helpers/run-cli.js';

const schema = loadSchemaSync(['schema.graphql'], { cwd: path.join(repoRoot, 'test', 'fixtures', 'engine') }).schema;
/** A fragment another file defines. */
const fragments = new Map<string, FragmentDefinitionNode>([['Elsewhere', parse('fragment Elsewhere on Shop { motto }').definitions[0] as FragmentDefinitionNode]]);

const DEFINITIONS = [
  'query A($id: ID!) { shop(id: $id) { title name } }',
  'query B($id: ID!) { shop(id: $id) { ...F } }',
  'query C { shop(id: 1) { name: motto ...F } }',
  'fragment F on Shop { title }',
  'fragment G on Shop { ...F oldName ...Elsewhere }',
  'query D($unused: ID) { shop(id: 2) { ...G } }',
  'query E($id: ID!) { shop(id: $id) { products(sort: "x") { id } } }',
  '{ shop(id: 3) { banner } }',
  'query A { shop(id: 4) { id } }',
  'fragment H on Shop { id }',
  'mutation M($k: ProductKind) { productCreate(input: { name: "n", kind: $k }) { id } }',
  // Each use of $id given up alone is fine, both together leave it unused.
  'query V($id: ID!) { x: shop(id: $id) { id } y: shop(id: $id) { id } }',
  // A second F, unlike the first: graphql-js validates spreads with the last.
  'fragment F on Shop { motto: title }',
  'query K { shop(id: 5) { motto: name id } }',
];

/** Rewrites a fix could make, and some that break a document: each where its text stands. */
const REWRITES: Array<[RegExp, string]> = [
  [/\btitle\b/g, 'name'],
  [/\boldName\b/g, 'name'],
  [/\bbanner\b/g, 'motto'],
  [/\bmotto\b/g, 'title'],
  [/\$id\b(?!:)/g, '$other'],
  [/\$id\b(?!:)/g, '"1"'],
  [/\.\.\.F\b/g, ''],
  [/\{ id \}/g, '{ id ...G }'],
  [/\{ id \}/g, '{ id ...H }'],
  [/\bid \}/g, 'id ...F }'],
  [/\bname\b/g, 'name(x: 1)'],
  [/\bid\b/g, 'id }'],
];

function candidates(text: string): TextEdit[] {
  return REWRITES.flatMap(([pattern, replacement]) => [...text.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: replacement })));
}

/** What a check of the whole document says. */
function wholeAddedError(document: DocumentNode, edits: readonly TextEdit[]): string | null {
  let edited: DocumentNode;
  try {
    edited = parse(new Source(applyEdits(document.loc!.source.body, edits)));
  } catch (error) {
    return (error as Error).message;
  }
  return addedMessage(serverValidationMessages(document, schema, fragments), serverValidationMessages(edited, schema, fragments));
}

const apart = (edits: readonly TextEdit[]) => [...edits].sort((a, b) => a.start - b.start).every((e, i, all) => i === 0 || all[i - 1]!.end <= e.start);

/** A document of `minDefinitions` to 7 of the definitions above, and up to `maxEdits` edits of it that do not overlap. */
const documentsWithEdits = (minDefinitions: number, maxEdits: number) =>
  fc
    .array(fc.constantFrom(...DEFINITIONS), { minLength: minDefinitions, maxLength: 7 })
    .map((list) => list.join('\n'))
    .chain((text) => {
      const all = candidates(text);
      return fc.tuple(fc.constant(text), fc.subarray(all, { maxLength: Math.min(maxEdits, all.length) }).filter(apart));
    });

describe('FixCheck', () => {
  it('comes to the verdict of a check of the whole document, for any edit set', () => {
    fc.assert(
      fc.property(documentsWithEdits(1, 4), ([text, edits]) => {
        const document = parse(text);
        expect(new FixCheck(document, schema, fragments).addedError(edits) === null).toBe(wholeAddedError(document, edits) === null);
      }),
      { numRuns: 400, seed: 20261122 },
    );
  });

  it('checks fixes together as a check of the whole document would', () => {
    fc.assert(
      fc.property(documentsWithEdits(2, 6), ([text, edits]) => {
        const document = parse(text);
        const fixes = edits.map((e) => [e]).filter((fix) => wholeAddedError(document, fix) === null);
        // The same walk as FixCheck#together, each step checked on the whole document: none rejected when all validate together.
        const rejected = new Set<readonly TextEdit[]>();
        const taken: TextEdit[] = [];
        const all = fixes.length < 2 || wholeAddedError(document, fixes.flat()) === null;
        for (const fix of all ? [] : [...fixes].sort((a, b) => a[0]!.start - b[0]!.start)) {
          if (taken.length > 0 && wholeAddedError(document, [...taken, ...fix]) !== null) rejected.add(fix);
          else taken.push(...fix);
        }
        expect(new FixCheck(document, schema, fragments).together(fixes)).toEqual(rejected);
      }),
      { numRuns: 200, seed: 20261122 },
    );
  });

  it('withholds a rename that conflicts with the fragment a name defined twice stands for, the last', () => {
    const text = ['query Q { shop(id: 1) { ...F banner } }', 'fragment F on Shop { id }', 'fragment F on Shop { motto: title }'].join('\n');
    const at = text.indexOf('banner');
    expect(new FixCheck(parse(text), schema, fragments).addedError([{ start: at, end: at + 6, text: 'motto' }])).toMatch(/^Fields "motto" conflict because/);
  });

  it('checks a fix together with one that spreads the fragment it edits into another operation', () => {
    const text = ['query A { shop(id: 1) { motto: name id } }', 'fragment F on Shop { banner }'].join('\n');
    const spread = { start: text.indexOf('id }'), end: text.indexOf('id }') + 4, text: 'id ...F }' };
    const rename = { start: text.indexOf('banner'), end: text.indexOf('banner') + 6, text: 'motto' };
    const check = new FixCheck(parse(text), schema, fragments);
    expect([check.addedError([spread]), check.addedError([rename])]).toEqual([null, null]);
    expect(check.together([[spread], [rename]])).toEqual(new Set([[rename]]));
  });

  it("withholds a rename in a fragment that would conflict with a field of an operation spreading it, wherever that operation stands", () => {
    const text = ['query C { shop(id: 1) { name: motto ...G } }', 'query A($id: ID!) { shop(id: $id) { id } }', 'fragment G on Shop { ...F }', 'fragment F on Shop { title }'].join('\n');
    const document = parse(text);
    const at = text.indexOf('title');
    expect(new FixCheck(document, schema, fragments).addedError([{ start: at, end: at + 5, text: 'name' }])).toMatch(/^Fields "name" conflict because/);
  });
});

describe('an edit inside a fragment, against the definitions of other documents that spread it', () => {
  it('names the files whose definitions the edit would break, and finds nothing where none spreads it', () => {
    const fragment = parse(new Source('fragment F on Shop { title name: title @include(if: $v) }', 'f.graphql'));
    const query = parse(new Source('query Q($v: Boolean!) { shop(id: 1) { ...F } }', 'q.graphql'));
    const text = fragment.loc!.source.body;
    const start = text.indexOf(' name: title');
    const dropConditional: TextEdit[] = [{ start, end: text.indexOf(' }'), text: '' }];
    const spreaders = spreadersIn(() => [fragment, query], () => undefined);
    expect(new FixCheck(fragment, schema, new Map(), spreaders).addedError(dropConditional)).toBe('Variable "$v" is never used in operation "Q". (in q.graphql, which spreads the fragment)');
    expect(new FixCheck(fragment, schema, new Map()).addedError(dropConditional)).toBeNull();
    // An edit outside the fragments others spread is checked on its document alone.
    const other = parse(new Source('fragment G on Shop { title name: title @include(if: $v) }', 'g.graphql'));
    expect(new FixCheck(other, schema, new Map(), spreaders).addedError(dropConditional)).toBeNull();
  });
});
