/**
 * Every codemod on its fixtures (test/fixtures/codemods/<codemod>/): each `<case>.input.<ext>` is
 * copied to a temporary directory as `<case>.<ext>`, typed operations are generated for it with
 * the repository's codegen config (as the example integration's are), the codemod runs, and each
 * file must equal `<case>.output.<ext>`. Then:
 *  - a second run changes nothing (idempotence, on the outputs);
 *  - what must be left alone is left alone, and reported with file, line and why;
 *  - after the types are regenerated from the rewritten documents, the code type-checks, except
 *    exactly where the codemod said it left something for a human.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCodemods, type CodemodRunReport } from '../src/codemods/index.js';
import { generateTypes } from './fixtures/codemods/helpers.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fixturesRoot = path.join(repoRoot, 'test', 'fixtures', 'codemods');
const TODAY = '2026-11-21';

interface FixtureRun {
  dir: string;
  /** Case files as written in the temporary directory (`segments.ts`), by name. */
  cases: string[];
  report: CodemodRunReport;
}

/** Copies a codemod's inputs to a temporary directory with generated types, and runs the codemod there. */
async function runFixture(codemod: string): Promise<FixtureRun> {
  const dir = mkdtempSync(path.join(tmpdir(), `sunset-codemod-${codemod}-`));
  cpSync(path.join(fixturesRoot, 'tsconfig.json'), path.join(dir, 'tsconfig.json'));
  cpSync(path.join(fixturesRoot, 'client.ts'), path.join(dir, 'client.ts'));
  writeFileSync(path.join(dir, 'package.json'), '{ "type": "module", "private": true }\n');
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const cases: string[] = [];
  for (const name of readdirSync(path.join(fixturesRoot, codemod))) {
    const match = /^(.+)\.input\.(\w+)$/.exec(name);
    if (!match) continue;
    const target = `${match[1]}.${match[2]}`;
    cpSync(path.join(fixturesRoot, codemod, name), path.join(dir, target));
    cases.push(target);
  }
  await generateTypes(dir);
  const report = await runCodemods({ cwd: dir, codemods: [codemod], paths: ['.'], today: TODAY });
  return { dir, cases: cases.sort(), report };
}

const expected = (codemod: string, file: string) => readFileSync(path.join(fixturesRoot, codemod, file.replace(/\.(\w+)$/, '.output.$1')), 'utf8');
const actual = (run: FixtureRun, file: string) => readFileSync(path.join(run.dir, file), 'utf8');

/** Type errors in the case files, as `file:line`, after the types are generated again from the rewritten documents. */
function typeErrors(dir: string, files: readonly string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(dir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  const program = ts.createProgram({ rootNames: files.filter((f) => f.endsWith('.ts')).map((f) => path.join(dir, f)), options: config.options });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && files.includes(path.basename(d.file.fileName)))
    .map((d) => `${path.basename(d.file!.fileName)}:${d.file!.getLineAndCharacterOfPosition(d.start!).line + 1}`);
}

/** Every case equals its expected output; a second run changes nothing; regenerated types check, but where reported. */
function fixtureSuite(codemod: string, more: (run: () => FixtureRun) => void): void {
  describe(codemod, () => {
    let run: FixtureRun;
    beforeAll(async () => {
      run = await runFixture(codemod);
    }, 60_000);

    it('rewrites every case to its expected output', () => {
      expect(run.report.failed).toEqual([]);
      for (const file of run.cases) expect(actual(run, file), file).toBe(expected(codemod, file));
    });

    it('changes nothing the second time', async () => {
      const again = await runCodemods({ cwd: run.dir, codemods: [codemod], paths: ['.'], today: TODAY });
      expect(again.changed.map((c) => c.file)).toEqual([]);
      expect(again.failed).toEqual([]);
    });

    it('type-checks after the types are regenerated, except where it reported what it left', async () => {
      await generateTypes(run.dir);
      const reported = new Set([...run.report.leftAlone, ...run.report.notes].map((l) => `${l.file}:${l.line}`));
      for (const error of typeErrors(run.dir, run.cases)) expect(reported, `type error at ${error}`).toContain(error);
    }, 60_000);

    more(() => run);
  });
}

