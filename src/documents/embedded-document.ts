/** A GraphQL document found in a file, with what is needed to map its offsets back to the host file. */

export type DocumentForm =
  /** A whole `.graphql`/`.gql` file. */
  | 'file'
  /** gql`…`, graphql`…`, Apollo.gql`…` */
  | 'tagged-template'
  /** gql(`…`), graphql('…'): the client-preset style */
  | 'call'
  /** a template preceded by a GraphQL comment */
  | 'comment'
  /** a template whose text starts with #graphql */
  | 'hash-graphql';

export interface Interpolation {
  /** Offsets in the document text of `${`…`}`. */
  start: number;
  end: number;
  /** The expression's source text (`SEGMENT_FIELDS`). */
  expression: string;
}

export interface EmbeddedDocument {
  /**
   * The document's text as the program sends it: as in the host file from `hostOffset` on, each
   * `${…}` blanked to spaces of its width, and each escape of a string or template read as what it
   * stands for (`map` then places its offsets in the host).
   */
  text: string;
  hostOffset: number;
  /**
   * Where the text is not the host's as it stands (it had escapes): for each character of `text`, the
   * offsets from `hostOffset` where it begins and ends in the host, and the length of the host text.
   */
  map?: { starts: number[]; ends: number[]; length: number };
  form: DocumentForm;
  interpolations: Interpolation[];
  /** False where an edit of the text could not be written back into the host as it is. */
  editable: boolean;
  /** Escapes (a template's or a quoted string's `\n`), as the spans of `text` they stand for (none, for a line continuation): no edit may touch them. */
  escapes?: Array<{ start: number; end: number }>;
  /** The quote of a string literal (`graphql('…')`): an edit's text may hold neither it nor a line break. */
  quote?: '"' | "'";
}

/** A string literal in TS/JS that is the value of an object-literal property: `{ mutationName: 'AD_GROUP_UPDATE' }`. */
export interface StringProperty {
  propertyName: string;
  value: string;
  /** The object holding the property is itself a property's value (so the name is an input field's, not an argument's). */
  nested: boolean;
  /** Offsets of the literal, quotes included. */
  start: number;
  end: number;
  /** New values its rename would repeat beside it, with why (`ScanOptions.renameRepeats`). */
  repeats?: Record<string, string>;
  /** The name of the constant holding it, when its file exports the constant (other files may read it: their uses are not checked). */
  exportedConstant?: string;
  /**
   * Set when the property takes a constant imported from another file (`{ mutationName: STEP }`,
   * `import { STEP } from './steps'`): the offsets are then the reference's, and the literal is there.
   */
  heldIn?: { constant: string; file: string; line: number };
}

/** A retiring enum value held in a `const` its file exports: other files may pass it (`imported-constants.ts`). */
export interface ExportedConstant {
  /** The constant's own name, and the names it is exported under. */
  local: string;
  names: string[];
  value: string;
  /** Offsets of the literal, quotes included. */
  start: number;
  end: number;
}

/** A member access on a named object: `AdGroupBidFactorWorkflowMutationName.AdGroupUpdate` (generated TS enums). */
export interface MemberReference {
  objectName: string;
  memberName: string;
  /** Offsets of the member name. */
  start: number;
  end: number;
  /** New values its rename would repeat beside it, with why (`ScanOptions.renameRepeats`). */
  repeats?: Record<string, string>;
  /** The members of the enum, where the file declares it itself (a rename must be to one of them). */
  declaredMembers?: readonly string[];
  /** The local a shorthand destructuring binds (`const { Member } = Enum`): renamed, the key keeps it (`{ New: Member }`). */
  shorthandOf?: string;
}

export interface ScannedSource {
  documents: EmbeddedDocument[];
  stringProperties: StringProperty[];
  memberReferences: MemberReference[];
  exportedConstants?: ExportedConstant[];
  /**
   * Whether the file parses as TypeScript or JavaScript, where the scan parsed it (a file with no
   * marker is not parsed: unknown). A codemod writes no file that did not parse before it.
   */
  codeParses?: boolean;
}

export const EMPTY_SCAN: ScannedSource = Object.freeze({ documents: [], stringProperties: [], memberReferences: [] }) as ScannedSource;

/** The host offset where the character at `offset` of the document's text begins (the end of the host text past its last). */
export function hostStart(embedded: EmbeddedDocument, offset: number): number {
  const { map } = embedded;
  if (!map) return embedded.hostOffset + offset;
  return embedded.hostOffset + (offset < map.starts.length ? map.starts[offset]! : map.length);
}

/** The host offset where the character before `offset` of the document's text ends (where it begins, before its first). */
export function hostEnd(embedded: EmbeddedDocument, offset: number): number {
  const { map } = embedded;
  if (!map) return embedded.hostOffset + offset;
  return embedded.hostOffset + (offset > 0 ? map.ends[offset - 1]! : 0);
}
