/**
 * Walks one document with the schema (graphql-js TypeInfo) and collects every use of an element the
 * retirement index knows: fields (through fragments, interfaces and unions alike, since each
 * selection set is walked with its own parent type), arguments, input-object fields in literals and
 * variable defaults, and enum values. Each use is found once, where it is written, with the edits
 * that replace it when the replacement is mechanical (renames, reshaped selections) and the rewrites
 * to offer when it is not (a root field moved under its entity).
 */
import {
  getNamedType,
  Kind,
  TokenKind,
  isEnumType,
  isInputObjectType,
  isObjectType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ArgumentNode,
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type ObjectFieldNode,
  type SelectionNode,
} from 'graphql';
import { argumentCoordinate, directiveArgumentCoordinate, fieldCoordinate } from '../schema/coordinates.js';
import { mechanicalRename, planFieldRenames, renameEdit, type RenamePlan } from './mechanical-fixes.js';
import { suggestRootFieldMove } from '../rewrites/move-root-field.js';
import type { RetirementIndex } from './retirement-index.js';
import type { ElementKind, Suggestion, TextEdit } from './types.js';

export interface RetiringUse {
  coordinate: string;
  elementKind: Exclude<ElementKind, 'document'>;
  /** The node a report points at: the name of a field, argument or input field, or the enum value. */
  node: ASTNode;
  /** Edits in document offsets that perform the replacement, when it is mechanical. */
  fix: TextEdit[] | null;
  /** Rewrites in document offsets to offer but not apply (they change the result's shape). */
  suggestions?: Suggestion[];
  /** The replacement this use's rewrite takes, when it is another than the calendar's (`Partner.audiences`, the other route). */
  replacement?: string;
  /** Why no rewrite is offered, where a rewrite was looked for and refused. */
  unrewritten?: string;
  /**
   * A rename refused because copies of the field elsewhere (another file's operation that spreads
   * this fragment, or its fragment) would conflict with it renamed: its own edits, and what the field
   * is once renamed (`key`, the same for every copy). The codemod renames the copies of all files at once.
   */
  jointRename?: { key: string; edits: TextEdit[] };
}

/**
 * `addedError` gives the first error the document with an edit set applied has and the document
 * lacks (`fix-check.ts`), null when none: rewrites of selections that would add one are not offered.
 * Renames of arguments and input fields are checked here: one whose new name is already given (or
 * given by another rename) is no fix.
 */