const reasonsAt = (report: CodemodRunReport, file: string) => report.leftAlone.filter((l) => l.file === file).map((l) => ({ line: l.line, reason: l.reason }));

fixtureSuite('workflow-step-mutation-name', (run) => {
  it('renames in a document in an escaped string (touching no escape), and leaves the unrelated label alone without a report', () => {
    const { report } = run();
    expect(reasonsAt(report, 'escaped.ts')).toEqual([]);
    expect(reasonsAt(report, 'bid-factors.ts')).toEqual([]);
    expect(report.changed.map((c) => c.file).sort()).toEqual(['aliases.ts', 'bid-factors.ts', 'escaped.ts', 'fallback.ts', 'keyed.ts', 'lists.ts', 'own-types.ts', 'sequences.ts', 'steps-object.ts', 'switch.ts', 'template.graphql']);
  });

  it('reports a step name held in a constant another file exports where it is taken, naming the declaration, and leaves both files alone', () => {
    const { report } = run();
    expect(reasonsAt(report, 'step-import.ts')).toEqual([{ line: 5, reason: 'the value is held in `VIEWABILITY_STEP`, declared in step-names.ts:2: rename it there' }]);
    expect(reasonsAt(report, 'step-names.ts')).toEqual([]);
    expect(report.skipped.map((s) => s.file)).toContain('step-import.ts');
  });

  it("reports the step names whose type of the code's own does not take the new value, and renames those whose type does", () => {
    const { report } = run();
    const refused = (type: string) => `its type here, \`${type}\`, does not take \`'AD_GROUP_UPDATE'\`: a type of the code's own, so either no value sent to the API, or one whose type must take the new value first`;
    const auditEntry = refused('"AD_GROUP_UPDATE_INTEGRAL_VIEWABILITY" | "CAMPAIGN_CREATE"');
    expect(reasonsAt(report, 'own-types.ts')).toEqual([7, 10, 13].map((line) => ({ line, reason: auditEntry })));
    // Its one use, typed from another file: the old value is named there.
    // And held in constants that the type takes: reported where the value is written.
    expect(reasonsAt(report, 'audit.ts')).toEqual([4, 7, 9].map((line) => ({ line, reason: auditEntry })));
  });

  it('reports an if after an if, a chain of ? : and Map entries that would repeat the new value, and renames a lone comparison', () => {
    const { report } = run();
    const compared = (line: number) => `this function compares \`s\` with \`AD_GROUP_UPDATE\` already (line ${line}): renamed, this comparison would repeat it (tsc: "This comparison appears to be unintentional"); merge the two by hand`;
    expect(reasonsAt(report, 'sequences.ts')).toEqual([
      { line: 7, reason: compared(8) },
      { line: 12, reason: compared(12) },
      { line: 15, reason: 'this list of entries has one keyed `AD_GROUP_UPDATE` already (line 16): renamed, this one would repeat its key and one of the two entries would be lost (a Map, Object.fromEntries); merge the two entries by hand' },
    ]);
  });

  it('reports a list and a list of choices that would hold the new value twice, and renames steps sent, a lone element, a type predicate and a type', () => {
    const { report } = run();
    expect(reasonsAt(report, 'lists.ts')).toEqual([
      { line: 6, reason: 'this list holds `AD_GROUP_UPDATE` already (line 6): renamed, this one would repeat it (`indexOf`, `includes`, a Set or a list of choices would see it twice); merge the two by hand' },
      { line: 11, reason: 'this list has an entry whose `value` is `AD_GROUP_UPDATE` already (line 10): renamed, the two entries would carry one value (two choices that send the same thing); merge the two entries by hand' },
    ]);
  });

  it('reports the case that would repeat one its switch has, and renames a lone one', () => {
    const { report } = run();
    expect(reasonsAt(report, 'switch.ts')).toEqual([
      { line: 8, reason: 'this switch has a case for `AD_GROUP_UPDATE` already (line 10): renamed, this one would repeat it and its code would never run; merge the two cases by hand' },
    ]);
  });

  it('renames the enum through a constant naming it and keys destructured from it, not through a parameter of the same name, and reports a member held in a local a switch reads beside the new value', () => {
    const { report } = run();
    expect(reasonsAt(report, 'aliases.ts')).toEqual([
      { line: 19, reason: '`heldStep` is read on line 26 too, and there this switch has a case for `AD_GROUP_UPDATE` already (line 24): renamed, this one would repeat it and its code would never run; merge the two cases by hand' },
      { line: 20, reason: '`VIEWABILITY` is read on line 36 too, and there this switch has a case for `AD_GROUP_UPDATE` already (line 35): renamed, this one would repeat it and its code would never run; merge the two cases by hand' },
    ]);
  });

  it('reports the key that would repeat one its object has, renames a lone one, and leaves keys written as strings without a report', () => {
    const { report } = run();
    const repeated = (line: number) => `this object has a key for \`AD_GROUP_UPDATE\` already (line ${line}): renamed, this one would repeat it and one of the two entries would be lost; merge the two entries by hand`;
    expect(reasonsAt(report, 'keyed.ts')).toEqual([
      { line: 11, reason: repeated(12) },
      { line: 18, reason: repeated(17) },
      { line: 22, reason: repeated(23) },
      {
        line: 41,
        reason:
          'this condition compares `step` with `AD_GROUP_UPDATE` already (line 41): renamed, this comparison would repeat it (tsc: "This comparison appears to be unintentional"); merge the two by hand',
      },
    ]);
  });
});

