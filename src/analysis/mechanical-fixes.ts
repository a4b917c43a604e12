/**
 * Which replacements are mechanical, and the edits that perform them. A replacement is mechanical
 * when it is a sibling of the same kind that takes the same values: an enum value of the same enum,
 * or a field, argument or input field of the same type with the same type. Anything that changes a
 * result's shape is not: the code reading the result must change too (that is a codemod's job).
 */
import {
  isInterfaceType,
  print,
  isObjectType,
  isTypeSubTypeOf,
  Kind,
  type ASTNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import { resolveCoordinate, typeOfCoordinate } from '../schema/coordinates.js';
import { mergedAwayEdit, mergeSelectionsInto, planReshapes } from '../rewrites/reshape-selection.js';
import type { RetirementIndex } from './retirement-index.js';
import type { Suggestion, TextEdit } from './types.js';
import { sortedJoiningDeletions } from './text-edits.js';

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

/** What a retiring field in a selection set gets: edits that --fix applies, or rewrites only offered. */
export interface FieldPlan {
  fix: TextEdit[] | null;
  suggestions: Suggestion[];
  /** Why neither is offered, where the rewrite was made and would not validate. */
  unrewritten?: string;
  /**
   * A plain rename refused for validation: its edits, and what the field is once renamed (type,
   * response key, name, arguments). Copies of one field elsewhere in the document (a fragment and
   * the operation spreading it, both selecting `p: targetedAtPartnerLevel`) each conflict with the
   * others left as they are, and are renamed together instead (`findRetiringUses`).
   */
  refusedRename?: { edits: TextEdit[]; renamed: string };
}

export type RenamePlan = Map<FieldNode, FieldPlan>;

const printed = (nodes: readonly ASTNode[] | undefined) => (nodes ?? []).map((n) => print(n));
/** Arguments as a key: the same arguments in any order give the same key. */
const argumentsKey = (field: FieldNode) => printed(field.arguments).sort().join(', ');
const directivesText = (field: FieldNode) => printed(field.directives).join(' ');

/**
 * Whether `keeper` selects at least what `other` selects: every field of `other` under the same
 * response key, with the same arguments and directives, selecting at least what it selects; any
 * fragment as written. Then `other` can go and `keeper` stands for both.
 */
function covers(keeper: SelectionSetNode | undefined, other: SelectionSetNode | undefined): boolean {
  if (!other) return !keeper;
  if (!keeper) return false;
  return other.selections.every((selection) => {
    if (selection.kind !== Kind.FIELD) return keeper.selections.some((k) => print(k) === print(selection));
    const key = (selection.alias ?? selection.name).value;
    return keeper.selections.some(
      (k) =>
        k.kind === Kind.FIELD &&
        (k.alias ?? k.name).value === key &&
        k.name.value === selection.name.value &&
        argumentsKey(k) === argumentsKey(selection) &&
        directivesText(k) === directivesText(selection) &&
        covers(k.selectionSet, selection.selectionSet),
    );
  });
}

/** Whether the new field takes every argument the old one is given, each value still valid. */
function argumentsFit(field: FieldNode, from: GraphQLField<unknown, unknown>, to: GraphQLField<unknown, unknown>, schema: GraphQLSchema): boolean {
  return (field.arguments ?? []).every((argument) => {
    const before = from.args.find((a) => a.name === argument.name.value);
    const after = to.args.find((a) => a.name === argument.name.value);
    return before !== undefined && after !== undefined && isTypeSubTypeOf(schema, before.type, after.type);
  });
}

/**
 * Field renames within one selection set, planned by response key (the alias, else the name) so
 * that the result always validates and means what the document meant:
 *  - a renamed field keeps its alias (`p: targetedAtPartnerLevel` becomes `p: targetedAtHigherLevel`);
 *  - selections that end up under one response key must be the same field with the same arguments
 *    (else no fix: `targetedAtHigherLevel: dealExpired` blocks renaming `targetedAtPartnerLevel`);
 *    they become one selection: the one already written, else the first retiring one, renamed, and
 *    the others removed (three `targetedAt…Level` become one `targetedAtHigherLevel`). The one kept
 *    is a copy without directives when there is one, so that an unconditional field never becomes
 *    conditional, and one that selects at least what each removed copy selects (or is given the
 *    plain sub-fields it lacks: `errors { message }` and `accountErrors { code }` become
 *    `errors { message code }`); when no copy stands for all (different directives and none
 *    without, sub-fields that cannot be merged), each rename is offered as a suggestion instead;
 *  - a field under a directive is renamed only to a key no fragment beside it (inline or spread)
 *    selects with no directive: the two would merge, and the field would no longer be conditional;
 *  - so a field is never selected twice under one response key; under two keys it may be, as the
 *    document asked: `p: targetedAtPartnerLevel targetedAtAdvertiserLevel` becomes
 *    `p: targetedAtHigherLevel targetedAtHigherLevel`, and code reading `p` has nothing to change.
 * The fields renamed to one response key share one edit set, applied at once. Every edit set is
 * also checked by `addedError` (`fix-check.ts`): one that would leave the document invalid is not offered.
 * Then the reshaped selections (`src/rewrites/reshape-selection.ts`): fields the schedule maps to
 * new paths become one merged selection of the new field, with one edit set shared by all of them.
 */
export function planFieldRenames(
  selections: readonly SelectionNode[],
  parentType: GraphQLCompositeType,
  schema: GraphQLSchema,
  index: RetirementIndex,
  addedError: (edits: readonly TextEdit[]) => string | null = () => null,
  unconditionalBeside: ReadonlySet<string> = new Set(),
): RenamePlan {
  const plan: RenamePlan = new Map();
  if (!isObjectType(parentType) && !isInterfaceType(parentType)) return plan;
  const fields = selections.filter((s): s is FieldNode => s.kind === Kind.FIELD);
  const definitions = parentType.getFields();
  // The retiring fields with a mechanical rename, and the name each one takes.
  const targets = new Map<FieldNode, string>();
  for (const field of fields) {
    const coordinate = `${parentType.name}.${field.name.value}`;
    const retirement = index.get(coordinate);
    if (!retirement || !field.loc) continue;
    const target = mechanicalRename(coordinate, retirement.replacement, schema);
    const from = definitions[field.name.value];
    const to = target ? definitions[target] : undefined;
    if (target && from && to && argumentsFit(field, from, to, schema)) targets.set(field, target);
  }
  const finalName = (field: FieldNode) => targets.get(field) ?? field.name.value;
  const finalKey = (field: FieldNode) => field.alias?.value ?? finalName(field);
  const rename = (field: FieldNode): TextEdit => ({ start: field.name.loc!.start, end: field.name.loc!.end, text: targets.get(field)! });
  const display = (field: FieldNode) => `${field.alias ? `${field.alias.value}: ` : ''}${targets.get(field)!}`;

  // The selections that end up under each response key.
  const byKey = new Map<string, FieldNode[]>();
  for (const field of fields) {
    const key = finalKey(field);
    byKey.set(key, [...(byKey.get(key) ?? []), field]);
  }
  type Outcome = { kind: 'fix'; keeper: FieldNode; extra: TextEdit[]; movers: FieldNode[] } | { kind: 'separate'; movers: FieldNode[] };
  const outcomes = new Map<string, Outcome>();
  for (const [key, group] of byKey) {
    const movers = group.filter((f) => targets.has(f));
    if (movers.length === 0) continue;
    const first = movers[0]!;
    // Another field, or the same with other arguments, under this response key: a rename would not validate.
    if (group.some((f) => finalName(f) !== finalName(first) || argumentsKey(f) !== argumentsKey(first))) continue;
    // The one kept: one already written, else a retiring one; without directives when there is one.
    const written = group.filter((f) => !targets.has(f));
    const candidates = (written.length > 0 ? written : movers).slice().sort((a, b) => Number(Boolean(a.directives?.length)) - Number(Boolean(b.directives?.length)));
    // Each selection removed must be one the kept one stands for: no directive it lacks, and every
    // sub-field it selects, or one the kept one can be given (`errors { message field }` gains `code`).
    let chosen: { keeper: FieldNode; extra: TextEdit[] } | undefined;
    for (const c of candidates) {
      const removed = movers.filter((m) => m !== c);
      if (!removed.every((m) => !c.directives?.length || directivesText(m) === directivesText(c))) continue;
      const lacking = removed.filter((m) => !covers(c.selectionSet, m.selectionSet));
      const extra = lacking.length === 0 ? [] : c.selectionSet && lacking.every((m) => m.selectionSet) ? mergeSelectionsInto(c.selectionSet, lacking.map((m) => m.selectionSet!)) : null;
      if (extra) {
        chosen = { keeper: c, extra };
        break;
      }
    }
    outcomes.set(key, chosen ? { kind: 'fix', ...chosen, movers } : { kind: 'separate', movers });
  }

  // Each rename alone, keeping its own alias and directives: it validates wherever the merge was refused for meaning.
  const separately = (movers: readonly FieldNode[], key: string, why: string) => {
    for (const mover of movers) {
      const edits = [rename(mover)];
      const directives = directivesText(mover);
      const error = addedError(edits);
      const renamed = `${parentType.name}\u0000${key}\u0000${targets.get(mover)!}\u0000${argumentsKey(mover)}`;
      if (error !== null) plan.set(mover, { fix: null, suggestions: [], unrewritten: `the rename would not validate: ${error}`, refusedRename: { edits, renamed } });
      else {
        const because = why.replace('{key}', `\`${key}\``);
        // The reason faces that take no suggestion give (the codemod leaves the field and says this).
        plan.set(mover, { fix: null, suggestions: [{ message: `Rename to \`${display(mover)}${directives ? ` ${directives}` : ''}\`: not applied by --fix, since ${because}`, fix: edits }], unrewritten: because });
      }
    }
  };
  for (const [key, outcome] of outcomes) {
    // A fragment here selects the key with no directive: a conditional field renamed to it would be selected always.
    if (unconditionalBeside.has(key) && outcome.movers.some((m) => m.directives?.length)) {
      separately(outcome.movers, key, 'a fragment here selects {key} with no directive, so the field, renamed, would no longer be conditional');
      continue;
    }
    if (outcome.kind === 'separate') {
      separately(outcome.movers, key, 'the selections that become {key} differ in their directives or sub-selections, and one of them cannot stand for all');
      continue;
    }
    // The kept one renamed (when it is a retiring one), the others removed.
    const merged = (movers: readonly FieldNode[]) => movers.map((m) => (m === outcome.keeper ? rename(m) : mergedAwayEdit(m)));
    const edits = sortedJoiningDeletions([...merged(outcome.movers), ...outcome.extra]);
    const error = addedError(edits);
    if (error !== null) {
      const why = `one selection in place of those that become {key} would not validate: ${error.replace(/\.$/, '')}`;
      // Those without a directive may still merge into the kept one (`title` into `name`), leaving the
      // conditional ones (`undated @include(if: $x)`, whose variable the merge took away) to a person.
      const plain = outcome.movers.filter((m) => !m.directives?.length);
      const conditional = outcome.movers.filter((m) => m.directives?.length);
      // Not where a conditional copy shares a plain one's key: that key, renamed away, would be left conditional.
      const ownKey = (f: FieldNode) => f.alias?.value ?? f.name.value;
      const shared = conditional.some((c) => plain.some((p) => ownKey(p) === ownKey(c)));
      const subset = plain.length > 0 && conditional.length > 0 && !shared && outcome.extra.length === 0 && !conditional.includes(outcome.keeper)
        ? sortedJoiningDeletions(merged(plain))
        : null;
      if (subset && addedError(subset) === null) {
        for (const mover of plain) plan.set(mover, { fix: subset, suggestions: [] });
        separately(conditional, key, why);
      } else separately(outcome.movers, key, why);
      continue;
    }
    for (const mover of outcome.movers) plan.set(mover, { fix: edits, suggestions: [] });
  }
  // Retiring fields the schedule maps onto a new shape: all of them rewritten together, in one edit set.
  for (const [field, edits] of planReshapes(selections, parentType, schema, index, new Set(plan.keys()))) {
    const error = addedError(edits);
    plan.set(field, error === null ? { fix: edits, suggestions: [] } : { fix: null, suggestions: [], unrewritten: `the reshaped selection would not validate: ${error}` });
  }
  return plan;
}
