/**
 * `sunset/no-removed`: uses of schema elements whose removal date has passed (the server rejects
 * them), and documents that no longer parse or validate against the schema as of today.
 */
import { createSunsetRule } from './create-rule.js';

export default createSunsetRule({
  name: 'no-removed',
  description: 'Disallow GraphQL schema elements that are removed as of today, and documents that no longer validate',
  statuses: ['removed', 'invalid'],
});
