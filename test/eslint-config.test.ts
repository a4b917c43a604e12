/**
 * The plugin's configuration as users write it, through the `ESLint` class over real files: the
 * shared `settings.sunset` (one schema for every rule, rule options winning), options that cannot be
 * used (reported once per file, never a crash), the shipped configs on `.jsx` and `.tsx` files. And
 * files that appear after the first lint, as in an editor where ESLint keeps running: a
 * graphql.config file written where there was none, a schema file added where the config's schema
 * glob matches it, a document defining a fragment another file spreads. Each is seen at the next
 * check (a second; five for a fragment defined nowhere before), with the prefetch worker and without.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import sunset from '../rules/index.js';
import noRemoved from '../rules/no-removed.js';
import { prefetchStats, resetProjectState } from '../rules/project-state.js';
import { listingUnchanged, RECHECK_MS, RELIST_MS, watchConfigFiles, watchGlob } from '../rules/watched-files.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'eslint-rules');
const TODAY = '2026-11-21';
/** Where the fixture schema and schedule are copied in each project. */
const SETTINGS = { schema: 'schema/api.graphql', changes: 'schema/changes.yaml', today: TODAY };

const dirs: string[] = [];
afterAll(() => {
  resetProjectState();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => resetProjectState());
afterEach(() => {
  delete process.env.SUNSET_ESLINT_PREFETCH;
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A project in a temporary directory: the fixture schema and schedule under schema/, and `files`. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sunset-eslint-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'schema'));
  cpSync(path.join(fixtures, 'schema.graphql'), path.join(dir, 'schema', 'api.graphql'));
  cpSync(path.join(fixtures, 'changes.yaml'), path.join(dir, 'schema', 'changes.yaml'));
  writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** The README's config for a TypeScript project, then `extra`. */
const readmeConfig = (...extra: Linter.Config[]): Linter.Config[] => [
  { files: ['**/*.{ts,tsx,mts,cts}'], languageOptions: { parser: tseslint.parser } },
  ...sunset.configs.recommended,
  ...sunset.configs['legacy-proposal-api'],
  ...extra,
];

async function lint(dir: string, config: Linter.Config[], patterns = ['src']) {
  const results = await new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config }).lintFiles(patterns);
  return results.flatMap((r) =>
    r.messages.map((m) => ({ file: path.relative(dir, r.filePath).split(path.sep).join('/'), line: m.line, rule: m.ruleId, severity: m.severity, message: m.message, fatal: m.fatal ?? false })),
  );
}

const SHOP = "import { gql } from 'graphql-tag';\nexport const Q = gql`query Q { shop(id: 1) { title oldName } }`;\n";
const TITLE = '`title` is deprecated since 2026-10-01; use `name`';
const OLD_NAME = '`oldName` was removed on 2026-11-01: the server rejects it';

describe("the rules' meta says what they offer", () => {
  it('the GraphQL rules fix and suggest; the REST rule, which names an operation to call instead, does neither', () => {
    for (const name of ['no-deprecated', 'no-removed'] as const) expect(sunset.rules[name].meta).toMatchObject({ fixable: 'code', hasSuggestions: true });
    expect(sunset.rules['no-legacy-proposal-api'].meta?.fixable).toBeUndefined();
    expect(sunset.rules['no-legacy-proposal-api'].meta?.hasSuggestions).toBeUndefined();
  });
});