fixtureSuite('deal-targeting-reasons', (run) => {
  it('reports the dynamic access, the result passed to JSON.stringify and a conditional level a fragment beside selects always, and follows the aliased field untouched', () => {
    const { report } = run();
    expect(reasonsAt(report, 'unsafe.ts')).toEqual([
      { line: 7, reason: expect.stringMatching(/^dynamic property access `r\[key\]` on the result of `Endeavors`/) },
      { line: 11, reason: expect.stringMatching(/is passed to `JSON.stringify`/) },
    ]);
    expect(reasonsAt(report, 'deal-targeting.ts')).toEqual([]);
    // A level under @include beside a fragment selecting another level always: renamed, it would be selected always.
    expect(reasonsAt(report, 'included.ts')).toEqual([
      { line: 19, reason: expect.stringMatching(/^no mechanical rename of `AdGroupDealTargetingDisallowedReasons\.targetedAtCampaignLevel` .*\(a fragment here selects `targetedAtHigherLevel` with no directive, so the field, renamed, would no longer be conditional\)$/) },
    ]);
    // A level beside one under @include: the merge would leave the directive's variable unused, and the reason says so;
    // the plain level is renamed alone.
    const unused = '(one selection in place of those that become `targetedAtHigherLevel` would not validate: Variable "$withPartner" is never used in operation "DirectiveSibling")';
    expect(reasonsAt(report, 'directive-sibling.graphql')).toEqual([{ line: 9, reason: expect.stringContaining(unused) }]);
  });

  it('notes code that told the levels apart, aliased ones too, once per function, and not an || of them', () => {
    const { report } = run();
    expect(report.notes.filter((n) => n.file === 'told-apart.ts').map((n) => `${n.line}: ${n.reason}`)).toEqual([
      '9: `r.targetedAtAdvertiserLevel`, `r.targetedAtPartnerLevel` all read `r.targetedAtHigherLevel` now, and this code tells them apart (`&&`, a negation, separate branches): check its logic',
      '13: `r.targetedAtCampaignLevel`, `r.targetedAtPartnerLevel` all read `r.targetedAtHigherLevel` now, and this code tells them apart (`&&`, a negation, separate branches): check its logic',
      '24: `partner` (`targetedAtPartnerLevel`), `targetedAtCampaignLevel` (`targetedAtCampaignLevel`) all hold `targetedAtHigherLevel` now: where this code tells them apart (`&&`, a negation, separate branches), check its logic',
    ]);
    expect(report.notes.filter((n) => n.file === 'deal-targeting.ts')).toEqual([]);
    // An aliased level reads the merged field under its alias: told apart from another level, it is noted too.
    expect(report.notes.filter((n) => n.file === 'aliased.ts').map((n) => `${n.line}: ${n.reason}`)).toEqual([
      '14: `r.advertiser`, `r.targetedAtPartnerLevel` all read `r.targetedAtHigherLevel` now, and this code tells them apart (`&&`, a negation, separate branches): check its logic',
    ]);
    // The new field read beside an old one, both selected: one now, the `&&` noted, the `||` collapsed.
    expect(report.notes.filter((n) => n.file === 'new-and-old.ts').map((n) => `${n.line}: ${n.reason}`)).toEqual([
      '23: `r.targetedAtHigherLevel`, `r.targetedAtPartnerLevel` all read `r.targetedAtHigherLevel` now, and this code tells them apart (`&&`, a negation, separate branches): check its logic',
    ]);
  });
});

