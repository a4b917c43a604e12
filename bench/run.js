/**
 * `npm run bench`: generates (or reuses) a Saleor-dashboard-shaped corpus, runs `sunset check` and
 * graphql-eslint's `no-deprecated` on it (plus ESLint with the TS parser and no rules, as a baseline),
 * and prints wall time, peak memory, findings, the ratios, the coverage comparison and the targets.
 * A full run also writes the Markdown to bench/RESULTS.md.
 *
 * Flags: --fresh (regenerate the corpus), --files N, --documents N, --seed N, --skip-eslint (sunset only,
 * RESULTS.md untouched), --runs N (sunset runs, best wall kept; default 3), --eslint-runs N (runs of the
 * ESLint plugin comparison: the baseline, no-op rules, sunset/eslint both ways, and no-op rules and sunset/eslint on ESLint with FileContext#extend patched; default 5), --graphql-eslint-runs N (default 1),
 * --corpus DIR, --no-write, --skip-codemods (no codemod bench),
 * --strict (exit 1 when a target is missed).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { PREFETCH_MIN_CORES } from '../dist/rules/prefetch.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCodemodBench } from './codemod-bench.js';
import { generateCorpus, GENERATOR_VERSION } from './generate-corpus.js';
import { measure } from './measure.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const TODAY = '2026-11-21';
const TARGET = { speedup: 15, peakMb: 400 };
const RULE = '@graphql-eslint/no-deprecated';

// ---------------------------------------------------------------------------------------------
// Flags

const argv = process.argv.slice(2);
const has = (name) => argv.includes(`--${name}`);
function numberFlag(name, fallback) {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(argv[i + 1]);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`bench: --${name} needs a positive whole number`);
    process.exit(2);
  }
  return value;
}
const stringFlag = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const params = { files: numberFlag('files', 4750), documents: numberFlag('documents', 1360), seed: numberFlag('seed', 1) };
const runs = numberFlag('runs', 3);
const eslintRuns = numberFlag('eslint-runs', 5);
const graphqlEslintRuns = numberFlag('graphql-eslint-runs', 1);
const skipEslint = has('skip-eslint');
// Whether the rules use their prefetch worker here without being told (rules/prefetch.ts).
const workerByDefault = os.availableParallelism() >= PREFETCH_MIN_CORES;
const corpusDir = path.resolve(stringFlag('corpus', path.join(here, '.corpus')));
const schemaPath = path.resolve(root, '../shared/corpora/saleor.graphql');

// ---------------------------------------------------------------------------------------------
// Preconditions

if (!fs.existsSync(schemaPath)) {
  console.log(`bench: skipped: the Saleor schema is not at ${path.relative(process.cwd(), schemaPath)} (../shared/corpora beside the project); nothing to measure.`);
  process.exit(0);
}
const sunsetBin = path.join(root, 'bin/sunset.js');
if (!fs.existsSync(path.join(root, 'dist/src/cli/main.js'))) {
  console.error('bench: dist/ is missing; run `npm run build` first (or `npm run bench`, which builds).');
  process.exit(1);
}
const require = createRequire(import.meta.url);
const eslintBin = skipEslint ? null : path.join(path.dirname(require.resolve('eslint/package.json')), 'bin/eslint.js');
/** Node's arguments for an ESLint run with FileContext#extend patched (bench/eslint-extend-patch.cjs). */
const EXTEND_PATCH = ['--require', fileURLToPath(new URL('./eslint-extend-patch.cjs', import.meta.url))];

// ---------------------------------------------------------------------------------------------
// Corpus

function loadManifest() {
  try {
    return JSON.parse(fs.readFileSync(path.join(corpusDir, '.bench-manifest.json'), 'utf8'));
  } catch {
    return null;
  }
}
let manifest = loadManifest();
const schemaBytes = fs.statSync(schemaPath).size;
const reusable =
  !has('fresh') &&
  manifest?.generatorVersion === GENERATOR_VERSION &&
  manifest.params.files === params.files &&
  manifest.params.documents === params.documents &&
  manifest.params.seed === params.seed &&
  manifest.params.schemaBytes === schemaBytes &&
  fs.existsSync(path.join(corpusDir, 'eslint.config.js'));
