/**
 * The plugin as a user runs it: the `ESLint` class with a README-style flat config over a small
 * project (TS files, a `.graphql` file, a fragment spread across files, a graphql-config file), then
 * `eslint --fix`, then `sunset check` on the result: nothing mechanically fixable is left, and every
 * document still validates.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { failingFindings } from '../src/check/report.js';
import { runCheck } from '../src/check/run-check.js';
import sunset from '../rules/index.js';
import { isEslintCommandLine } from '../rules/prefetch.js';
import { prefetchStats, resetProjectState } from '../rules/project-state.js';
import { RECHECK_MS } from '../rules/watched-files.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const TODAY = '2026-11-21';

/** What the README tells a TypeScript project to write, with the date pinned for the test. */
const config: Linter.Config[] = [
  { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
  ...sunset.configs.recommended,
  ...sunset.configs['legacy-proposal-api'],
  { rules: { 'sunset/no-removed': ['error', { today: TODAY }], 'sunset/no-deprecated': ['warn', { today: TODAY }], 'sunset/no-legacy-proposal-api': ['warn', { today: TODAY }] } },
];

let dir: string;
const file = (relative: string) => path.join(dir, relative);
const read = (relative: string) => readFileSync(file(relative), 'utf8');

/** 1-based line and column of the nth `needle` in a project file, by plain text search. */
function at(relative: string, needle: string, nth = 1): { line: number; column: number } {
  const text = read(relative);
  let offset = -1;
  for (let i = 0; i < nth; i++) offset = text.indexOf(needle, offset + 1);
  if (offset < 0) throw new Error(`${needle} not in ${relative}`);
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

const summary = (results: ESLint.LintResult[]) =>
  results.flatMap((r) =>
    r.messages.map((m) => ({ file: path.relative(dir, r.filePath).split(path.sep).join('/'), line: m.line, column: m.column, rule: m.ruleId, message: m.message })),
  );

beforeAll(() => {
  resetProjectState();
  dir = mkdtempSync(path.join(os.tmpdir(), 'sunset-eslint-project-'));
  cpSync(path.join(here, 'fixtures', 'eslint-project'), dir, { recursive: true });
  // The same schema and schedule as the rule tests.
  cpSync(path.join(here, 'fixtures', 'eslint-rules', 'schema.graphql'), file('schema.graphql'));
  cpSync(path.join(here, 'fixtures', 'eslint-rules', 'changes.yaml'), file('changes.yaml'));
});

afterAll(() => {
  resetProjectState();
  rmSync(dir, { recursive: true, force: true });
});

describe('ESLint over a project with the recommended config', () => {
  let before: ESLint.LintResult[];
  beforeAll(async () => {
    before = await new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config }).lintFiles(['.']);
  });

  it('reports in .ts files at exact host positions, and in .graphql files natively', () => {
    const deprecated = (relative: string, needle: string, message: string, nth = 1) => ({ file: relative, ...at(relative, needle, nth), rule: 'sunset/no-deprecated', message });
    expect(summary(before)).toEqual([
      deprecated('src/fragments.ts', 'title', '`title` is deprecated since 2026-10-01; use `name`'),
      deprecated('src/fragments.ts', 'stats', '`stats` is deprecated since 2026-10-30; use `insights`'),
      deprecated('src/fragments.ts', 'rating', '`rating` is deprecated since 2026-10-30; use `insights`'),
      // `title` is kept by a `# eslint-disable-next-line` inside the template.
      deprecated('src/kept.ts', 'rating', '`rating` is deprecated since 2026-10-30; use `insights`'),
      deprecated('src/products.graphql', 'label', 'input field `label` of `ProductInput` is deprecated since 2026-10-01; use `name`'),
      deprecated('src/products.graphql', 'LEGACY', 'enum value `LEGACY` is deprecated since 2026-10-01; use `DIGITAL`'),
      deprecated('src/shop.ts', 'legacyA', '`legacyA` is deprecated since 2026-10-01; use `merged`'),
      deprecated('src/shop.ts', 'legacyB', '`legacyB` is deprecated since 2026-10-01; use `merged`'),
      deprecated('src/shop.ts', 'term: $term', 'argument `term` of `search` is deprecated since 2026-10-01; use `search(query:)`'),
      deprecated('src/shop.ts', "'LEGACY'", 'enum value `LEGACY` is deprecated since 2026-10-01; use `DIGITAL`'),
      deprecated('src/shop.ts', 'Legacy;', 'enum value `LEGACY` is deprecated since 2026-10-01; use `DIGITAL`'),
    ]);
    // The one-line template: the column is the argument's own, not the template's.
    expect(summary(before).find((m) => m.message.startsWith('argument'))).toMatchObject({ line: 17, column: 64 });
    // The schema's SDL file matches **/*.graphql but is no document: nothing is reported in it.
    expect(before.find((r) => r.filePath.endsWith('schema.graphql'))?.messages).toEqual([]);
  });

  it('honours # eslint-disable-next-line in .graphql files', async () => {
    // Without the comment, the root query is reported there, with its suggestion.
    const text = read('src/products.graphql').replace(/^ *# eslint-disable-next-line.*\n/m, '');
    const [result] = await new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config }).lintText(text, { filePath: file('src/products.graphql') });
    const products = result!.messages.find((m) => m.message.startsWith('the root `products` query'));
    expect(products).toMatchObject({ line: 3, column: 3, ruleId: 'sunset/no-deprecated' });
    expect(products?.suggestions?.[0]?.desc).toContain('`products-root-query` codemod');
    expect(summary(before).some((m) => m.message.startsWith('the root `products` query'))).toBe(false);
  });

  it('resolves fragments spread from other files, editor text first', async () => {
    // A new, unsaved file spreading ShopFields (from fragments.ts on disk) where it cannot go.
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config });
    const [result] = await eslint.lintText("import { gql } from 'graphql-tag';\nexport const V = gql`{ vendor(id: 1) { ...ShopFields } }`;\n", { filePath: file('src/vendor.ts') });
    expect(result!.messages).toEqual([
      expect.objectContaining({
        ruleId: 'sunset/no-removed',
        line: 2,
        column: 43,
        message: expect.stringContaining('Fragment "ShopFields" cannot be spread here as objects of type "Vendor" can never be of type "Shop"'),
      }),
    ]);
  });

  it('sees a fragment file change on disk', async () => {
    const original = read('src/fragments.ts');
    try {
      writeFileSync(file('src/fragments.ts'), original.replace('fragment ShopFields on Shop {', 'fragment ShopFields on Vendor {').replace(/ {4}title\n[\s\S]*? {4}rating\n/, ''));
      // Modification times are re-checked at most once a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const [result] = await new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config }).lintFiles(['src/shop.ts']);
      expect(result!.messages.map((m) => m.message)).toContainEqual(expect.stringContaining('Fragment "ShopFields" cannot be spread here as objects of type "Shop" can never be of type "Vendor"'));
    } finally {
      writeFileSync(file('src/fragments.ts'), original);
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
  });
});

