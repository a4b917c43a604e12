/** What the rules' thread and the prefetch worker say to each other (rules/prefetch.ts). */
import { createHash } from 'node:crypto';
import type { MessagePort } from 'node:worker_threads';
import type { DocumentScope } from './project-documents.js';
import type { FileAnalysis, SunsetRuleOptions, WatchedFile } from './project-state.js';

export interface PrefetchWorkerData {
  cwd: string;
  options: SunsetRuleOptions;
  today: string;
  lookaheadDays: number;
  scope: DocumentScope;
  /** One Int32 the worker increments after each message, to wake a waiting rule. */
  signal: SharedArrayBuffer;
  port: MessagePort;
}

/** Rules to worker: this file is being linted now, analyse it next. */
export interface PrefetchRequest {
  file: string;
}

/** Worker to rules. Files are absolute and normalized. */
export type PrefetchMessage =
  | { type: 'ready'; watched: WatchedFile[] }
  | { type: 'result'; file: string; length: number; hash: string; result: FileAnalysis; external: WatchedFile[] }
  | { type: 'missing'; file: string }
  | { type: 'done' }
  | { type: 'failed'; message: string };

/** Tells the text the worker analysed from the text ESLint lints. */
export const textHash = (text: string) => createHash('sha1').update(text).digest('base64');