fixtureSuite('targeting-data-insights', (run) => {
  it('reports the aliased selection, the dynamic accesses and keys, the rest element, the writes, the mock, a key type under a type of its own, destructurings of a read that moves, an Omit of a shared new field, literal keys below it and a result handed to a callee of its own, leaving each as it was, and notes reads that tell null apart', () => {
    const { report } = run();
    expect(reasonsAt(report, 'unsafe.ts')).toEqual([
      { line: 12, reason: expect.stringMatching(/cannot be reshaped exactly/) },
      { line: 22, reason: expect.stringMatching(/^dynamic property access `seg\[key\]` on the result of `SegmentFields`/) },
      { line: 26, reason: expect.stringMatching(/rest element `\.\.\.rest` collects fields of the result of `SegmentFields`/) },
      { line: 37, reason: expect.stringMatching(/^`seg\.targetingDataCounts\.activeCounts` is written to/) },
      { line: 41, reason: expect.stringMatching(/^`a\.daysUntilLargeExpiration` is written to/) },
      { line: 41, reason: expect.stringMatching(/^`b\.daysUntilLargeExpiration` is written to/) },
      { line: 55, reason: expect.stringMatching(/^`targetingDataCounts` is a key of an object built as the result of `SegmentFields` .*: it moves to `targetingDataInsights`/) },
      { line: 55, reason: expect.stringMatching(/^`daysUntilLargeExpiration` is a key of an object built as the result of `SegmentFields`/) },
      { line: 59, reason: expect.stringMatching(/^the rest element `\.\.\.others` collects fields of the result of `SegmentFields` that move: the destructuring stays as it was/) },
      { line: 65, reason: "the type `Field<SegmentFieldsFragment, 'targetingDataCounts'>` names `targetingDataCounts`, a field of `SegmentFieldsFragment` that moves: rewrite it by hand" },
      ...[70, 75, 81].map((line) => ({ line, reason: '`activeCounts` destructures a field that moves from `seg.targetingDataCounts`, itself a read that moves, and cannot be split from it: the destructuring stays as it was, with its value' })),
      { line: 93, reason: "the type `Omit<SegmentFieldsFragment, 'targetingDataCounts'>` leaves out `targetingDataCounts`, which moves under `targetingDataInsights`, as `daysUntilLargeExpiration` does, which it keeps: rewrite it by hand" },
      // A literal key below the field that moves, after `?.` too and through another literal key: the whole access stays,
      // the step it is read from with it; through a local renamed where it is declared, the reason says so.
      { line: 100, reason: "`seg.targetingDataCounts?.['receivedCounts']`: an element access cannot be rewritten to the new path `receivedCounts?.totalUserIdCount`; it stays as it was" },
      { line: 104, reason: "`seg.targetingDataCounts!['activeCounts']`: an element access cannot be rewritten to the new path `activeCounts?.devices`; it stays as it was" },
      { line: 108, reason: "`seg['targetingDataCounts']?.['receivedCounts']`: an element access cannot be rewritten to the new path `receivedCounts?.totalUserIdCount`; it stays as it was" },
      { line: 114, reason: "`counts?.['activeCounts']`: an element access cannot be rewritten to the new path `activeCounts?.devices`; `counts` holds `seg.targetingDataCounts`, renamed where it is declared (line 113), so it holds the new field's object now: rewrite it by hand" },
      // A result handed to a callee of its own type: as it is, under `as`, spread into an object, as a key's value; through a local.
      ...[124, 129, 130].map((line) => ({ line, reason: 'the result of `SegmentFields` is passed to `showCounts`, which does not read it through the generated result type: the argument stays as it was; check what it does with the fields that move' })),
      { line: 131, reason: 'the result of `SegmentFields` is passed to `JSON.stringify`, which does not read it through the generated result type: the argument stays as it was; check what it does with the fields that move' },
      { line: 137, reason: 'the result of `SegmentFields` is passed to `showCounts`, which does not read it through the generated result type: `counts` holds `seg.targetingDataCounts`, renamed where it is declared (line 136), so it holds the new field\'s object now; check what it does with the fields that move' },
      { line: 148, reason: 'dynamic key `[key]` destructured from the result of `SegmentFields`, whose fields move: rewrite it by hand' },
      { line: 153, reason: 'dynamic key `[key]` destructured from the result of `SegmentFields`, whose fields move (the value destructured stays as it was): rewrite it by hand' },
      { line: 160, reason: '`daysUntilLargeExpiration: days` destructures `daysUntilLargeExpiration`, a field that moves, in an assignment, which the codemod does not rewrite: rewrite it by hand' },
      // An `in` test, and the reads after it that it may narrow: in its branch, after an early return, destructured, read on.
      { line: 167, reason: "`'daysUntilLargeExpiration' in s` tests for a field of the result of `SegmentFields` that moves" },
      { line: 167, reason: '`s.daysUntilLargeExpiration` reads `daysUntilLargeExpiration` after the `in` test on line 167, which may narrow it and stays as it was: so does it' },
      { line: 171, reason: "`'daysUntilLargeExpiration' in s` tests for a field of the result of `SegmentFields` that moves" },
      { line: 172, reason: '`{ daysUntilLargeExpiration }` reads `daysUntilLargeExpiration` after the `in` test on line 171, which may narrow it and stays as it was: so does it' },
      { line: 173, reason: '`s.daysUntilLargeExpiration` reads `daysUntilLargeExpiration` after the `in` test on line 171, which may narrow it and stays as it was: so does it' },
      { line: 177, reason: "`'targetingDataCounts' in s` tests for a field of the result of `SegmentFields` that moves" },
      { line: 177, reason: '`s.targetingDataCounts` reads `targetingDataCounts` after the `in` test on line 177, which may narrow it and stays as it was: so does it' },
      { line: 210, reason: "`'daysUntilLargeExpiration' in s` tests for a field of the result of `SegmentFields` that moves" },
      { line: 211, reason: "`{ ['daysUntilLargeExpiration']: days }` reads `daysUntilLargeExpiration` after the `in` test on line 210, which may narrow it and stays as it was: so does it" },
    ]);
    // Reads that tell `null` from `undefined`, which the new path makes `undefined` where `activeCounts` is null.
    // Each read of a comparison between two (184), JSON (188: a key's value, dropped when `undefined`, and a value alone),
    // a switch with `case null` (192), `typeof … === 'object'` (196) and `Object.is` (201); not a comparison with -1 (205).
    expect(report.notes.filter((n) => n.file === 'unsafe.ts').map((n) => n.line)).toEqual([47, 51, 184, 184, 188, 188, 192, 196, 201, 201]);
    expect(report.notes.find((n) => n.file === 'unsafe.ts')!.reason).toMatch(/is now `undefined` where it was `null` when `activeCounts` is null; this code tells the two apart/);
    expect(reasonsAt(report, 'segments.ts')).toEqual([]);
    // Fields read below the old field and below the new one are steps of paths: nothing told apart.
    expect([...reasonsAt(report, 'both.ts'), ...report.notes.filter((n) => n.file === 'both.ts')]).toEqual([]);
  });
});

