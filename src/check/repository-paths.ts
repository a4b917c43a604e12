/**
 * GitHub resolves code scanning results (upload-sarif) and workflow annotations (`::error file=`)
 * against the repository's top, not the folder a step ran in. A check run from a package folder of
 * a monorepo, or on `../other`, names its files relative to the working directory; the SARIF and
 * GitHub formats name them from the top of the git work tree instead.
 */
import path from 'node:path';
import { gitWorkTreeTop } from '../config/project-config.js';
import { displayPath } from '../paths.js';
import { compare, type CheckReport } from './report.js';

export interface RepositoryReport {
  /** The report with its file paths relative to the top of the git work tree (else to the working directory). */
  report: CheckReport;
  /** Whether the paths were rewritten: the run was in a folder below the top. */
  moved: boolean;
}

/** `report`, whose paths are relative to `cwd`, with paths relative to the top of the git work tree holding `cwd`. */
export function pathsFromRepositoryTop(report: CheckReport, cwd: string): RepositoryReport {
  const here = path.resolve(cwd);
  const base = gitWorkTreeTop(here) ?? here;
  if (base === here) return { report, moved: false };
  const rebase = (file: string) => (file === '' ? file : displayPath(path.resolve(here, file), base));
  return {
    report: {
      ...report,
      // Sorted by the new paths, as a run from the top sorts them; the sort is stable, so positions stay in order.
      findings: report.findings.map((finding) => ({ ...finding, file: rebase(finding.file) })).sort((a, b) => compare(a.file, b.file)),
      // A warning about no file in particular (file '') stays so.
      warnings: report.warnings.map((warning) => ({ ...warning, file: rebase(warning.file) })),
    },
    moved: true,
  };
}
