/**
 * `audiences-root-query`: the root `audiences(where: { advertiserId: … })` query moves under its
 * entity, `advertiser(id: …) { audiences(…) { … } }` (or `partner(id:)` for a partner filter), with
 * its other arguments kept: the engine's suggestion (`src/rewrites/move-root-field.ts`), driven by
 * the calendar entry's replacement. Code reading `data.audiences` reads `data.advertiser?.audiences`.
 * A use the engine offers no move for (a second filter field, a route already selected beside it)
 * leaves the file alone, every use of it reported with the engine's reason, since half a migrated
 * file would read worse than none.
 */
import { isNonNullType, isObjectType, Kind, parse, type FieldNode } from 'graphql';
import { typeOfCoordinate } from '../schema/coordinates.js';
import type { Codemod } from './types.js';

export const audiencesRootQuery: Codemod = {
  name: 'audiences-root-query',
  description: 'the root audiences query moves under advertiser(id:) or partner(id:), and code reading data.audiences follows',
  leaveAlone: 'file',
  plan(finding, document, context) {
    const suggestion = finding.suggestions[0];
    if (finding.elementKind !== 'field' || !document) return { edits: null, reason: `a use of \`${finding.location}\` outside a selection`, moves: [] };
    const { field } = document;
    if (!suggestion) return { edits: null, reason: finding.unrewritten ?? `the engine offers no move of \`${finding.location}\` here`, moves: [] };
    // The suggestion's text is the new selection: `route(id: …) { field(…) { … } }`.
    let route: FieldNode | undefined;
    try {
      const selection = parse(`{ ${suggestion.fix[0]?.text ?? ''} }`, { noLocation: true }).definitions[0];
      const first = selection?.kind === Kind.OPERATION_DEFINITION ? selection.selectionSet.selections[0] : undefined;
      route = first?.kind === Kind.FIELD ? first : undefined;
    } catch {
      route = undefined;
    }
    const inner = route?.selectionSet?.selections[0];
    const parentType = finding.location ? context.schema.getType(typeOfCoordinate(finding.location) ?? '') : undefined;
    const routeField = route && isObjectType(parentType) ? parentType.getFields()[route.name.value] : undefined;
    if (!route || !routeField || inner?.kind !== Kind.FIELD || suggestion.fix.length !== 1) {
      return { edits: null, reason: `the engine's rewrite of \`${finding.location}\` is not a move under one entity field`, moves: [] };
    }
    const from = (field.alias ?? field.name).value;
    const to = [
      { name: (route.alias ?? route.name).value, nullable: !isNonNullType(routeField.type) },
      { name: (inner.alias ?? inner.name).value, nullable: false },
    ];
    return { edits: suggestion.fix, moves: [{ from: [from], to }] };
  },
};
