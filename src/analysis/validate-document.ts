/**
 * Validates one document against the schema (as of today), with the fragments it spreads from other
 * files. Only errors located in this document are returned: another file's errors are its own.
 */
import {
  Kind,
  KnownFragmentNamesRule,
  KnownTypeNamesRule,
  LoneAnonymousOperationRule,
  MaxIntrospectionDepthRule,
  NoFragmentCyclesRule,
  NoUndefinedVariablesRule,
  NoUnusedFragmentsRule,
  NoUnusedVariablesRule,
  OverlappingFieldsCanBeMergedRule,
  ProvidedRequiredArgumentsRule,
  specifiedRules,
  UniqueArgumentNamesRule,
  UniqueDirectivesPerLocationRule,
  UniqueFragmentNamesRule,
  UniqueInputFieldNamesRule,
  UniqueOperationNamesRule,
  UniqueVariableNamesRule,
  validate,
  VariablesInAllowedPositionRule,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLError,
  type GraphQLSchema,
  type SelectionNode,
  type TypeNode,
} from 'graphql';
import { forEachFragmentSpread } from './fragment-spreads.js';
import { inParallel } from './rules-in-parallel.js';

/** Fragments by name, across every scanned file. */
export type FragmentIndex = ReadonlyMap<string, FragmentDefinitionNode>;

/**
 * Rules that never read the schema. A removal can break a document only through the rules that
 * do (a field, argument, input field, enum value or type that is gone); a document's own mistakes
 * (an unused variable, two operations of one name, a fragment cycle) are the GraphQL linter's and
 * codegen's to report, and checking them cost a third of validation. Kept: ExecutableDefinitions
 * (SDL mixed into an operation's document fails every request). Fragments: one defined here and used
 * elsewhere is fine, and unknown ones are reported as warnings by the caller.
 */
const DOCUMENT_ONLY = new Set([
  UniqueOperationNamesRule,
  LoneAnonymousOperationRule,
  UniqueFragmentNamesRule,
  KnownFragmentNamesRule,
  NoUnusedFragmentsRule,
  NoFragmentCyclesRule,
  UniqueVariableNamesRule,
  NoUndefinedVariablesRule,
  NoUnusedVariablesRule,
  UniqueArgumentNamesRule,
  UniqueInputFieldNamesRule,
  MaxIntrospectionDepthRule,
]);
/**
 * Rules that read the schema, but only for what a removal leaves as it was: the types of fields,
 * arguments and input fields (the schema as of a date only lacks elements, it never retypes one).
 * A variable in a position of another type, a required argument not given, two fields of one name
 * that cannot merge, a directive repeated: each fails against the schema of every date alike, so
 * is again the document's own mistake. Together they cost a quarter of what validation kept.
 */
const UNCHANGED_BY_REMOVALS = new Set([VariablesInAllowedPositionRule, ProvidedRequiredArgumentsRule, OverlappingFieldsCanBeMergedRule, UniqueDirectivesPerLocationRule]);
const RULES = specifiedRules.filter((rule) => !DOCUMENT_ONLY.has(rule) && !UNCHANGED_BY_REMOVALS.has(rule));
// graphql-js's KnownTypeNamesRule lists every type name of the schema for each document (for its
// "did you mean" hints): on a large schema that is a tenth of all validation. It runs only where a
// document does name a type the schema lacks; its message is then the same.
const RULES_WITHOUT_TYPE_NAMES = RULES.filter((rule) => rule !== KnownTypeNamesRule);
// Each set as one rule (rules-in-parallel.ts): graphql-js's walk, with the rules' functions looked up per kind met.
const ENGINE_RULES = [inParallel(RULES)];
const ENGINE_RULES_WITHOUT_TYPE_NAMES = [inParallel(RULES_WITHOUT_TYPE_NAMES)];

/** Whether every type a document names (variable types, type conditions) exists in the schema. */
function namesOnlyKnownTypes(document: DocumentNode, schema: GraphQLSchema): boolean {
  const known = (type: TypeNode): boolean => (type.kind === Kind.NAMED_TYPE ? schema.getType(type.name.value) !== undefined : known(type.type));
  const selectionsKnown = (selections: readonly SelectionNode[]): boolean =>
    selections.every((selection) => {
      if (selection.kind === Kind.FRAGMENT_SPREAD) return true;
      if (selection.kind === Kind.INLINE_FRAGMENT && selection.typeCondition && !known(selection.typeCondition)) return false;
      return !selection.selectionSet || selectionsKnown(selection.selectionSet.selections);
    });
  return document.definitions.every((definition) => {
    if (definition.kind === Kind.OPERATION_DEFINITION) {
      return (definition.variableDefinitions ?? []).every((v) => known(v.type)) && selectionsKnown(definition.selectionSet.selections);
    }
    if (definition.kind === Kind.FRAGMENT_DEFINITION) return known(definition.typeCondition) && selectionsKnown(definition.selectionSet.selections);
    return true;
  });
}

