/**
 * The field-name rule of the platform (spec 2.6): a REST property is PascalCase, its GraphQL field
 * is the camelCase form. Only the start of the name changes; the rest is kept as written, so
 * `CreatedAtUTC` becomes `createdAtUTC` and `lastUpdatedAtUTC` stays as it is.
 *
 * Leading acronyms (the rule .NET's camel-case naming policies apply, which the platform follows):
 * the run of capital letters at the start is lower-cased, except its last capital when that capital
 * is followed by a lower-case letter, because it then starts the next word.
 *
 *   AdvertiserName → advertiserName    IsEnabled  → isEnabled     CreatedAtUTC → createdAtUTC
 *   IPAddress      → ipAddress         URLTemplate → urlTemplate  KAID         → kaid
 *   ID             → id                V3Path     → v3Path        ABC123Def    → abc123Def
 *   IPv4Address    → iPv4Address (the run `IP` is followed by a lower-case `v`)
 *
 * Only ASCII letters count as capitals (GraphQL names are ASCII). A name that does not start with a
 * capital is returned unchanged, so the rule is idempotent: `restToGraphqlName(restToGraphqlName(x))`
 * equals `restToGraphqlName(x)` for every string. Names that break the rule are exceptions listed in
 * `schema/rest-map.yaml`.
 */

const isUpper = (code: number) => code >= 65 && code <= 90;
const isLower = (code: number) => code >= 97 && code <= 122;

/** The GraphQL field name of a REST property name (spec 2.6). Total: any string in, a string out. */
export function restToGraphqlName(restName: string): string {
  if (restName.length === 0 || !isUpper(restName.charCodeAt(0))) return restName;
  let run = 1;
  while (run < restName.length && isUpper(restName.charCodeAt(run))) run++;
  // A capital that starts the next word (`URLTemplate`: the T) stays, unless it is the only capital.
  if (run > 1 && run < restName.length && isLower(restName.charCodeAt(run))) run--;
  return restName.slice(0, run).toLowerCase() + restName.slice(run);
}

/**
 * The PascalCase form of a GraphQL field name (its first letter upper-cased): what a REST property
 * of that field is called when the platform has no exception. Not an exact inverse of
 * `restToGraphqlName` (`ipAddress` gives `IpAddress`, not `IPAddress`), but
 * `restToGraphqlName(graphqlToRestName(f)) === f` for every field name of the bundled schemas.
 */
export function graphqlToRestName(fieldName: string): string {
  if (fieldName.length === 0 || !isLower(fieldName.charCodeAt(0))) return fieldName;
  return fieldName.charAt(0).toUpperCase() + fieldName.slice(1);
}

/** `FixedPrice`, `fixedPrice` or `fixed-price` as an enum value name: `FIXED_PRICE`. */
export function toEnumValueName(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toUpperCase();
}

/** Levenshtein distance (insertions, deletions, substitutions), for "did you mean" suggestions. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The candidates closest to `name`, closest first, at most `limit`: those that contain the name
 * (`AdvertiserCreate` → `AdvertiserCreateInput`) or are within a case-insensitive edit distance of a
 * quarter of the longer name (at least 2), keeping only those about as close as the best; when none
 * is, those that the name contains (`PartnerName` → `partner`).
 */
export function closestNames(name: string, candidates: Iterable<string>, limit = 3): string[] {
  const wanted = name.toLowerCase();
  const close: Array<{ candidate: string; score: number }> = [];
  const contained: Array<{ candidate: string; score: number }> = [];
  for (const candidate of new Set(candidates)) {
    const lower = candidate.toLowerCase();
    const distance = editDistance(wanted, lower);
    const threshold = Math.max(2, Math.floor(Math.max(wanted.length, lower.length) / 4));
    const containsName = wanted.length >= 3 && lower.includes(wanted);
    if (distance <= threshold || containsName) close.push({ candidate, score: containsName ? Math.min(distance, 1) : distance });
    else if (lower.length >= 3 && wanted.includes(lower)) contained.push({ candidate, score: wanted.length - lower.length });
  }
  const best = Math.min(...close.map((c) => c.score));
  const chosen = close.length > 0 ? close.filter((c) => c.score <= best + 1) : contained;
  return chosen
    .sort((a, b) => a.score - b.score || a.candidate.length - b.candidate.length || a.candidate.localeCompare(b.candidate))
    .slice(0, limit)
    .map((s) => s.candidate);
}
