/**
 * A suggestion (never an autofix) for a retiring field whose replacement lives one level down, on
 * the entity its filter names. Driven by the schema and the calendar only:
 *
 *   audiences(where: { advertiserId: $x }, first: 50) { nodes { id } }
 *     becomes
 *   advertiser(id: $x) { audiences(first: 50) { nodes { id } } }
 *
 * The replacement coordinate (`Advertiser.audiences`) names the field and its type; the filter
 * argument (the one the replacement does not take) must be an object literal with exactly one field
 * named `<type>Id`, where `<type>` has the replacement field with the same type (`advertiserId`
 * goes to `Advertiser`, `partnerId` to `Partner`); and the retiring field's parent must have a
 * field returning that type with an `id` argument (`advertiser(id:)`). Anything else, such as a
 * second filter field the new route cannot express, and nothing is suggested: the answer then says
 * why, and which route the filter names when it names one (the message's replacement). The result moves
 * (`data.audiences` to `data.advertiser.audiences`), so the message names the codemod that also
 * rewrites the code reading it.
 */
import {
  getNullableType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  isTypeSubTypeOf,
  Kind,
  typeFromAST,
  type ArgumentNode,
  type ASTNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
} from 'graphql';
import type { Retirement } from '../analysis/retirement-index.js';
import type { Suggestion } from '../analysis/types.js';
import { resolveCoordinate } from '../schema/coordinates.js';
import { indentUnit, lineEnd, lineIndent, reindent } from './layout.js';

type AnyField = GraphQLField<unknown, unknown>;

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** The field on `parent` that fetches one `type` by `id` (`advertiser(id: ID!): Advertiser`), preferring the one named after the type. */
function entityField(parent: GraphQLObjectType, type: GraphQLObjectType): { field: AnyField; id: AnyField['args'][number] } | null {
  const candidates = Object.values(parent.getFields())
    .filter((f) => getNullableType(f.type) === type)
    .map((field) => ({ field, id: field.args.find((a) => a.name === 'id') }))
    .filter((c): c is { field: AnyField; id: AnyField['args'][number] } => c.id !== undefined && c.field.args.every((a) => a === c.id || !isRequiredArgument(a)));
  return candidates.find((c) => c.field.name === lowerFirst(type.name)) ?? candidates[0] ?? null;
}

/** A move offered for one use, with the replacement it takes there (`Partner.audiences` for a partner filter). */
export interface RootFieldMove extends Suggestion {
  replacement: string;
}

/** No move: why, and the replacement the filter names when it names an entity. */
export interface RootFieldMoveRefused {
  refused: string;
  replacement?: string;
}

