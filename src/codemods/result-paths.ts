/**
 * Where a retiring field sits in the results code reads. The engine says which field nodes are
 * uses; this says, for each operation and fragment, the response path from its root to the
 * selection holding each use, following fragment spreads across files, so that the generated
 * result types (`AdvertiserSegmentsQuery`, `SegmentFieldsFragment`) can be matched path by path.
 */
import { getNamedType, isInterfaceType, isListType, isNonNullType, isObjectType, Kind, type FieldNode, type FragmentDefinitionNode, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import type { ParsedSource } from '../analysis/analyzer.js';
import { hostStart } from '../documents/embedded-document.js';
import type { DocumentField, PathSegment } from './types.js';

export type DefinitionKind = 'query' | 'mutation' | 'subscription' | 'fragment';

export interface DefinitionRef {
  name: string;
  kind: DefinitionKind;
}

/** A use of a retiring field as a definition's result holds it. */
export interface ResultPath {
  definition: DefinitionRef;
  /** Response names from the definition's root to the selection set holding the field. */
  parentPath: string[];
  field: FieldNode;
}

const responseName = (field: FieldNode) => (field.alias ?? field.name).value;

/** Field nodes by `file` and the host offset of their name, the offset the engine's findings start at. */
export function indexFields(sources: readonly ParsedSource[]): Map<string, DocumentField> {
  const index = new Map<string, DocumentField>();
  for (const source of sources) {
    for (const document of source.documents) {
      if (!document.ast || !document.embedded.editable) continue;
      const visitSet = (set: SelectionSetNode | undefined) => {
        for (const selection of set?.selections ?? []) {
          if (selection.kind === Kind.FIELD) {
            if (selection.name.loc) index.set(fieldKey(source.file, hostStart(document.embedded, selection.name.loc.start)), { field: selection });
            visitSet(selection.selectionSet);
          } else if (selection.kind === Kind.INLINE_FRAGMENT) visitSet(selection.selectionSet);
        }
      };
      for (const definition of document.ast.definitions) {
        if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) visitSet(definition.selectionSet);
      }
    }
  }
  return index;
}

export const fieldKey = (file: string, hostStart: number) => `${file}\0${hostStart}`;

/**
 * Every path at which a definition's result holds one of `fields`: each operation and fragment of
 * `sources`, fragment spreads followed through `fragments` (across files), inline fragments and
 * unions flattened as generated types flatten them.
 */
export function resultPaths(sources: readonly ParsedSource[], fragments: ReadonlyMap<string, FragmentDefinitionNode>, fields: ReadonlySet<FieldNode>): ResultPath[] {
  const paths: ResultPath[] = [];
  if (fields.size === 0) return paths;
  for (const source of sources) {
    for (const document of source.documents) {
      for (const definition of document.ast?.definitions ?? []) {
        let ref: DefinitionRef;
        if (definition.kind === Kind.OPERATION_DEFINITION) {
          if (!definition.name) continue; // an anonymous operation has no generated type to match
          ref = { name: definition.name.value, kind: definition.operation };
        } else if (definition.kind === Kind.FRAGMENT_DEFINITION) {
          ref = { name: definition.name.value, kind: 'fragment' };
        } else continue;
        const seen = new Set<string>();
        const walk = (set: SelectionSetNode | undefined, path: string[], spreading: ReadonlySet<string>) => {
          for (const selection of set?.selections ?? []) {
            if (selection.kind === Kind.FIELD) {
              if (fields.has(selection)) {
                const key = [...path, responseName(selection)].join('.');
                if (!seen.has(key)) {
                  seen.add(key);
                  paths.push({ definition: ref, parentPath: path, field: selection });
                }
              }
              if (selection.selectionSet) walk(selection.selectionSet, [...path, responseName(selection)], spreading);
            } else if (selection.kind === Kind.INLINE_FRAGMENT) {
              walk(selection.selectionSet, path, spreading);
            } else {
              const name = selection.name.value;
              const fragment = fragments.get(name);
              if (fragment && !spreading.has(name)) walk(fragment.selectionSet, path, new Set([...spreading, name]));
            }
          }
        };
        walk(definition.selectionSet, [], new Set(ref.kind === 'fragment' ? [ref.name] : []));
      }
    }
  }
  return paths;
}

/**
 * The fields named by `names`, walked from `typeName`, each with whether it may be null; null when
 * a name is not a field there, or a list stands before the last one (code cannot read through a list with `.`).
 */
export function segmentsAlong(schema: GraphQLSchema, typeName: string, names: readonly string[]): PathSegment[] | null {
  let type = schema.getType(typeName);
  const segments: PathSegment[] = [];
  for (const [i, name] of names.entries()) {
    if (!isObjectType(type) && !isInterfaceType(type)) return null;
    const field = type.getFields()[name];
    if (!field) return null;
    const nullable = !isNonNullType(field.type);
    const inner = isNonNullType(field.type) ? field.type.ofType : field.type;
    if (isListType(inner) && i < names.length - 1) return null;
    segments.push({ name, nullable });
    type = getNamedType(field.type);
  }
  return segments;
}