export function findRetiringUses(
  document: DocumentNode,
  schema: GraphQLSchema,
  index: RetirementIndex,
  addedError: (edits: readonly TextEdit[]) => string | null = () => null,
  fragments: ReadonlyMap<string, FragmentDefinitionNode> = new Map(),
): RetiringUse[] {
  const uses: RetiringUse[] = [];
  // Most documents use nothing that retires: their tokens say so faster than a walk with the schema.
  if (!writesAny(document, writtenNames(index))) return uses;
  const typeInfo = new TypeInfo(schema);
  const plans = new WeakMap<readonly SelectionNode[], RenamePlan>();
  /** Uses whose plain rename was refused, by what the field is once renamed. */
  const refused = new Map<string, Array<{ use: RetiringUse; edits: TextEdit[] }>>();
  /** The name an element (`coordinate`, written `name`) has once its mechanical rename is applied. */
  const newName = (coordinate: string, name: string) => {
    const retirement = index.get(coordinate);
    return (retirement && mechanicalRename(coordinate, retirement.replacement, schema)) ?? name;
  };

  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node: FieldNode, _key, parent, _path, ancestors) {
        const parentType = typeInfo.getParentType();
        const fieldDef = typeInfo.getFieldDef();
        if (!parentType || !fieldDef) return;
        const coordinate = fieldCoordinate(parentType.name, fieldDef.name);
        const retirement = index.get(coordinate);
        if (!retirement) return;
        let fix: TextEdit[] | null = null;
        let suggestions: Suggestion[] = [];
        let replacement: string | undefined;
        let unrewritten: string | undefined;
        if (Array.isArray(parent)) {
          const selections = parent as readonly SelectionNode[];
          let plan = plans.get(selections);
          if (!plan) plans.set(selections, (plan = planFieldRenames(selections, parentType, schema, index, addedError, unconditionalKeysBeside(selections, parentType.name, document, fragments, newName))));
          const planned = plan.get(node);
          fix = planned?.fix ?? null;
          suggestions = planned?.suggestions ?? [];
          unrewritten = planned?.unrewritten;
          // Not mechanical: a move that changes the result's shape is offered, never applied.
          if (!planned && isObjectType(parentType)) {
            const move = suggestRootFieldMove(node, parentType, selections, ancestors, schema, retirement);
            replacement = move?.replacement;
            if (move && 'refused' in move) unrewritten = move.refused;
            else if (move) {
              const error = addedError(move.fix);
              // The move's title is its message up to the first ": " after a name in backticks (`advertiser(id: $id)` has a colon of its own).
              if (error !== null) unrewritten = `the moved selection would not validate here (${move.message.slice(0, move.message.indexOf('`: ') + 1) || move.message}): ${error}`;
              else suggestions = [{ message: move.message, fix: move.fix }];
            }
          }
        }
        const use: RetiringUse = { coordinate, elementKind: 'field', node: node.name, fix, suggestions, ...(replacement ? { replacement } : {}), ...(unrewritten ? { unrewritten } : {}) };
        uses.push(use);
        const rename = Array.isArray(parent) ? plans.get(parent as readonly SelectionNode[])?.get(node)?.refusedRename : undefined;
        if (rename) refused.set(rename.renamed, [...(refused.get(rename.renamed) ?? []), { use, edits: rename.edits }]);
      },
      Argument(node, _key, parent) {
        const arg = typeInfo.getArgument();
        if (!arg) return;
        const directive = typeInfo.getDirective();
        const parentType = typeInfo.getParentType();
        const fieldDef = typeInfo.getFieldDef();
        const coordinate = directive
          ? directiveArgumentCoordinate(directive.name, arg.name)
          : parentType && fieldDef
            ? argumentCoordinate(parentType.name, fieldDef.name, arg.name)
            : null;
        const retirement = coordinate ? index.get(coordinate) : undefined;
        if (!coordinate || !retirement) return;
        const fix = renameEdit(node.name, coordinate, retirement.replacement, schema);
        const siblings = Array.isArray(parent) ? (parent as readonly ArgumentNode[]) : [node];
        const renamedTo = (sibling: ArgumentNode) => newName(coordinate.replace(/\([^(]*:\)$/, `(${sibling.name.value}:)`), sibling.name.value);
        uses.push({ coordinate, elementKind: 'argument', node: node.name, fix: fix && unique(node, siblings, renamedTo) ? fix : null });
      },
      ObjectField(node, _key, parent) {
        // An input type without this field is a validation error, reported as such: never a crash here.
        const objectType = getNamedType(typeInfo.getParentInputType());
        if (!isInputObjectType(objectType) || !objectType.getFields()[node.name.value]) return;
        const coordinate = fieldCoordinate(objectType.name, node.name.value);
        const retirement = index.get(coordinate);
        if (!retirement) return;
        const fix = renameEdit(node.name, coordinate, retirement.replacement, schema);
        const siblings = Array.isArray(parent) ? (parent as readonly ObjectFieldNode[]) : [node];
        const renamedTo = (sibling: ObjectFieldNode) => newName(fieldCoordinate(objectType.name, sibling.name.value), sibling.name.value);
        uses.push({ coordinate, elementKind: 'inputField', node: node.name, fix: fix && unique(node, siblings, renamedTo) ? fix : null });
      },
      EnumValue(node) {
        const enumType = getNamedType(typeInfo.getInputType());
        if (!isEnumType(enumType) || !enumType.getValue(node.value)) return;
        const coordinate = fieldCoordinate(enumType.name, node.value);
        const retirement = index.get(coordinate);
        if (!retirement) return;
        uses.push({ coordinate, elementKind: 'enumValue', node, fix: renameEdit(node, coordinate, retirement.replacement, schema) });
      },
    }),
  );
  renameCopiesTogether(refused, addedError);
  return uses;
}

