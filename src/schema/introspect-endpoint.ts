/**
 * Live schema loading: introspects an http(s) endpoint. The token comes from the environment
 * (`SVC_AUTH_TOKEN`, sent as the platform's `SVC-Auth` header; or `SUNSET_SCHEMA_AUTHORIZATION`,
 * sent as `Authorization`) and is never printed or written:
 * - it is redacted from every error, in any letter case, as the whole value, as the credential after
 *   an auth scheme (`Bearer x`: `x`), and as any piece of 4 characters or more of either (a server's
 *   text cut short, `"ghp_abcdef"...` in a JSON parser's message); also from errors about what the
 *   endpoint returned (`credentialRedactor`: a schema naming a type after the token);
 * - redirects are followed by hand, at most 5, and only 307/308 within the origin (scheme, host,
 *   port) the user gave, re-sending the POST with the token. A redirect to another origin is an
 *   error, so the token never goes there (fetch would strip Authorization but send `SVC-Auth`);
 *   301/302/303 are errors too, since fetch would turn the POST into a GET that cannot introspect;
 * - a URL with a user or password is an error (tokens come from the environment; Node's fetch
 *   rejects such URLs anyway), and is printed as `http://***@host/…`.
 * Server-provided text in an error is made one line and cut at 200 characters.
 */
import { getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { messageOf, SunsetError } from '../errors.js';

export const TOKEN_VARIABLES = { svcAuth: 'SVC_AUTH_TOKEN', authorization: 'SUNSET_SCHEMA_AUTHORIZATION' } as const;

const MAX_REDIRECTS = 5;
const MAX_REASON_LENGTH = 200;

export async function introspectEndpoint(url: string, env: Record<string, string | undefined>): Promise<IntrospectionQuery> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const svcAuth = env[TOKEN_VARIABLES.svcAuth];
  if (svcAuth) headers['SVC-Auth'] = svcAuth;
  const authorization = env[TOKEN_VARIABLES.authorization];
  if (authorization) headers['authorization'] = authorization;
  const redact = credentialRedactor(env);
  const target = URL.canParse(url) ? new URL(url) : undefined;
  const fail = (why: string): never => {
    throw new SunsetError(`cannot introspect schema: ${oneLine(redact(why))}`, { file: target && redact(displayUrl(target, url)) });
  };
  if (!target) return fail('not a valid URL');
  if (target.username || target.password) {
    return fail(`the URL contains credentials; put them in ${TOKEN_VARIABLES.authorization} instead (e.g. "Basic <base64 of user:password>")`);
  }

  const body = JSON.stringify({ query: getIntrospectionQuery({ inputValueDeprecation: true, descriptions: true }) });
  const signal = AbortSignal.timeout(30_000);
  let response: Response;
  for (let current = target, hops = 0; ; hops++) {
    try {
      // 'manual': fetch would follow a redirect anywhere with the SVC-Auth header.
      response = await fetch(current, { method: 'POST', headers, body, signal, redirect: 'manual' });
    } catch (error) {
      return fail(messageOf((error as { cause?: unknown }).cause ?? error));
    }
    if (response.status < 300 || response.status > 399) break;
    await response.body?.cancel(); // free the connection
    const location = response.headers.get('location');
    if (!location || !URL.canParse(location, current.href)) return fail(`HTTP ${response.status} without a valid Location`);
    const next = new URL(location, current);
    // Only the origin: the rest of the Location is the server's and may hold anything.
    if (next.origin !== target.origin) return fail(`redirected to another origin (${next.origin}); not sending credentials there`);
    if (response.status !== 307 && response.status !== 308) return fail(`HTTP ${response.status} redirect (only 307 and 308 keep the POST)`);
    if (hops === MAX_REDIRECTS) return fail(`too many redirects (more than ${MAX_REDIRECTS})`);
    current = next;
  }
  if (!response.ok) return fail(`HTTP ${response.status} ${response.statusText}`);
  let result: { data?: IntrospectionQuery; errors?: Array<{ message: string }> };
  try {
    result = (await response.json()) as typeof result;
  } catch (error) {
    return fail(`the response is not JSON (${messageOf(error)})`);
  }
  if (!result.data?.__schema) return fail(result.errors?.[0]?.message ?? 'the response has no data.__schema');
  return result.data;
}

