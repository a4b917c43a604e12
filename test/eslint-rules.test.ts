/**
 * The two rules under ESLint's RuleTester: every element kind and status, each fix's exact output,
 * each suggestion's output, the options, and exact report positions in one-line and multi-line
 * templates (TypeScript through typescript-eslint's parser) and in `.graphql` files (through the
 * `sunset/graphql` language). Every fixed or suggested output is then parsed and validated.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter, RuleTester, type Rule } from 'eslint';
import { NoUnusedFragmentsRule, parse, specifiedRules, validate } from 'graphql';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { Analyzer } from '../src/analysis/analyzer.js';
import { buildCalendar } from '../src/calendar/build-calendar.js';
import { readChangeSchedule } from '../src/calendar/change-schedule.js';
import { loadSchemaSync } from '../src/schema/load-schema.js';
import type { GraphqlSourceCode } from '../rules/graphql-source-code.js';
import sunset from '../rules/index.js';
import noDeprecated from '../rules/no-deprecated.js';
import noRemoved from '../rules/no-removed.js';
import { resetProjectState } from '../rules/project-state.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/** graphql-js's validation rules, except that a fragment defined for other files to spread is fine. */
const RULES = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'eslint-rules');
const SCHEMA = path.join(fixtures, 'schema.graphql');
const CHANGES = path.join(fixtures, 'changes.yaml');
const TODAY = '2026-11-21';
/** The rule options every case starts from: the fixture schema and schedule, judged on 2026-11-21. */
const base = { today: TODAY, schema: SCHEMA, changes: CHANGES };
const TS_FILE = path.join(fixtures, 'src', 'queries.ts');
const GRAPHQL_FILE = path.join(fixtures, 'src', 'queries.graphql');

afterAll(() => resetProjectState());

const tsTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const graphqlTester = new RuleTester({ plugins: { sunset }, language: 'sunset/graphql' });

/** 1-based line and column of the nth `needle` in `text`, found by plain text search. */
function at(text: string, needle: string, nth = 1): { line: number; column: number; endLine: number; endColumn: number } {
  let offset = -1;
  for (let i = 0; i < nth; i++) offset = text.indexOf(needle, offset + 1);
  if (offset < 0) throw new Error(`${needle} not in ${text}`);
  const lines = text.slice(0, offset).split('\n');
  const line = lines.length;
  const column = lines[lines.length - 1]!.length + 1;
  return { line, column, endLine: line, endColumn: column + needle.length };
}

// ---------------------------------------------------------------------------------------------
// The cases. Each invalid case with an output or a suggestion is also validated at the end.
// ---------------------------------------------------------------------------------------------

const ONE_LINE = 'const q = gql`{ shop(id: 1) { title } }`;';

const MULTI_LINE = `import { gql } from 'graphql-tag';

export const SHOP = gql\`
  query Shop($id: ID!) {
    shop(id: $id) {
      id
      title
    }
  }
\`;
`;

const RESHAPE = `import { gql } from 'graphql-tag';

export const SHOP_STATS = gql\`
  query ShopStats($id: ID!) {
    shop(id: $id) {
      id
      stats {
        visits
        orders
        updatedAt
      }
      rating
    }
  }
\`;
`;

const RESHAPED = `import { gql } from 'graphql-tag';

export const SHOP_STATS = gql\`
  query ShopStats($id: ID!) {
    shop(id: $id) {
      id
      insights {
        visits {
          total
        }
        orders {
          count
        }
        updatedAt
        rating
      }
    }
  }
\`;
`;

const ROOT_QUERY = `export const PRODUCTS = gql\`
  query ShopProducts($shopId: ID!) {
    products(where: { shopId: $shopId }, first: 20) {
      nodes {
        id
      }
      totalCount
    }
  }
\`;
`;

const ROOT_QUERY_MOVED = `export const PRODUCTS = gql\`
  query ShopProducts($shopId: ID!) {
    shop(id: $shopId) {
      products(first: 20) {
        nodes {
          id
        }
        totalCount
      }
    }
  }
\`;
`;

const MOVE_MESSAGE = (route: string, entity: string) =>
  `Move \`products\` under \`${route}\`: the result moves from \`products\` to \`${entity}.products\`; the \`products-root-query\` codemod makes this change and also rewrites the code that reads \`data.products\``;
const PRODUCTS_MESSAGE = 'the root `products` query is deprecated on 2026-12-01 (in 10 days); use `Shop.products`';

const tsCases: Array<{ name: string; rule: 'no-deprecated' | 'no-removed'; valid?: boolean; case: RuleTester.ValidTestCase | RuleTester.InvalidTestCase }> = [];
const invalid = (rule: 'no-deprecated' | 'no-removed', name: string, test: RuleTester.InvalidTestCase) => tsCases.push({ name, rule, case: { filename: TS_FILE, options: [base], ...test, name } });
const valid = (rule: 'no-deprecated' | 'no-removed', name: string, test: RuleTester.ValidTestCase) => tsCases.push({ name, rule, valid: true, case: { filename: TS_FILE, options: [base], ...test, name } });

// Fields: a rename, at exact positions in a one-line and a multi-line template.
invalid('no-deprecated', 'field in a one-line template: exact column, renamed', {
  code: ONE_LINE,
  output: 'const q = gql`{ shop(id: 1) { name } }`;',
  errors: [{ message: '`title` is deprecated since 2026-10-01; use `name`', line: 1, column: 31, endLine: 1, endColumn: 36 }],
});
invalid('no-deprecated', 'field in a multi-line template: exact line and column, renamed', {
  code: MULTI_LINE,
  output: MULTI_LINE.replace('      title\n', '      name\n'),
  errors: [{ message: '`title` is deprecated since 2026-10-01; use `name`', line: 7, column: 7, endLine: 7, endColumn: 12 }],
});
invalid('no-deprecated', 'two fields renamed to one are never selected twice', {
  code: 'const q = gql`{ shop(id: 1) { legacyA legacyB } }`;',
  output: 'const q = gql`{ shop(id: 1) { merged } }`;',
  errors: [
    { message: '`legacyA` is deprecated since 2026-10-01; use `merged`', ...at('const q = gql`{ shop(id: 1) { legacyA legacyB } }`;', 'legacyA') },
    { message: '`legacyB` is deprecated since 2026-10-01; use `merged`', ...at('const q = gql`{ shop(id: 1) { legacyA legacyB } }`;', 'legacyB') },
  ],
});
invalid('no-deprecated', 'a renamed field whose replacement is already selected is removed', {
  code: 'const q = gql`{ shop(id: 1) { name legacyB } }`;'.replace('name', 'merged'),
  output: 'const q = gql`{ shop(id: 1) { merged } }`;',
  errors: [{ message: '`legacyB` is deprecated since 2026-10-01; use `merged`', line: 1, column: 38 }],
});
invalid('no-deprecated', 'a multi-line pair of renamed fields loses the second line', {
  code: 'const q = gql`\n  {\n    shop(id: 1) {\n      legacyA\n      legacyB\n    }\n  }\n`;',
  output: 'const q = gql`\n  {\n    shop(id: 1) {\n      merged\n    }\n  }\n`;',
  errors: [
    { message: '`legacyA` is deprecated since 2026-10-01; use `merged`', line: 4, column: 7 },
    { message: '`legacyB` is deprecated since 2026-10-01; use `merged`', line: 5, column: 7 },
  ],
});

