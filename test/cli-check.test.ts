/** `sunset check` as a subprocess: the demo, exit codes, every output format, and bad input. */
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from './helpers/run-cli.js';

const fixtures = path.join(repoRoot, 'test', 'fixtures', 'engine');
const onFixtures = (...args: string[]) => runCli(['check', 'src', '--schema', 'schema.graphql', '--changes', 'changes.yaml', ...args], { cwd: fixtures });

describe('sunset check examples (the demo)', () => {
  const run = runCli(['check', 'examples', '--today', '2026-11-21', '--format', 'json']);
  const findings = JSON.parse(run.stdout) as Array<Record<string, unknown>>;
  const statuses = (location: string) => [...new Set(findings.filter((f) => f['location'] === location).map((f) => f['status']))];

  it('reports targetingDataCounts and AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY as deprecated', () => {
    expect(statuses('TargetingDataSegment.targetingDataCounts')).toEqual(['deprecated']);
    expect(statuses('AdGroupBidFactorWorkflowMutationName.AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY')).toEqual(['deprecated']);
  });

  it('reports the root audiences query and the targeting reason fields as upcoming', () => {
    expect(statuses('Query.audiences')).toEqual(['upcoming']);
    for (const level of ['Partner', 'Advertiser', 'Campaign']) {
      expect(statuses(`AdGroupDealTargetingDisallowedReasons.targetedAt${level}Level`)).toEqual(['upcoming']);
    }
  });

  it('exits 1, with the documented keys on every finding', () => {
    expect(run.code).toBe(1);
    for (const finding of findings) {
      for (const key of ['file', 'line', 'column', 'endLine', 'endColumn', 'location', 'status', 'date', 'replacement', 'message', 'fixable']) {
        expect(finding).toHaveProperty(key);
      }
      expect(finding['file']).toMatch(/^examples\/[^\\]+$/);
    }
  });
});

describe('exit codes', () => {
  it('is 0 when nothing reaches --fail-on', () => {
    const run = runCli(['check', 'examples', '--today', '2026-11-21', '--fail-on', 'removed', '--format', 'json']);
    expect(run.code).toBe(0);
  });

  it('is 1 at --fail-on upcoming for what is only upcoming', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sunset-check-'));
    writeFileSync(path.join(dir, 'q.graphql'), 'query { audiences(where: { advertiserId: "1" }) { totalCount } }\n');
    expect(runCli(['check', dir, '--today', '2026-11-21'], { cwd: dir }).code).toBe(0);
    expect(runCli(['check', dir, '--today', '2026-11-21', '--fail-on', 'upcoming'], { cwd: dir }).code).toBe(1);
    expect(runCli(['check', dir, '--today', '2026-11-21', '--lookahead', '10', '--fail-on', 'upcoming'], { cwd: dir }).code).toBe(0);
  });

  it('fails on invalid documents at every level', () => {
    const run = onFixtures('--today', '2026-11-21', '--fail-on', 'removed', '--format', 'json');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).filter((f: { status: string }) => f.status === 'invalid').length).toBe(3);
  });

  it('checks a day in the future: does my code still work on 2027-03-02?', () => {
    const run = onFixtures('--today', '2027-03-02', '--format', 'json');
    const banner = JSON.parse(run.stdout).filter((f: { location: string }) => f.location === 'Shop.banner');
    expect(banner.map((f: { status: string }) => f.status)).toEqual(['removed', 'removed']);
  });
});

