/** What the rules' thread and the prefetch worker say to each other (rules/prefetch.ts). */
import { hash } from 'node:crypto';
import type { MessagePort } from 'node:worker_threads';
import type { ReportPrefilter } from '../src/analysis/analyzer.js';
import type { DocumentScope } from './project-documents.js';
import type { FileAnalysis } from './project-state.js';
import type { EffectiveOptions } from './rule-options.js';
import type { WatchedFile, WatchedListing } from './watched-files.js';

/** What the worker is started with: it loads its modules, then waits for the project to analyse. */
export interface PrefetchWorkerData {
  /** Two Int32s: [0] the worker increments after each message (wakes a waiting rule), [1] the rules set once they posted `start`. */
  signal: SharedArrayBuffer;
  port: MessagePort;
}

/** Rules to worker, first and once: the project to analyse. */
export interface PrefetchStart {
  type: 'start';
  cwd: string;
  options: EffectiveOptions;
  scope: DocumentScope;
}

/** Rules to worker: this file is being linted now, analyse it next. */
export interface PrefetchRequest {
  type: 'request';
  file: string;
}

/** Worker to rules. Files are absolute and normalized. */
export type PrefetchMessage =
  /** The project is loaded: the files and listings it came from, and the test that tells files with nothing to report (never sent). */
  | { type: 'ready'; watched: WatchedFile[]; listings: WatchedListing[]; prefilter: ReportPrefilter }
  /**
   * A file's findings, with the files other than it whose fragments it spreads (and their times) and,
   * when it spreads a fragment no document defined, when the documents were listed (else null).
   */
  | { type: 'result'; file: string; length: number; hash: string; result: FileAnalysis; external: WatchedFile[]; records: number[]; unresolvedListedAt: number | null }
  /**
   * Files many results depend on together (the modules of a re-export closure, with their times; -1:
   * absent), sent once, before the first result naming it in `records`.
   */
  | { type: 'record'; id: number; files: WatchedFile[] }
  | { type: 'missing'; file: string }
  | { type: 'done' }
  | { type: 'failed'; message: string };

/** Tells the text the worker analysed from the text ESLint lints. */
export const textHash = (text: string) => hash('sha1', text, 'base64');