invalid('no-deprecated', 'an edit that would remove a ${…} interpolation is not offered', {
  code: 'const q = gql`{ shop(id: 1) { legacyA legacyB ${EXTRA} } }`;',
  // The two fields are fixed together or not at all.
  output: null,
  errors: [
    { message: '`legacyA` is deprecated since 2026-10-01; use `merged`', line: 1, column: 31 },
    { message: '`legacyB` is deprecated since 2026-10-01; use `merged`', line: 1, column: 39 },
  ],
});

// The reshaped selection: both retiring fields, one combined edit.
invalid('no-deprecated', 'a reshaped selection: two fields become one targeted selection', {
  code: RESHAPE,
  output: RESHAPED,
  errors: [
    { message: '`stats` is deprecated since 2026-10-30; use `insights`', ...at(RESHAPE, 'stats {', 1), endColumn: at(RESHAPE, 'stats').endColumn },
    { message: '`rating` is deprecated since 2026-10-30; use `insights`', ...at(RESHAPE, 'rating') },
  ],
});
invalid('no-deprecated', 'a reshaped selection merges into the new field already selected', {
  code: 'const q = gql`{ shop(id: 1) { stats { visits } insights { updatedAt } } }`;',
  output: 'const q = gql`{ shop(id: 1) { insights { updatedAt visits { total } } } }`;',
  errors: [{ message: '`stats` is deprecated since 2026-10-30; use `insights`', line: 1, column: 31, endColumn: 36 }],
});
invalid('no-deprecated', 'a reshaped selection keeps only what was selected', {
  code: 'const q = gql`{ shop(id: 1) { id rating stats { orders } } }`;',
  output: 'const q = gql`{ shop(id: 1) { id insights { rating orders { count } } } }`;',
  errors: [
    { message: '`rating` is deprecated since 2026-10-30; use `insights`', line: 1, column: 34 },
    { message: '`stats` is deprecated since 2026-10-30; use `insights`', line: 1, column: 41 },
  ],
});
invalid('no-deprecated', 'a selection the mapping does not name is reported, not rewritten', {
  code: 'const q = gql`{ shop(id: 1) { stats { __typename visits } } }`;',
  output: null,
  errors: [{ message: '`stats` is deprecated since 2026-10-30; use `insights`', line: 1, column: 31 }],
});

// Arguments, input fields (literal and variable default), enum values in documents.
invalid('no-deprecated', 'argument renamed', {
  code: 'const q = gql`{ search(term: "lamp") { id } }`;',
  output: 'const q = gql`{ search(query: "lamp") { id } }`;',
  errors: [{ message: 'argument `term` of `search` is deprecated since 2026-10-01; use `search(query:)`', line: 1, column: 24, endColumn: 28 }],
});
invalid('no-deprecated', 'input field in an object literal renamed', {
  code: 'const m = gql`mutation { createProduct(input: { label: "Lamp" }) { id } }`;',
  output: 'const m = gql`mutation { createProduct(input: { name: "Lamp" }) { id } }`;',
  errors: [{ message: 'input field `label` of `ProductInput` is deprecated since 2026-10-01; use `name`', line: 1, column: 49, endColumn: 54 }],
});
invalid('no-deprecated', 'input field in a variable default renamed', {
  code: 'const m = gql`mutation M($input: ProductInput! = { label: "Lamp" }) { createProduct(input: $input) { id } }`;',
  output: 'const m = gql`mutation M($input: ProductInput! = { name: "Lamp" }) { createProduct(input: $input) { id } }`;',
  errors: [{ message: 'input field `label` of `ProductInput` is deprecated since 2026-10-01; use `name`', line: 1, column: 52, endColumn: 57 }],
});
invalid('no-deprecated', 'enum value in a document renamed', {
  code: 'const q = gql`{ search(kinds: [LEGACY, PHYSICAL]) { id } }`;',
  output: 'const q = gql`{ search(kinds: [DIGITAL, PHYSICAL]) { id } }`;',
  errors: [{ message: 'enum value `LEGACY` is deprecated since 2026-10-01; use `DIGITAL`', line: 1, column: 32, endColumn: 38 }],
});
invalid('no-deprecated', 'enum value passed from TS as a string literal property', {
  code: "export const input = { name: 'Gift card', kind: 'LEGACY' };",
  output: "export const input = { name: 'Gift card', kind: 'DIGITAL' };",
  errors: [{ message: 'enum value `LEGACY` is deprecated since 2026-10-01; use `DIGITAL`', line: 1, column: 49, endColumn: 57 }],
});
invalid('no-deprecated', 'enum value held in a constant that a property takes, reported and renamed where it is written', {
  code: "const KIND = 'LEGACY';\nexport const input = { name: 'Gift card', kind: KIND };\n",
  output: "const KIND = 'DIGITAL';\nexport const input = { name: 'Gift card', kind: KIND };\n",
  errors: [{ message: 'enum value `LEGACY` is deprecated since 2026-10-01; use `DIGITAL`', line: 1, column: 14, endColumn: 22 }],
});
invalid('no-deprecated', 'enum value passed from TS as a generated enum member', {
  code: "import { ProductKind } from './generated/graphql.js';\nexport const kind = ProductKind.Legacy;\n",
  output: "import { ProductKind } from './generated/graphql.js';\nexport const kind = ProductKind.Digital;\n",
  errors: [{ message: 'enum value `LEGACY` is deprecated since 2026-10-01; use `DIGITAL`', line: 2, column: 33, endLine: 2, endColumn: 39 }],
});

// A rename that would repeat a case or key beside it (repeated-value.ts) is a suggestion that says why, never a fix.
const LEGACY_MESSAGE = 'enum value `LEGACY` is deprecated since 2026-10-01; use `DIGITAL`';
const IMPORT_KIND = "import { ProductKind } from './generated/graphql.js';\n";
const TWO_CASES = `${IMPORT_KIND}export function label(kind: ProductKind): string {
  switch (kind) {
    case ProductKind.Legacy:
      return 'legacy';
    case ProductKind.Digital:
      return 'digital';
    default:
      return 'other';
  }
}
`;
const repeatedCase = (line: number) =>
  `Rename to \`Digital\`: this switch has a case for \`DIGITAL\` already (line ${line}): renamed, this one would repeat it and its code would never run; merge the two cases by hand`;
const repeatedKey = (line: number) =>
  `Rename to \`Digital\`: this object has a key for \`DIGITAL\` already (line ${line}): renamed, this one would repeat it and one of the two entries would be lost; merge the two entries by hand`;