describe('settings.sunset: one schema, schedule and day for every rule', () => {
  it('both rules use the schema the settings name (no rule options)', async () => {
    const dir = project({ 'src/shop.ts': SHOP, 'src/shop.graphql': 'query S {\n  shop(id: 1) {\n    title\n  }\n}\n' });
    expect(await lint(dir, readmeConfig({ settings: { sunset: SETTINGS } }))).toEqual([
      { file: 'src/shop.graphql', line: 3, rule: 'sunset/no-deprecated', severity: 1, message: TITLE, fatal: false },
      { file: 'src/shop.ts', line: 2, rule: 'sunset/no-deprecated', severity: 1, message: TITLE, fatal: false },
      { file: 'src/shop.ts', line: 2, rule: 'sunset/no-removed', severity: 2, message: OLD_NAME, fatal: false },
    ]);
  });

  it("a graphql.config in a folder above the working directory is the project's, up to the repository's top", async () => {
    const config = 'schema: schema/api.graphql\ndocuments: src/**\nextensions:\n  sunset:\n    changes: schema/changes.yaml\n';
    const dir = project({ 'src/shop.graphql': 'query S {\n  shop(id: 1) {\n    title\n  }\n}\n', 'graphql.config.yml': config, '.git/HEAD': 'ref: refs/heads/main\n' });
    const today = { settings: { sunset: { today: TODAY } } };
    const fromTop = await lint(dir, readmeConfig(today));
    expect(fromTop).toEqual([{ file: 'src/shop.graphql', line: 3, rule: 'sunset/no-deprecated', severity: 1, message: TITLE, fatal: false }]);
    // ESLint started in src/ (an editor, lint-staged): the same project, not the bundled schema.
    resetProjectState();
    const fromSrc = await lint(path.join(dir, 'src'), readmeConfig(today), ['.']);
    expect(fromSrc.map((m) => m.message)).toEqual([TITLE]);
    // Not above the repository's top: a repository inside that folder has a project of its own.
    const inner = path.join(dir, 'inner');
    mkdirSync(path.join(inner, '.git'), { recursive: true });
    mkdirSync(path.join(inner, 'src'));
    writeFileSync(path.join(inner, 'src', 'shop.graphql'), 'query S {\n  shop(id: 1) {\n    title\n  }\n}\n');
    resetProjectState();
    const fromInner = await lint(inner, readmeConfig(today));
    expect(fromInner.map((m) => m.message)).not.toContain(TITLE);
  });

  it('a rule option wins over the setting of the same name, for that rule only', async () => {
    const dir = project({ 'src/shop.ts': SHOP });
    // Judged on 2026-06-01, `title` is not due within no-deprecated's 90 days; no-removed keeps the settings' day.
    const config = readmeConfig({ settings: { sunset: SETTINGS } }, { rules: { 'sunset/no-deprecated': ['warn', { today: '2026-06-01' }] } });
    expect((await lint(dir, config)).map((m) => m.message)).toEqual([OLD_NAME]);
  });

  it('options on the rules alone still work as before', async () => {
    const dir = project({ 'src/shop.ts': SHOP });
    const options = { ...SETTINGS, schema: path.join(dir, SETTINGS.schema) };
    const config = readmeConfig({ rules: { 'sunset/no-removed': ['error', options], 'sunset/no-deprecated': ['warn', options] } });
    expect((await lint(dir, config)).map((m) => m.message)).toEqual([TITLE, OLD_NAME]);
  });

  it('with the schema on one rule only, the other uses the bundled schema (why the docs put it in settings)', async () => {
    const dir = project({ 'src/shop.ts': SHOP });
    const config = readmeConfig({ rules: { 'sunset/no-deprecated': ['warn', SETTINGS] } });
    const messages = await lint(dir, config);
    expect(messages).toContainEqual(expect.objectContaining({ rule: 'sunset/no-removed', message: expect.stringMatching(/^`Query\.shop` does not exist/) }));
  });

  it('settings that cannot be used are one line at the top of each file', async () => {
    const dir = project({ 'src/shop.ts': SHOP, 'src/plain.ts': 'export const x = 1;\n' });
    const cases: Array<[unknown, string]> = [
      [{ ...SETTINGS, lookaheadDays: 30 }, 'settings.sunset has no "lookaheadDays" (it takes schema, changes, project and today; lookaheadDays is a rule option)'],
      [{ schema: 3 }, 'settings.sunset.schema must be a schema file or glob, or a list of them'],
      [{ schema: [] }, 'settings.sunset.schema must be a schema file or glob, or a list of them'],
      [{ ...SETTINGS, project: '' }, 'settings.sunset.project must be the name of a graphql-config project'],
      ['schema/api.graphql', 'settings.sunset must be an object with schema, changes, project and today'],
    ];
    for (const [settings, message] of cases) {
      resetProjectState();
      const messages = await lint(dir, readmeConfig({ settings: { sunset: settings } }));
      expect(messages).toEqual(['src/plain.ts', 'src/shop.ts'].map((file) => ({ file, line: 1, rule: 'sunset/no-removed', severity: 2, message: `sunset cannot load the project: ${message}`, fatal: false })));
    }
  });

  describe('RuleTester: settings apply to a rule given no options', () => {
    const settings = { sunset: { ...SETTINGS, schema: path.join(fixtures, 'schema.graphql'), changes: path.join(fixtures, 'changes.yaml') } };
    const filename = path.join(fixtures, 'src', 'queries.ts');
    new RuleTester({ languageOptions: { parser: tseslint.parser }, settings }).run('no-removed', noRemoved, {
      valid: [{ code: 'const q = gql`{ shop(id: 1) { title } }`;', filename }],
      invalid: [{ code: 'const q = gql`{ shop(id: 1) { oldName } }`;', filename, errors: [{ message: OLD_NAME, line: 1, column: 31 }] }],
    });
  });
});

