/**
 * `sunset codemod` from the command line: --list, --dry-run, --diff, --json, the refusal to write
 * over uncommitted work, and a file whose result would not parse.
 *
 * Run as a real subprocess (`node bin/sunset.js`) once `sunset --help` lists `codemod`; until the
 * command is registered in the CLI, in-process through `new Command().addCommand(codemodCommand())`,
 * with the same error handling as `src/cli/main.ts`.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codemodCliIsRegistered as registered, runCodemodCli } from './fixtures/codemods/helpers.js';
import { repoRoot } from './helpers/run-cli.js';
import { unprivileged } from './helpers/run-unprivileged.js';

/** A document whose result moves (audiences-root-query), alone in its file. */
const AUDIENCES = `import { gql } from 'graphql-tag';

export const AUDIENCES = gql\`
  query Audiences($id: ID!) {
    audiences(where: { advertiserId: $id }) {
      totalCount
    }
  }
\`;
`;

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const DEALS = `import { gql } from 'graphql-tag';

export const REASONS = gql\`
  query Reasons($id: ID!) {
    adGroup(id: $id) {
      targetableDeals(first: 5) {
        nodes {
          disallowedReasons {
            targetedAtCampaignLevel
          }
        }
      }
    }
  }
\`;
`;
/** Generated types, as graphql-codegen writes them: the result type with its variables' type beside it. */
const GENERATED_AUDIENCES = 'export type AudiencesQueryVariables = { advertiserId: string };\nexport type AudiencesQuery = { audiences: { totalCount: number } };\n';
/**
 * The same with a result typed as it may be null (a hand-written type, or an older codegen): a read
 * through it gets \`?.\` wherever it stands, which \`new\` cannot take, so the rewrite would not parse.
 */
const GENERATED_NULLABLE_AUDIENCES = GENERATED_AUDIENCES.replace('{ audiences: { totalCount: number } }', '{ audiences: { totalCount: number } | null }');
const TEMPLATE = 'mutation T($id: ID!) {\n  adGroupBidFactorWorkflow(input: { adGroupId: $id, steps: [{ mutationName: AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY, mutationVariables: "{}" }] }) {\n    data { id }\n  }\n}\n';

/** A git repository with two files the codemods change, committed; in a folder of its own, which a run may be started from. */
function repository(files: Record<string, string> = { 'deals.ts': DEALS, 'template.graphql': TEMPLATE }): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'sunset-cli-codemod-')), 'repo');
  mkdirSync(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, '-c', 'user.email=test@example.com', '-c', 'user.name=test', 'commit', '-qm', 'init');
  return dir;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

