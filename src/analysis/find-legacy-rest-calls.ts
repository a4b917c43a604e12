/**
 * Calls to the platform's legacy proposal REST API (spec 4.3) in TS/JS: reported as deprecated uses
 * with the deal API (seller) or platform (buyer) operation that replaces each endpoint. They apply
 * where the loaded schema is the platform's, recognised by the buyer-side replacements it defines.
 */
import type { GraphQLSchema } from 'graphql';
import { findLegacyProposalCalls, NO_EQUIVALENT, type LegacyProposalCall } from '../rest/legacy-proposal-api.js';

/** The mutations that replace the buyer-side legacy endpoints: their presence marks the platform schema. */
const PLATFORM_MARKERS = ['inventoryCommitmentAccept', 'inventoryEndeavorAccept'];

export function isPlatformSchema(schema: GraphQLSchema): boolean {
  const mutations = schema.getMutationType()?.getFields() ?? {};
  return PLATFORM_MARKERS.every((name) => name in mutations);
}

export interface LegacyRestUse {
  /** `REST POST /proposal`, the calendar's form for REST locations. */
  location: string;
  start: number;
  end: number;
  message: string;
  replacement: string;
}

export function findLegacyRestUses(fileName: string, text: string): LegacyRestUse[] {
  return findLegacyProposalCalls(fileName, text).map((call: LegacyProposalCall) => {
    const endpoint = `${call.method ?? ''} ${call.endpoint}`.trim();
    return {
      location: `REST ${endpoint}`,
      start: call.start,
      end: call.end,
      replacement: call.replacement,
      message: call.replacement.startsWith(NO_EQUIVALENT)
        ? `the legacy proposal API \`${endpoint}\` is retired and has ${call.replacement.replace(NO_EQUIVALENT, 'no equivalent in the deal API')}`
        : `the legacy proposal API \`${endpoint}\` is replaced; use ${call.replacement}`,
    };
  });
}