describe('output formats', () => {
  it('stylish groups by file and ends with a summary and the next dates', () => {
    const run = runCli(['check', 'examples', '--today', '2026-11-21']);
    expect(run.stdout).toContain('examples/platform/fragments.ts\n');
    expect(run.stdout).toMatch(/8:5\s+deprecated\s+`targetingDataCounts` is deprecated since 2026-10-30/);
    expect(run.stdout).toContain('22 findings');
    expect(run.stdout).toContain('Next dates to watch');
    expect(run.stdout).not.toContain('\u001b['); // no colour when not a TTY
  });

  it('sarif is SARIF 2.1.0 with one rule per status', () => {
    const run = runCli(['check', 'examples', '--today', '2026-11-21', '--format', 'sarif']);
    const sarif = JSON.parse(run.stdout);
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].tool.driver.rules.map((r: { id: string }) => r.id)).toEqual(['sunset/invalid', 'sunset/removed', 'sunset/deprecated', 'sunset/upcoming']);
    expect(sarif.runs[0].results).toHaveLength(22);
  });

  it('github prints workflow annotations', () => {
    const run = runCli(['check', 'examples', '--today', '2026-11-21', '--format', 'github']);
    expect(run.stdout).toMatch(/^::error file=examples\/platform\/fragments\.ts,line=8,col=5,/m);
    expect(run.stdout).toMatch(/^::notice file=examples\/platform\/audiences\.ts,line=13,col=5,/m);
  });

  it('--out writes the whole report to the file', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'sunset-out-')), 'report.json');
    const run = runCli(['check', 'examples', '--today', '2026-11-21', '--format', 'json', '--out', out]);
    expect(run.stdout).toBe('');
    expect(JSON.parse(readFileSync(out, 'utf8'))).toHaveLength(22);
  });
});

describe('sarif and github paths, from a package folder of a git repository', () => {
  // GitHub reads both from the repository's top, wherever the step ran.
  const repo = mkdtempSync(path.join(tmpdir(), 'sunset-monorepo-'));
  execFileSync('git', ['init', '-q'], { cwd: repo });
  writeFileSync(path.join(repo, 'schema.graphql'), 'type Query {\n  a: String\n  b: String @deprecated(reason: "Removal on 2026-01-01.")\n}\n');
  for (const file of ['packages/app/src/q.graphql', 'packages/other/q.graphql']) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), '{ b }\n');
  }
  const app = path.join(repo, 'packages', 'app');
  const check = (cwd: string, format: string, ...paths: string[]) =>
    runCli(['check', ...paths, '--schema', path.join(repo, 'schema.graphql'), '--today', '2026-11-21', '--format', format], { cwd }).stdout;
  const fromTop = ['packages/app/src/q.graphql', 'packages/other/q.graphql'];

  it('sarif names files from the top, as a run from the top does', () => {
    const sarif = JSON.parse(check(app, 'sarif', 'src', '../other'));
    const run = sarif.runs[0];
    const uris = run.results.map((r: { locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }) => r.locations[0]!.physicalLocation.artifactLocation.uri);
    expect(uris).toEqual(fromTop);
    expect(run.originalUriBaseIds['%SRCROOT%'].description.text).toMatch(/^The top of the git repository /);
    const top = JSON.parse(check(repo, 'sarif', 'packages/app/src', 'packages/other')).runs[0];
    expect(run.results).toEqual(top.results); // fingerprints included
    expect(top.originalUriBaseIds['%SRCROOT%'].description.text).toBe('The directory `sunset check` ran in: every result path is relative to it.');
  });

  it('github annotations name files from the top', () => {
    const files = [...check(app, 'github', 'src', '../other').matchAll(/^::error file=([^,]+),/gm)].map((m) => m[1]);
    expect(files).toEqual(fromTop);
  });

  it('stylish and json stay relative to the working directory', () => {
    expect((JSON.parse(check(app, 'json', 'src', '../other')) as Array<{ file: string }>).map((f) => f.file)).toEqual(['../other/q.graphql', 'src/q.graphql']);
    expect(check(app, 'stylish', 'src', '../other')).toMatch(/^src\/q\.graphql$/m);
  });
});