describe('the prefetch worker (rules/prefetch.ts)', () => {
  // On by default only with PREFETCH_MIN_CORES cores; these tests ask for it on any machine.
  beforeEach(() => {
    process.env.SUNSET_ESLINT_PREFETCH = '1';
  });
  afterEach(() => {
    delete process.env.SUNSET_ESLINT_PREFETCH;
  });
  const lintAll = async (prefetch: boolean) => {
    resetProjectState();
    process.env.SUNSET_ESLINT_PREFETCH = prefetch ? '1' : '0';
    const results = await new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config }).lintFiles(['.']);
    return { results, stats: prefetchStats() };
  };
  const full = (results: ESLint.LintResult[]) => results.flatMap((r) => r.messages.map((m) => ({ file: r.filePath, ...m })));

  it('answers a command-line run with exactly what the in-thread path reports, fixes and suggestions included', async () => {
    const prefetched = await lintAll(true);
    const inThread = await lintAll(false);
    // vitest runs this file on a main thread (its forks pool), where the worker is used.
    expect(prefetched.stats.answered).toBeGreaterThan(0);
    expect(inThread.stats).toEqual({ answered: 0, unanswered: 0 });
    expect(full(prefetched.results)).toEqual(full(inThread.results));
    expect(full(prefetched.results).length).toBeGreaterThan(5);
  });

  it('is not used for text that differs from the file on disk (an editor buffer)', async () => {
    resetProjectState();
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config });
    const text = read('src/shop.ts').replace('legacyA', 'legacyB');
    const [result] = await eslint.lintText(text, { filePath: file('src/shop.ts') });
    expect(prefetchStats().answered).toBe(0);
    expect(result!.messages.filter((m) => m.message.startsWith('`legacyB`'))).toHaveLength(2);
  });

  /**
   * The project without its graphql-config (the schema and schedule named in `settings`), so that
   * each folder with a package.json is a document scope of its own, with `nested/` one, and `files`.
   */
  const scopedProject = (files: Record<string, string>) => {
    const project = mkdtempSync(path.join(os.tmpdir(), 'sunset-eslint-scopes-'));
    onTestFinished(() => rmSync(project, { recursive: true, force: true }));
    for (const name of ['package.json', 'schema.graphql', 'changes.yaml', 'src/shop.ts']) cpSync(file(name), path.join(project, name));
    mkdirSync(path.join(project, 'nested'));
    for (const [name, text] of Object.entries({ 'nested/package.json': '{}\n', ...files })) {
      mkdirSync(path.dirname(path.join(project, name)), { recursive: true });
      writeFileSync(path.join(project, name), text);
    }
    return { project, settings: { sunset: { schema: 'schema.graphql', changes: 'changes.yaml' } } };
  };

  it('answers a file without GraphQL itself, whatever folder its documents would be looked for in', async () => {
    const { project, settings } = scopedProject({ 'nested/plain.ts': 'export const plain = 1;\n' });
    resetProjectState();
    const eslint = new ESLint({ cwd: project, overrideConfigFile: true, overrideConfig: [...config, { settings }] });
    const [shop] = await eslint.lintFiles(['src/shop.ts']);
    expect(shop!.messages.length).toBeGreaterThan(0);
    const before = prefetchStats();
    const [plain] = await eslint.lintFiles(['nested/plain.ts']);
    expect(plain!.messages).toEqual([]);
    expect(prefetchStats()).toEqual({ answered: before.answered + 1, unanswered: before.unanswered });
  });

  it('leaves a GraphQL document under a name of its own (the sunset/graphql language) to the in-thread path, in any scope', async () => {
    const document = 'query Q { shop(id: "1") { legacyA } }\n';
    const { project, settings } = scopedProject({ 'nested/ops.gqlx': document, 'src/ops.gqlx': document });
    const rules = config.at(-1)!.rules!;
    const withGqlx: Linter.Config[] = [
      ...config,
      { files: ['**/*.gqlx'], plugins: { sunset: sunset as unknown as ESLint.Plugin }, language: 'sunset/graphql', rules },
      { settings },
    ];
    const messagesOf = async (prefetch: boolean, relative: string) => {
      resetProjectState();
      process.env.SUNSET_ESLINT_PREFETCH = prefetch ? '1' : '0';
      const eslint = new ESLint({ cwd: project, overrideConfigFile: true, overrideConfig: withGqlx });
      // The first file starts the worker on the project.
      await eslint.lintFiles(['src/shop.ts']);
      const [result] = await eslint.lintFiles([relative]);
      return result!.messages.map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message}`);
    };
    for (const relative of ['src/ops.gqlx', 'nested/ops.gqlx']) {
      const inThread = await messagesOf(false, relative);
      expect(inThread.some((m) => m.includes('`legacyA` is deprecated'))).toBe(true);
      expect(await messagesOf(true, relative)).toEqual(inThread);
    }
  });

  it('reports a retiring value held in a constant another module exports where a property takes it, in the thread and in the worker, and sees the modules change', async () => {
    const { project, settings } = scopedProject({
      'src/kinds.ts': "// Shared by the screens.\nexport const KIND = 'LEGACY';\n",
      'src/index.ts': "export * from './kinds.js';\n",
      'src/use.ts': "import { KIND } from './kinds.js';\nimport { KIND as SAME } from '.';\nexport const input = { kind: KIND };\nexport const again = { input: { kind: SAME } };\nexport const label = { label: KIND };\n",
      // Two modules re-exporting each other: whichever is linted or read first, both pass the constant on.
      'src/cycle-a.ts': "export * from './cycle-b.js';\nexport const CYCLE = 'LEGACY';\n",
      'src/cycle-b.ts': "export * from './cycle-a.js';\n",
      'src/cycle-use.ts': "import { CYCLE } from './cycle-b.js';\nimport { CYCLE as AGAIN } from './cycle-a.js';\nexport const viaB = { kind: CYCLE };\nexport const viaA = { kind: AGAIN };\n",
      'src/later-use.ts': "import { LATER } from './later.js';\nexport const later = { kind: LATER };\n",
    });
    const configs = [...config, { settings }];
    const messagesOf = async (prefetch: boolean, files = ['src']) => {
      resetProjectState();
      process.env.SUNSET_ESLINT_PREFETCH = prefetch ? '1' : '0';
      const results = await new ESLint({ cwd: project, overrideConfigFile: true, overrideConfig: configs }).lintFiles(files);
      return results.flatMap((r) => r.messages.map((m) => `${path.relative(project, r.filePath)} ${m.line}:${m.column} ${m.message}${m.fix ? ' (fix)' : ''}`));
    };
    const held = (name: string, where: string) => `enum value \`LEGACY\` is deprecated since 2026-10-01; use \`DIGITAL\`; the value is held in \`${name}\`, declared in ${where}`;
    const inThread = await messagesOf(false);
    const mine = (m: string) => !m.startsWith('src/shop.ts');
    expect(inThread.filter(mine)).toEqual([
      `src/cycle-use.ts 3:29 ${held('CYCLE', 'src/cycle-a.ts:2')}`,
      `src/cycle-use.ts 4:29 ${held('CYCLE', 'src/cycle-a.ts:2')}`,
      `src/use.ts 3:30 ${held('KIND', 'src/kinds.ts:2')}`,
      `src/use.ts 4:39 ${held('KIND', 'src/kinds.ts:2')}`,
    ]);
    expect(await messagesOf(true)).toEqual(inThread);
    expect((await messagesOf(false, ['src/cycle-b.ts', 'src/cycle-use.ts'])).filter(mine)).toEqual(inThread.filter((m) => m.startsWith('src/cycle-use.ts')));

    // One ESLint, in the thread, as in an editor: a module that changes, and one that appears where an import named it.
    resetProjectState();
    process.env.SUNSET_ESLINT_PREFETCH = '0';
    const eslint = new ESLint({ cwd: project, overrideConfigFile: true, overrideConfig: configs });
    const count = (file: string) => eslint.lintFiles([file]).then(([r]) => r!.messages.length);
    expect([await count('src/use.ts'), await count('src/later-use.ts')]).toEqual([2, 0]);
    writeFileSync(path.join(project, 'src/kinds.ts'), "// Shared by the screens.\nexport const KIND = 'DIGITAL';\n");
    writeFileSync(path.join(project, 'src/later.ts'), "export const LATER = 'LEGACY';\n");
    // Modification times are looked at again after a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect([await count('src/use.ts'), await count('src/later-use.ts')]).toEqual([0, 1]);
  });

  it('follows a constant imported through a tsconfig path alias, in the thread and in the worker, and sees the tsconfig change', async () => {
    const { project, settings } = scopedProject({
      'tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } }, include: ['src'] }),
      'src/kinds.ts': "export const KIND = 'LEGACY';\n",
      'src/use.ts': "import { KIND } from '@/kinds';\nexport const input = { kind: KIND };\n",
      // A barrel passing it on through the alias.
      'src/barrel.ts': "export * from '@/kinds';\n",
      'src/use-barrel.ts': "import { KIND } from './barrel';\nexport const input = { kind: KIND };\n",
      'src/later/use.ts': "import { KIND } from '@/kinds';\nexport const input = { kind: KIND };\n",
    });
    const configs = [...config, { settings }];
    const messagesOf = async (prefetch: boolean) => {
      resetProjectState();
      process.env.SUNSET_ESLINT_PREFETCH = prefetch ? '1' : '0';
      const results = await new ESLint({ cwd: project, overrideConfigFile: true, overrideConfig: configs }).lintFiles(['src']);
      return results.flatMap((r) => r.messages.map((m) => `${path.relative(project, r.filePath)} ${m.line}:${m.column} ${m.message}`)).filter((m) => !m.startsWith('src/shop.ts'));
    };
    const inThread = await messagesOf(false);
    const held = 'enum value `LEGACY` is deprecated since 2026-10-01; use `DIGITAL`; the value is held in `KIND`, declared in src/kinds.ts:1';
    expect(inThread).toEqual([`src/later/use.ts 2:30 ${held}`, `src/use-barrel.ts 2:30 ${held}`, `src/use.ts 2:30 ${held}`]);
    expect(await messagesOf(true)).toEqual(inThread);

    // One ESLint, as in an editor: the alias goes from the tsconfig, and the imports name a package
    // again, also in a folder first linted after the change.
    resetProjectState();
    process.env.SUNSET_ESLINT_PREFETCH = '0';
    const eslint = new ESLint({ cwd: project, overrideConfigFile: true, overrideConfig: configs });
    const count = (file: string) => eslint.lintFiles([file]).then(([r]) => r!.messages.length);
    expect([await count('src/use.ts'), await count('src/use-barrel.ts')]).toEqual([1, 1]);
    writeFileSync(path.join(project, 'tsconfig.json'), JSON.stringify({ include: ['src'] }));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // The folder first linted now goes first: its answer must not come from what was read before the change.
    expect([await count('src/later/use.ts'), await count('src/use.ts'), await count('src/use-barrel.ts')]).toEqual([0, 0, 0]);
  });

  it('reports editor text with GraphQL in a file that has none on disk (the worker skips that file)', async () => {
    writeFileSync(file('src/plain.ts'), 'export const plain = 1;\n');
    onTestFinished(() => rmSync(file('src/plain.ts')));
    resetProjectState();
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config });
    // The worker starts on the project; it skips plain.ts (nothing to report on disk) unless asked.
    await eslint.lintFiles(['src/shop.ts']);
    const started = Date.now();
    const text = "import { gql } from 'graphql-tag';\nexport const Q = gql`query Q { shop { legacyA } }`;\n";
    const [result] = await eslint.lintText(text, { filePath: file('src/plain.ts') });
    expect(result!.messages.map((m) => m.message).filter((m) => m.startsWith('`legacyA`'))).toHaveLength(1);
    // Not after the rules' 10-second wait for a worker that stalled.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('starts early only in an eslint command-line run that lints on its main thread', () => {
    const node = '/usr/bin/node';
    expect(isEslintCommandLine([node, '/p/node_modules/.bin/eslint', 'src'])).toBe(true);
    expect(isEslintCommandLine([node, '/p/node_modules/eslint/bin/eslint.js', '--concurrency', 'off', 'src'])).toBe(true);
    expect(isEslintCommandLine([node, '/p/node_modules/eslint/bin/eslint.js', '--concurrency=1', 'src'])).toBe(true);
    expect(isEslintCommandLine([node, '/p/node_modules/eslint/bin/eslint.js', '--concurrency', '2', 'src'])).toBe(false);
    expect(isEslintCommandLine([node, '/p/node_modules/eslint/bin/eslint.js', '--concurrency=auto', 'src'])).toBe(false);
    expect(isEslintCommandLine([node, '/p/node_modules/vitest/vitest.mjs', 'run'])).toBe(false);
    expect(isEslintCommandLine([node, '/p/node_modules/eslint-server/index.js'])).toBe(false);
  });

  it('gives the eslint command line the same report with the worker warmed up at start as without it', () => {
    const require = createRequire(import.meta.url);
    const eslintBin = path.join(path.dirname(require.resolve('eslint/package.json')), 'bin', 'eslint.js');
    const configText = [
      `import tseslint from ${JSON.stringify(pathToFileURL(require.resolve('typescript-eslint')).href)};`,
      `import sunset from ${JSON.stringify(pathToFileURL(path.join(here, '..', 'dist', 'rules', 'index.js')).href)};`,
      `export default ${JSON.stringify([{ files: ['**/*.ts'] }])}.map((c) => ({ ...c, languageOptions: { parser: tseslint.parser } })).concat(`,
      `  sunset.configs.recommended, sunset.configs['legacy-proposal-api'], ${JSON.stringify(config.at(-1))});`,
    ].join('\n');
    writeFileSync(file('eslint.config.mjs'), configText);
    try {
      const run = (env: Record<string, string>) => {
        const out = spawnSync(process.execPath, [eslintBin, '--format', 'json', '--ignore-pattern', 'eslint.config.mjs', '.'], { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env } });
        expect(out.stderr).toBe('');
        return (JSON.parse(out.stdout) as ESLint.LintResult[]).flatMap((r) => r.messages.map((m) => ({ file: r.filePath, ...m })));
      };
      const warmed = run({ SUNSET_ESLINT_PREFETCH: '1' });
      expect(warmed.length).toBeGreaterThan(5);
      expect(warmed).toEqual(run({ SUNSET_ESLINT_PREFETCH: '0' }));
    } finally {
      rmSync(file('eslint.config.mjs'));
    }
  });
});

