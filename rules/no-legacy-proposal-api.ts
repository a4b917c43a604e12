/**
 * `sunset/no-legacy-proposal-api`: calls to the platform's legacy proposal REST endpoints (spec 4.3),
 * each with the deal API (seller) or platform (buyer) operation that replaces it.
 */
import { createSunsetRule } from './create-rule.js';

export default createSunsetRule({
  name: 'no-legacy-proposal-api',
  description: 'Disallow calls to the legacy /proposal REST API; name the deal API or platform operation that replaces each',
  statuses: ['deprecated'],
  api: 'rest',
});