describe("a project's documents, from a package folder below its config", () => {
  // graphql-config's globs are relative to the config's folder: from any folder below it, the run
  // checks the same documents as from the top. tinyglobby drops the matches inside the working
  // directory of a glob that climbs above it (tinyglobby#128), which made this gate pass on nothing.
  const repo = mkdtempSync(path.join(tmpdir(), 'sunset-config-below-'));
  execFileSync('git', ['init', '-q'], { cwd: repo });
  writeFileSync(path.join(repo, 'schema.graphql'), 'type Query {\n  a: String\n  b: String @deprecated(reason: "Use `a`.")\n}\n');
  writeFileSync(path.join(repo, 'graphql.config.yml'), 'schema: schema.graphql\ndocuments: "packages/**/*.graphql"\n');
  for (const file of ['packages/app/src/q.graphql', 'packages/other/q.graphql']) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), '{ b }\n');
  }
  const files = (cwd: string, ...paths: string[]) => {
    const run = runCli(['check', ...paths, '--today', '2026-11-21', '--format', 'json'], { cwd: path.join(repo, cwd) });
    expect(run.code).toBe(1);
    return (JSON.parse(run.stdout) as Array<{ file: string }>).map((f) => path.resolve(repo, cwd, f.file));
  };
  const all = ['packages/app/src/q.graphql', 'packages/other/q.graphql'].map((file) => path.join(repo, file));

  it('finds them from the top, from the folder of the glob, and from folders below it', () => {
    for (const cwd of ['.', 'packages', 'packages/app', 'packages/app/src']) expect(files(cwd)).toEqual(expect.arrayContaining(all));
    expect(files('packages/app/src')).toHaveLength(2);
  });

  it('finds what a glob given on the command line matches above the working directory, the working directory included', () => {
    expect(files('packages/app', '../**/*.graphql').sort()).toEqual(all);
  });

  it("leaves out what the config's `!` patterns exclude, from the top and from below", () => {
    const excluding = mkdtempSync(path.join(tmpdir(), 'sunset-config-negated-'));
    cpSync(repo, excluding, { recursive: true });
    // The second `!` names a file as it is, parentheses and all.
    mkdirSync(path.join(excluding, 'packages/app/p(q)'));
    writeFileSync(path.join(excluding, 'packages/app/p(q)/bad.graphql'), '{ b }\n');
    writeFileSync(path.join(excluding, 'graphql.config.yml'), 'schema: schema.graphql\ndocuments:\n  - "packages/**/*.graphql"\n  - "!packages/other/**"\n  - "!packages/app/p(q)/bad.graphql"\n');
    for (const cwd of ['.', 'packages/app/src']) {
      const run = runCli(['check', '--today', '2026-11-21', '--format', 'json'], { cwd: path.join(excluding, cwd) });
      expect((JSON.parse(run.stdout) as Array<{ file: string }>).map((f) => path.resolve(excluding, cwd, f.file))).toEqual([path.join(excluding, 'packages/app/src/q.graphql')]);
    }
  });
});

describe("GitHub's graphql_upcoming_changes.public.yml as the schedule", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sunset-github-schedule-'));
  writeFileSync(path.join(dir, 'schema.graphql'), 'type Repository {\n  name: String\n  viewerSubscription: String\n}\ntype Query {\n  repository(owner: String, ecosystem: String): Repository\n}\n');
  writeFileSync(
    path.join(dir, 'upcoming.yml'),
    "---\nupcoming_changes:\n- location: Repository.viewerSubscription\n  description: '`viewerSubscription` will be removed. Use `name` instead.'\n  reason: Subscriptions moved.\n  date: '2024-07-01T00:00:00+00:00'\n  criticality: breaking\n  owner: someone\n- location: Query.repository.owner\n  description: '`owner` will be removed.'\n  date: '2025-01-01'\n  criticality: breaking\n  owner: someone\n",
  );
  writeFileSync(path.join(dir, 'q.graphql'), '{ repository(owner: "o") { viewerSubscription } }\n');
  const check = (today: string) => runCli(['check', 'q.graphql', '--schema', 'schema.graphql', '--changes', 'upcoming.yml', '--today', today, '--format', 'json'], { cwd: dir });

  it("takes the replacement from GitHub's description, as from a deprecation reason", () => {
    const run = runCli(['calendar', '--schema', 'schema.graphql', '--changes', 'upcoming.yml', '--today', '2024-06-01', '--format', 'json'], { cwd: dir });
    const entries = (JSON.parse(run.stdout) as { entries: Array<{ location: string; replacement: string | null }> }).entries;
    expect(entries.map((e) => [e.location, e.replacement])).toEqual([
      ['Repository.viewerSubscription', 'Repository.name'],
      ['Query.repository(owner:)', null],
    ]);
  });

  it("reports GitHub's removals as upcoming, then removed from their dates on, arguments included", () => {
    const before = check('2024-06-01');
    expect(before.code).toBe(0);
    expect((JSON.parse(before.stdout) as Array<{ location: string; status: string }>).map((f) => [f.location, f.status])).toEqual([['Repository.viewerSubscription', 'upcoming']]);
    const after = check('2025-01-01');
    expect(after.code).toBe(1);
    expect((JSON.parse(after.stdout) as Array<{ location: string; status: string }>).map((f) => [f.location, f.status])).toEqual([
      ['Query.repository(owner:)', 'removed'],
      ['Repository.viewerSubscription', 'removed'],
    ]);
  });
});