/**
 * Replaces the credentials `env` holds, in any letter case, with `[redacted]`: each header value
 * whole and the parts a server may echo alone (`echoable`); then every run of text between spaces,
 * quotes, brackets and URL punctuation that is a piece of a credential, of 4 characters or more; and
 * any 6 characters or more of a credential wherever they stand (glued to other text: `a%20ghp_abcd…`).
 * An auth scheme such as `Bearer` is no credential: pieces come from what follows it.
 */
export function credentialRedactor(env: Record<string, string | undefined>): (text: string) => string {
  const values = [env[TOKEN_VARIABLES.svcAuth], env[TOKEN_VARIABLES.authorization]].filter((value): value is string => !!value);
  if (values.length === 0) return (text) => text;
  // A value with a scheme (`Bearer x`) has its credential after it; a value of one word is one.
  const credentials = values.flatMap((value) => (/\s/.test(value.trim()) ? echoable(value) : [value]));
  // Longest first, so a whole value is replaced before its part can match inside it.
  const escaped = [...values, ...credentials].sort((x, y) => y.length - x.length).map((secret) => secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const whole = new RegExp(escaped.join('|'), 'gi');
  const lower = credentials.map((secret) => secret.toLowerCase());
  const isPiece = (run: string) => run.length >= MIN_PIECE && lower.some((secret) => secret.includes(run.toLowerCase()));
  const glued = new Set(lower.flatMap((secret) => Array.from({ length: Math.max(0, secret.length - MIN_GLUED + 1) }, (_, i) => secret.slice(i, i + MIN_GLUED))));
  return (text) => {
    const runs = text.replace(whole, '[redacted]').replace(/[^\s"'`()[\]{}<>=:,;/&?#]+/g, (run) => {
      const core = run.replace(/^[.!…]+|[.!…]+$/g, '');
      return isPiece(core) ? run.replace(core, '[redacted]') : run;
    });
    if (glued.size === 0) return runs;
    // Every character in a window of MIN_GLUED that a credential holds.
    const covered = new Uint8Array(runs.length);
    const folded = runs.toLowerCase();
    for (let i = 0; i + MIN_GLUED <= folded.length; i++) if (glued.has(folded.slice(i, i + MIN_GLUED))) covered.fill(1, i, i + MIN_GLUED);
    return runs.replace(/[^]/g, (char, i: number) => (covered[i] ? (i === 0 || !covered[i - 1] ? '[redacted]' : '') : char));
  };
}

/** A piece this long of a credential is redacted wherever it stands, glued to other text or not. */
const MIN_GLUED = 6;

/** A shorter piece is kept, or every "a" in a message would go. */
const MIN_PIECE = 4;

/**
 * The parts of a header value a server may echo alone: the credential after an auth scheme
 * (`Bearer x`, `token x`: `x`) and, for `Basic`, the decoded password. Parts under 4 characters
 * are kept, or every "a" in a message would go; the whole value is always redacted.
 */
function echoable(value: string): string[] {
  const words = value.trim().split(/\s+/);
  if (words.length < 2) return [];
  const credential = words.at(-1)!;
  const parts = [credential];
  // user:password (RFC 7617: the user cannot contain a colon).
  if (/^basic$/i.test(words[0]!)) parts.push(Buffer.from(credential, 'base64').toString('utf8').split(':').slice(1).join(':'));
  return parts.filter((part) => part.length >= MIN_PIECE);
}

/** One line (newlines and other control characters become spaces), cut to a readable length. */
function oneLine(text: string): string {
  const line = text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  return line.length > MAX_REASON_LENGTH ? `${line.slice(0, MAX_REASON_LENGTH)}…` : line;
}

/** The URL as given, or with its user and password replaced by `***` when it has them. */
function displayUrl(parsed: URL, given: string): string {
  if (!parsed.username && !parsed.password) return given;
  const shown = new URL(parsed.href);
  shown.password = '';
  shown.username = '***';
  return shown.href;
}
