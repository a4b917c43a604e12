/**
 * Errors that stop a command: bad input, unreadable files, bad configuration.
 * They carry the file and line they are about, so every face can print one clear line.
 */

/** Exit codes shared by every command (documented in the README). */
export const ExitCode = {
  /** Nothing reached the failure threshold. */
  ok: 0,
  /** Findings reached the failure threshold (check), or a codemod could not write a file. */
  findings: 1,
  /** Usage, configuration or input error: nothing was written. */
  usage: 2,
} as const;

export interface ErrorPlace {
  file?: string;
  line?: number;
  column?: number;
}

export class SunsetError extends Error {
  readonly file: string | undefined;
  readonly line: number | undefined;
  readonly column: number | undefined;
  readonly exitCode: number;

  constructor(message: string, place: ErrorPlace = {}, exitCode: number = ExitCode.usage) {
    super(message);
    this.name = 'SunsetError';
    this.file = place.file;
    this.line = place.line;
    this.column = place.column;
    this.exitCode = exitCode;
  }

  /** `file:line:column: message`, the form editors and CI logs turn into links. */
  toLine(): string {
    return formatPlace(this) + this.message;
  }
}

/** `file:line:column: ` (as much of it as is known), or the empty string. */
export function formatPlace(place: ErrorPlace): string {
  if (!place.file) return '';
  let text = place.file;
  if (place.line) text += `:${place.line}`;
  if (place.line && place.column) text += `:${place.column}`;
  return text + ': ';
}

/** The message of anything thrown, without a stack. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