if (reusable) {
  console.log(`bench: reusing the corpus in ${path.relative(process.cwd(), corpusDir) || '.'} (--fresh regenerates it)`);
} else {
  const started = performance.now();
  manifest = generateCorpus(corpusDir, { schemaPath, ...params });
  console.log(`bench: generated the corpus in ${path.relative(process.cwd(), corpusDir) || '.'} in ${seconds(performance.now() - started)}`);
}
const shape = manifest.shape;
console.log(
  `bench: ${fmt(shape.files)} files (${fmt(shape.filesWithDocuments)} with gql documents), ${fmt(shape.documents)} documents (${fmt(shape.fragments)} fragments, ` +
    `${fmt(shape.operationsSpreadingFragments)} of ${fmt(shape.operations)} operations spreading fragments from other files), ${fmt(manifest.planted.length)} planted deprecated uses`,
);

// ---------------------------------------------------------------------------------------------
// Runs

/** Fails the bench with the child's output when it did not run to completion. */
function expectExit(result, allowed, label) {
  if (result.signal || !allowed.includes(result.exitCode)) {
    console.error(`bench: ${label} failed (exit ${result.exitCode ?? result.signal}).`);
    console.error(result.stderr.slice(-4000) || result.stdout.slice(0, 4000));
    process.exit(1);
  }
}

function parseJson(text, label) {
  try {
    return JSON.parse(text);
  } catch (error) {
    console.error(`bench: ${label} did not print JSON (${error.message}); first bytes: ${text.slice(0, 500)}`);
    process.exit(1);
  }
}

const sunsetArgs = [sunsetBin, 'check', 'src', '--schema', schemaPath, '--format', 'json', '--fail-on', 'removed', '--today', TODAY];
let sunset = null;
for (let i = 0; i < runs; i++) {
  process.stdout.write(`bench: sunset check, run ${i + 1} of ${runs}... `);
  const result = await measure(process.execPath, sunsetArgs, { cwd: corpusDir });
  // Exit 1 means findings failed the run: expected, not an error.
  expectExit(result, [0, 1], 'sunset check');
  console.log(describeRun(result));
  sunset = best(sunset, result);
}
const outputDir = path.join(corpusDir, '.bench-output');
fs.mkdirSync(outputDir, { recursive: true });
fs.writeFileSync(path.join(outputDir, 'sunset.json'), sunset.stdout);
const sunsetFindings = parseJson(sunset.stdout, 'sunset check');
const sunsetUses = sunsetFindings.filter((f) => ['deprecated', 'removed', 'upcoming'].includes(f.status));
const sunsetInvalid = sunsetFindings.filter((f) => f.status === 'invalid');
const sunsetWarnings = sunset.stderr.trim() ? sunset.stderr.trim().split('\n') : [];