export function suggestRootFieldMove(
  field: FieldNode,
  parentType: GraphQLObjectType,
  siblings: readonly SelectionNode[],
  ancestors: ReadonlyArray<ASTNode | readonly ASTNode[]>,
  schema: GraphQLSchema,
  retirement: Retirement,
): RootFieldMove | RootFieldMoveRefused | null {
  if (!retirement.replacement || !field.loc) return null;
  const replacement = resolveCoordinate(schema, retirement.replacement);
  if (replacement?.kind !== 'Field' || !isObjectType(replacement.type) || replacement.type === parentType) return null;
  const oldField = parentType.getFields()[field.name.value];
  if (!oldField || String(oldField.type) !== String(replacement.field.type)) return null;
  const newFieldName = replacement.field.name;
  const body = field.loc.source.body;
  const text = (node: ASTNode) => body.slice(node.loc!.start, node.loc!.end);

  // The filter: the one argument the replacement does not take, written as an object literal.
  const filters = (field.arguments ?? []).filter((a) => !replacement.field.args.some((r) => r.name === a.name.value));
  const filter = filters[0];
  // One line, as the reason is printed: a filter written over several lines is folded.
  const unmapped = `the filter ${filters.map((f) => `\`${text(f).replace(/\s+/g, ' ')}\``).join(', ') || 'given'} cannot be mapped: only a filter on one entity's id moves under that entity (\`…(id:)\`), with the other arguments kept`;
  if (filters.length !== 1 || !filter || filter.value.kind !== Kind.OBJECT || filter.value.fields.length !== 1) return { refused: unmapped };
  const key = filter.value.fields[0]!;
  const typeName = /^(.+)Id$/.exec(key.name.value)?.[1];
  if (!typeName) return { refused: unmapped };
  // The entity the filter names: the replacement's own type, or another with the same field (the "other route").
  const entity = schema.getType(typeName.charAt(0).toUpperCase() + typeName.slice(1));
  if (!isObjectType(entity)) return { refused: unmapped };
  const entityTarget = entity.getFields()[newFieldName];
  if (!entityTarget || String(entityTarget.type) !== String(replacement.field.type)) return { refused: unmapped };
  const route = entityField(parentType, entity);
  if (!route) return { refused: `\`${parentType.name}\` has no field that fetches one \`${entity.name}\` by \`id\`` };
  const named = `${entity.name}.${newFieldName}`;
  const refused = (why: string): RootFieldMoveRefused => ({ refused: why, replacement: named });

  // The other arguments move along, each accepted by the new field as it was by the old.
  const kept: ArgumentNode[] = [];
  for (const argument of field.arguments ?? []) {
    if (argument === filter) continue;
    const before = oldField.args.find((a) => a.name === argument.name.value);
    const after = entityTarget.args.find((a) => a.name === argument.name.value);
    if (!before || !after || !isTypeSubTypeOf(schema, before.type, after.type)) return refused(`\`${named}\` does not take the argument \`${text(argument)}\` as it is`);
    kept.push(argument);
  }
  const missing = entityTarget.args.find((a) => isRequiredArgument(a) && !kept.some((k) => k.name.value === a.name));
  if (missing) return refused(`\`${named}\` requires the argument \`${missing.name}\`, which the query does not give`);

  // The id value must fit the entity field's `id` argument.
  const value = key.value;
  const idUnfit = refused(`\`${text(value)}\` does not fit the \`id\` argument of \`${route.field.name}\` (${String(route.id.type)})`);
  if (value.kind === Kind.NULL) return idUnfit;
  if (value.kind === Kind.VARIABLE) {
    const operation = [...ancestors].reverse().find((a): a is OperationDefinitionNode => !Array.isArray(a) && (a as ASTNode).kind === Kind.OPERATION_DEFINITION);
    // In a fragment, the variable is each spreading operation's, wherever it is: its type is not known here.
    if (!operation) return refused(`\`${text(value)}\` is a variable of the operations that spread this fragment, and whether it fits the \`id\` argument of \`${route.field.name}\` (${String(route.id.type)}) is not checked across them: move the field by hand, or in each operation`);
    const definition = operation.variableDefinitions?.find((v) => v.variable.name.value === value.name.value);
    if (!definition) return refused(`\`${text(value)}\` is not declared by the operation`);
    const variableType = typeFromAST(schema, definition.type);
    if (!variableType) return idUnfit;
    const idType = route.id.type;
    if (isNonNullType(idType) && !isNonNullType(variableType)) {
      // As graphql-js allows it: a nullable variable with a non-null default may fill a non-null argument.
      const hasDefault = definition.defaultValue !== undefined && definition.defaultValue.kind !== Kind.NULL;
      if (!hasDefault || !isTypeSubTypeOf(schema, variableType, idType.ofType)) return idUnfit;
    } else if (!isTypeSubTypeOf(schema, variableType, idType)) return idUnfit;
  }
  // An alias goes on the new root field (`first: advertiser(id: $a) { audiences … }`), so that two
  // aliased moves under one route never meet as one field with different arguments; its response name
  // must be free in this selection set.
  const routeName = route.field.name;
  const responseName = field.alias?.value ?? routeName;
  if (siblings.some((s) => s !== field && s.kind === Kind.FIELD && (s.alias ?? s.name).value === responseName)) {
    return refused(`\`${responseName}\` is already selected beside it: an alias of its own on \`${field.name.value}\` lets it move`);
  }

  // Directives stay on the moved field (`advertiser(id:) { audiences @include(if: $x) { … } }`).
  const argumentsEnd = field.arguments?.length ? body.indexOf(')', field.arguments[field.arguments.length - 1]!.loc!.end) + 1 : field.name.loc!.end;
  const rest = body.slice(argumentsEnd, field.loc.end);
  const inner = `${newFieldName}${kept.length ? keptArguments(body, field, filter, kept, argumentsEnd) : ''}${rest}`;
  const outerHead = `${field.alias ? `${field.alias.value}: ` : ''}${routeName}(id: ${text(value)})`;

  const indent = lineIndent(body, field.loc.start);
  const multiline = indent !== null && body.slice(field.loc.start, field.loc.end).includes('\n');
  let replacementText: string;
  if (multiline) {
    const unit = indentUnit(body);
    const eol = lineEnd(body);
    replacementText = `${outerHead} {${eol}${indent}${unit}${reindent(inner, unit)}${eol}${indent}}`;
  } else {
    replacementText = `${outerHead} { ${inner} }`;
  }

  const from = (field.alias ?? field.name).value;
  const to = `${responseName}.${newFieldName}`;
  const codemod = retirement.codemod
    ? `; the \`${retirement.codemod}\` codemod makes this change and also rewrites the code that reads \`data.${from}\``
    : `; the code that reads \`data.${from}\` must change too`;
  return {
    message: `Move \`${field.name.value}\` under \`${routeName}(id: ${text(value)})\`: the result moves from \`${from}\` to \`${to}\`${codemod}`,
    fix: [{ start: field.loc.start, end: field.loc.end, text: replacementText }],
    replacement: named,
  };
}

/**
 * The arguments that move along, in parentheses: as written, with their comments and line breaks,
 * where the list has a comment (only the filter, and a comma after it, are cut, and a line it leaves
 * empty); else each as written, joined by `, `.
 */
function keptArguments(body: string, field: FieldNode, filter: ArgumentNode | undefined, kept: readonly ArgumentNode[], argumentsEnd: number): string {
  const open = body.indexOf('(', field.name.loc!.end);
  const list = body.slice(open, argumentsEnd);
  if (!filter?.loc || !list.includes('#')) return `(${kept.map((a) => body.slice(a.loc!.start, a.loc!.end)).join(', ')})`;
  const start = filter.loc.start - open;
  let end = filter.loc.end - open;
  while (end < list.length && (list[end] === ' ' || list[end] === '\t')) end++;
  if (list[end] === ',') end++;
  let cut = list.slice(0, start) + list.slice(end);
  // The filter's line, left holding only spaces, goes.
  const lineStart = cut.lastIndexOf('\n', start - 1);
  const lineEnd = cut.indexOf('\n', start);
  if (lineStart !== -1 && lineEnd !== -1 && cut.slice(lineStart + 1, lineEnd).trim() === '') cut = cut.slice(0, lineStart) + cut.slice(lineEnd);
  return cut.replace(/^\([ \t]+(?=\S)/, '(');
}
