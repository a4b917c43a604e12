/** A source file's text as linters see it: without its byte order mark. */
import { readFileSync } from 'node:fs';

/** The text of `file`, read as UTF-8, without a leading byte order mark; throws when it cannot be read. */
export function readSourceText(file: string): string {
  const text = readFileSync(file, 'utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The same, undefined when it cannot be read. */
export function readSourceTextIfAny(file: string): string | undefined {
  try {
    return readSourceText(file);
  } catch {
    return undefined;
  }
}