describe('a change schedule naming what the schema does not have', () => {
  // Query.b is misspelt Query.bb: its removal is never checked, which the run must say.
  const dir = mkdtempSync(path.join(tmpdir(), 'sunset-typo-'));
  writeFileSync(path.join(dir, 'schema.graphql'), 'type Query {\n  a: String\n  b: String\n}\n');
  writeFileSync(path.join(dir, 'changes.yaml'), 'changes:\n  - location: Query.a\n    kind: removal\n    date: 2026-01-01\n  - location: Query.bb\n    kind: removal\n    date: 2026-01-01\n');
  writeFileSync(path.join(dir, 'q.graphql'), '{ b }\n');
  const check = (...args: string[]) => runCli(['check', 'q.graphql', '--schema', 'schema.graphql', '--changes', 'changes.yaml', '--today', '2026-11-21', ...args], { cwd: dir });

  it('warns on stderr, as sunset calendar does; the exit code and the report stay as they are', () => {
    for (const format of ['json', 'sarif']) {
      const run = check('--format', format);
      expect(run.stderr).toBe('warning: 1 scheduled location is not in the loaded schema (Query.bb); the schema may be partial (--verbose lists them)\n');
      expect(run.code).toBe(0);
      expect(() => JSON.parse(run.stdout)).not.toThrow();
    }
  });

  it('says nothing of the bundled schedule, which announces types the bundled schema does not model; --verbose lists them', () => {
    const run = runCli(['check', 'examples', '--today', '2026-11-21', '--format', 'json']);
    expect(run.stderr).toBe('');
    const verbose = runCli(['check', 'examples', '--today', '2026-11-21', '--format', 'json', '--verbose']).stderr.split('\n').filter(Boolean);
    expect(verbose.length).toBeGreaterThan(10);
    expect(verbose[0]).toMatch(/^warning: schema\/changes\.yaml:\d+:\d+: City is not in the loaded schema/);
  });

  it('--verbose names the schedule file and line', () => {
    expect(check('--verbose', '--format', 'json').stderr).toBe('warning: changes.yaml:5:5: Query.bb is not in the loaded schema (the schema may be partial)\n');
  });
});

describe('bad input: one line, exit 2, nothing written', () => {
  const cases: Array<[string, string[], RegExp]> = [
    ['an unknown flag', ['--bogus'], /unknown option '--bogus'/],
    ['a bad --today', ['--today', '2026-02-30'], /--today must be a real date written YYYY-MM-DD, got "2026-02-30"/],
    ['a bad --lookahead', ['--lookahead', 'soon'], /expected a whole number of days/],
    ['a bad --fail-on', ['--fail-on', 'never'], /Allowed choices are removed, deprecated, upcoming/],
    ['a missing path', ['no/such/dir'], /^sunset: no\/such\/dir: no such file or directory$/m],
    ['a malformed schema', ['--schema', path.join(fixtures, 'src', 'broken.ts')], /broken\.ts:\d+:\d+: Syntax Error/],
    ['an unreadable schema', ['--schema', 'nope.graphql'], /nope\.graphql: cannot read schema: no such file/],
  ];
  for (const [name, args, message] of cases) {
    it(name, () => {
      const out = path.join(mkdtempSync(path.join(tmpdir(), 'sunset-bad-')), 'out.json');
      const run = runCli(['check', 'examples', ...args, '--out', out]);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(message);
      expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
      expect(existsSync(out)).toBe(false);
    });
  }
});

