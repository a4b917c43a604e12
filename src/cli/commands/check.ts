/** `sunset check`: fail a build that uses what is removed, deprecated, or due within the look-ahead. */
import path from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import type { CheckReport } from '../../check/report.js';
import type { FailOn } from '../../check/run-check.js';
import { MAX_LOOKAHEAD_DAYS } from '../../analysis/retirement-index.js';
import { ExitCode } from '../../errors.js';
import { bundledChangesPath } from '../../package-root.js';
import { emit, printDiagnostics, todayFrom } from '../io.js';
import { filePath, nonEmptyEach, projectOptions, type ProjectOptionValues } from '../project-options.js';
import { packageVersion } from '../version.js';

interface CheckCommandOptions extends ProjectOptionValues {
  lookahead: number;
  failOn: FailOn;
  format: 'stylish' | 'json' | 'sarif' | 'github';
  out?: string;
  color?: boolean;
  verbose?: boolean;
}

function days(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('expected a whole number of days.');
  if (Number(value) > MAX_LOOKAHEAD_DAYS) throw new InvalidArgumentError(`expected at most ${MAX_LOOKAHEAD_DAYS} days (a hundred years).`);
  return Number(value);
}

export function checkCommand(): Command {
  const command = new Command('check')
    .description('Find every use of retiring schema elements in GraphQL documents and the code around them; exit 1 when any reaches --fail-on.')
    .argument('[paths...]', 'files, directories or globs (default: the graphql-config documents, else the current directory)', nonEmptyEach('a file, directory or glob'))
    .option('--lookahead <days>', `report deprecations due within this many days (at most ${MAX_LOOKAHEAD_DAYS})`, days, 90)
    .addOption(new Option('--fail-on <status>', 'the least severe status that fails the run (invalid always fails)').choices(['removed', 'deprecated', 'upcoming']).default('deprecated'))
    .addOption(new Option('--format <format>', 'output format').choices(['stylish', 'json', 'sarif', 'github']).default('stylish'))
    .option('--out <file>', 'write the report to this file (atomically) instead of stdout', filePath)
    .option('--no-color', 'no colours in stylish output (default: colours on a TTY)')
    .option('--verbose', 'list every scheduled location missing from the schema instead of summing them up in one warning');
  projectOptions(command);
  return command.action(async (paths: string[], options: CheckCommandOptions) => {
    const cwd = process.cwd();
    const today = todayFrom(options.today);
    // Loaded on use: the engine pulls in the TypeScript compiler, which `--help` and `calendar` do not need.
    const [{ runCheck }, { failingFindings }] = await Promise.all([import('../../check/run-check.js'), import('../../check/report.js')]);
    const report = await runCheck({
      cwd,
      paths,
      today,
      lookaheadDays: options.lookahead,
      failOn: options.failOn,
      schema: options.schema,
      changes: options.changes,
      project: options.project,
    });
    // As `sunset calendar` prints them: a scheduled location the schema lacks (a typo in the schedule) is never checked, so it is said.
    // Not the bundled schedule's: it announces types the bundled schema does not model (the spec names no fields), nothing a user can mend.
    const bundled = bundledChangesPath();
    const shown = options.verbose ? report.calendar.diagnostics : report.calendar.diagnostics.filter((d) => !(d.code === 'unresolved-location' && d.file && path.resolve(cwd, d.file) === bundled));
    printDiagnostics(shown, { verbose: options.verbose ?? false, hint: '--verbose lists them' });
    // The other formats carry the engine's warnings (a document it cannot analyse, a fragment defined
    // nowhere); a JSON array of findings has no place for them, so they go to stderr, as the schedule's do.
    if (options.format === 'json') printDiagnostics(report.warnings.map((w) => ({ severity: 'warning' as const, ...w })));
    const color = options.color !== false && !options.out && process.stdout.isTTY === true && !process.env['NO_COLOR'];
    await emit(await formatted(report, options.format, color, cwd), options.out, cwd);
    process.exitCode = failingFindings(report).length > 0 ? ExitCode.findings : ExitCode.ok;
  });
}

/**
 * The report in the format asked for; only that format's module is loaded. GitHub reads SARIF and
 * annotation paths from the repository's top, so those two name files from there.
 */
async function formatted(report: CheckReport, format: CheckCommandOptions['format'], color: boolean, cwd: string): Promise<string> {
  const forGithub = async () => (await import('../../check/repository-paths.js')).pathsFromRepositoryTop(report, cwd);
  switch (format) {
    case 'json':
      return (await import('../../check/formats/json.js')).formatJson(report);
    case 'sarif': {
      const { report: fromTop, moved } = await forGithub();
      return (await import('../../check/formats/sarif.js')).formatSarif(fromTop, { toolVersion: packageVersion(), fromRepositoryTop: moved });
    }
    case 'github':
      return (await import('../../check/formats/github.js')).formatGithub((await forGithub()).report);
    default:
      return (await import('../../check/formats/stylish.js')).formatStylish(report, { color });
  }
}
