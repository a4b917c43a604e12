/**
 * `sunset check` as a library call: resolve the project, load schema and calendar, find the files,
 * analyse them. The CLI only parses flags and prints; everything else is here.
 */
import { Analyzer } from '../analysis/analyzer.js';
import { loadProject } from '../calendar/load-calendar.js';
import { resolveProject, type ProjectFlags } from '../config/project-config.js';
import { findRunSourceFiles, readSourceFiles } from '../documents/find-source-files.js';
import { firstNames } from '../paths.js';
import type { CheckReport } from './report.js';

export type FailOn = CheckReport['failOn'];

export interface CheckOptions extends ProjectFlags {
  /** Files, directories or globs; default the project's configured documents, else the working directory. */
  paths?: readonly string[];
  today: string;
  lookaheadDays?: number;
  failOn?: FailOn;
  env?: Record<string, string | undefined>;
}

export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const settings = resolveProject(options);
  const project = await loadProject(settings, { today: options.today, cwd: options.cwd, keepSchemaSyntax: false, ...(options.env ? { env: options.env } : {}) });
  const files = await readSourceFiles(await findRunSourceFiles(options.paths, settings, options.cwd), options.cwd);
  const analyzer = new Analyzer({
    schema: project.schema.schema,
    calendar: project.calendar,
    today: options.today,
    lookaheadDays: options.lookaheadDays ?? 90,
    cwd: options.cwd,
  });
  const result = analyzer.analyze(files);
  // A file the tree reaches by two paths (a symbolic link) is one file: its findings are reported once, under the first of its paths.
  const names = await firstNames(result.findings.map((f) => f.file), options.cwd);
  return {
    today: options.today,
    failOn: options.failOn ?? 'deprecated',
    findings: result.findings.filter((f) => names.get(f.file) === f.file),
    warnings: [...analyzer.warnings, ...result.warnings],
    calendar: project.calendar,
    stats: result.stats,
  };
}