describe('a rename that would repeat a value beside it', () => {
  // The codemod fixtures' switch: one case has a twin for the new value, the other switch has none.
  const dir = mkdtempSync(path.join(tmpdir(), 'sunset-repeat-'));
  copyFileSync(path.join(repoRoot, 'test', 'fixtures', 'codemods', 'workflow-step-mutation-name', 'switch.input.ts'), path.join(dir, 'switch.ts'));
  const check = (format: string) => runCli(['check', '.', '--today', '2026-11-21', '--format', format], { cwd: dir });
  const twin = 'this switch has a case for `AD_GROUP_UPDATE` already (line 10): renamed, this one would repeat it and its code would never run; merge the two cases by hand';

  it('is not fixable in json, and says why', () => {
    const findings = JSON.parse(check('json').stdout) as Array<{ line: number; fixable: boolean; fixWithheld: string | null }>;
    expect(findings.map(({ line, fixable, fixWithheld }) => ({ line, fixable, fixWithheld }))).toEqual([
      { line: 8, fixable: false, fixWithheld: twin },
      { line: 19, fixable: true, fixWithheld: null },
    ]);
  });

  it('gets no fix in sarif; the lone case does', () => {
    const results = JSON.parse(check('sarif').stdout).runs[0].results as Array<{ locations: Array<{ physicalLocation: { region: { startLine: number } } }>; fixes?: unknown[]; message: { markdown?: string } }>;
    const byLine = new Map(results.map((r) => [r.locations[0]!.physicalLocation.region.startLine, r]));
    expect(byLine.get(8)!.fixes).toBeUndefined();
    expect(byLine.get(8)!.message.markdown).toContain(`Not renamed by a fix: ${twin}.`);
    expect(byLine.get(19)!.fixes).toHaveLength(1);
  });
});

describe('a step name held in a constant imported through a tsconfig path alias', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sunset-alias-'));
  mkdirSync(path.join(dir, 'src', 'jobs'), { recursive: true });
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { paths: { '~/*': ['./src/*'] } }, include: ['src'] }));
  copyFileSync(path.join(repoRoot, 'test', 'fixtures', 'codemods', 'workflow-step-mutation-name', 'step-names.input.ts'), path.join(dir, 'src', 'step-names.ts'));
  writeFileSync(path.join(dir, 'src', 'jobs', 'step.ts'), "import { VIEWABILITY_STEP } from '~/step-names';\n\nexport const step = { mutationName: VIEWABILITY_STEP };\n");
  const withheld = 'the value is held in `VIEWABILITY_STEP`, declared in src/step-names.ts:2: rename it there';

  it('sunset check reports it where the property takes it, with no fix', () => {
    const run = runCli(['check', '.', '--today', '2026-11-21', '--format', 'json'], { cwd: dir });
    expect(run.code).toBe(1);
    const findings = JSON.parse(run.stdout) as Array<{ file: string; line: number; location: string; fixable: boolean; fixWithheld: string | null }>;
    expect(findings.map(({ file, line, location, fixable, fixWithheld }) => ({ file, line, location, fixable, fixWithheld }))).toEqual([
      { file: 'src/jobs/step.ts', line: 3, location: 'AdGroupBidFactorWorkflowMutationName.AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY', fixable: false, fixWithheld: withheld },
    ]);
  });

  it('sunset codemod leaves both files as they are and lists the use', () => {
    const run = runCli(['codemod', 'all', '.', '--dry-run', '--json'], { cwd: dir });
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { changed: unknown[]; leftAlone: Array<{ file: string; line: number; reason: string }> };
    expect(report.changed).toEqual([]);
    expect(report.leftAlone.map(({ file, line, reason }) => ({ file, line, reason }))).toEqual([{ file: 'src/jobs/step.ts', line: 3, reason: withheld }]);
  });
});