let baseline = null;
let noopRules = null;
let sunsetEslint = null;
let sunsetOther = null;
/** Every wall time of the plugin comparison, by run name: the medians are reported beside the best runs. */
const pluginWalls = {};
let noopPatched = null;
let sunsetPatched = null;
let baselineConcurrent = null;
let sunsetConcurrent = null;
let sunsetEslintReports = 0;
let sunsetOtherReports = 0;
let sunsetConcurrentReports = 0;
let sunsetEslintOther = [];
let eslint = null;
let eslintUses = [];
let eslintOther = [];
let schemaOnly = null;
let schemaOnlyUses = 0;
if (!skipEslint) {
  // The plugin comparison (issue 4), interleaved run by run so that a busy moment hits every config alike.
  writeSunsetEslintConfig();
  writeNoopEslintConfig();
  const pluginRuns = {
    baseline: { config: 'eslint.baseline.config.js', label: 'ESLint + typescript-eslint parser, no rules' },
    noop: { config: 'eslint.noop.config.js', label: 'ESLint + two rules that do nothing' },
    sunset: { config: 'eslint.sunset.config.js', label: 'ESLint + sunset/eslint recommended' },
    // The other way of running the rules than their default on this machine (rules/prefetch.ts).
    other: workerByDefault
      ? { config: 'eslint.sunset.config.js', label: "ESLint + sunset/eslint recommended, in ESLint's thread (SUNSET_ESLINT_PREFETCH=0)", env: { SUNSET_ESLINT_PREFETCH: '0' } }
      : { config: 'eslint.sunset.config.js', label: 'ESLint + sunset/eslint recommended, with the prefetch worker (SUNSET_ESLINT_PREFETCH=1)', env: { SUNSET_ESLINT_PREFETCH: '1' } },
    // ESLint with its FileContext#extend copying instead of making each file's context a prototype
    // (bench/eslint-extend-patch.cjs): what enabling any rule costs ESLint itself, told apart from sunset.
    noopPatched: { config: 'eslint.noop.config.js', label: 'ESLint (FileContext#extend patched) + two rules that do nothing', nodeArgs: EXTEND_PATCH },
    sunsetPatched: { config: 'eslint.sunset.config.js', label: 'ESLint (FileContext#extend patched) + sunset/eslint recommended', nodeArgs: EXTEND_PATCH },
    baselineConcurrent: { config: 'eslint.baseline.config.js', label: 'ESLint --concurrency 2, no rules', args: ['--concurrency', '2'], runs: 1 },
    sunsetConcurrent: { config: 'eslint.sunset.config.js', label: 'ESLint --concurrency 2 + sunset/eslint recommended', args: ['--concurrency', '2'], runs: 1 },
  };
  const kept = {};
  for (let i = 0; i < eslintRuns; i++) {
    for (const [name, run] of Object.entries(pluginRuns)) {
      if (i >= (run.runs ?? eslintRuns)) continue;
      const result = await runEslintOnce(run.config, `${run.label}, run ${i + 1} of ${run.runs ?? eslintRuns}`, run);
      (pluginWalls[name] ??= []).push(result.wallMs);
      kept[name] = best(kept[name] ?? null, result);
    }
  }
  ({ baseline, noop: noopRules, sunset: sunsetEslint, other: sunsetOther, noopPatched, sunsetPatched, baselineConcurrent, sunsetConcurrent } = kept);
  const baselineProblems = parseJson(baseline.stdout, 'ESLint (baseline)').flatMap((r) => r.messages.map((m) => ({ ...m, filePath: r.filePath })));
  if (baselineProblems.length > 0) console.log(`bench: warning: the baseline reported ${baselineProblems.length} problems, e.g. ${describe(baselineProblems[0])}`);
  const sunsetReports = (run) => parseJson(run.stdout, 'ESLint (sunset)').reduce((n, r) => n + r.messages.filter((m) => m.ruleId?.startsWith('sunset/')).length, 0);
  sunsetEslintReports = sunsetReports(sunsetEslint);
  sunsetOtherReports = sunsetReports(sunsetOther);
  sunsetConcurrentReports = sunsetReports(sunsetConcurrent);
  sunsetEslintOther = parseJson(sunsetEslint.stdout, 'ESLint (sunset)').flatMap((r) => r.messages.filter((m) => !m.ruleId?.startsWith('sunset/')));

  eslint = await runEslint('eslint.config.js', `ESLint + graphql-eslint ${RULE}`);
  fs.writeFileSync(path.join(outputDir, 'graphql-eslint.json'), eslint.stdout);
  const messages = parseJson(eslint.stdout, 'ESLint (graphql-eslint)').flatMap((r) =>
    r.messages.map((m) => ({ ...m, file: path.relative(corpusDir, r.filePath).split(path.sep).join('/') })),
  );
  eslintUses = messages.filter((m) => m.ruleId === RULE);
  eslintOther = messages.filter((m) => m.ruleId !== RULE);

  // The same rule without graphql-config documents: no-deprecated does not need them, and loading them costs.
  schemaOnly = await runEslint('eslint.schema-only.config.js', `ESLint + graphql-eslint ${RULE}, schema only (no documents)`);
  schemaOnlyUses = parseJson(schemaOnly.stdout, 'ESLint (graphql-eslint, schema only)').reduce((n, r) => n + r.messages.filter((m) => m.ruleId === RULE).length, 0);
}

/** The corpus's config for sunset's plugin: written each run, since the corpus is reused across runs. */
function writeSunsetEslintConfig() {
  const tsEslint = import.meta.resolve('typescript-eslint');
  const plugin = new URL('../dist/rules/index.js', import.meta.url).href;
  const options = JSON.stringify({ schema: schemaPath, changes: [], today: TODAY });
  const text = [
    '// Written by bench/run.js: ESLint with the typescript-eslint parser and sunset/eslint\'s recommended config.',
    `import tseslint from ${JSON.stringify(tsEslint)};`,
    `import sunset from ${JSON.stringify(plugin)};`,
    '',
    'export default [',
    '  { ignores: ["*.config.js"] },',
    '  { files: ["**/*.ts", "**/*.tsx"], languageOptions: { parser: tseslint.parser } },',
    '  ...sunset.configs.recommended,',
    `  { settings: { sunset: ${options} } },`,
    '];',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(corpusDir, 'eslint.sunset.config.js'), text);
}