describe('eslint --fix, then sunset check', () => {
  let fixed: ESLint.LintResult[];
  beforeAll(async () => {
    fixed = await new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config, fix: true }).lintFiles(['.']);
    await ESLint.outputFixes(fixed);
  });

  it('fixes every mechanical finding in one run', async () => {
    expect(summary(fixed)).toEqual([]);
    const again = await new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config }).lintFiles(['.']);
    expect(summary(again)).toEqual([]);
  });

  it('writes the reshaped fragment, the merged field, the renames', () => {
    expect(read('src/fragments.ts')).toContain(`  fragment ShopFields on Shop {
    id
    name
    insights {
      visits {
        total
      }
      updatedAt
      rating
    }
  }`);
    expect(read('src/shop.ts')).toContain('      ...ShopFields\n      merged\n    }');
    expect(read('src/shop.ts')).toContain('search(query: $term)');
    expect(read('src/shop.ts')).toContain("kind: 'DIGITAL'");
    expect(read('src/shop.ts')).toContain('ProductKind.Digital;');
    expect(read('src/products.graphql')).toContain('createProduct(input: { name: "Lamp", kind: DIGITAL })');
    // The root query is a suggestion, never a fix.
    expect(read('src/products.graphql')).toContain('products(where: { shopId: $shopId }, first: 20)');
  });

  it('leaves a project that sunset check passes: nothing mechanical left, every document valid', async () => {
    const report = await runCheck({ cwd: dir, today: TODAY, failOn: 'deprecated' });
    expect(report.stats.filesWithDocuments).toBeGreaterThanOrEqual(3);
    // The title a template's `# eslint-disable-next-line` keeps: ESLint's comments are ESLint's, sunset check reads none.
    const kept = (f: { file: string; location: string | null }) => f.file === 'src/kept.ts' && f.location === 'Shop.title';
    expect(report.findings.filter((f) => f.fixable && !kept(f))).toEqual([]);
    expect(report.findings.filter((f) => f.status === 'invalid')).toEqual([]);
    expect(failingFindings(report).map((f) => [f.file, f.location])).toEqual([['src/kept.ts', 'Shop.title']]);
    // What is left is that, and the root query, which only its codemod can move.
    expect(report.findings.map((f) => [f.location, f.status, f.suggestions.length])).toEqual([
      ['Shop.title', 'deprecated', 0],
      ['Query.products', 'upcoming', 1],
    ]);
    // Every fragment spread resolved.
    expect(report.warnings).toEqual([]);
  });
});

