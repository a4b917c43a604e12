/** `sunset codemod`: upgrade a codebase across the announced retirements, documents and the code reading them together. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Command } from 'commander';
import type { CodemodRunReport } from '../../codemods/run-codemods.js';
import { ExitCode, SunsetError } from '../../errors.js';
import { printDiagnostics, todayFrom } from '../io.js';
import { projectOptions, type ProjectOptionValues } from '../project-options.js';

interface CodemodCommandOptions extends ProjectOptionValues {
  dryRun?: boolean;
  diff?: boolean;
  json?: boolean;
  force?: boolean;
  list?: boolean;
}

/** A progress line on a TTY is worth drawing only for trees this large. */
const PROGRESS_FROM = 200;

export function codemodCommand(): Command {
  const command = new Command('codemod')
    .description(
      'Rewrite GraphQL documents and the TypeScript that reads their results across the announced retirements, so the code still compiles and still means the same.',
    )
    .argument('[name]', 'a codemod (see --list), or all')
    .argument('[paths...]', 'files, directories or globs (default: the graphql-config documents, else the current directory)')
    .option('--dry-run', 'compute the changes, write nothing')
    .option('--diff', 'print a unified diff of every change (the summary then goes to stderr)')
    .option('--json', 'print a machine-readable summary')
    .option('--force', 'run on a git work tree with uncommitted changes')
    .option('--list', 'list the codemods with the calendar entries they perform');
  // A codemod performs its change whatever the date: the date only picks the schema its result is validated against.
  projectOptions(command, 'the date whose schema the rewritten documents are validated against (default: the current UTC date)');
  return command.action(async (name: string | undefined, paths: string[], options: CodemodCommandOptions) => {
    const cwd = process.cwd();
    const today = todayFrom(options.today);
    // Loaded on use: the engine and ts-morph pull in the TypeScript compiler.
    const { CODEMODS, resolveCodemods, runCodemods } = await import('../../codemods/index.js');
    if (options.list) {
      if (name) paths = [name, ...paths];
      const { loadProject } = await import('../../calendar/load-calendar.js');
      const { resolveProject } = await import('../../config/project-config.js');
      const project = await loadProject(resolveProject({ cwd, schema: options.schema, changes: options.changes, project: options.project }), { today, cwd });
      printDiagnostics(project.calendar.diagnostics.filter((d) => d.severity === 'error'));
      const listed = CODEMODS.map((codemod) => ({
        name: codemod.name,
        description: codemod.description,
        entries: project.calendar.entries
          .filter((e) => e.codemod === codemod.name)
          .map((e) => ({ location: e.location, kind: e.kind, date: e.date, replacement: e.replacement })),
      }));
      const unknown = [...new Set(project.calendar.entries.map((e) => e.codemod).filter((c): c is string => c !== null && !CODEMODS.some((m) => m.name === c)))];
      if (options.json) {
        process.stdout.write(`${JSON.stringify({ codemods: listed, unknown }, null, 2)}\n`);
        return;
      }
      const lines: string[] = [];
      for (const codemod of listed) {
        lines.push(`${codemod.name}  ${codemod.description}`);
        if (codemod.entries.length === 0) lines.push('  (no entry of the loaded schedule names it)');
        for (const e of codemod.entries) lines.push(`  ${e.location}  ${e.kind}${e.date ? ` ${e.date}` : ''}${e.replacement ? ` → ${e.replacement}` : ''}`);
      }
      for (const name of unknown) lines.push(`${name}  (named by the schedule; no such codemod in this version of sunset)`);
      process.stdout.write(`${lines.join('\n')}\n`);
      return;
    }
    if (!name) throw new SunsetError('name a codemod, or all (sunset codemod --list lists them)');
    const selected = name === 'all' ? [] : [name];
    resolveCodemods(selected); // an unknown name is a usage error before anything is read

    const showProgress = process.stderr.isTTY === true && !options.json;
    let drawn = false;
    const report = await runCodemods({
      cwd,
      codemods: selected,
      paths,
      today,
      dryRun: options.dryRun ?? false,
      schema: options.schema,
      changes: options.changes,
      project: options.project,
      ...(options.force ? {} : { beforeWrite: refuseDirtyWorkTrees }),
      onProgress: showProgress
        ? (done, total) => {
            if (total < PROGRESS_FROM) return;
            drawn = true;
            process.stderr.write(`\rsunset codemod: ${done}/${total} files read`);
          }
        : undefined,
    });
    if (drawn) process.stderr.write('\r\x1b[K');
    printDiagnostics(report.diagnostics.filter((d) => d.code !== 'unresolved-location'), { verbose: true });

    const { createTwoFilesPatch } = options.diff ? await import('diff') : { createTwoFilesPatch: null };
    const diffOf = (file: string, before: string, after: string) => createTwoFilesPatch!(`a/${file}`, `b/${file}`, before, after, '', '', { context: 3 });
    if (options.json) {
      const json = {
        codemods: report.codemods,
        dryRun: report.dryRun,
        ...report.counts,
        changed: report.changed.map((c) => ({ file: c.file, codemods: c.codemods, ...(options.diff ? { diff: diffOf(c.file, c.before, c.after) } : {}) })),
        skipped: report.skipped,
        failed: report.failed,
        leftAlone: report.leftAlone,
        notes: report.notes,
        warnings: report.warnings,
      };
      process.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
    } else {
      if (options.diff) for (const c of report.changed) process.stdout.write(diffOf(c.file, c.before, c.after));
      const out = options.diff ? process.stderr : process.stdout;
      out.write(summary(report));
    }
    process.exitCode = report.failed.length > 0 ? ExitCode.findings : ExitCode.ok;
  });
}

