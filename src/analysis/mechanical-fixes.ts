/**
 * Which replacements are mechanical, and the edits that perform them. A replacement is mechanical
 * when it is a sibling of the same kind that takes the same values: an enum value of the same enum,
 * or a field, argument or input field of the same type with the same type. Anything that changes a
 * result's shape is not: the code reading the result must change too (that is a codemod's job).
 */
import {
  isInterfaceType,
  isObjectType,
  isTypeSubTypeOf,
  Kind,
  type ASTNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionNode,
} from 'graphql';
import { resolveCoordinate, typeOfCoordinate } from '../schema/coordinates.js';
import { planReshapes, removalEdit } from '../rewrites/reshape-selection.js';
import type { RetirementIndex } from './retirement-index.js';
import type { TextEdit } from './types.js';

/** The name a mechanical replacement renames `coordinate` to, or null when the replacement is not a same-typed sibling. */
export function mechanicalRename(coordinate: string, replacement: string | null, schema: GraphQLSchema): string | null {
  if (!replacement || typeOfCoordinate(coordinate) !== typeOfCoordinate(replacement)) return null;
  const from = resolveCoordinate(schema, coordinate);
  const to = resolveCoordinate(schema, replacement);
  if (!from || !to || from.kind !== to.kind) return null;
  switch (from.kind) {
    case 'EnumValue':
      return to.kind === 'EnumValue' ? to.enumValue.name : null;
    case 'Field':
      // Readers accept a result at least as strict as before: the new type must be a subtype of the old.
      return to.kind === 'Field' && isTypeSubTypeOf(schema, to.field.type, from.field.type) && to.field.args.every((a) => !isRequired(a)) ? to.field.name : null;
    case 'InputField':
      // Writers keep sending what they sent: every old value must be valid for the new input type.
      return to.kind === 'InputField' && isTypeSubTypeOf(schema, from.inputField.type, to.inputField.type) ? to.inputField.name : null;
    case 'FieldArgument':
      return to.kind === 'FieldArgument' && from.field === to.field && isTypeSubTypeOf(schema, from.fieldArgument.type, to.fieldArgument.type) ? to.fieldArgument.name : null;
    default:
      return null;
  }
}

const isRequired = (arg: { type: unknown; defaultValue: unknown }) => String(arg.type).endsWith('!') && arg.defaultValue === undefined;

/** Replaces the text of a name (or enum value) node, when the replacement is mechanical. */
export function renameEdit(node: ASTNode, coordinate: string, replacement: string | null, schema: GraphQLSchema): TextEdit[] | null {
  const name = mechanicalRename(coordinate, replacement, schema);
  return name && node.loc ? [{ start: node.loc.start, end: node.loc.end, text: name }] : null;
}

export type RenamePlan = Map<FieldNode, TextEdit[]>;

/**
 * Field renames within one selection set, planned together so that a field is never selected
 * twice: the first retiring field renamed to a name takes it; later ones, or ones whose replacement
 * is already selected, are removed instead (three `targetedAt…Level` become one `targetedAtHigherLevel`).
 * The fields renamed to one name share one edit set, applied at once.
 * Then the reshaped selections (`src/rewrites/reshape-selection.ts`): fields the schedule maps to
 * new paths become one merged selection of the new field, with one edit set shared by all of them.
 */
export function planFieldRenames(selections: readonly SelectionNode[], parentType: GraphQLCompositeType, schema: GraphQLSchema, index: RetirementIndex): RenamePlan {
  const plan: RenamePlan = new Map();
  if (!isObjectType(parentType) && !isInterfaceType(parentType)) return plan;
  const fields = selections.filter((s): s is FieldNode => s.kind === Kind.FIELD);
  const taken = new Set(fields.map((f) => (f.alias ?? f.name).value));
  // Fields that become the same field are fixed together: a removal alone would drop a field whose
  // replacement was never written, and neighbouring edits apart would take ESLint several passes.
  const groups = new Map<string, Array<{ field: FieldNode; edit: TextEdit }>>();
  for (const field of fields) {
    const coordinate = `${parentType.name}.${field.name.value}`;
    const retirement = index.get(coordinate);
    if (!retirement || !field.loc) continue;
    const target = mechanicalRename(coordinate, retirement.replacement, schema);
    if (!target) continue;
    if (field.alias) {
      plan.set(field, [{ start: field.name.loc!.start, end: field.name.loc!.end, text: target }]);
      continue;
    }
    let edit: TextEdit;
    if (taken.has(target)) {
      edit = removalEdit(field);
    } else {
      taken.add(target);
      edit = { start: field.name.loc!.start, end: field.name.loc!.end, text: target };
    }
    const group = groups.get(target);
    if (group) group.push({ field, edit });
    else groups.set(target, [{ field, edit }]);
  }
  for (const group of groups.values()) {
    const edits = group.map((g) => g.edit).sort((a, b) => a.start - b.start);
    for (const { field } of group) plan.set(field, edits);
  }
  // Retiring fields the schedule maps onto a new shape: all of them rewritten together, in one edit set.
  for (const [field, edits] of planReshapes(selections, parentType, schema, index, new Set(plan.keys()))) plan.set(field, edits);
  return plan;
}