describe("a graphql-config's documents naming a folder with glob syntax in its name", () => {
  it('are read as that folder, as sunset check reads them: a fragment there is spread where it cannot be', async () => {
    const project = mkdtempSync(path.join(os.tmpdir(), 'sunset-eslint-paren-'));
    onTestFinished(() => rmSync(project, { recursive: true, force: true }));
    const files: Record<string, string> = {
      'schema.graphql': 'type Query {\n  o: O\n  a: String\n}\ntype O {\n  b: String\n}\n',
      'graphql.config.yml': 'schema: schema.graphql\ndocuments:\n  - "web (site)"\n  - q.ts\n',
      'web (site)/frags.ts': "import { gql } from 'graphql-tag';\nexport const F = gql`fragment F on Query { a }`;\n",
      'q.ts': "import { gql } from 'graphql-tag';\nexport const Q = gql`query Q { o { ...F } }`;\n",
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(project, name)), { recursive: true });
      writeFileSync(path.join(project, name), text);
    }
    resetProjectState();
    const [result] = await new ESLint({ cwd: project, overrideConfigFile: true, overrideConfig: [...config, { rules: { 'sunset/no-legacy-proposal-api': 'off' } }] }).lintFiles(['q.ts']);
    expect(result!.messages.map((m) => m.message)).toEqual([expect.stringContaining('Fragment "F" cannot be spread here')]);
    const check = await runCheck({ cwd: project, paths: [], today: TODAY });
    expect(check.findings.map((f) => f.message)).toEqual(result!.messages.map((m) => m.message));
  });
});

