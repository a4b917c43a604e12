/**
 * What a codemod is made of. A codemod finds its targets through the engine (the findings whose
 * `codemod` is its name) and says, for each use, which document edits perform the change and how
 * the operation's result moves, so that the code reading the result can follow. Everything else
 * (finding the documents, typing the code, applying and checking the edits) is shared, in
 * `run-codemods.ts` and `rewrite-reads.ts`.
 */
import type { FieldNode, GraphQLSchema } from 'graphql';
import type { Finding, TextEdit } from '../analysis/types.js';
import type { CalendarEntry } from '../calendar/types.js';

/** One field of a result path after the change, with whether the schema lets it be null (code reads past it with `?.`). */
export interface PathSegment {
  name: string;
  nullable: boolean;
}

/**
 * How one selected field moves in the result: `from` is the old response path and `to` the new one,
 * both relative to the selection set that held the retiring field (`['targetingDataCounts', 'activeCounts']`
 * to `targetingDataInsights.activeCounts.devices`). What is selected under a moved path moves with it.
 */
export interface ResultMove {
  from: string[];
  to: PathSegment[];
}

/** A use of a retiring field in a document, as the runner found it for a finding. */
export interface DocumentField {
  /** The field node, in document offsets (`hostStart` places them in the host file). */
  field: FieldNode;
}

export interface CodemodContext {
  schema: GraphQLSchema;
  /** The calendar entries this codemod performs (their `codemod` is its name). */
  entries: readonly CalendarEntry[];
  /** The run's working directory: findings name their files relative to it (for a codemod that reads the code around a use). */
  cwd: string;
  /** The run's code files as it read them, by normalized absolute path: the code around a use is not read again. */
  texts: ReadonlyMap<string, string>;
}

/** What a codemod makes of one finding. */
export interface UsePlan {
  /** Edits in host-file offsets that perform the change in the document or code literal; null when the use cannot be rewritten. */
  edits: TextEdit[] | null;
  /** Why the use is left alone, when `edits` is null. */
  reason?: string;
  /** How the result moves (empty when its shape does not change, as for an enum value passed in). */
  moves: ResultMove[];
  /**
   * The field an aliased selection reads now, where the alias stays and its field merges into one
   * its siblings become too (`a: targetedAtAdvertiserLevel` to `a: targetedAtHigherLevel`): code
   * reading the alias has nothing to change, but may tell it apart from the others.
   */
  mergedAlias?: string;
}

export interface Codemod {
  name: string;
  /** One line for `--list` and `--help`. */
  description: string;
  /**
   * When one use in a file cannot be rewritten: leave only that use (`use`), or every use of this
   * codemod in the file (`file`), because half a migration of the file would read worse than none.
   */
  leaveAlone: 'use' | 'file';
  /** The plan for one finding of this codemod; `document` is set for fields in documents. */
  plan(finding: Finding, document: DocumentField | null, context: CodemodContext): UsePlan;
}

/** Something a codemod left as it was, with where and why. */
export interface LeftAlone {
  codemod: string;
  file: string;
  line: number;
  column: number;
  reason: string;
}

/** A report with the 0-based offset it was made at, so its place can follow the edits made before it. */
export interface PlacedReport extends LeftAlone {
  offset: number;
}