invalid('no-deprecated', 'a case its switch has for the new value already: a suggestion, no fix', {
  code: TWO_CASES,
  output: null,
  errors: [{ message: LEGACY_MESSAGE, line: 4, column: 22, suggestions: [{ desc: repeatedCase(6), output: TWO_CASES.replace('ProductKind.Legacy', 'ProductKind.Digital') }] }],
});
invalid('no-deprecated', 'a lone case is fixed', {
  code: TWO_CASES.replace('ProductKind.Digital', 'ProductKind.Physical'),
  output: TWO_CASES.replace('ProductKind.Legacy', 'ProductKind.Digital').replace('ProductKind.Digital:\n      return \'digital', 'ProductKind.Physical:\n      return \'digital'),
  errors: [{ message: LEGACY_MESSAGE, line: 4 }],
});
const TWO_KEYS = `${IMPORT_KIND}export const labels = {\n  [ProductKind.Legacy]: 'legacy',\n  [ProductKind['Digital']]: 'digital',\n};\n`;
invalid('no-deprecated', 'a key its object has for the new value already: a suggestion, no fix', {
  code: TWO_KEYS,
  output: null,
  errors: [{ message: LEGACY_MESSAGE, line: 3, column: 16, suggestions: [{ desc: repeatedKey(4), output: TWO_KEYS.replace('ProductKind.Legacy', 'ProductKind.Digital') }] }],
});
const STRING_TWIN = `${IMPORT_KIND}export const order = { DIGITAL: 1, [ProductKind['Legacy']]: 2 };\n`;
invalid('no-deprecated', 'a key whose object has the new value as a plain key: a suggestion, no fix', {
  code: STRING_TWIN,
  output: null,
  errors: [{ message: LEGACY_MESSAGE, line: 2, suggestions: [{ desc: repeatedKey(2), output: STRING_TWIN.replace("['Legacy']", "['Digital']") }] }],
});
invalid('no-deprecated', 'a lone key is fixed, also beside the new value in an inner object', {
  code: `${IMPORT_KIND}export const labels = { [ProductKind.Legacy]: { [ProductKind.Digital]: 1 }, [ProductKind.Physical]: {} };\n`,
  output: `${IMPORT_KIND}export const labels = { [ProductKind.Digital]: { [ProductKind.Digital]: 1 }, [ProductKind.Physical]: {} };\n`,
  errors: [{ message: LEGACY_MESSAGE, line: 2 }],
});
const TWO_COMPARISONS = `${IMPORT_KIND}export const isDigital = (kind: ProductKind) =>\n  kind === ProductKind.Digital || (kind === ProductKind.Legacy);\n`;
invalid('no-deprecated', 'a comparison whose chain compares the same with the new value already: a suggestion, no fix', {
  code: TWO_COMPARISONS,
  output: null,
  errors: [
    {
      message: LEGACY_MESSAGE,
      line: 3,
      suggestions: [
        {
          desc: 'Rename to `Digital`: this condition compares `kind` with `DIGITAL` already (line 3): renamed, this comparison would repeat it (tsc: "This comparison appears to be unintentional"); merge the two by hand',
          output: TWO_COMPARISONS.replace('ProductKind.Legacy', 'ProductKind.Digital'),
        },
      ],
    },
  ],
});
invalid('no-deprecated', 'a comparison of another subject is fixed', {
  code: TWO_COMPARISONS.replace('(kind === ProductKind.Legacy)', '(other === ProductKind.Legacy)').replace('(kind: ProductKind)', '(kind: ProductKind, other: ProductKind)'),
  output: TWO_COMPARISONS.replace('(kind === ProductKind.Legacy)', '(other === ProductKind.Digital)').replace('(kind: ProductKind)', '(kind: ProductKind, other: ProductKind)'),
  errors: [{ message: LEGACY_MESSAGE, line: 3 }],
});
const TWO_IN_A_LIST = `${IMPORT_KIND}export const order: ProductKind[] = [ProductKind.Digital, ProductKind.Legacy];\n`;
invalid('no-deprecated', 'an element of a list that holds the new value already: a suggestion, no fix', {
  code: TWO_IN_A_LIST,
  output: null,
  errors: [
    {
      message: LEGACY_MESSAGE,
      line: 2,
      suggestions: [
        {
          desc: 'Rename to `Digital`: this list holds `DIGITAL` already (line 2): renamed, this one would repeat it (`indexOf`, `includes`, a Set or a list of choices would see it twice); merge the two by hand',
          output: TWO_IN_A_LIST.replace('ProductKind.Legacy', 'ProductKind.Digital'),
        },
      ],
    },
  ],
});
const TWO_CHOICES = `${IMPORT_KIND}export const choices = [\n  { value: ProductKind.Digital, label: 'Digital' },\n  { value: ProductKind.Legacy, label: 'Legacy' },\n];\n`;
invalid('no-deprecated', 'an entry of a list of choices whose sibling has the new value: a suggestion, no fix', {
  code: TWO_CHOICES,
  output: null,
  errors: [
    {
      message: LEGACY_MESSAGE,
      line: 4,
      suggestions: [
        {
          desc: 'Rename to `Digital`: this list has an entry whose `value` is `DIGITAL` already (line 3): renamed, the two entries would carry one value (two choices that send the same thing); merge the two entries by hand',
          output: TWO_CHOICES.replace('ProductKind.Legacy', 'ProductKind.Digital'),
        },
      ],
    },
  ],
});
invalid('no-deprecated', 'a member named in a type (a type predicate) is reported and renamed as in a value', {
  code: `${IMPORT_KIND}export const isLegacy = (k: ProductKind): k is ProductKind.Legacy => k === ProductKind.Legacy;\n`,
  output: `${IMPORT_KIND}export const isLegacy = (k: ProductKind): k is ProductKind.Digital => k === ProductKind.Digital;\n`,
  errors: [
    { message: LEGACY_MESSAGE, line: 2, column: 60 },
    { message: LEGACY_MESSAGE, line: 2, column: 88 },
  ],
});
valid('no-deprecated', "an enum the file declares itself, named like the generated one, is not the API's (its members need not be its values)", {
  code: "enum ProductKind { Legacy = 'legacy-v1', Modern = 'modern' }\nexport const style = { kind: ProductKind.Legacy };\n",
});
invalid('no-deprecated', 'an enum the file declares itself with the API values but no member for the new one: reported, no fix (it would not compile)', {
  code: "enum ProductKind { Physical = 'PHYSICAL', Legacy = 'LEGACY' }\nexport const payload = { kind: ProductKind.Legacy };\n",
  output: null,
  errors: [{ message: LEGACY_MESSAGE, line: 2, suggestions: [] }],
});
valid('no-deprecated', 'keys written as strings are no uses', { code: "export const byName = { LEGACY: 1, 'LEGACY': 2, ['LEGACY']: 3, DIGITAL: 4 };\n" });

// Statuses and the look-ahead.
invalid('no-deprecated', 'upcoming within the look-ahead', {
  code: 'const q = gql`{ shop(id: 1) { motto } }`;',
  output: 'const q = gql`{ shop(id: 1) { name } }`;',
  errors: [{ message: '`motto` is deprecated on 2027-01-10 (in 50 days); use `name`', line: 1, column: 31 }],
});
valid('no-deprecated', 'upcoming beyond the default look-ahead', { code: 'const q = gql`{ shop(id: 1) { products { nodes { price } } } }`;' });
invalid('no-deprecated', 'upcoming within a longer lookaheadDays', {
  code: 'const q = gql`{ shop(id: 1) { products { nodes { price } } } }`;',
  options: [{ ...base, lookaheadDays: 300 }],
  errors: [{ message: '`price` is deprecated on 2027-09-01 (in 284 days)', line: 1, column: 50 }],
});
valid('no-deprecated', 'lookaheadDays 0 reports nothing before its date', {
  code: 'const q = gql`{ shop(id: 1) { motto } }`;',
  options: [{ ...base, lookaheadDays: 0 }],
});
valid('no-deprecated', 'today before the deprecation, beyond the look-ahead', {
  code: ONE_LINE,
  options: [{ ...base, today: '2026-06-01' }],
});
invalid('no-deprecated', 'today before the deprecation, within the look-ahead: upcoming', {
  code: ONE_LINE,
  options: [{ ...base, today: '2026-09-01' }],
  output: 'const q = gql`{ shop(id: 1) { name } }`;',
  errors: [{ message: '`title` is deprecated on 2026-10-01 (in 30 days); use `name`', line: 1, column: 31 }],
});
valid('no-deprecated', 'removed elements are no-removed’s', { code: 'const q = gql`{ shop(id: 1) { oldName } }`;' });
invalid('no-deprecated', 'a removal within the look-ahead is upcoming', {
  code: 'const q = gql`{ shop(id: 1) { oldName } }`;',
  options: [{ ...base, today: '2026-10-15' }],
  errors: [{ message: '`oldName` is removed on 2026-11-01 (in 17 days)', line: 1, column: 31 }],
});
valid('no-deprecated', 'fields that are not retiring', { code: 'const q = gql`{ shop(id: 1) { id name merged insights { rating } } }`;' });
valid('no-deprecated', 'a file without GraphQL', { code: 'export const answer = 42;\n' });
valid('no-deprecated', 'a string literal that is no enum property', { code: "export const label = 'LEGACY';\n" });