describe(`sunset codemod (${registered ? 'subprocess' : 'in-process'})`, () => {
  it('--list lists every codemod with the calendar entries it performs', async () => {
    const run = await runCodemodCli(['--list'], repoRoot);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('workflow-step-mutation-name');
    expect(run.stdout).toMatch(/^ {2}AdGroupBidFactorWorkflowMutationName\.AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY {2}deprecation 2026-10-17 → AdGroupBidFactorWorkflowMutationName\.AD_GROUP_UPDATE$/m);
    expect(run.stdout).toMatch(/^targeting-data-insights .*\n {2}TargetingDataSegment\.daysUntilLargeExpiration .*\n {2}TargetingDataSegment\.targetingDataCounts /m);
    expect(run.stdout).toMatch(/^audiences-root-query .*\n {2}Query\.audiences {2}deprecation 2027-01-02 → Advertiser\.audiences$/m);
    for (const level of ['Partner', 'Advertiser', 'Campaign']) expect(run.stdout).toContain(`AdGroupDealTargetingDisallowedReasons.targetedAt${level}Level`);
  });

  it('--dry-run writes nothing and says what would change', async () => {
    const dir = repository();
    const run = await runCodemodCli(['all', '.', '--dry-run'], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/would change +deals\.ts +deal-targeting-reasons/);
    expect(run.stdout).toMatch(/would change +template\.graphql +workflow-step-mutation-name/);
    expect(run.stdout).toContain('2 files scanned: 2 would change, 0 unchanged, 0 skipped, 0 failed (dry run: nothing written)');
    expect(read(dir, 'deals.ts')).toBe(DEALS);
    expect(read(dir, 'template.graphql')).toBe(TEMPLATE);
  });

  it('--diff prints a unified diff of each change, the summary on stderr', async () => {
    const dir = repository();
    const run = await runCodemodCli(['workflow-step-mutation-name', '--diff', '--dry-run'], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('--- a/template.graphql\n+++ b/template.graphql\n@@ -1,5 +1,5 @@\n');
    expect(run.stdout).toContain('-  adGroupBidFactorWorkflow(input: { adGroupId: $id, steps: [{ mutationName: AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY,');
    expect(run.stdout).toContain('+  adGroupBidFactorWorkflow(input: { adGroupId: $id, steps: [{ mutationName: AD_GROUP_UPDATE,');
    expect(run.stdout).not.toContain('deals.ts');
    expect(run.stderr).toContain('2 files scanned: 1 would change, 1 unchanged, 0 skipped, 0 failed');
  });

  it('--json prints a machine-readable summary, and writes', async () => {
    const dir = repository();
    const run = await runCodemodCli(['all', '--json'], dir);
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary).toMatchObject({
      codemods: ['workflow-step-mutation-name', 'deal-targeting-reasons', 'targeting-data-insights', 'audiences-root-query'],
      dryRun: false,
      scanned: 2,
      changed: [
        { file: 'deals.ts', codemods: ['deal-targeting-reasons'] },
        { file: 'template.graphql', codemods: ['workflow-step-mutation-name'] },
      ],
      unchanged: 0,
      skipped: [],
      failed: [],
      leftAlone: [],
    });
    expect(read(dir, 'deals.ts')).toContain('            targetedAtHigherLevel\n');
    expect(read(dir, 'template.graphql')).toContain('mutationName: AD_GROUP_UPDATE, ');
    // Running again changes nothing.
    git(dir, '-c', 'user.email=test@example.com', '-c', 'user.name=test', 'commit', '-qam', 'codemod');
    const again = JSON.parse((await runCodemodCli(['all', '--json'], dir)).stdout);
    expect(again.changed).toEqual([]);
  });

  it('rewrites a file the tree reaches twice (through a symbolic link) once, and keeps the link', async () => {
    const dir = repository({ 'shared/deals.ts': DEALS });
    mkdirSync(path.join(dir, 'src'));
    symlinkSync(path.join('..', 'shared', 'deals.ts'), path.join(dir, 'src', 'deals.ts'));
    git(dir, 'add', '-A');
    git(dir, '-c', 'user.email=test@example.com', '-c', 'user.name=test', 'commit', '-qm', 'link');
    const run = await runCodemodCli(['all', '--json'], dir);
    expect(run.code).toBe(0);
    const summary = JSON.parse(run.stdout);
    expect(summary.changed.map((c: { file: string }) => c.file)).toEqual(['shared/deals.ts']);
    expect(summary.failed).toEqual([]);
    expect(lstatSync(path.join(dir, 'src', 'deals.ts')).isSymbolicLink()).toBe(true);
    expect(read(dir, 'shared/deals.ts')).toContain('            targetedAtHigherLevel\n');
  });

  it('refuses to write over uncommitted changes without --force; --dry-run and --force run', async () => {
    const dir = repository();
    writeFileSync(path.join(dir, 'notes.txt'), 'work in progress\n');
    const refused = await runCodemodCli(['all'], dir);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^sunset: the git work tree has uncommitted changes \(1 path, first notes\.txt\); commit or stash them, or pass --force/m);
    expect(read(dir, 'template.graphql')).toBe(TEMPLATE);

    expect((await runCodemodCli(['all', '--dry-run'], dir)).code).toBe(0);
    expect(read(dir, 'template.graphql')).toBe(TEMPLATE);

    const forced = await runCodemodCli(['all', '--force'], dir);
    expect(forced.code).toBe(0);
    expect(read(dir, 'template.graphql')).not.toBe(TEMPLATE);
  });

  it('leaves a code file that does not parse as it is, and lists documents it cannot read', async () => {
    const brokenCode = `${DEALS}export const broken = (;\n`;
    const brokenDocument = TEMPLATE.replace('data { id }', 'data { id');
    const dir = repository({ 'deals.ts': brokenCode, 'template.graphql': brokenDocument });
    const result = await runCodemodCli(['all'], dir);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('  failed  deals.ts  the file does not parse as TypeScript (Expression expected., at 16:24); fix it and run again; not written');
    expect(result.stdout).toMatch(/Not read \(a use of a retiring element there stays as it is\):\n {2}template\.graphql:\d+:\d+ {2}the GraphQL document does not parse: [^\n]*; the codemods cannot read it: fix it and run again\n/);
    expect(read(dir, 'deals.ts')).toBe(brokenCode);
    expect(read(dir, 'template.graphql')).toBe(brokenDocument);
  });

  it('refuses a dirty work tree holding the files it would write, when started from outside it', async () => {
    const dir = repository();
    writeFileSync(path.join(dir, 'notes.txt'), 'work in progress\n');
    const refused = await runCodemodCli(['all', path.basename(dir)], path.dirname(dir));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`uncommitted changes (1 path, first ${path.join(path.basename(dir), 'notes.txt')})`);
    expect(read(dir, 'template.graphql')).toBe(TEMPLATE);
    expect(read(dir, 'deals.ts')).toBe(DEALS);
  });

  it.skipIf(!unprivileged)('writes nothing, and says which, when a file it would write is in a folder it cannot write (exit 2)', () => {
    const dir = repository({ 'deals.ts': DEALS, 'sub/template.graphql': TEMPLATE });
    chmodSync(path.dirname(dir), 0o755);
    chmodSync(dir, 0o777);
    for (const file of ['deals.ts', 'sub/template.graphql']) chmodSync(path.join(dir, file), 0o666);
    chmodSync(path.join(dir, 'sub'), 0o555);
    const result = unprivileged!(['codemod', 'all', '--force'], dir);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe('sunset: sub/template.graphql: cannot write its folder (EACCES); nothing was written');
    expect(read(dir, 'deals.ts')).toBe(DEALS);
    expect(read(dir, 'sub/template.graphql')).toBe(TEMPLATE);
  });

  it('does not write a file whose result would not parse, nor the reads of its documents elsewhere; names it, and exits 1', async () => {
    const broken = `import { gql } from 'graphql-tag';
import type { AudiencesQuery } from './generated.js';
${AUDIENCES.slice(AUDIENCES.indexOf('\n') + 1)}
export const copy = (get: () => AudiencesQuery): unknown => new (get()).audiences.constructor();
`;
    const generated = GENERATED_NULLABLE_AUDIENCES;
    // Another file reads the same result: it must stay as it is, since the document does.
    const reader = "import type { AudiencesQuery } from './generated.js';\n\nexport const total = (data: AudiencesQuery): number => data.audiences.totalCount;\n";
    const dir = repository({ 'audiences.ts': broken, 'generated.ts': generated, 'reader.ts': reader, 'template.graphql': TEMPLATE });
    const run = await runCodemodCli(['all'], dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/failed +audiences\.ts +the result would not parse as TypeScript \(Invalid optional chain from new expression\. .*, at 14:83 of the rewritten text\); not written$/m);
    expect(run.stdout).toMatch(/changed +template\.graphql/);
    expect(run.stdout).toContain('4 files scanned: 1 changed, 2 unchanged, 0 skipped, 1 failed');
    expect(run.stdout).not.toContain('worth a look');
    expect(read(dir, 'audiences.ts')).toBe(broken);
    expect(read(dir, 'reader.ts')).toBe(reader);
  });

  it('does not write a document whose results are read by a file that fails, so that no read is left behind its document', async () => {
    const document = AUDIENCES;
    const generated = GENERATED_NULLABLE_AUDIENCES;
    // Its rewrite would not parse (its result typed as it may be null, the read gets \`?.\`, which \`new\` cannot take): it fails, and the document it reads stays with it.
    const reader = "import type { AudiencesQuery } from './generated.js';\n\nexport const copy = (get: () => AudiencesQuery): unknown => new (get()).audiences.constructor();\n";
    const dir = repository({ 'audiences.ts': document, 'generated.ts': generated, 'reader.ts': reader, 'template.graphql': TEMPLATE });
    const run = await runCodemodCli(['all'], dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/failed +reader\.ts +the result would not parse as TypeScript .*; not written$/m);
    expect(run.stdout).toMatch(/failed +audiences\.ts +left as it was: reader\.ts, which reads its results, cannot be rewritten; not written$/m);
    expect(run.stdout).toMatch(/changed +template\.graphql/);
    expect(read(dir, 'audiences.ts')).toBe(document);
    expect(read(dir, 'reader.ts')).toBe(reader);
    // Nothing half done: a second run finds the same uses and fails the same way.
    const again = await runCodemodCli(['all', '--dry-run'], dir);
    expect(again.stdout).toMatch(/failed +audiences\.ts +left as it was/m);
  });

  it('does not rewrite a fragment that a document left as it is spreads, where that document would no longer validate with it', async () => {
    const fragment = 'fragment Reasons on AdGroupDealTargetingDisallowedReasons {\n  targetedAtPartnerLevel\n}\n';
    // Nothing retiring here, so nothing to rewrite: but once `Reasons` selects `targetedAtHigherLevel`, the alias beside it conflicts.
    const deals = 'query Deals($id: ID!) {\n  adGroup(id: $id) {\n    targetableDeals(first: 5) {\n      nodes {\n        disallowedReasons {\n          ...Reasons\n          targetedAtHigherLevel: dealExpired\n        }\n      }\n    }\n  }\n}\n';
    const dir = repository({ 'reasons.graphql': fragment, 'deals.graphql': deals });
    const run = await runCodemodCli(['deal-targeting-reasons'], dir);
    // The engine offers no rename there (it checks a fix inside a fragment with the documents spreading it): left alone, and said why.
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/skipped +reasons\.graphql +deal-targeting-reasons: left alone/);
    expect(run.stdout).toMatch(/^ +reasons\.graphql:2:3 +deal-targeting-reasons +no mechanical rename of .*\(the rename would not validate: Fields "targetedAtHigherLevel" conflict because "dealExpired" and "targetedAtHigherLevel" are different fields\..* \(in deals\.graphql, which spreads the fragment\)\)$/m);
    expect(read(dir, 'reasons.graphql')).toBe(fragment);
    // Given the fragment's file alone, the document is outside the run: named, since it was not checked.
    const narrow = await runCodemodCli(['deal-targeting-reasons', 'reasons.graphql', '--dry-run'], dir);
    expect(narrow.stdout).toMatch(/would change +reasons\.graphql/);
    expect(narrow.stdout).toMatch(/^ +deals\.graphql:6:11 +spreads `Reasons`, a fragment this run rewrites, and is outside the paths given: it was not checked against the rewritten fragment, so run the codemod on it too$/m);
    // Without the conflict, the fragment is rewritten.
    writeFileSync(path.join(dir, 'deals.graphql'), deals.replace('          targetedAtHigherLevel: dealExpired\n', '          dealExpired\n'));
    git(dir, '-c', 'user.email=test@example.com', '-c', 'user.name=test', 'commit', '-qam', 'no conflict');
    const clean = await runCodemodCli(['deal-targeting-reasons'], dir);
    expect(clean.code).toBe(0);
    expect(read(dir, 'reasons.graphql')).toBe(fragment.replace('targetedAtPartnerLevel', 'targetedAtHigherLevel'));
  });

  it('does not write fragments of two files whose rewrites, each valid alone, together break a document that spreads both', async () => {
    // Each merge of a plain and a conditional copy drops one use of $y; the operation keeps it through the other fragment, until both are rewritten.
    const copies = (name: string, field: string) => `fragment ${name} on AdGroupDealTargetingDisallowedReasons {\n  ${field} @include(if: $y)\n  ${field}\n}\n`;
    const deals = 'query Deals($id: ID!, $y: Boolean!) {\n  adGroup(id: $id) {\n    targetableDeals(first: 5) {\n      nodes {\n        disallowedReasons {\n          ...F\n          ...G\n        }\n      }\n    }\n  }\n}\n';
    const dir = repository({ 'f.graphql': copies('F', 'targetedAtPartnerLevel'), 'g.graphql': copies('G', 'targetedAtCampaignLevel'), 'deals.graphql': deals });
    const run = await runCodemodCli(['deal-targeting-reasons'], dir);
    expect(run.code).toBe(1);
    for (const file of ['f', 'g']) {
      expect(run.stdout).toMatch(new RegExp(`failed +${file}\\.graphql +deals\\.graphql, which spreads its fragments, would not validate with them rewritten \\(Variable "\\$y" is never used in operation "Deals"\\.\\); not written$`, 'm'));
    }
    expect(read(dir, 'f.graphql')).toBe(copies('F', 'targetedAtPartnerLevel'));
    expect(read(dir, 'g.graphql')).toBe(copies('G', 'targetedAtCampaignLevel'));
  });

  it('warns about code outside the paths given that reads a result it changes; none when the paths hold it', async () => {
    const generated = GENERATED_AUDIENCES;
    // The query is named in lower case; codegen's names are PascalCase. A type of the reader's own is no generated code.
    const reader = "import type { AudiencesQuery } from '../a/generated.js';\n\nexport const total = (data: AudiencesQuery): number | undefined =>\n  data.audiences.totalCount;\nexport interface AudiencesTableProps { rows: number }\n";
    // A local named like the query is no generated name; typescript-react-apollo's hook result type is one.
    const unrelated = "export const audiences = (x: { audiences: number }) => x.audiences;\nconst audiencesQuery = { audiences: 1 };\nexport const n = audiencesQuery.audiences;\n";
    const hook = "import type { AudiencesQueryHookResult } from '../a/generated.js';\n\nexport const count = (r: AudiencesQueryHookResult) => r.data?.audiences.totalCount;\n";
    // A type imported with an inline `type` modifier is read, not declared.
    const inline = "import { AudiencesDocument, type AudiencesQuery } from '../a/generated.js';\n\nexport const first = (data: AudiencesQuery) => [AudiencesDocument, data.audiences.totalCount];\n";
    const document = AUDIENCES.replace('query Audiences(', 'query audiences(');
    const dir = repository({ 'src/a/audiences.ts': document, 'src/a/generated.ts': generated, 'src/b/reader.ts': reader, 'src/b/unrelated.ts': unrelated, 'src/c/hook.ts': hook, 'src/c/inline.ts': inline });
    const narrow = await runCodemodCli(['audiences-root-query', 'src/a', '--dry-run'], dir);
    expect(narrow.code).toBe(0);
    expect(narrow.stdout).toMatch(/would change +src\/a\/audiences\.ts/);
    const warned = `${narrow.stdout}${narrow.stderr}`.split('\n').filter((line) => line.includes('outside the paths given'));
    expect(warned).toEqual([
      expect.stringMatching(/^ +src\/b\/reader\.ts:4:8 +names `audiences` and the result of audiences, whose document this run changes, and is outside the paths given/),
      expect.stringMatching(/^ +src\/c\/hook\.ts:3:\d+ +names `audiences`/),
      expect.stringMatching(/^ +src\/c\/inline\.ts:3:\d+ +names `audiences`/),
    ]);
    const whole = await runCodemodCli(['audiences-root-query', 'src', '--dry-run'], dir);
    expect(`${whole.stdout}${whole.stderr}`).not.toContain('outside the paths given');
    expect(whole.stdout).toMatch(/would change +src\/b\/reader\.ts/);
  });

  it('exits 2 on an unknown codemod or none, naming the known ones', async () => {
    const unknown = await runCodemodCli(['no-such-codemod', '--dry-run'], repoRoot);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown codemod "no-such-codemod" (known: workflow-step-mutation-name, deal-targeting-reasons, targeting-data-insights, audiences-root-query, or all)');
    const none = await runCodemodCli([], repoRoot);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('name a codemod, or all');
  });
});

describe('the TypeScript a codemod run loads', () => {
  it("is ts-morph's alone: the engine parses with it too", () => {
    const index = path.join(repoRoot, 'dist', 'src', 'codemods', 'index.js');
    const script = `import { createRequire } from 'node:module';
const { runCodemods } = await import(${JSON.stringify(index)});
await runCodemods({ cwd: ${JSON.stringify(repoRoot)}, codemods: [], paths: ['examples'], today: '2026-11-21', dryRun: true });
const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => /[\\\\/]typescript\\.js$/.test(file));
process.stdout.write(JSON.stringify(loaded));`;
    const loaded = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' })) as string[];
    expect(loaded).toEqual([expect.stringMatching(/[\\/]@ts-morph[\\/]common[\\/]dist[\\/]typescript\.js$/)]);
  }, 60_000);
});