function summary(report: CodemodRunReport): string {
  const lines: string[] = [];
  const width = Math.max(0, ...[...report.changed, ...report.skipped, ...report.failed].map((f) => f.file.length));
  for (const c of report.changed) lines.push(`  ${report.dryRun ? 'would change' : 'changed'}  ${c.file.padEnd(width)}  ${c.codemods.join(', ')}`);
  for (const s of report.skipped) lines.push(`  skipped  ${s.file.padEnd(width)}  ${s.codemods.join(', ')}: left alone (see below)`);
  for (const f of report.failed) lines.push(`  failed  ${f.file.padEnd(width)}  ${f.reason}; not written`);
  if (report.leftAlone.length > 0) {
    lines.push('', 'Left as they were (rewrite by hand, or check):');
    for (const l of report.leftAlone) lines.push(`  ${l.file}:${l.line}:${l.column}  ${l.codemod}  ${l.reason}`);
  }
  if (report.notes.length > 0) {
    lines.push('', 'Rewritten, worth a look:');
    for (const n of report.notes) lines.push(`  ${n.file}:${n.line}:${n.column}  ${n.codemod}  ${n.reason}`);
  }
  if (report.warnings.length > 0) {
    lines.push('', 'Not read (a use of a retiring element there stays as it is):');
    for (const w of report.warnings) lines.push(`  ${w.file ? `${w.file}${w.line ? `:${w.line}:${w.column ?? 1}` : ''}  ` : ''}${w.message}`);
  }
  const { scanned, changed, unchanged, skipped, failed } = report.counts;
  lines.push(
    '',
    `${scanned} ${scanned === 1 ? 'file' : 'files'} scanned: ${changed} ${report.dryRun ? 'would change' : 'changed'}, ${unchanged} unchanged, ${skipped} skipped, ${failed} failed` +
      (report.dryRun ? ' (dry run: nothing written)' : ''),
  );
  if (changed > 0 && !report.dryRun) lines.push('Regenerate your typed operations (graphql-codegen) so the types follow the documents.');
  return `${lines.join('\n')}\n`;
}

/**
 * Stops a run that would write over uncommitted work: every git work tree holding a file about to be
 * written must be clean (`git status --porcelain` empty), wherever the run was started from. Files
 * outside git have nothing to protect.
 */
function refuseDirtyWorkTrees(files: readonly string[]): void {
  const checked = new Set<string>();
  for (const dir of new Set(files.map((file) => path.dirname(file)))) {
    const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    let root: string;
    try {
      root = git('rev-parse', '--show-toplevel').trim();
    } catch {
      continue; // not in a git work tree, or no git
    }
    if (checked.has(root)) continue;
    checked.add(root);
    const dirty = git('status', '--porcelain').split('\n').filter((line) => line.trim() !== '');
    if (dirty.length === 0) continue;
    const first = path.relative(process.cwd(), path.join(root, dirty[0]!.slice(3))) || dirty[0]!.slice(3);
    throw new SunsetError(
      `the git work tree has uncommitted changes (${dirty.length} ${dirty.length === 1 ? 'path' : 'paths'}, first ${first}); commit or stash them, or pass --force (--dry-run writes nothing)`,
    );
  }
}