// The root query moved under its entity: a suggestion, never a fix.
invalid('no-deprecated', 'root query: suggestion to move it under shop(id:)', {
  code: ROOT_QUERY,
  output: null,
  errors: [
    {
      message: PRODUCTS_MESSAGE,
      ...at(ROOT_QUERY, 'products('),
      endColumn: at(ROOT_QUERY, 'products').endColumn,
      suggestions: [{ desc: MOVE_MESSAGE('shop(id: $shopId)', 'shop'), output: ROOT_QUERY_MOVED }],
    },
  ],
});
invalid('no-deprecated', 'root query: the other route, vendor(id:), one line', {
  code: 'const q = gql`query($v: ID!) { products(where: { vendorId: $v }) { totalCount } }`;',
  output: null,
  errors: [
    {
      message: 'the root `products` query is deprecated on 2026-12-01 (in 10 days); use `Vendor.products`',
      line: 1,
      column: 32,
      suggestions: [{ desc: MOVE_MESSAGE('vendor(id: $v)', 'vendor'), output: 'const q = gql`query($v: ID!) { vendor(id: $v) { products { totalCount } } }`;' }],
    },
  ],
});
invalid('no-deprecated', "root query: an alias goes on the new root field (two aliased moves never meet as one field); a literal id", {
  code: 'const q = gql`{ list: products(where: { shopId: "s1" }, first: 5, kind: PHYSICAL) { totalCount } }`;',
  output: null,
  errors: [
    {
      message: PRODUCTS_MESSAGE,
      line: 1,
      column: 23,
      suggestions: [
        {
          desc: 'Move `products` under `shop(id: "s1")`: the result moves from `list` to `list.products`; the `products-root-query` codemod makes this change and also rewrites the code that reads `data.list`',
          output: 'const q = gql`{ list: shop(id: "s1") { products(first: 5, kind: PHYSICAL) { totalCount } } }`;',
        },
      ],
    },
  ],
});
invalid('no-deprecated', 'root query: no suggestion when the filter has a field the new route lacks', {
  code: 'const q = gql`query($s: ID!, $n: String) { products(where: { shopId: $s, nameContains: $n }) { totalCount } }`;',
  output: null,
  errors: [{ message: PRODUCTS_MESSAGE, line: 1, column: 44, suggestions: [] }],
});
invalid('no-deprecated', 'root query: no suggestion when the id variable may be null', {
  code: 'const q = gql`query($s: ID) { products(where: { shopId: $s }) { totalCount } }`;',
  output: null,
  errors: [{ message: PRODUCTS_MESSAGE, line: 1, column: 31, suggestions: [] }],
});

// no-removed: removed elements and documents that no longer work.
invalid('no-removed', 'removed field, today after its removal', {
  code: 'const q = gql`{ shop(id: 1) { id oldName } }`;',
  errors: [{ message: '`oldName` was removed on 2026-11-01: the server rejects it', line: 1, column: 34, endColumn: 41 }],
});
valid('no-removed', 'the same field before its removal', { code: 'const q = gql`{ shop(id: 1) { id oldName } }`;', options: [{ ...base, today: '2026-10-31' }] });
valid('no-removed', 'deprecated fields are no-deprecated’s', { code: ONE_LINE });
invalid('no-removed', 'a field the schema does not have: invalid', {
  code: 'const q = gql`{ shop(id: 1) { nope } }`;',
  errors: [
    {
      message: '`Shop.nope` does not exist in the schema as of 2026-11-21: this operation fails at run time (Cannot query field "nope" on type "Shop". Did you mean "name"?)',
      line: 1,
      column: 31,
    },
  ],
});
invalid('no-removed', 'a document that does not parse: invalid', {
  code: 'const q = gql`{ shop(id: 1) { id }`;',
  errors: [{ message: 'the GraphQL document does not parse: Expected Name, found <EOF>.', line: 1, column: 35 }],
});
invalid('no-removed', 'a schema that cannot be loaded is said once, at the top', {
  code: ONE_LINE,
  options: [{ ...base, schema: path.join(fixtures, 'missing.graphql') }],
  errors: [{ message: /^sunset cannot load the project: .*missing\.graphql.*no such file/, line: 1, column: 1 }],
});

// ---------------------------------------------------------------------------------------------

describe('sunset/no-deprecated in TypeScript (typescript-eslint parser)', () => {
  tsTester.run('no-deprecated', noDeprecated, {
    valid: tsCases.filter((c) => c.rule === 'no-deprecated' && c.valid).map((c) => c.case as RuleTester.ValidTestCase),
    invalid: tsCases.filter((c) => c.rule === 'no-deprecated' && !c.valid).map((c) => c.case as RuleTester.InvalidTestCase),
  });
});

describe('sunset/no-removed in TypeScript (typescript-eslint parser)', () => {
  tsTester.run('no-removed', noRemoved, {
    valid: tsCases.filter((c) => c.rule === 'no-removed' && c.valid).map((c) => c.case as RuleTester.ValidTestCase),
    invalid: tsCases.filter((c) => c.rule === 'no-removed' && !c.valid).map((c) => c.case as RuleTester.InvalidTestCase),
  });
});

describe('the rules under espree (plain JavaScript)', () => {
  const jsTester = new RuleTester();
  jsTester.run('no-deprecated', noDeprecated, {
    valid: [{ filename: path.join(fixtures, 'src', 'plain.js'), options: [base], code: 'export const q = gql`{ shop(id: 1) { name } }`;' }],
    invalid: [
      {
        filename: path.join(fixtures, 'src', 'plain.js'),
        options: [base],
        code: 'export const q = gql`{ shop(id: 1) { title } }`;',
        output: 'export const q = gql`{ shop(id: 1) { name } }`;',
        errors: [{ message: '`title` is deprecated since 2026-10-01; use `name`', line: 1, column: 38 }],
      },
      {
        name: 'a key its object has for the new value already: a suggestion, no fix, without a TypeScript parse of the host',
        filename: path.join(fixtures, 'src', 'plain.js'),
        options: [base],
        code: TWO_KEYS.replace(IMPORT_KIND, ''),
        output: null,
        errors: [{ message: LEGACY_MESSAGE, line: 2, suggestions: [{ desc: repeatedKey(3), output: TWO_KEYS.replace(IMPORT_KIND, '').replace('ProductKind.Legacy', 'ProductKind.Digital') }] }],
      },
    ],
  });
});

