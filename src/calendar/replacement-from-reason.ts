/**
 * The replacement a deprecation reason names, after "use", "replaced by", "in favour of"…:
 *  - a backticked name, a few words later at most ("Use `targetingDataInsights` instead.", "in favour of
 *    the more capable `ProjectV2View#fields` API", "Use normalized `packageName` field instead");
 *  - else a plain name, only when it names an element of the schema ("Use Issue.timelineItems instead",
 *    "Use checkoutPaymentCreate mutation"): a plain word after "use" is too often just a word.
 * A bare name that exists beside the deprecated element (a sibling field, enum value or argument), or
 * else as a root field, becomes its coordinate (`TargetingDataSegment.targetingDataInsights`); so does
 * `Type#field` where the schema has `Type.field` (GitHub writes `ProjectV2View#fields`, and the REST
 * name `ProjectV2View#group_by_fields` for `ProjectV2View.groupByFields`); a backticked name that
 * resolves to nothing stays as written.
 */
import type { GraphQLSchema } from 'graphql';
import { argumentCoordinate, fieldCoordinate, resolveCoordinate, typeOfCoordinate } from '../schema/coordinates.js';

const LEAD = String.raw`\b(?:use(?!\s+of\b)|replaced (?:by|with)|in favou?r of|superseded by|switch to|migrate to)\s+`;
/** Up to four words between the lead and the name ("the more capable"), none crossing punctuation. */
const NAMED_REPLACEMENT = new RegExp(`${LEAD}(?:[\\w-]+\\s+){0,4}?\`([^\`]+)\``, 'i');
const PLAIN_REPLACEMENT = new RegExp(`${LEAD}(?:the\\s+)?([_A-Za-z]\\w*(?:\\.[_A-Za-z]\\w*)?)\\b`, 'gi');

/**
 * Another name that goes with the first (`` `A` and `B` ``, `` `A` + `B` ``): the reason names several
 * that together replace the element. Alternatives (`` `A` or `B` ``) leave the first as a replacement.
 */
const ANOTHER_NAME = /^\s*(?:and\b|\+|&)\s*(?:the\s+)?`/i;

/**
 * The replacement exactly as the reason writes it between backticks (`advertiser(id) { audiences }`),
 * or null; null too where the reason names several that go together ("Use `WebhookEventTypeAsyncEnum`
 * and `WebhookEventTypeSyncEnum`"): no one of them replaces the element, the reason says how.
 */
export function namedReplacement(reason: string): string | null {
  const named = backtickedNames(reason);
  return named === 'several' ? null : named;
}

/** The backticked name after the lead; `several` where another goes with it; null where there is none. */
function backtickedNames(reason: string): string | 'several' | null {
  const match = NAMED_REPLACEMENT.exec(reason);
  if (!match) return null;
  return ANOTHER_NAME.test(reason.slice(match.index + match[0].length)) ? 'several' : (match[1]?.trim() ?? null);
}

export function replacementFromReason(reason: string, coordinate: string, schema: GraphQLSchema): string | null {
  const named = backtickedNames(reason);
  // Several names: none of them is the replacement (and no plain word after "use" is either).
  if (named === 'several') return null;
  if (named) return coordinateOf(named, coordinate, schema) ?? named;
  for (const [, plain] of reason.matchAll(PLAIN_REPLACEMENT)) {
    const found = coordinateOf(plain!, coordinate, schema);
    if (found) return found;
  }
  return null;
}

/**
 * The coordinate `name` means next to the deprecated element, when the schema has it: beside it, else
 * a root field ("Use the top-level `products` query"). Never the deprecated element itself.
 */
function coordinateOf(name: string, coordinate: string, schema: GraphQLSchema): string | null {
  const resolves = (candidate: string) => candidate !== coordinate && resolveCoordinate(schema, candidate) !== undefined;
  const member = /^([_A-Za-z]\w*)[.#]([_A-Za-z]\w*)$/.exec(name);
  if (member) {
    const [, type, field] = member as unknown as [string, string, string];
    const camel = field.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    return [fieldCoordinate(type, field), fieldCoordinate(type, camel)].find(resolves) ?? null;
  }
  if (!/^[_A-Za-z]\w*$/.test(name)) return null;
  const argument = /^([_A-Za-z]\w*)\.([_A-Za-z]\w*)\([_A-Za-z]\w*:\)$/.exec(coordinate);
  const typeName = typeOfCoordinate(coordinate);
  const candidates = [
    ...(argument ? [argumentCoordinate(argument[1]!, argument[2]!, name)] : typeName ? [fieldCoordinate(typeName, name)] : []),
    ...[schema.getQueryType(), schema.getMutationType()].flatMap((root) => (root ? [fieldCoordinate(root.name, name)] : [])),
  ];
  return candidates.find(resolves) ?? null;
}
