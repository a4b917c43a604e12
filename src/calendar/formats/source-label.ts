import type { EntrySource } from '../types.js';

/** How each format names where an entry came from. */
export const SOURCE_LABEL: Record<EntrySource, string> = {
  schema: 'schema @deprecated',
  changes: 'change schedule',
  both: 'schema @deprecated + change schedule',
  builtin: 'the platform spec (built in)',
};