// ---------------------------------------------------------------------------------------------
// `.graphql` files through the sunset/graphql language.
// ---------------------------------------------------------------------------------------------

const DOCUMENT = `# Shop page
query ShopPage($id: ID!) {
  shop(id: $id) {
    title
    motto
  }
}
`;

const graphqlCases = {
  deprecated: {
    valid: [
      { code: 'query { shop(id: 1) { name } }\n' },
      { code: '# eslint-disable-next-line rule-to-test/no-deprecated\nquery { shop(id: 1) { title } }\n' },
      { code: '# eslint-disable rule-to-test/no-deprecated\nquery { shop(id: 1) { title } }\n# eslint-enable rule-to-test/no-deprecated\n' },
    ] as RuleTester.ValidTestCase[],
    invalid: [
      {
        name: 'fields in a .graphql file: exact positions, renamed once (never twice)',
        code: DOCUMENT,
        output: DOCUMENT.replace('    title\n    motto\n', '    name\n'),
        errors: [
          { message: '`title` is deprecated since 2026-10-01; use `name`', line: 4, column: 5, endLine: 4, endColumn: 10 },
          { message: '`motto` is deprecated on 2027-01-10 (in 50 days); use `name`', line: 5, column: 5, endLine: 5, endColumn: 10 },
        ],
      },
      {
        name: 'eslint-enable ends a disabled region',
        code: '# eslint-disable rule-to-test/no-deprecated\nquery A { shop(id: 1) { title } }\n# eslint-enable rule-to-test/no-deprecated\nquery B { shop(id: 2) { title } }\n',
        // A disabled report's fix is not applied either.
        output: '# eslint-disable rule-to-test/no-deprecated\nquery A { shop(id: 1) { title } }\n# eslint-enable rule-to-test/no-deprecated\nquery B { shop(id: 2) { name } }\n',
        errors: [{ message: '`title` is deprecated since 2026-10-01; use `name`', line: 4, column: 25 }],
      },
      {
        name: 'enum value and input field in a .graphql mutation',
        code: 'mutation { createProduct(input: { label: "Lamp", kind: LEGACY }) { id } }\n',
        output: 'mutation { createProduct(input: { name: "Lamp", kind: DIGITAL }) { id } }\n',
        errors: [
          { message: 'input field `label` of `ProductInput` is deprecated since 2026-10-01; use `name`', line: 1, column: 35 },
          { message: 'enum value `LEGACY` is deprecated since 2026-10-01; use `DIGITAL`', line: 1, column: 56 },
        ],
      },
      {
        name: 'root query suggestion in a .graphql file',
        code: 'query Products($shopId: ID!) {\n  products(where: { shopId: $shopId }) {\n    totalCount\n  }\n}\n',
        output: null,
        errors: [
          {
            message: PRODUCTS_MESSAGE,
            line: 2,
            column: 3,
            suggestions: [
              {
                desc: MOVE_MESSAGE('shop(id: $shopId)', 'shop'),
                output: 'query Products($shopId: ID!) {\n  shop(id: $shopId) {\n    products {\n      totalCount\n    }\n  }\n}\n',
              },
            ],
          },
        ],
      },
    ] as RuleTester.InvalidTestCase[],
  },
  removed: {
    valid: [
      { code: 'query { shop(id: 1) { title } }\n' },
      // Nothing to run, nothing to check: no "Unexpected <EOF>" parsing error.
      { name: 'an empty file', code: '' },
      { name: 'a file of comments only', code: '# eslint-disable-next-line sunset/no-removed\n# query Old { shop(id: 1) { nope } }\n' },
    ] as RuleTester.ValidTestCase[],
    invalid: [
      {
        name: 'removed field in a .graphql file',
        code: 'query {\n  shop(id: 1) {\n    oldName\n  }\n}\n',
        errors: [{ message: '`oldName` was removed on 2026-11-01: the server rejects it', line: 3, column: 5, endLine: 3, endColumn: 12 }],
      },
      {
        name: 'a fragment on a type field that does not exist',
        code: 'fragment F on Shop {\n  id\n  nope\n}\n',
        errors: [{ message: /^`Shop\.nope` does not exist in the schema as of 2026-11-21/, line: 3, column: 3 }],
      },
    ] as RuleTester.InvalidTestCase[],
  },
};

const withGraphqlFile = <T extends RuleTester.ValidTestCase>(test: T): T => ({ filename: GRAPHQL_FILE, options: [base], ...test });

describe('sunset/no-deprecated in .graphql files (sunset/graphql language)', () => {
  graphqlTester.run('no-deprecated', noDeprecated, {
    valid: graphqlCases.deprecated.valid.map(withGraphqlFile),
    invalid: graphqlCases.deprecated.invalid.map(withGraphqlFile),
  });
});

describe('sunset/no-removed in .graphql files (sunset/graphql language)', () => {
  graphqlTester.run('no-removed', noRemoved, {
    valid: graphqlCases.removed.valid.map(withGraphqlFile),
    invalid: graphqlCases.removed.invalid.map(withGraphqlFile),
  });
});

describe('the sunset/graphql language', () => {
  const seen: string[] = [];
  const probe: Rule.RuleModule = {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const sourceCode = context.sourceCode as unknown as GraphqlSourceCode;
      return {
        Field(node: { name: { value: string } }) {
          seen.push(`enter ${node.name.value} ${JSON.stringify(sourceCode.getLoc(node as never).start)} parent ${(sourceCode.getParent(node as never) as { kind: string }).kind}`);
        },
        'Field:exit'(node: { name: { value: string } }) {
          seen.push(`exit ${node.name.value}`);
        },
        'OperationDefinition > SelectionSet > Field'(node: { name: { value: string } }) {
          context.report({ node: node as never, message: `root field ${node.name.value}` });
        },
      } as unknown as Rule.RuleListener;
    },
  };
  const config: Linter.Config[] = [
    {
      files: ['**/*.graphql'],
      plugins: { sunset, test: { rules: { probe } } },
      language: 'sunset/graphql',
      rules: { 'test/probe': 'error', 'sunset/no-deprecated': ['warn', base] },
    },
  ];
  const linter = new Linter({ configType: 'flat' });
  const lint = (text: string) => linter.verify(text, config, { filename: GRAPHQL_FILE });

  it('visits graphql-js nodes by kind, entering and exiting, with selectors, locations and parents', () => {
    seen.length = 0;
    const messages = lint('# shop\nquery {\n  shop(id: 1) {\n    name\n  }\n}\n');
    expect(seen).toEqual(['enter shop {"line":3,"column":2} parent SelectionSet', 'enter name {"line":4,"column":4} parent SelectionSet', 'exit name', 'exit shop']);
    // Reported by node: ESLint turns the language's 0-based columns into 1-based ones.
    expect(messages).toEqual([expect.objectContaining({ ruleId: 'test/probe', message: 'root field shop', line: 3, column: 3, endLine: 5, endColumn: 4 })]);
  });

  it("reports a syntax error as ESLint's parsing error, at its place", () => {
    expect(lint('query {\n  shop(id: 1) {\n')).toEqual([expect.objectContaining({ fatal: true, message: 'Parsing error: Expected Name, found <EOF>.', line: 3, column: 1 })]);
  });

  it('applies # eslint rule configuration comments', () => {
    const messages = lint('# eslint sunset/no-deprecated: off\nquery { shop(id: 1) { title } }\n');
    expect(messages.map((m) => m.ruleId)).toEqual(['test/probe']);
  });

  it('reports unused # eslint-disable comments', () => {
    const messages = linter.verify('# eslint-disable-next-line sunset/no-deprecated\nquery { shop(id: 1) { name } }\n', config, { filename: GRAPHQL_FILE, reportUnusedDisableDirectives: true });
    expect(messages).toContainEqual(expect.objectContaining({ ruleId: null, line: 1, column: 1, message: expect.stringContaining('Unused eslint-disable directive') }));
  });
});