/** As many rules as sunset's recommended config enables, each with a \`Program\` listener as sunset's, reporting nothing: ESLint's own cost of those rules. */
function writeNoopEslintConfig() {
  const tsEslint = import.meta.resolve('typescript-eslint');
  const text = [
    '// Written by bench/run.js: ESLint with the typescript-eslint parser and two rules that do nothing.',
    `import tseslint from ${JSON.stringify(tsEslint)};`,
    '',
    "const rule = () => ({ meta: { type: 'problem', schema: false }, create: () => ({ Program() {} }) });",
    'const plugin = { rules: { a: rule(), b: rule() } };',
    'export default [',
    '  { ignores: ["*.config.js"] },',
    "  { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser }, plugins: { noop: plugin }, rules: { 'noop/a': 'error', 'noop/b': 'warn' } },",
    '];',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(corpusDir, 'eslint.noop.config.js'), text);
}

/** ESLint with one of the corpus's configs, best of `runs`; exit 1 (errors reported) is expected. */
async function runEslint(config, label, runs = graphqlEslintRuns) {
  let kept = null;
  for (let i = 0; i < runs; i++) kept = best(kept, await runEslintOnce(config, `${label}${runs > 1 ? `, run ${i + 1} of ${runs}` : ''}`));
  return kept;
}

async function runEslintOnce(config, label, { args = [], env = {}, nodeArgs = [] } = {}) {
  process.stdout.write(`bench: ${label}... `);
  const result = await measure(process.execPath, [...nodeArgs, eslintBin, '--format', 'json', '-c', config, ...args, 'src'], { cwd: corpusDir, env });
  expectExit(result, [0, 1], label);
  console.log(describeRun(result));
  return result;
}

/** The faster run, with the larger peak memory and the higher load seen over the runs. */
function best(kept, result) {
  if (!kept) return result;
  const faster = result.wallMs < kept.wallMs ? result : kept;
  return { ...faster, peakRssMb: Math.max(kept.peakRssMb ?? 0, result.peakRssMb ?? 0) || null, loadAverage: Math.max(kept.loadAverage, result.loadAverage) };
}

function describeRun(result) {
  return `${seconds(result.wallMs)} wall, ${result.cpuMs === null ? 'CPU n/a' : `${seconds(result.cpuMs)} CPU`}, ${mb(result.peakRssMb)} (load average ${result.loadAverage.toFixed(1)} before)`;
}

// ---------------------------------------------------------------------------------------------
// Comparison

const key = (file, line) => `${file}:${line}`;
function multiset(items) {
  const counts = new Map();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}
/** How many of `wanted` (a multiset of keys) `have` holds, and the keys it falls short on. */
function covered(wanted, have) {
  let hit = 0;
  const missing = [];
  for (const [k, n] of wanted) {
    const got = Math.min(n, have.get(k) ?? 0);
    hit += got;
    if (got < n) missing.push(k);
  }
  return { hit, missing };
}
const sunsetKeys = multiset(sunsetUses.map((f) => key(f.file, f.line)));
const eslintKeys = multiset(eslintUses.map((m) => key(m.file, m.line)));
const coverage = skipEslint ? null : covered(eslintKeys, sunsetKeys);