describe('an option that cannot be used: one line per file, and the run goes on', () => {
  const DATE_ERROR = (where: string, date: string) => `sunset cannot load the project: ${where} must be a real date (YYYY-MM-DD), got "${date}"`;

  it('a today that is no real date (a rule option) is reported on every file, once, never thrown', async () => {
    const dir = project({ 'src/shop.ts': SHOP, 'src/plain.ts': 'export const x = 1;\n', 'src/shop.graphql': 'query S { shop(id: 1) { id } }\n' });
    for (const today of ['2026-02-30', '2026-13-01']) {
      resetProjectState();
      const config = readmeConfig({ settings: { sunset: SETTINGS } }, { rules: { 'sunset/no-removed': ['error', { today }], 'sunset/no-deprecated': ['warn', { today }] } });
      const line = { line: 1, rule: 'sunset/no-removed', severity: 2, message: DATE_ERROR('the rule option "today"', today), fatal: false };
      expect(await lint(dir, config)).toEqual(['src/plain.ts', 'src/shop.graphql', 'src/shop.ts'].map((file) => ({ file, ...line })));
      // An editor's lintText gets the same line, not an exception.
      const [result] = await new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config }).lintText(SHOP, { filePath: path.join(dir, 'src', 'shop.ts') });
      expect(result!.messages.map((m) => m.message)).toEqual([line.message]);
    }
  });

  it('a today that is no real date in settings names the setting', async () => {
    const dir = project({ 'src/shop.ts': SHOP });
    const messages = await lint(dir, readmeConfig({ settings: { sunset: { ...SETTINGS, today: '2026-13-01' } } }));
    expect(messages.map((m) => m.message)).toEqual([DATE_ERROR('settings.sunset.today', '2026-13-01')]);
  });

  it('an inline # eslint comment with a bad today in one .graphql file: that file says so, the others are linted', async () => {
    const dir = project({
      'src/a.graphql': '# eslint sunset/no-deprecated: [error, { today: "2026-13-01" }]\nquery A {\n  shop(id: 1) {\n    title\n  }\n}\n',
      'src/shop.ts': SHOP,
    });
    expect(await lint(dir, readmeConfig({ settings: { sunset: SETTINGS } }))).toEqual([
      { file: 'src/a.graphql', line: 1, rule: 'sunset/no-deprecated', severity: 2, message: DATE_ERROR('the rule option "today"', '2026-13-01'), fatal: false },
      { file: 'src/shop.ts', line: 2, rule: 'sunset/no-deprecated', severity: 1, message: TITLE, fatal: false },
      { file: 'src/shop.ts', line: 2, rule: 'sunset/no-removed', severity: 2, message: OLD_NAME, fatal: false },
    ]);
  });
});

