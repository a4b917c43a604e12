/**
 * The replacement a deprecation reason names: the first backticked name after "use"/"replaced by"
 * ("Use `targetingDataInsights` instead."). A bare member name that exists beside the deprecated one
 * becomes its coordinate (`TargetingDataSegment.targetingDataInsights`); anything else stays as written.
 */
import type { GraphQLSchema } from 'graphql';
import { fieldCoordinate, resolveCoordinate, typeOfCoordinate } from '../schema/coordinates.js';

const NAMED_REPLACEMENT = /\b(?:use|replaced (?:by|with)|in favou?r of|superseded by|switch to|migrate to)\s+(?:the\s+)?`([^`]+)`/i;

/** The replacement exactly as the reason writes it (`advertiser(id) { audiences }`), or null. */
export function namedReplacement(reason: string): string | null {
  return NAMED_REPLACEMENT.exec(reason)?.[1]?.trim() ?? null;
}

export function replacementFromReason(reason: string, coordinate: string, schema: GraphQLSchema): string | null {
  const named = namedReplacement(reason);
  if (!named) return null;
  const typeName = typeOfCoordinate(coordinate);
  if (typeName && /^[_A-Za-z]\w*$/.test(named) && !coordinate.includes('(')) {
    const sibling = fieldCoordinate(typeName, named);
    if (resolveCoordinate(schema, sibling)) return sibling;
  }
  return named;
}