describe('legacy proposal REST calls (spec 4.3)', () => {
  const run = runCli(['check', 'examples/seller', '--today', '2026-11-21', '--format', 'json']);
  const findings = JSON.parse(run.stdout) as Array<{ file: string; line: number; location: string; status: string; message: string }>;

  it('reports each call of the example seller module with its deal API replacement, as deprecated', () => {
    expect(run.code).toBe(1);
    expect(findings.map((f) => f.location)).toEqual([
      'REST POST /proposal/accept',
      'REST POST /proposal/reject',
      'REST POST /proposal',
      'REST PUT /proposal',
      'REST POST /proposal/notes',
      'REST DELETE /proposal/{ProposalId}',
      'REST POST /proposal/query',
      'REST GET /proposal/{ProposalId}',
      'REST GET /proposal/history/{ProposalId}/{RevisionNumber}',
      'REST GET /proposal/query/facets',
      'REST GET /proposal/seats',
    ]);
    expect(new Set(findings.map((f) => f.status))).toEqual(new Set(['deprecated']));
    expect(findings.find((f) => f.location === 'REST POST /proposal')!.message).toBe('the legacy proposal API `POST /proposal` is replaced; use dealCreate (seller, deal API)');
    expect(findings.find((f) => f.location === 'REST GET /proposal/query/facets')!.message).toBe(
      'the legacy proposal API `GET /proposal/query/facets` is retired and has no equivalent in the deal API (deal search parameters)',
    );
  });

  it('does not look for them on other schemas', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sunset-rest-'));
    writeFileSync(path.join(dir, 'schema.graphql'), 'type Query { a: String }\n');
    writeFileSync(path.join(dir, 'calls.ts'), "fetch(`${base}/v3/proposal`, { method: 'POST' });\n");
    const other = runCli(['check', '.', '--schema', 'schema.graphql', '--format', 'json'], { cwd: dir });
    expect(JSON.parse(other.stdout)).toEqual([]);
  });
});