describe('a fix inside a fragment, against the operations of other files that spread it', () => {
  // Fixed, the copies merge into the plain one: the operation's only use of $y goes.
  const FRAGMENT = 'fragment F on Shop {\n  title\n  title @include(if: $y)\n}\n';
  const SPREADING = 'query Q($y: Boolean!) {\n  shop(id: 1) {\n    ...F\n  }\n}\n';
  const NOT_SPREADING = 'query Q($y: Boolean!) {\n  shop(id: 1) {\n    name @include(if: $y)\n  }\n}\n';
  let project: string;
  beforeEach(() => {
    resetProjectState();
    project = mkdtempSync(path.join(os.tmpdir(), 'sunset-eslint-spreaders-'));
    cpSync(path.join(here, 'fixtures', 'eslint-rules', 'schema.graphql'), path.join(project, 'schema.graphql'));
    cpSync(path.join(here, 'fixtures', 'eslint-rules', 'changes.yaml'), path.join(project, 'changes.yaml'));
    writeFileSync(path.join(project, 'graphql.config.yml'), 'schema: schema.graphql\ndocuments: "*.graphql"\nextensions:\n  sunset:\n    changes: changes.yaml\n');
    writeFileSync(path.join(project, 'fragment.graphql'), FRAGMENT);
    writeFileSync(path.join(project, 'query.graphql'), SPREADING);
  });
  afterEach(() => {
    resetProjectState();
    rmSync(project, { recursive: true, force: true });
  });

  /** Whether the findings on `title` in fragment.graphql's editor text (not its disk text: the rules analyse it themselves) carry a fix. */
  const titleFixed = async (eslint: ESLint) => {
    const [result] = await eslint.lintText(`${FRAGMENT}# being edited\n`, { filePath: path.join(project, 'fragment.graphql') });
    const title = result!.messages.filter((m) => m.message.startsWith('`title`'));
    expect(title).toHaveLength(2);
    return title.map((m) => m.fix !== undefined);
  };

  it('offers no fix that would leave the spreading operation with an unused variable, and offers it once no operation spreads the fragment', async () => {
    const eslint = new ESLint({ cwd: project, overrideConfigFile: true, overrideConfig: config });
    expect(await titleFixed(eslint)).toEqual([false, false]);
    // The other file changes, the fragment's text does not: the analysis the rules kept for it is made again.
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS + 100));
    writeFileSync(path.join(project, 'query.graphql'), NOT_SPREADING);
    expect(await titleFixed(eslint)).toEqual([true, true]);
  });

  it("checks the fix with the other fragments the spreading operation spreads, from files the linted one never spreads, and sees them change", async () => {
    writeFileSync(path.join(project, 'fragment.graphql'), 'fragment F on Shop {\n  title\n}\n');
    // Renamed, F's `title` is `name`, which G gives to `motto`: Q would select two fields under one key.
    writeFileSync(path.join(project, 'g.graphql'), 'fragment G on Shop {\n  name: motto\n}\n');
    writeFileSync(path.join(project, 'query.graphql'), 'query Q {\n  shop(id: 1) {\n    ...F\n    ...G\n  }\n}\n');
    const eslint = new ESLint({ cwd: project, overrideConfigFile: true, overrideConfig: config });
    const fixed = async () => {
      const [result] = await eslint.lintText('fragment F on Shop {\n  title\n}\n# being edited\n', { filePath: path.join(project, 'fragment.graphql') });
      return result!.messages.filter((m) => m.message.startsWith('`title`')).map((m) => m.fix !== undefined);
    };
    expect(await fixed()).toEqual([false]);
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS + 100));
    writeFileSync(path.join(project, 'g.graphql'), 'fragment G on Shop {\n  motto\n}\n');
    expect(await fixed()).toEqual([true]);
  });

  it('gives the eslint command line the same answer, with the worker that analyses files ahead and without it', () => {
    const require = createRequire(import.meta.url);
    const eslintBin = path.join(path.dirname(require.resolve('eslint/package.json')), 'bin', 'eslint.js');
    const configText = [
      `import sunset from ${JSON.stringify(pathToFileURL(path.join(here, '..', 'dist', 'rules', 'index.js')).href)};`,
      `export default [...sunset.configs.recommended, ${JSON.stringify(config.at(-1))}];`,
    ].join('\n');
    writeFileSync(path.join(project, 'eslint.config.mjs'), configText);
    const run = (prefetch: string) => {
      const out = spawnSync(process.execPath, [eslintBin, '--format', 'json', '--ignore-pattern', 'eslint.config.mjs', '.'], { cwd: project, encoding: 'utf8', env: { ...process.env, SUNSET_ESLINT_PREFETCH: prefetch } });
      expect(out.stderr).toBe('');
      const results = JSON.parse(out.stdout) as ESLint.LintResult[];
      return results.flatMap((r) => r.messages.filter((m) => m.message.startsWith('`title`')).map((m) => `${path.basename(r.filePath)}:${m.line} fix: ${m.fix !== undefined}`));
    };
    expect(run('1')).toEqual(['fragment.graphql:2 fix: false', 'fragment.graphql:3 fix: false']);
    expect(run('0')).toEqual(['fragment.graphql:2 fix: false', 'fragment.graphql:3 fix: false']);
    writeFileSync(path.join(project, 'query.graphql'), NOT_SPREADING);
    expect(run('1')).toEqual(['fragment.graphql:2 fix: true', 'fragment.graphql:3 fix: true']);
  });
});
