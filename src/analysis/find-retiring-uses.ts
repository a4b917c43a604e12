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
  isEnumType,
  isInputObjectType,
  isObjectType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  type SelectionNode,
} from 'graphql';
import { argumentCoordinate, directiveArgumentCoordinate, fieldCoordinate } from '../schema/coordinates.js';
import { planFieldRenames, renameEdit, type RenamePlan } from './mechanical-fixes.js';
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
}

export function findRetiringUses(document: DocumentNode, schema: GraphQLSchema, index: RetirementIndex): RetiringUse[] {
  const uses: RetiringUse[] = [];
  const typeInfo = new TypeInfo(schema);
  const plans = new WeakMap<readonly SelectionNode[], RenamePlan>();

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
        if (Array.isArray(parent)) {
          const selections = parent as readonly SelectionNode[];
          let plan = plans.get(selections);
          if (!plan) plans.set(selections, (plan = planFieldRenames(selections, parentType, schema, index)));
          fix = plan.get(node) ?? null;
          // Not mechanical: a move that changes the result's shape is offered, never applied.
          if (!fix && isObjectType(parentType)) {
            const move = suggestRootFieldMove(node, parentType, selections, ancestors, schema, retirement);
            if (move) suggestions = [move];
          }
        }
        uses.push({ coordinate, elementKind: 'field', node: node.name, fix, suggestions });
      },
      Argument(node) {
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
        uses.push({ coordinate, elementKind: 'argument', node: node.name, fix: renameEdit(node.name, coordinate, retirement.replacement, schema) });
      },
      ObjectField(node) {
        // An input type without this field is a validation error, reported as such: never a crash here.
        const objectType = getNamedType(typeInfo.getParentInputType());
        if (!isInputObjectType(objectType) || !objectType.getFields()[node.name.value]) return;
        const coordinate = fieldCoordinate(objectType.name, node.name.value);
        const retirement = index.get(coordinate);
        if (!retirement) return;
        uses.push({ coordinate, elementKind: 'inputField', node: node.name, fix: renameEdit(node.name, coordinate, retirement.replacement, schema) });
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
  return uses;
}