// Against the uses the generator planted (computed from the documents it wrote, independently of both tools).
const categories = [
  ['document:field', 'fields in documents'],
  ['document:argument', 'arguments in documents'],
  ['document:inputField', 'input fields in document literals and variable defaults'],
  ['document:enumValue', 'enum values in documents'],
  ['ts-string-literal:enumValue', 'enum values as TS string literals in variables'],
  ['ts-enum-member:enumValue', 'enum values as TS enum members in variables'],
  ['ts-variable:inputField', 'input fields in TS variable objects (not a target)'],
];
const plantedRows = categories.map(([cat, label]) => {
  const planted = multiset(manifest.planted.filter((u) => `${u.origin}:${u.kind}` === cat).map((u) => key(u.file, u.line)));
  const total = [...planted.values()].reduce((a, b) => a + b, 0);
  return { cat, label, total, sunset: covered(planted, sunsetKeys).hit, eslint: skipEslint ? null : covered(planted, eslintKeys).hit };
});
const plantedAll = multiset(manifest.planted.map((u) => key(u.file, u.line)));
const sunsetExtra = covered(sunsetKeys, plantedAll).missing;
const eslintExtra = skipEslint ? [] : covered(eslintKeys, plantedAll).missing;
const sunsetMissedPlanted = manifest.planted.filter((u) => u.origin !== 'ts-variable' && !sunsetKeys.has(key(u.file, u.line)));
// What graphql-eslint cannot or does not report, and sunset should: input fields in document literals, enum values in TS variables.
const beyond = plantedRows.filter((r) => ['document:inputField', 'ts-string-literal:enumValue', 'ts-enum-member:enumValue'].includes(r.cat));

// ---------------------------------------------------------------------------------------------
// Report