describe('a project that cannot be loaded: said once per file, by the first sunset rule that runs there', () => {
  const MISSING = /^sunset cannot load the project: .*missing\.graphql.*no such file/;
  const broken = { settings: { sunset: { ...SETTINGS, schema: 'schema/missing.graphql' } } };

  it('once per file with recommended and legacy-proposal-api (three rules), files without GraphQL too, by no-removed', async () => {
    const dir = project({ 'src/shop.ts': SHOP, 'src/plain.ts': 'export const x = 1;\n', 'src/shop.graphql': 'query S { shop(id: 1) { id } }\n' });
    const messages = await lint(dir, readmeConfig(broken));
    expect(messages.map((m) => m.file)).toEqual(['src/plain.ts', 'src/shop.graphql', 'src/shop.ts']);
    for (const m of messages) expect(m).toMatchObject({ line: 1, rule: 'sunset/no-removed', severity: 2, message: expect.stringMatching(MISSING) });
  });

  it('the next rule says it where the first is disabled: by an eslint-disable comment on line 1, or turned off', async () => {
    const dir = project({
      'src/disabled.ts': '/* eslint-disable sunset/no-removed */\n' + SHOP,
      'src/disabled-line.ts': 'export const x = 1; // eslint-disable-line sunset/no-removed\n',
      'src/disabled.graphql': '# eslint-disable sunset/no-removed\nquery S { shop(id: 1) { id } }\n',
      'src/off.graphql': '# eslint sunset/no-removed: off\nquery S { shop(id: 1) { id } }\n',
      'src/later.ts': 'export const x = 1;\n/* eslint-disable sunset/no-removed */\n',
    });
    const all = await lint(dir, readmeConfig(broken));
    // The comments on line 1 hide the first rule's report, so ESLint counts them as used (--fix keeps them); the one below line 1 hides nothing.
    expect(all.filter((m) => m.rule === null).map((m) => [m.file, m.message])).toEqual([['src/later.ts', expect.stringContaining('Unused eslint-disable directive')]]);
    const messages = all.filter((m) => m.rule !== null);
    expect(messages.map((m) => [m.file, m.rule, m.severity])).toEqual([
      ['src/disabled-line.ts', 'sunset/no-deprecated', 1],
      ['src/disabled.graphql', 'sunset/no-deprecated', 1],
      ['src/disabled.ts', 'sunset/no-deprecated', 1],
      // A comment below line 1 does not hide a report on line 1.
      ['src/later.ts', 'sunset/no-removed', 2],
      ['src/off.graphql', 'sunset/no-deprecated', 1],
    ]);
    // With both off in the config, the legacy-proposal-api rule says it in code files (it is no rule of .graphql files).
    const rest = (await lint(dir, readmeConfig(broken, { rules: { 'sunset/no-removed': 'off', 'sunset/no-deprecated': 'off' } }))).filter((m) => m.rule !== null);
    expect(rest.map((m) => [m.file, m.rule])).toEqual(['src/disabled-line.ts', 'src/disabled.ts', 'src/later.ts'].map((file) => [file, 'sunset/no-legacy-proposal-api']));
  });

  it('a graphql-config project named where there is no graphql.config file names the rule option or the setting', async () => {
    const dir = project({ 'src/shop.ts': SHOP });
    const fromSettings = await lint(dir, readmeConfig({ settings: { sunset: { project: 'nope' } } }));
    expect(fromSettings.map((m) => m.message)).toEqual([`sunset cannot load the project: settings.sunset.project names the graphql-config project "nope", but there is no graphql.config file in ${dir} or a folder above it`]);
    resetProjectState();
    const fromOption = await lint(dir, readmeConfig({ rules: { 'sunset/no-removed': ['error', { project: 'nope' }], 'sunset/no-deprecated': 'off' } }));
    expect(fromOption.map((m) => m.message)).toEqual([`sunset cannot load the project: the rule option "project" names the graphql-config project "nope", but there is no graphql.config file in ${dir} or a folder above it`]);
  });
});

