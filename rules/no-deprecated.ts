/**
 * `sunset/no-deprecated`: uses of schema elements deprecated as of today, and of elements whose
 * deprecation (or removal) is due within `lookaheadDays`.
 */
import { createSunsetRule } from './create-rule.js';

export default createSunsetRule({
  name: 'no-deprecated',
  description: 'Disallow GraphQL schema elements that are deprecated, or due to be within the look-ahead',
  statuses: ['deprecated', 'upcoming'],
});