const speedup = eslint ? eslint.wallMs / sunset.wallMs : null;
const cpuRatio = (a, b) => (a?.cpuMs && b?.cpuMs ? `${(a.cpuMs / b.cpuMs).toFixed(1)}x` : 'n/a');
const memoryRatio = eslint?.peakRssMb && sunset.peakRssMb ? eslint.peakRssMb / sunset.peakRssMb : null;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const medianPct = (walls) => `${walls && median(walls) >= median(pluginWalls.baseline) ? '+' : ''}${((median(walls) / median(pluginWalls.baseline) - 1) * 100).toFixed(0)}%`;
function eslintOverhead(run) {
  return (run.wallMs / baseline.wallMs - 1) * 100;
}
const signedPct = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(0)}%`;
function cpuOverhead(run) {
  return run.cpuMs === null || baseline.cpuMs === null ? 'n/a' : `+${((run.cpuMs / baseline.cpuMs - 1) * 100).toFixed(0)}%`;
}
const maxPluginLoad = () => Math.max(...[baseline, noopRules, sunsetEslint, sunsetOther, noopPatched, sunsetPatched].filter(Boolean).map((r) => r.loadAverage));
// The bench's own previous run leaves up to about one process per core in the 1-minute average.
const pluginRunsShared = () => maxPluginLoad() > os.cpus().length + 0.5;
const targets = [
  { label: `sunset at least ${TARGET.speedup}x faster than graphql-eslint`, ok: speedup === null ? null : speedup >= TARGET.speedup, detail: speedup === null ? 'not measured (--skip-eslint)' : `${speedup.toFixed(1)}x` },
  { label: `sunset peak memory under ${TARGET.peakMb} MB`, ok: sunset.peakRssMb === null ? null : sunset.peakRssMb < TARGET.peakMb, detail: mb(sunset.peakRssMb) },
  {
    label: 'sunset reports every use graphql-eslint reports',
    ok: coverage === null ? null : coverage.missing.length === 0,
    detail: coverage === null ? 'not measured (--skip-eslint)' : `${fmt(coverage.hit)} of ${fmt(eslintUses.length)}`,
  },
  {
    label: 'sunset reports the planted uses graphql-eslint misses (input fields in document literals, enum values in TS variables)',
    ok: beyond.every((r) => r.sunset === r.total),
    detail: beyond.map((r) => `${r.label}: ${fmt(r.sunset)} of ${fmt(r.total)}`).join('; '),
  },
  {
    label: 'sunset/eslint recommended adds at most 15% over ESLint with no rules',
    // A margin of a few percent of wall time means nothing while other processes share the cores.
    ok: sunsetEslint && baseline && !pluginRunsShared() ? eslintOverhead(sunsetEslint) <= 15 : null,
    detail: !sunsetEslint || !baseline
      ? 'not measured (--skip-eslint)'
      : `+${eslintOverhead(sunsetEslint).toFixed(0)}%${sunsetPatched ? ` (${signedPct(eslintOverhead(sunsetPatched))} on ESLint with FileContext#extend patched)` : ''}${pluginRunsShared() ? ` (not judged: the machine was shared, load average up to ${maxPluginLoad().toFixed(1)} on ${os.cpus().length} cores; run it on a quiet machine)` : ''}`,
  },
];

const cpus = os.cpus();
const lines = [];
lines.push('# Benchmarks: `sunset check` and `sunset/eslint` vs graphql-eslint, `sunset codemod` vs jscodeshift', '');
lines.push(`Written by \`npm run bench\` (bench/run.js) on ${new Date().toISOString().slice(0, 10)}.`, '');
lines.push(
  `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.platform()} ${os.arch()}; Node ${process.version}; ` +
    `peak memory by ${sunset.method}.`,
);
lines.push(
  `- Corpus (bench/generate-corpus.js, seed ${manifest.params.seed}): ${fmt(shape.files)} TS/TSX files, ${fmt(shape.lines)} lines; ${fmt(shape.filesWithDocuments)} files hold gql documents, ` +
    `${fmt(shape.filesWithTsVariables)} pass deprecated values as TS variables, the rest have no GraphQL; ${fmt(shape.documents)} documents: ${fmt(shape.fragments)} fragments and ` +
    `${fmt(shape.operations)} operations, ${fmt(shape.operationsSpreadingFragments)} of which spread fragments defined in other files. Every document validates against the schema.`,
);
lines.push(`- Schema: \`../shared/corpora/${manifest.params.schema}\` (Saleor, 627 undated deprecations). sunset: \`sunset check src --schema … --format json --fail-on removed --today ${TODAY}\`, best of ${runs}.`);
lines.push(`- graphql-eslint ${pkgVersion('@graphql-eslint/eslint-plugin')} on ESLint ${pkgVersion('eslint')} with typescript-eslint ${pkgVersion('typescript-eslint')}'s parser, graphql-eslint's processor, \`${RULE}: error\` (the corpus's eslint.config.js).`, '');
lines.push('| tool | wall | CPU (user+sys) | peak RSS | findings |', '|---|---:|---:|---:|---:|');
const row = (label, r, findings) => `| ${label} | ${seconds(r.wallMs)} | ${r.cpuMs === null ? 'n/a' : seconds(r.cpuMs)} | ${mb(r.peakRssMb)} | ${findings} |`;
lines.push(row('`sunset check`', sunset, `${fmt(sunsetUses.length)}${sunsetInvalid.length ? ` (+${sunsetInvalid.length} invalid)` : ''}`));
if (baseline) lines.push(row('ESLint + typescript-eslint parser, no rules', baseline, '-'));
if (noopRules) lines.push(row('ESLint + two rules that do nothing', noopRules, '-'));
if (sunsetEslint) lines.push(row(`ESLint + \`sunset/eslint\` recommended (${workerByDefault ? 'with its prefetch worker' : "in ESLint's thread"}, its default on ${os.availableParallelism()} cores)`, sunsetEslint, fmt(sunsetEslintReports)));
if (sunsetOther) lines.push(row(workerByDefault ? "same, analysed in ESLint's thread (`SUNSET_ESLINT_PREFETCH=0`)" : 'same, with the prefetch worker thread (`SUNSET_ESLINT_PREFETCH=1`)', sunsetOther, fmt(sunsetOtherReports)));
if (baselineConcurrent) lines.push(row('ESLint `--concurrency 2`, no rules', baselineConcurrent, '-'));
if (sunsetConcurrent) lines.push(row('ESLint `--concurrency 2` + `sunset/eslint` recommended', sunsetConcurrent, fmt(sunsetConcurrentReports)));
if (eslint) lines.push(row('ESLint + graphql-eslint `no-deprecated`', eslint, fmt(eslintUses.length)));
if (schemaOnly) lines.push(row('same, schema only (no graphql-config `documents`)', schemaOnly, fmt(schemaOnlyUses)));
lines.push('');
if (eslint) {
  lines.push(
    `- Speed: graphql-eslint / sunset = **${speedup.toFixed(1)}x** (wall), ${cpuRatio(eslint, sunset)} (CPU). Memory: graphql-eslint / sunset = **${memoryRatio ? memoryRatio.toFixed(1) + 'x' : 'n/a'}** (peak RSS).`,
  );
  if (schemaOnly) {
    lines.push(
      `- Against graphql-eslint configured with the schema alone: **${(schemaOnly.wallMs / sunset.wallMs).toFixed(1)}x** (wall), ${cpuRatio(schemaOnly, sunset)} (CPU), ` +
        `${schemaOnly.peakRssMb && sunset.peakRssMb ? (schemaOnly.peakRssMb / sunset.peakRssMb).toFixed(1) + 'x' : 'n/a'} (peak RSS). The target is judged on the documents-configured run above, as projects such as Saleor's dashboard configure it.`,
    );
  }
  lines.push(
    `- Coverage: sunset reports **${fmt(coverage.hit)} of the ${fmt(eslintUses.length)}** uses graphql-eslint reports (compared on file and line; graphql-eslint's columns are wrong in one-line templates).` +
      (coverage.missing.length ? ` Missed (first ${Math.min(10, coverage.missing.length)} of ${coverage.missing.length}): ${coverage.missing.slice(0, 10).map((k) => `\`${k}\``).join(', ')}.` : ''),
  );
  if (eslintOther.length > 0) lines.push(`- graphql-eslint also reported ${eslintOther.length} other messages (parse errors or crashes), e.g. ${describe(eslintOther[0])}.`);
} else {
  lines.push('- graphql-eslint not run (--skip-eslint).');
}
if (sunsetInvalid.length > 0) lines.push(`- sunset reported ${sunsetInvalid.length} documents invalid, though every generated document validates: e.g. ${sunsetInvalid.slice(0, 3).map((f) => `\`${f.file}:${f.line}\` ${f.message}`).join('; ')}.`);
if (sunsetWarnings.length > 0) lines.push(`- sunset printed ${sunsetWarnings.length} lines on stderr, e.g. \`${sunsetWarnings[0].slice(0, 200)}\`.`);
const loads = [sunset, baseline, noopRules, sunsetEslint, sunsetOther, baselineConcurrent, sunsetConcurrent, eslint, schemaOnly].filter(Boolean).map((r) => r.loadAverage);
if (Math.max(...loads) > cpus.length * 0.5) {
  lines.push(
    `- The machine was shared: the 1-minute load average before the runs reached ${Math.max(...loads).toFixed(1)} on ${cpus.length} cores. Other processes stretch wall times (both tools use more than one core: GC and compiler threads); CPU times are steadier.`,
  );
}
lines.push('', `Deprecated uses the generator planted (${fmt(manifest.planted.length)}, found by walking each document with graphql-js TypeInfo), and how many each tool reports (on file and line):`, '');
lines.push('| planted use | planted | sunset | graphql-eslint |', '|---|---:|---:|---:|');
for (const row of plantedRows) lines.push(`| ${row.label} | ${fmt(row.total)} | ${fmt(row.sunset)} | ${row.eslint === null ? '-' : fmt(row.eslint)} |`);
lines.push('');
lines.push(
  `- Reported where nothing was planted: sunset ${sunsetExtra.length}${sunsetExtra.length ? ` (e.g. ${sunsetExtra.slice(0, 5).map((k) => `\`${k}\``).join(', ')})` : ''}` +
    (eslint ? `, graphql-eslint ${eslintExtra.length}${eslintExtra.length ? ` (e.g. ${eslintExtra.slice(0, 5).map((k) => `\`${k}\``).join(', ')})` : ''}` : '') +
    '.',
);
if (sunsetMissedPlanted.length > 0) {
  lines.push(`- Planted target uses sunset misses: ${sunsetMissedPlanted.length}, e.g. ${sunsetMissedPlanted.slice(0, 5).map((u) => `\`${u.file}:${u.line}\` ${u.coordinate} (${u.origin})`).join(', ')}.`);
}
if (sunsetEslint && baseline) {
  const pct = (run, base = baseline) => `${run.wallMs >= base.wallMs ? '+' : ''}${((run.wallMs / base.wallMs - 1) * 100).toFixed(0)}%`;
  lines.push(
    '',
    `The ESLint plugin (best of ${eslintRuns} interleaved runs each): \`sunset/eslint\`'s recommended config adds **${eslintOverhead(sunsetEslint).toFixed(0)}%** wall time over ESLint with the parser and no rules ` +
      `(${seconds(baseline.wallMs)} to ${seconds(sunsetEslint.wallMs)}; CPU ${cpuOverhead(sunsetEslint)}), reporting ${fmt(sunsetEslintReports)} uses (sunset check: ${fmt(sunsetUses.length)}); ` +
      `graphql-eslint's no-deprecated adds ${eslint ? eslintOverhead(eslint).toFixed(0) + '%' : 'n/a'}.` +
      (sunsetEslintOther.length ? ` Other messages: ${sunsetEslintOther.length}, e.g. ${describe(sunsetEslintOther[0])}.` : ''),
    '',
    `- Medians of the ${eslintRuns} runs (the best run is judged, as for every tool here; on a shared machine the median shows how much other processes stretched them): ` +
      `no rules ${seconds(median(pluginWalls.baseline))}, two rules that do nothing ${seconds(median(pluginWalls.noop))} (${medianPct(pluginWalls.noop)}), ` +
      `sunset ${seconds(median(pluginWalls.sunset))} (${medianPct(pluginWalls.sunset)}), ${workerByDefault ? "in ESLint's thread" : 'with the prefetch worker'} ${seconds(median(pluginWalls.other))} (${medianPct(pluginWalls.other)}).`,
    `- ESLint's own cost of two rules that report nothing (as many as sunset's recommended config enables): ${pct(noopRules)} (in a CPU profile the difference is almost all garbage collection).`,
    `- The same two runs with ESLint's \`FileContext#extend\` patched to copy the file's context instead of making it each rule context's prototype ` +
      `(\`bench/eslint-extend-patch.cjs\`, measurement only): two rules that do nothing ${pct(noopPatched)}, sunset ${pct(sunsetPatched)} over no rules ` +
      `(medians ${medianPct(pluginWalls.noopPatched)} and ${medianPct(pluginWalls.sunsetPatched)}); what is left is what the rules themselves cost.`,
    workerByDefault
      ? `- With the analysis in ESLint's thread instead of the prefetch worker (\`SUNSET_ESLINT_PREFETCH=0\`): ${pct(sunsetOther)} (${fmt(sunsetOtherReports)} reports).`
      : `- With the prefetch worker thread, which is on by default only with more than one core (\`SUNSET_ESLINT_PREFETCH=1\`): ${pct(sunsetOther)} (${fmt(sunsetOtherReports)} reports).`,
    `- \`--concurrency 2\` on ${os.cpus().length} cores: no rules ${seconds(baselineConcurrent.wallMs)} (${pct(baselineConcurrent)} against one thread), sunset ${seconds(sunsetConcurrent.wallMs)} ` +
      `(${pct(sunsetConcurrent, baselineConcurrent)} over the same no-rules run; ${fmt(sunsetConcurrentReports)} reports; each ESLint thread analyses its own files, without a prefetch worker).`,
  );
}
lines.push('', '## Targets', '');
for (const t of targets) lines.push(`- ${t.ok === null ? '[ ]' : t.ok ? '[x]' : '[ ] **missed**:'} ${t.label}: ${t.detail}`);
lines.push('');