// ---------------------------------------------------------------------------------------------
// The issue's own examples, on the bundled platform schema and schedule (no schema option).
// ---------------------------------------------------------------------------------------------

const SEGMENT_FIELDS = `export const SEGMENT_FIELDS = gql\`
  fragment SegmentFields on TargetingDataSegment {
    id
    name
    targetingDataCounts {
      activeCounts
      receivedCounts
      lastUpdatedAtUTC
    }
    daysUntilLargeExpiration
  }
\`;
`;

const SEGMENT_FIELDS_FIXED = `export const SEGMENT_FIELDS = gql\`
  fragment SegmentFields on TargetingDataSegment {
    id
    name
    targetingDataInsights {
      activeCounts {
        devices
      }
      receivedCounts {
        totalUserIdCount
      }
      lastUpdatedAtUTC
      daysUntilLargeExpiration
    }
  }
\`;
`;

const AUDIENCES_MESSAGE = 'the root `audiences` query is deprecated on 2027-01-02 (in 42 days); use `advertiser(id) { audiences }`';
const audiencesMove = (route: string, entity: string) =>
  `Move \`audiences\` under \`${route}\`: the result moves from \`audiences\` to \`${entity}.audiences\`; the \`audiences-root-query\` codemod makes this change and also rewrites the code that reads \`data.audiences\``;

const platformCases: RuleTester.InvalidTestCase[] = [
  {
    name: 'targetingDataCounts and daysUntilLargeExpiration become one targetingDataInsights selection',
    code: SEGMENT_FIELDS,
    output: SEGMENT_FIELDS_FIXED,
    errors: [
      { message: '`targetingDataCounts` is deprecated since 2026-10-30; use `targetingDataInsights`', line: 5, column: 5 },
      { message: '`daysUntilLargeExpiration` is deprecated since 2026-10-30; use `targetingDataInsights`', line: 10, column: 5 },
    ],
  },
  {
    name: 'the three targetedAt…Level fields become one targetedAtHigherLevel',
    code: 'const q = gql`query($id: ID!) { adGroup(id: $id) { targetableDeals { nodes { disallowedReasons { targetedAtPartnerLevel targetedAtAdvertiserLevel targetedAtCampaignLevel dealExpired } } } } }`;',
    output: 'const q = gql`query($id: ID!) { adGroup(id: $id) { targetableDeals { nodes { disallowedReasons { targetedAtHigherLevel dealExpired } } } } }`;',
    errors: [
      { message: '`targetedAtPartnerLevel` is deprecated on 2027-01-28 (in 68 days); use `targetedAtHigherLevel`' },
      { message: '`targetedAtAdvertiserLevel` is deprecated on 2027-01-28 (in 68 days); use `targetedAtHigherLevel`' },
      { message: '`targetedAtCampaignLevel` is deprecated on 2027-01-28 (in 68 days); use `targetedAtHigherLevel`' },
    ],
  },
  {
    name: 'the root audiences query by advertiser: moved under advertiser(id:)',
    code: 'const q = gql`query($advertiserId: ID!) { audiences(where: { advertiserId: $advertiserId }, first: 50) { nodes { id name } totalCount } }`;',
    output: null,
    errors: [
      {
        message: AUDIENCES_MESSAGE,
        line: 1,
        column: 43,
        suggestions: [
          {
            desc: audiencesMove('advertiser(id: $advertiserId)', 'advertiser'),
            output: 'const q = gql`query($advertiserId: ID!) { advertiser(id: $advertiserId) { audiences(first: 50) { nodes { id name } totalCount } } }`;',
          },
        ],
      },
    ],
  },
  {
    name: 'the root audiences query by partner: moved under partner(id:)',
    code: 'const q = gql`query($p: ID!) { audiences(where: { partnerId: $p }) { nodes { id } } }`;',
    output: null,
    errors: [
      {
        message: 'the root `audiences` query is deprecated on 2027-01-02 (in 42 days); use `partner(id) { audiences }`',
        line: 1,
        column: 32,
        suggestions: [{ desc: audiencesMove('partner(id: $p)', 'partner'), output: 'const q = gql`query($p: ID!) { partner(id: $p) { audiences { nodes { id } } } }`;' }],
      },
    ],
  },
  {
    name: 'the root audiences query with a name filter: no suggestion (partner audiences take no filter)',
    code: 'const q = gql`query($p: ID!, $n: String) { audiences(where: { partnerId: $p, nameContains: $n }) { nodes { id } } }`;',
    output: null,
    errors: [{ message: AUDIENCES_MESSAGE, line: 1, column: 44, suggestions: [] }],
  },
];

describe('the issue\'s examples on the bundled platform schema', () => {
  tsTester.run('no-deprecated', noDeprecated, {
    valid: [],
    invalid: platformCases.map((test) => ({ filename: TS_FILE, options: [{ today: TODAY }], ...test })),
  });

  it('every fixed and suggested output validates against the platform schema', () => {
    const platform = loadSchemaSync([path.join(fixtures, '..', '..', '..', 'schema', 'platform.graphql')]).schema;
    const outputs = platformCases.flatMap((test) => [
      ...(typeof test.output === 'string' ? [test.output] : []),
      ...(test.errors as RuleTester.TestCaseError[]).flatMap((e) => (Array.isArray(e.suggestions) ? e.suggestions.map((x) => x.output ?? '') : [])),
    ]);
    expect(outputs).toHaveLength(4);
    for (const output of outputs) {
      const document = /gql`([\s\S]*?)`/.exec(output)![1]!;
      expect(validate(platform, parse(document), RULES).map((e) => e.message)).toEqual([]);
    }
  });
});

/** `text` with a message's first suggestion applied. */
const applySuggestion = (text: string, message: Linter.LintMessage) => {
  const { range, text: replacement } = message.suggestions![0]!.fix;
  return text.slice(0, range[0]) + replacement + text.slice(range[1]);
};