export interface DocumentValidation {
  errors: GraphQLError[];
  /** Spreads of fragments defined nowhere in the scanned files. */
  unknownFragments: Array<{ name: string; start: number; end: number }>;
}

/** The document with the fragments it spreads from other files (their transitive closure), and the spreads defined nowhere. */
function withSpreadFragments(document: DocumentNode, fragments: FragmentIndex): { combined: DocumentNode; unknownFragments: DocumentValidation['unknownFragments'] } {
  const own = new Set(document.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [d.name.value] : [])));
  const external: FragmentDefinitionNode[] = [];
  const unknownFragments: DocumentValidation['unknownFragments'] = [];
  const pending: ASTNode[] = [document];
  const added = new Set<string>();
  // Pull in the transitive closure of fragments spread from this document.
  while (pending.length > 0) {
    forEachFragmentSpread(pending.pop()!, (spread) => {
      const name = spread.name.value;
      if (own.has(name) || added.has(name)) return;
      const definition = fragments.get(name);
      if (!definition) {
        if (spread.loc && spread.loc.source === document.loc?.source) unknownFragments.push({ name, start: spread.name.loc!.start, end: spread.name.loc!.end });
        return;
      }
      added.add(name);
      external.push(definition);
      pending.push(definition);
    });
  }
  const combined: DocumentNode = external.length === 0 ? document : { ...document, definitions: [...document.definitions, ...external] };
  return { combined, unknownFragments };
}

/** Errors located in `document` itself: another file's errors are its own. */
const ownErrors = (errors: readonly GraphQLError[], document: DocumentNode) =>
  errors.filter((error) => {
    const node = error.nodes?.[0];
    return !node?.loc || node.loc.source === document.loc?.source;
  });

export function validateDocument(document: DocumentNode, schema: GraphQLSchema, fragments: FragmentIndex): DocumentValidation {
  const { combined, unknownFragments } = withSpreadFragments(document, fragments);
  const rules = namesOnlyKnownTypes(combined, schema) ? ENGINE_RULES_WITHOUT_TYPE_NAMES : ENGINE_RULES;
  const errors = ownErrors(validate(schema, combined, rules, { maxErrors: 50 }), document);
  return { errors, unknownFragments };
}

/**
 * The rules an edit inside a fragment can break in a definition that spreads it, beyond the
 * fragment's own errors: a variable it no longer uses (or newly uses, or uses where its type does
 * not fit) and fields that no longer merge with the definition's own.
 */
export const ACROSS_DEFINITIONS_RULES = [inParallel([NoUnusedVariablesRule, NoUndefinedVariablesRule, VariablesInAllowedPositionRule, OverlappingFieldsCanBeMergedRule])];

/** Every graphql-js rule a server applies, except that a fragment defined for other files to spread is fine. */
const ALL_RULES = [inParallel(specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule))];

/**
 * The messages of every error a server would find in `document` (graphql-js's rules, the document's
 * own mistakes included), with the fragments it spreads from other files. Fixes are checked with
 * it: a fix must not add an error, whatever the engine itself reports.
 */
export function serverValidationMessages(document: DocumentNode, schema: GraphQLSchema, fragments: FragmentIndex): readonly string[] {
  const bySchema = memoized(memoized(serverMessages, document), fragments);
  let messages = bySchema.get(schema);
  if (!messages) {
    const { combined } = withSpreadFragments(document, fragments);
    messages = ownErrors(validate(schema, combined, ALL_RULES), document).map((error) => error.message);
    bySchema.set(schema, messages);
  }
  return messages;
}

/**
 * The messages found, by document, fragments and schema (all three unchanged once made): a document
 * with fixes is validated as their baseline, and again, as it was, before a codemod writes it.
 */
const serverMessages = new WeakMap<DocumentNode, WeakMap<FragmentIndex, WeakMap<GraphQLSchema, readonly string[]>>>();
function memoized<K extends object, V extends WeakMap<object, unknown>>(map: WeakMap<K, V>, key: K): V {
  let value = map.get(key);
  if (!value) map.set(key, (value = new WeakMap() as V));
  return value;
}

/** The first message `after` holds more often than `before`: an error an edit added. Null when it added none. */
export function addedMessage(before: readonly string[], after: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const message of before) counts.set(message, (counts.get(message) ?? 0) + 1);
  for (const message of after) {
    const left = counts.get(message) ?? 0;
    if (left === 0) return message;
    counts.set(message, left - 1);
  }
  return null;
}