describe('the shipped configs on files with JSX', () => {
  const JSX = "import { gql } from 'graphql-tag';\nexport const Q = gql`query Q { shop(id: 1) { title } }`;\nexport const J = () => <div>hi</div>;\n";

  it('parse .jsx with ESLint’s default parser and .tsx with typescript-eslint’s, and lint their GraphQL', async () => {
    const dir = project({ 'src/a.jsx': JSX, 'src/b.tsx': JSX.replace('() =>', '(): JSX.Element =>'), 'src/c.js': "export const c = 'no JSX here';\n" });
    expect(await lint(dir, readmeConfig({ settings: { sunset: SETTINGS } }))).toEqual([
      { file: 'src/a.jsx', line: 2, rule: 'sunset/no-deprecated', severity: 1, message: TITLE, fatal: false },
      { file: 'src/b.tsx', line: 2, rule: 'sunset/no-deprecated', severity: 1, message: TITLE, fatal: false },
    ]);
  });

  it('the legacy-proposal-api config alone parses .jsx too', async () => {
    const dir = project({ 'src/a.jsx': "export const J = () => <div>{fetch('/v3/proposal')}</div>;\n" });
    const messages = await lint(dir, [...sunset.configs['legacy-proposal-api'], { settings: { sunset: { today: TODAY } } }]);
    expect(messages).toEqual([expect.objectContaining({ file: 'src/a.jsx', rule: 'sunset/no-legacy-proposal-api', fatal: false })]);
  });
});

const editorConfig = (...extra: Linter.Config[]): Linter.Config[] => [
  { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
  ...sunset.configs.recommended,
  { settings: { sunset: { today: TODAY } } },
  ...extra,
];

/** What an editor does: the file's text (here, as on disk) linted under its name, by one long-lived ESLint. */
const editor = (dir: string, eslint: ESLint) => async (relative: string) => {
  const [result] = await eslint.lintText(readFileSync(path.join(dir, relative), 'utf8'), { filePath: path.join(dir, relative) });
  return result!.messages.map((m) => m.message);
};

describe.each([
  { worker: true, name: 'with the prefetch worker (SUNSET_ESLINT_PREFETCH=1)' },
  { worker: false, name: 'in-thread (SUNSET_ESLINT_PREFETCH=0)' },
])('files added after the first lint, $name', ({ worker }) => {
  const start = () => {
    resetProjectState();
    process.env.SUNSET_ESLINT_PREFETCH = worker ? '1' : '0';
  };

  it('a graphql.config file written where there was none', async () => {
    start();
    const dir = project({ 'src/q.ts': "import { gql } from 'graphql-tag';\nexport const Q = gql`query Q { shop(id: 1) { title } }`;\n" });
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: editorConfig() });
    const lint = editor(dir, eslint);
    // No config: the bundled platform schema, which has no `shop`.
    await eslint.lintFiles(['src']);
    expect(await lint('src/q.ts')).toEqual([expect.stringMatching(/^`Query\.shop` does not exist/)]);
    if (worker) expect(prefetchStats().answered).toBeGreaterThan(0);
    writeFileSync(path.join(dir, 'graphql.config.yml'), 'schema: schema/api.graphql\nextensions:\n  sunset:\n    changes: schema/changes.yaml\n');
    await sleep(RECHECK_MS + 100);
    expect(await lint('src/q.ts')).toEqual(['`title` is deprecated since 2026-10-01; use `name`']);
  });

  it('a schema file added where the config’s schema glob matches', async () => {
    start();
    const dir = project({
      'graphql.config.yml': 'schema: schema/*.graphql\n',
      'src/q.ts': "import { gql } from 'graphql-tag';\nexport const Q = gql`query Q { extra }`;\n",
    });
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: editorConfig() });
    const lint = editor(dir, eslint);
    await eslint.lintFiles(['src']);
    expect(await lint('src/q.ts')).toEqual([expect.stringMatching(/^`Query\.extra` does not exist/)]);
    writeFileSync(path.join(dir, 'schema', 'extra.graphql'), 'extend type Query {\n  extra: Int @deprecated(reason: "Deprecated since 2026-01-01.")\n}\n');
    await sleep(RECHECK_MS + 100);
    expect(await lint('src/q.ts')).toEqual(['the root `extra` query is deprecated since 2026-01-01 (Deprecated since 2026-01-01)']);
    // And a file that no longer matches is one the schema no longer has.
    rmSync(path.join(dir, 'schema', 'extra.graphql'));
    await sleep(RECHECK_MS + 100);
    expect(await lint('src/q.ts')).toEqual([expect.stringMatching(/^`Query\.extra` does not exist/)]);
  });

  it('a schema file added under a ** glob: in a directory that held none, in a new directory', async () => {
    start();
    const dir = project({
      'graphql.config.yml': 'schema: schema/**/*.graphql\n',
      'schema/legacy/README.md': 'Old schema notes.\n',
      'src/q.ts': "import { gql } from 'graphql-tag';\nexport const Q = gql`query Q { extra }`;\n",
    });
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: editorConfig() });
    const lint = editor(dir, eslint);
    const missing = [expect.stringMatching(/^`Query\.extra` does not exist/)];
    expect(await lint('src/q.ts')).toEqual(missing);
    const extra = 'extend type Query {\n  extra: Int\n}\n';
    writeFileSync(path.join(dir, 'schema', 'legacy', 'extra.graphql'), extra);
    await sleep(RECHECK_MS + 100);
    expect(await lint('src/q.ts')).toEqual([]);
    rmSync(path.join(dir, 'schema', 'legacy', 'extra.graphql'));
    await sleep(RECHECK_MS + 100);
    expect(await lint('src/q.ts')).toEqual(missing);
    mkdirSync(path.join(dir, 'schema', 'more', 'deeper'), { recursive: true });
    writeFileSync(path.join(dir, 'schema', 'more', 'deeper', 'extra.graphql'), extra);
    await sleep(RECHECK_MS + 100);
    expect(await lint('src/q.ts')).toEqual([]);
  });

  it('a document defining a fragment that another file spreads and none defined', async () => {
    start();
    const spread = "import { gql } from 'graphql-tag';\nexport const Q = gql`\n  query Q {\n    shop(id: 1) {\n      ...Later\n    }\n  }\n`;\n";
    const dir = project({ 'src/q.ts': spread, 'src/other.ts': "import { gql } from 'graphql-tag';\nexport const O = gql`query O { shop(id: 1) { id } }`;\n" });
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: editorConfig({ settings: { sunset: { today: TODAY, schema: 'schema/api.graphql', changes: 'schema/changes.yaml' } } }) });
    const lint = editor(dir, eslint);
    // Defined nowhere: the engine leaves the spread to the fragment's file (`sunset check` warns about it).
    const first = await eslint.lintFiles(['src']);
    expect(first.flatMap((r) => r.messages)).toEqual([]);
    if (worker) expect(prefetchStats().answered).toBeGreaterThan(0);
    expect(await lint('src/q.ts')).toEqual([]);
    // Defined now, on a type it cannot be spread on.
    writeFileSync(path.join(dir, 'src', 'later.ts'), "import { gql } from 'graphql-tag';\nexport const L = gql`fragment Later on Vendor { id }`;\n");
    await sleep(RELIST_MS + 100);
    const expected = [expect.stringContaining('Fragment "Later" cannot be spread here as objects of type "Shop" can never be of type "Vendor"')];
    expect(await lint('src/q.ts')).toEqual(expected);
    const again = await eslint.lintFiles(['src/q.ts']);
    expect(again[0]!.messages.map((m) => m.message)).toEqual(expected);
  });
});