// Issue 5: the codemods over a 2,500-file tree against a jscodeshift no-op (bench/codemod-bench.js).
if (!has('skip-codemods')) {
  const codemods = await runCodemodBench({ runs, log: (line) => console.log(`bench: ${line.replace(/^codemod bench: /, '')}`) });
  lines.push(...codemods.markdownLines);
  if (!codemods.targetHeld) targets.push({ ok: false });
}
const markdown = lines.join('\n');

console.log('\n' + markdown);
if (!skipEslint && !has('no-write')) {
  fs.writeFileSync(path.join(here, 'RESULTS.md'), markdown);
  console.log(`bench: wrote ${path.relative(process.cwd(), path.join(here, 'RESULTS.md'))}`);
} else {
  console.log('bench: bench/RESULTS.md left as it was (written only by a full run).');
}
if (has('strict') && targets.some((t) => t.ok === false)) process.exitCode = 1;

// ---------------------------------------------------------------------------------------------

function seconds(ms) {
  return ms < 10_000 ? `${(ms / 1000).toFixed(2)} s` : `${(ms / 1000).toFixed(1)} s`;
}
function mb(value) {
  return value === null || value === undefined ? 'n/a' : value >= 1024 ? `${(value / 1024).toFixed(2)} GB` : `${Math.round(value)} MB`;
}
function fmt(n) {
  return n.toLocaleString('en-US');
}
function describe(message) {
  return `\`${message.file ?? message.filePath}:${message.line}\` ${message.ruleId ?? '(fatal)'}: ${String(message.message).split('\n')[0].slice(0, 200)}`;
}
function pkgVersion(name) {
  try {
    return require(`${name}/package.json`).version;
  } catch {
    return '?';
  }
}