describe('a fix shared with a neighbour whose report is disabled', () => {
  // Three `targetedAt…Level` become one `targetedAtHigherLevel`: fixing one rewrites the others too.
  const config: Linter.Config[] = [
    { files: ['**/*.graphql'], plugins: { sunset }, language: 'sunset/graphql', rules: { 'sunset/no-deprecated': ['warn', { today: TODAY }] } },
  ];
  const linter = new Linter({ configType: 'flat' });
  const document = (between: string) =>
    `query R($id: ID!) {\n  adGroup(id: $id) {\n    targetableDeals(first: 5) {\n      nodes {\n        disallowedReasons {\n          targetedAtPartnerLevel\n${between}          targetedAtAdvertiserLevel\n        }\n      }\n    }\n  }\n}\n`;

  it('is offered as a suggestion that says so, and --fix leaves the neighbour as it was', () => {
    const text = document('          # eslint-disable-next-line sunset/no-deprecated -- kept until the report is migrated\n');
    const [message, ...rest] = linter.verify(text, config, { filename: GRAPHQL_FILE });
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ line: 6 });
    expect(message!.fix).toBeUndefined();
    expect(message!.suggestions!.map((s) => s.desc)).toEqual([
      'Apply the fix, which also rewrites `AdGroupDealTargetingDisallowedReasons.targetedAtAdvertiserLevel` on line 8, whose report sunset/no-deprecated is disabled there (and deletes that comment)',
    ]);
    expect(linter.verifyAndFix(text, config, { filename: GRAPHQL_FILE }).fixed).toBe(false);
  });

  it('deletes the comment with the field the suggestion merges away: kept, it would hide what comes to stand below it', () => {
    for (const comment of ['          # eslint-disable-next-line sunset/no-deprecated\n', '          # eslint-disable-next-line sunset/no-deprecated, sunset/no-removed -- both\n']) {
      const text = document(comment).replace('targetedAtAdvertiserLevel\n', 'targetedAtAdvertiserLevel\n          dealExpired\n');
      const [message] = linter.verify(text, config, { filename: GRAPHQL_FILE });
      const { range, text: replacement } = message!.suggestions![0]!.fix;
      const applied = text.slice(0, range[0]) + replacement + text.slice(range[1]);
      expect(applied).toContain('disallowedReasons {\n          targetedAtHigherLevel\n          dealExpired\n        }');
      expect(linter.verify(applied, config, { filename: GRAPHQL_FILE, reportUnusedDisableDirectives: 'error' })).toEqual([]);
    }
  });

  it("deletes one after the field on its line; keeps one at the field kept that also names another plugin's rule or every rule, not one at a field merged away", () => {
    const after = document('').replace('          targetedAtAdvertiserLevel\n', '          targetedAtAdvertiserLevel # eslint-disable-line sunset/no-deprecated\n');
    const [message] = linter.verify(after, config, { filename: GRAPHQL_FILE });
    const { range, text: replacement } = message!.suggestions![0]!.fix;
    const applied = after.slice(0, range[0]) + replacement + after.slice(range[1]);
    expect(applied).not.toContain('eslint-disable');
    expect(linter.verify(applied, config, { filename: GRAPHQL_FILE, reportUnusedDisableDirectives: 'error' })).toEqual([]);
    // It also hides a report on that line that the fix leaves: deleted, that report would come back.
    const shared = document('          # eslint-disable-next-line sunset/no-deprecated\n').replace('          targetedAtAdvertiserLevel\n', '          targetedAtAdvertiserLevel c: targetedAtCampaignLevel\n');
    const [beside] = linter.verify(shared, config, { filename: GRAPHQL_FILE });
    expect(beside!.suggestions![0]!.desc).not.toContain('deletes that comment');
    for (const kept of ['          # eslint-disable-next-line sunset/no-deprecated, other/rule\n', '          # eslint-disable-next-line\n']) {
      // At the field the merge keeps (renamed): the comment may still be another tool's to read there.
      const atKept = document('').replace('          targetedAtPartnerLevel\n', `${kept}          targetedAtPartnerLevel\n`);
      // (ESLint's own message for `other/rule`, a rule it does not know, is left out.)
      const ours = (text: string) => linter.verify(text, config, { filename: GRAPHQL_FILE }).filter((m) => m.ruleId === 'sunset/no-deprecated');
      const [hidden] = ours(atKept);
      expect(hidden!.suggestions![0]!.desc).not.toContain('deletes that comment');
      expect(applySuggestion(atKept, hidden!)).toContain(`${kept}          targetedAtHigherLevel\n`);
      // At a field merged away: gone with it, whatever it names (left, it would hide what comes to stand below it).
      const [merged] = ours(document(kept));
      expect(merged!.suggestions![0]!.desc).toContain('(and deletes that comment)');
      const applied = applySuggestion(document(kept), merged!);
      expect(applied).not.toContain('eslint-disable');
      expect(applied).toContain('disallowedReasons {\n          targetedAtHigherLevel\n        }');
    }
  });

  it('reads the rule names as ESLint does, quoted or not', () => {
    const text = document('          # eslint-disable-next-line "sunset/no-deprecated"\n');
    expect(linter.verify(text, config, { filename: GRAPHQL_FILE })[0]!.fix).toBeUndefined();
    expect(linter.verifyAndFix(text, config, { filename: GRAPHQL_FILE }).fixed).toBe(false);
  });

  it('is applied where no report is hidden: one targetedAtHigherLevel', () => {
    const fixed = linter.verifyAndFix(document(''), config, { filename: GRAPHQL_FILE });
    expect(fixed.output).toContain('disallowedReasons {\n          targetedAtHigherLevel\n        }');
  });
});

describe('a # eslint-disable comment inside a document embedded in code', () => {
  // graphql-eslint's processor lints each template as a .graphql file of its own, where these comments
  // work; ESLint never sees them in a .ts file, so the rules apply them, within their document.
  const config: Linter.Config[] = [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { sunset }, rules: { 'sunset/no-deprecated': ['warn', { today: TODAY }], 'sunset/no-removed': ['error', { today: TODAY }] } },
  ];
  const linter = new Linter({ configType: 'flat' });
  const reasons = (between: string) =>
    `import { gql } from '@apollo/client';\nexport const R = gql\`\n  query R($id: ID!) {\n    adGroup(id: $id) {\n      targetableDeals(first: 5) {\n        nodes {\n          disallowedReasons {\n            targetedAtPartnerLevel\n${between}            targetedAtAdvertiserLevel\n          }\n        }\n      }\n    }\n  }\n\`;\n`;
  const lines = (text: string) => linter.verify(text, config, { filename: TS_FILE }).map((m) => [m.line, m.ruleId]);

  it('hides the report it names, on its line or the next, or from `disable` to `enable`, as in a .graphql file', () => {
    expect(lines(reasons(''))).toEqual([
      [8, 'sunset/no-deprecated'],
      [9, 'sunset/no-deprecated'],
    ]);
    expect(lines(reasons('            # eslint-disable-next-line sunset/no-deprecated -- kept until the report is migrated\n'))).toEqual([[8, 'sunset/no-deprecated']]);
    expect(lines(reasons('').replace('targetedAtAdvertiserLevel\n', 'targetedAtAdvertiserLevel # eslint-disable-line sunset/no-deprecated\n'))).toEqual([[8, 'sunset/no-deprecated']]);
    expect(lines(reasons('').replace('          disallowedReasons {\n', '          # eslint-disable sunset/no-deprecated\n          disallowedReasons {\n'))).toEqual([]);
    // Another rule named, or the enable before the field: reported.
    expect(lines(reasons('            # eslint-disable-next-line sunset/no-removed\n'))).toEqual([
      [8, 'sunset/no-deprecated'],
      [10, 'sunset/no-deprecated'],
    ]);
    expect(lines(reasons('            # eslint-disable sunset/no-deprecated\n            # eslint-enable sunset/no-deprecated\n'))).toEqual([
      [8, 'sunset/no-deprecated'],
      [11, 'sunset/no-deprecated'],
    ]);
  });

  it('holds within its document only, and is no comment inside a GraphQL string', () => {
    const two = `${reasons('').replace('targetedAtPartnerLevel\n', '# eslint-disable sunset/no-deprecated\n            targetedAtPartnerLevel\n')}export const S = gql\`query S($id: ID!) { adGroup(id: $id) { targetableDeals(first: 5) { nodes { disallowedReasons { targetedAtCampaignLevel } } } } }\`;\n`;
    expect(lines(two)).toEqual([[17, 'sunset/no-deprecated']]);
    const inString = reasons('').replace('adGroup(id: $id)', 'adGroup(id: $id, note: "# eslint-disable sunset/no-deprecated")');
    expect(lines(inString).filter(([, rule]) => rule === 'sunset/no-deprecated')).toEqual([
      [8, 'sunset/no-deprecated'],
      [9, 'sunset/no-deprecated'],
    ]);
  });

  it('makes a fix that rewrites the hidden field a suggestion, which deletes the comment with it', () => {
    const text = reasons('            # eslint-disable-next-line sunset/no-deprecated\n');
    const [message, ...rest] = linter.verify(text, config, { filename: TS_FILE });
    expect(rest).toEqual([]);
    expect(message!.fix).toBeUndefined();
    expect(message!.suggestions!.map((s) => s.desc)).toEqual([
      'Apply the fix, which also rewrites `AdGroupDealTargetingDisallowedReasons.targetedAtAdvertiserLevel` on line 10, whose report sunset/no-deprecated is disabled there (and deletes that comment)',
    ]);
    expect(linter.verifyAndFix(text, config, { filename: TS_FILE }).fixed).toBe(false);
    const { range, text: replacement } = message!.suggestions![0]!.fix;
    const applied = text.slice(0, range[0]) + replacement + text.slice(range[1]);
    expect(applied).toBe(reasons('').replace('            targetedAtPartnerLevel\n            targetedAtAdvertiserLevel\n', '            targetedAtHigherLevel\n'));
    expect(linter.verify(applied, config, { filename: TS_FILE })).toEqual([]);
  });
});