describe('watched listings (rules/watched-files.ts)', () => {
  it('list again only when a directory changed, and hold when the matches are the same', async () => {
    const dir = project({ 'graphql.config.yml': 'schema: schema/*.graphql\n' });
    const configs = watchConfigFiles(dir);
    const globs = watchGlob('schema/*.graphql', dir)!;
    expect(configs.found).toEqual([path.join(dir, 'graphql.config.yml')]);
    expect(globs.found).toEqual([path.join(dir, 'schema', 'api.graphql')]);
    expect(globs.dirs.map((d) => d.file)).toEqual([path.join(dir, 'schema')]);
    expect(watchGlob('schema/api.graphql', dir)).toBeNull();
    // Files that are neither config nor schema: the directories changed, the listings did not.
    writeFileSync(path.join(dir, '.graphql.config.yml.swp'), '');
    writeFileSync(path.join(dir, 'schema', 'notes.md'), '');
    expect(listingUnchanged(configs)).toBe(true);
    expect(listingUnchanged(globs)).toBe(true);
    writeFileSync(path.join(dir, '.graphqlrc'), 'schema: other.graphql\n');
    writeFileSync(path.join(dir, 'schema', 'more.graphql'), 'scalar More\n');
    expect(listingUnchanged(configs)).toBe(false);
    expect(listingUnchanged(globs)).toBe(false);
  });
});