describe('.gitignore', () => {
  it('skips dependencies, version control, build output and declaration files with no .gitignore, and only those', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sunset-skipped-'));
    const query = 'export const Q = gql`query { audiences(where: { advertiserId: "1" }) { totalCount } }`;\n';
    const skipped = ['node_modules/pkg/a.ts', '.git/hooks/a.ts', 'dist/a.ts', 'src/build/a.ts', 'out/a.ts', 'coverage/a.ts', '.next/a.ts', 'web/.turbo/a.ts', 'src/types.d.ts', 'src/node_modules/a.ts'];
    const kept = ['src/a.ts', 'src/distance.ts', 'src/outline/a.ts', 'src/builds/a.ts', 'src/dist.ts', 'src/a.d.tsx', 'coverage-report/a.ts'];
    for (const file of [...skipped, ...kept]) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), query);
    }
    const run = runCli(['check', '.', '--today', '2026-11-21', '--format', 'json'], { cwd: dir });
    const files = [...new Set((JSON.parse(run.stdout) as Array<{ file: string }>).map((f) => f.file))].sort();
    expect(files).toEqual([...kept].sort());
  });

  it('says on stderr, with --format json, what it could not analyse (the JSON holds findings only)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sunset-json-warning-'));
    writeFileSync(path.join(dir, 'schema.graphql'), 'type Query { old: String @deprecated(reason: "Removal on 2026-06-01 UTC.") new: String }\n');
    writeFileSync(path.join(dir, 'w.ts'), 'const q = gql`query { old${x} }`;\n');
    const run = runCli(['check', '.', '--schema', 'schema.graphql', '--today', '2026-04-01', '--format', 'json'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([]);
    expect(run.stderr).toBe('warning: w.ts:1:26: an interpolation is part of a name; the document cannot be analysed\n');
  });

  it('reports a file the tree reaches twice (through a symbolic link) once, under its first path', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sunset-linked-'));
    mkdirSync(path.join(dir, 'shared'));
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'shared', 'q.graphql'), 'query Q($id: ID!) { audiences(where: { advertiserId: $id }) { totalCount } }\n');
    symlinkSync(path.join('..', 'shared', 'q.graphql'), path.join(dir, 'src', 'q.graphql'));
    const run = runCli(['check', '.', '--today', '2026-11-21', '--format', 'json'], { cwd: dir });
    expect((JSON.parse(run.stdout) as Array<{ file: string }>).map((f) => f.file)).toEqual(['shared/q.graphql']);
  });

  it('skips ignored files, but reads a directory named on the command line even where it is ignored', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sunset-ignore-'));
    writeFileSync(path.join(dir, '.gitignore'), 'generated/\n');
    mkdirSync(path.join(dir, 'generated'));
    writeFileSync(path.join(dir, 'generated', 'q.graphql'), 'query { audiences(where: { advertiserId: "1" }) { totalCount } }\n');
    const count = (args: string[]) => JSON.parse(runCli(['check', ...args, '--today', '2026-11-21', '--format', 'json'], { cwd: dir }).stdout).length;
    expect(count(['.'])).toBe(0);
    expect(count(['generated'])).toBe(1);
  });

  it('applies the .gitignore files above the working directory up to the repository top, and those of a directory outside it', () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'sunset-ignore-repo-'));
    mkdirSync(path.join(repo, '.git'));
    writeFileSync(path.join(repo, '.gitignore'), 'app/generated/\n');
    mkdirSync(path.join(repo, 'app', 'generated'), { recursive: true });
    const query = 'query { audiences(where: { advertiserId: "1" }) { totalCount } }\n';
    writeFileSync(path.join(repo, 'app', 'generated', 'q.graphql'), query);
    writeFileSync(path.join(repo, 'app', 'kept.graphql'), query);
    const files = (cwd: string, args: string[]) =>
      (JSON.parse(runCli(['check', ...args, '--today', '2026-11-21', '--format', 'json'], { cwd }).stdout) as Array<{ file: string }>).map((f) => f.file);
    expect(files(path.join(repo, 'app'), ['.'])).toEqual(['kept.graphql']);
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'sunset-ignore-cwd-'));
    expect(files(elsewhere, [path.join(repo, 'app')]).map((f) => path.basename(f))).toEqual(['kept.graphql']);
  });

  it("reads the configured documents of a project in a folder its enclosing repository ignores (the folder it runs in was asked for)", () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'sunset-ignore-sample-'));
    mkdirSync(path.join(repo, '.git'));
    writeFileSync(path.join(repo, '.gitignore'), 'samples/\n');
    const sample = path.join(repo, 'samples', 'app');
    mkdirSync(path.join(sample, 'src', 'generated'), { recursive: true });
    writeFileSync(path.join(sample, '.gitignore'), 'generated/\n');
    copyFileSync(path.join(repoRoot, 'schema', 'platform.graphql'), path.join(sample, 'schema.graphql'));
    writeFileSync(path.join(sample, 'graphql.config.yml'), 'schema: schema.graphql\ndocuments: src/**/*.graphql\n');
    const query = 'query { audiences(where: { advertiserId: "1" }) { totalCount } }\n';
    writeFileSync(path.join(sample, 'src', 'q.graphql'), query);
    writeFileSync(path.join(sample, 'src', 'generated', 'g.graphql'), query);
    const files = (cwd: string, args: string[] = []) =>
      (JSON.parse(runCli(['check', ...args, '--today', '2026-11-21', '--format', 'json'], { cwd }).stdout) as Array<{ file: string }>).map((f) => f.file);
    expect(files(sample)).toEqual(['src/q.graphql']);
    // The same files however they are named: the project's own .gitignore still counts.
    expect(files(sample, ['src'])).toEqual(['src/q.graphql']);
    expect(files(path.join(sample, 'src'), ['.', '--schema', '../schema.graphql'])).toEqual(['q.graphql']);
  });

  it('a glob argument that matches only ignored files is an input error, like one that matches nothing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sunset-ignore-glob-'));
    writeFileSync(path.join(dir, '.gitignore'), 'generated/\n');
    mkdirSync(path.join(dir, 'generated'));
    writeFileSync(path.join(dir, 'generated', 'q.graphql'), '{ shop { name } }\n');
    const run = runCli(['check', 'generated/*.graphql'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe('sunset: no GraphQL or TS/JS source file matches generated/*.graphql');
  });
});

describe('--lookahead and a closed pipe', () => {
  it('takes at most a hundred years: a larger value is a usage error, not a crash', () => {
    const run = onFixtures('--lookahead', '99999999999999999999');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('expected at most 36500 days');
  });

  it('ends with its own exit code, and no stack trace, when the reader closes stdout early', async () => {
    const { spawn } = await import('node:child_process');
    // More SARIF than a pipe holds (64 KiB), so that writing goes on after the reader is gone.
    const dir = mkdtempSync(path.join(tmpdir(), 'sunset-epipe-'));
    for (let i = 0; i < 200; i++) writeFileSync(path.join(dir, `q${i}.graphql`), 'query { audiences(where: { advertiserId: "1" }) { totalCount } }\n');
    const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'sunset.js'), 'check', '.', '--today', '2027-06-01', '--format', 'sarif'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).not.toMatch(/EPIPE|Error/);
    expect(code).toBe(1);
  });
});