/**
 * Copies of one field in several selection sets that merge at execution (a fragment and the
 * operation spreading it, sibling inline fragments), each selecting it under one response key: each
 * rename alone makes the copies two different fields under one key, which does not validate. Renamed
 * all at once, they stay one field: every copy's fix is then the one edit set of all of them, when
 * the document validates with it.
 */
function renameCopiesTogether(refused: ReadonlyMap<string, ReadonlyArray<{ use: RetiringUse; edits: TextEdit[] }>>, addedError: (edits: readonly TextEdit[]) => string | null): void {
  for (const [key, copies] of refused) {
    const edits = copies.flatMap((c) => c.edits).sort((a, b) => a.start - b.start);
    if (copies.length > 1 && addedError(edits) === null) {
      for (const { use } of copies) {
        use.fix = edits;
        delete use.unrewritten;
      }
      continue;
    }
    // Copies in other files, maybe (the conflict is with fields of a definition not in this document).
    for (const { use, edits: own } of copies) if (use.unrewritten && FIELD_CONFLICT.test(use.unrewritten)) use.jointRename = { key, edits: own };
  }
}

/** graphql-js's message for two fields under one response key that cannot merge (OverlappingFieldsCanBeMergedRule). */
const FIELD_CONFLICT = /: Fields "[^"]+" conflict because /;

const namesByIndex = new WeakMap<RetirementIndex, ReadonlySet<string>>();

/**
 * The names a document writes where it uses an element of `index`: each coordinate's last name (the
 * field, argument, input field or enum value itself, as `Type.field(arg:)` ends), whatever the alias.
 */
function writtenNames(index: RetirementIndex): ReadonlySet<string> {
  let names = namesByIndex.get(index);
  if (!names) {
    names = new Set([...index.keys()].flatMap((coordinate) => /([_A-Za-z][_0-9A-Za-z]*)(?::\))?$/.exec(coordinate)?.[1] ?? []));
    namesByIndex.set(index, names);
  }
  return names;
}

/** Whether `document` has a name token among `names`; true when it kept no tokens to tell (parsed without locations). */
function writesAny(document: DocumentNode, names: ReadonlySet<string>): boolean {
  const first = document.loc?.startToken;
  if (!first) return true;
  for (let token: typeof first | null = first; token; token = token.next) {
    if (token.kind === TokenKind.NAME && names.has(token.value)) return true;
  }
  return false;
}

/** Whether `node`, renamed, is the only one of its siblings (arguments of a field, fields of an input object) with its new name. */
function unique<T extends ArgumentNode | ObjectFieldNode>(node: T, siblings: readonly T[], renamedTo: (sibling: T) => string): boolean {
  const name = renamedTo(node);
  return siblings.every((sibling) => sibling === node || (renamedTo(sibling) !== name && sibling.name.value !== name));
}

/**
 * The response keys that the fragments in `selections` (inline, and spread: this document's or
 * another file's, and theirs in turn) select with no directive on the way, each field named as its
 * mechanical rename leaves it. At execution they merge with the fields of `selections`: a
 * conditional field renamed to one of these keys would no longer be conditional.
 */
function unconditionalKeysBeside(
  selections: readonly SelectionNode[],
  parentType: string,
  document: DocumentNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  newName: (coordinate: string, name: string) => string,
): Set<string> {
  const keys = new Set<string>();
  const own = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const seen = new Set<string>();
  const collect = (set: readonly SelectionNode[], type: string, nested: boolean): void => {
    for (const selection of set) {
      if (selection.directives?.length) continue;
      if (selection.kind === Kind.FIELD) {
        if (nested) keys.add(selection.alias?.value ?? newName(fieldCoordinate(type, selection.name.value), selection.name.value));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect(selection.selectionSet.selections, selection.typeCondition?.name.value ?? type, true);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = own.get(selection.name.value) ?? fragments.get(selection.name.value);
        if (fragment) collect(fragment.selectionSet.selections, fragment.typeCondition.name.value, true);
      }
    }
  };
  collect(selections, parentType, false);
  return keys;
}