fixtureSuite('audiences-root-query', (run) => {
  it('leaves the file whose filter cannot be mapped alone, reporting each use, and counts it skipped', () => {
    const { report } = run();
    expect(report.skipped).toEqual([{ file: 'filtered.ts', codemods: ['audiences-root-query'] }]);
    expect(reasonsAt(report, 'filtered.ts')).toEqual([
      { line: 8, reason: expect.stringMatching(/the filter `where: \{ partnerId: \$partnerId, nameContains: \$name \}` cannot be mapped/) },
      { line: 16, reason: 'left alone with the rest of the file: another use of it here cannot be rewritten' },
    ]);
  });

  it('guards the reads whose code cannot take undefined, and notes each guard', () => {
    const { report } = run();
    // Output lines: the first read each guard serves (both's two aliases; partnerAudienceCount, audiencePicker, partnerTotal;
    // in guards.ts the arrow's body, the one-line body, the branch made a block, the read after an early return).
    expect(report.notes.map((n) => `${n.file}:${n.line}`)).toEqual([
      'aliased.ts:28',
      'aliased.ts:28',
      'audiences.ts:50',
      'audiences.ts:63',
      'audiences.ts:73',
      // bom.ts is audiences.ts with a byte order mark first: the same guards, on the same lines.
      'bom.ts:50',
      'bom.ts:63',
      'bom.ts:73',
      'guards.ts:21',
      'guards.ts:29',
      'guards.ts:37',
      'guards.ts:49',
      // guards.ts: a guard in each switch case that reads (a case made a block, a case's own block), a case on one line, the default case.
      'guards.ts:61',
      'guards.ts:66',
      'guards.ts:79',
      'guards.ts:94',
      // guards.ts: reads on one branch of `??`, `? :` and a default value assert the new field.
      'guards.ts:103',
      'guards.ts:107',
      'guards.ts:110',
      // guards.ts: reads in and beside a function declaration, guarded after the result; in and beside a
      // class declaration; the only read in a function declaration, guarded inside it.
      'guards.ts:120',
      'guards.ts:133',
      'guards.ts:154',
      // guards.ts: a destructured local read through, guarded (not the one whose uses all take undefined);
      // reads where no guard can go (a case without braces, a class's own field) assert the new field.
      'guards.ts:162',
      'guards.ts:180',
      'guards.ts:189',
      // guards.ts: an `else if` chain made a block, its later lines moved in.
      'guards.ts:201',
      // hook.ts: a result destructured from a hook's, guarded after its test.
      'hook.ts:22',
      // jsdoc.js: JavaScript typed by JSDoc; a read on one branch.
      'jsdoc.js:6',
      'jsdoc.js:12',
      // nested.ts: the guard before a function declaration reading the result, the read in it asserting the local.
      'nested.ts:25',
      // several.ts: two guards in one branch, in a one-line body and in an arrow's body; a statement after another on its line.
      'several.ts:28',
      'several.ts:28',
      'several.ts:39',
      'several.ts:39',
      'several.ts:45',
      'several.ts:45',
      'several.ts:54',
      // several.ts: an arrow whose body stood on a line of its own, an arrow in a class property.
      'several.ts:62',
      'several.ts:71',
      // several.ts: nested arrows whose bodies end together.
      'several.ts:82',
      'several.ts:82',
    ]);
    expect(report.notes[3]!.reason).toMatch(
      /^`data\.audiences` now reads `advertiserAudiences`, set from `data\.advertiser\?\.audiences` with a throw when the result has no advertiser/,
    );
    expect(report.notes[1]!.reason).toMatch(/^`data\.second` now reads `secondAudiences`, set from `data\.second\?\.audiences`/);
    expect(report.notes.find((n) => n.file === 'guards.ts' && n.line === 103)!.reason).toMatch(
      /^`data\.audiences` now reads `data\.advertiser!\.audiences`, which throws when the result has no advertiser .*read on one branch only/,
    );
  });

  it('leaves code that type-checks everywhere it rewrote (the guards narrow, callbacks included)', () => {
    // Runs after the suite's type-check test, which regenerated the types.
    expect(typeErrors(run().dir, ['audiences.ts', 'guards.ts', 'several.ts'])).toEqual([]);
  });
});
