/** What the engine reports: a use of a retiring schema element, or a document that no longer works. */

/**
 * Worst first. `invalid` always fails a check; the others fail from the `--fail-on` level upward.
 *  - removed: a removal dated on or before today.
 *  - deprecated: a deprecation dated on or before today, or `@deprecated` in the schema with no dated deprecation.
 *  - upcoming: a deprecation (or, for an element not yet deprecated, a removal) dated after today, within the look-ahead.
 *  - invalid: the document does not parse, or does not validate against the schema as of today.
 */
export type FindingStatus = 'invalid' | 'removed' | 'deprecated' | 'upcoming';

export const STATUS_ORDER: readonly FindingStatus[] = ['invalid', 'removed', 'deprecated', 'upcoming'];

/** What kind of schema element a finding is about. */
export type ElementKind = 'field' | 'argument' | 'inputField' | 'enumValue' | 'document' | 'restEndpoint';

/** Where a finding's text was: in a GraphQL document, or in TypeScript/JavaScript around it. */
export type FindingOrigin = 'document' | 'ts-string-literal' | 'ts-enum-member';

/** A 1-based range in the host file (the `.graphql` file, or the TS/JS file that embeds the document). */
export interface Range {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** One text replacement in the host file, by 0-based offsets (ESLint's fixer and codemods apply these). */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** A rewrite offered but not applied automatically: it changes the result's shape, so code reading it must change too. */
export interface Suggestion {
  message: string;
  fix: TextEdit[];
}

export interface Finding extends Range {
  /** Relative to the working directory, with `/` separators. */
  file: string;
  /** The schema coordinate of the element used (`REST <METHOD> <path>` for a REST call); null for a document that does not parse or validate. */
  location: string | null;
  elementKind: ElementKind;
  origin: FindingOrigin;
  status: FindingStatus;
  /** The date that decided the status (deprecation or removal), when there is one. */
  date: string | null;
  /** The announced removal date, when one is known (it may differ from `date`). */
  removalDate: string | null;
  replacement: string | null;
  message: string;
  /** Whether the replacement is mechanical (a rename); `fix` holds the edits when it is. */
  fixable: boolean;
  fix: TextEdit[] | null;
  /** Rewrites to offer (ESLint suggestions), never applied by --fix. */
  suggestions: Suggestion[];
  /**
   * Why the rename is offered (the first suggestion) instead of being the fix, when it would repeat a
   * value beside the use: a `case` its switch has already, an object's key, a comparison in the same
   * chain (repeated-value.ts). Merged by hand; the codemod leaves such a use and reports this.
   */
  fixWithheld: string | null;
  /** The codemod that performs the change, when the calendar names one. */
  codemod: string | null;
  /** Why no rewrite is offered for this use, where one was looked for and refused (`advertiser` already selected beside it). */
  unrewritten?: string;
  /**
   * A rename refused only because copies of the field in other files would conflict with it renamed
   * (`p: targetedAtPartnerLevel` in a fragment and in another file's operation spreading it): its
   * edits, and a key shared by every copy. Not a fix: the codemod applies the copies' edits together.
   */
  jointRename?: { key: string; edits: TextEdit[] };
  /** The 0-based offsets of the range, for editors and fixers. */
  start: number;
  end: number;
}

/** A problem that is not a finding: a file that cannot be read, an interpolation that cannot be analysed. */
export interface EngineWarning {
  file: string;
  line?: number;
  column?: number;
  message: string;
}