describe('copies of one field in a fragment and the operation spreading it, under one alias', () => {
  // Renamed one at a time, the copies would be two different fields under `p`: both at once, or neither.
  const config: Linter.Config[] = [
    { files: ['**/*.graphql'], plugins: { sunset }, language: 'sunset/graphql', rules: { 'sunset/no-deprecated': ['warn', { today: TODAY }] } },
  ];
  const linter = new Linter({ configType: 'flat' });
  const document = (between: string) =>
    `fragment Reasons on AdGroupDealTargetingDisallowedReasons {\n  p: targetedAtPartnerLevel\n}\nquery R($id: ID!) {\n  adGroup(id: $id) {\n    targetableDeals(first: 5) {\n      nodes {\n        disallowedReasons {\n          ...Reasons\n${between}          p: targetedAtPartnerLevel\n        }\n      }\n    }\n  }\n}\n`;

  it('gives each report the one fix that renames both, and --fix leaves a valid document', () => {
    const messages = linter.verify(document(''), config, { filename: GRAPHQL_FILE });
    expect(messages.map((m) => m.line)).toEqual([2, 10]);
    expect(messages[0]!.fix).toBeDefined();
    expect(messages[1]!.fix).toEqual(messages[0]!.fix);
    const fixed = linter.verifyAndFix(document(''), config, { filename: GRAPHQL_FILE });
    expect(fixed.output).toBe(document('').replaceAll('p: targetedAtPartnerLevel', 'p: targetedAtHigherLevel'));
    expect(fixed.messages.map((m) => m.message)).toEqual([]);
    const platform = loadSchemaSync([path.join(fixtures, '..', '..', '..', 'schema', 'platform.graphql')]).schema;
    expect(validate(platform, parse(fixed.output), RULES).map((e) => e.message)).toEqual([]);
  });

  it('is a suggestion where the report of one copy is disabled', () => {
    const text = document('          # eslint-disable-next-line sunset/no-deprecated\n');
    const [message, ...rest] = linter.verify(text, config, { filename: GRAPHQL_FILE });
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ line: 2 });
    expect(message!.fix).toBeUndefined();
    expect(message!.suggestions).toHaveLength(1);
    expect(linter.verifyAndFix(text, config, { filename: GRAPHQL_FILE }).fixed).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Every fixed and suggested output parses and validates against the schema.
// ---------------------------------------------------------------------------------------------

describe('fixed and suggested outputs', () => {
  const schema = loadSchemaSync([SCHEMA]).schema;
  const changes = readChangeSchedule(CHANGES);
  const analyzer = new Analyzer({ schema, calendar: buildCalendar({ today: TODAY, schema, changes }), today: TODAY });

  const outputs: Array<{ name: string; file: string; text: string }> = [];
  const collect = (name: string, file: string, test: RuleTester.InvalidTestCase) => {
    if (typeof test.output === 'string') outputs.push({ name: `${name} (fix)`, file, text: test.output });
    for (const error of test.errors as RuleTester.TestCaseError[]) {
      const suggestions = Array.isArray(error.suggestions) ? error.suggestions : [];
      for (const suggestion of suggestions) if (suggestion.output) outputs.push({ name: `${name} (suggestion)`, file, text: suggestion.output });
    }
  };
  for (const { name, case: test, valid: isValid } of tsCases) if (!isValid) collect(name, 'queries.ts', test as RuleTester.InvalidTestCase);
  for (const test of graphqlCases.deprecated.invalid) collect(test.name ?? 'graphql', 'queries.graphql', test);

  it('covers every fix and suggestion above', () => {
    expect(outputs.length).toBeGreaterThanOrEqual(20);
  });

  it.each(outputs)('$name parses and validates against the schema', ({ file, text }) => {
    const parsed = analyzer.parseSource({ file, text });
    for (const document of parsed.documents) {
      expect(document.syntaxError).toBeNull();
      // Against the full schema, with graphql-js's own rules.
      expect(validate(schema, parse(document.embedded.text), RULES).map((e) => e.message)).toEqual([]);
    }
    // And against the engine: nothing invalid is left.
    const findings = analyzer.analyze([{ file, text }]).findings;
    expect(findings.filter((f) => f.status === 'invalid')).toEqual([]);
  });
});

describe('with typed linting (typescript-eslint parser services with a Program)', () => {
  // The project service types each file as a default project: no tsconfig is needed beside the fixtures.
  const typed: Linter.Config[] = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser, parserOptions: { projectService: { allowDefaultProject: ['*.ts'] }, tsconfigRootDir: fixtures } },
      plugins: { sunset },
      rules: { 'sunset/no-deprecated': ['warn', base] },
    },
  ];
  const lint = (code: string) => new Linter({ cwd: fixtures }).verify(code, typed, path.join(fixtures, 'typed.ts'));

  it("offers the rename of a string literal as a suggestion where the code's own type does not take the new value", () => {
    const code = "type Kind = 'LEGACY' | 'PHYSICAL';\nexport const input: { kind: Kind } = { kind: 'LEGACY' };\n";
    const [message] = lint(code);
    expect(message?.message).toBe('enum value `LEGACY` is deprecated since 2026-10-01; use `DIGITAL`');
    expect(message?.fix).toBeUndefined();
    expect(message?.suggestions?.map((s) => s.desc)).toEqual(["Rename to 'DIGITAL', and change the type `Kind` too: as it is, it does not take the new value"]);
  });

  it('fixes it where the type takes the new value, or there is none', () => {
    for (const code of [
      "export const input: { kind: 'LEGACY' | 'DIGITAL' } = { kind: 'LEGACY' };\n",
      "export const input: Record<string, string> = { kind: 'LEGACY' };\n",
      "export const input = { kind: 'LEGACY' };\n",
    ]) {
      const [message] = lint(code);
      expect(message?.fix?.text, code).toBe("'DIGITAL'");
    }
  });
});
