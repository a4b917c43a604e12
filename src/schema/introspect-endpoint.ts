/**
 * Live schema loading: introspects an http(s) endpoint. The token comes from the environment
 * (`SVC_AUTH_TOKEN`, sent as the platform's `SVC-Auth` header; or `SUNSET_SCHEMA_AUTHORIZATION`,
 * sent as `Authorization`) and is never printed or written: it is redacted from every error.
 */
import { getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { messageOf, SunsetError } from '../errors.js';

export const TOKEN_VARIABLES = { svcAuth: 'SVC_AUTH_TOKEN', authorization: 'SUNSET_SCHEMA_AUTHORIZATION' } as const;

export async function introspectEndpoint(url: string, env: Record<string, string | undefined>): Promise<IntrospectionQuery> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const secrets: string[] = [];
  const svcAuth = env[TOKEN_VARIABLES.svcAuth];
  if (svcAuth) {
    headers['SVC-Auth'] = svcAuth;
    secrets.push(svcAuth);
  }
  const authorization = env[TOKEN_VARIABLES.authorization];
  if (authorization) {
    headers['authorization'] = authorization;
    secrets.push(authorization);
  }
  const redact = (text: string) => secrets.reduce((acc, secret) => acc.split(secret).join('[redacted]'), text);
  const fail = (why: string): never => {
    throw new SunsetError(redact(`cannot introspect schema: ${why}`), { file: redact(url) });
  };

  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: getIntrospectionQuery({ inputValueDeprecation: true, descriptions: true }) }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    return fail(messageOf((error as { cause?: unknown }).cause ?? error));
  }
  if (!response.ok) return fail(`HTTP ${response.status} ${response.statusText}`);
  let body: { data?: IntrospectionQuery; errors?: Array<{ message: string }> };
  try {
    body = (await response.json()) as typeof body;
  } catch (error) {
    return fail(`the response is not JSON (${messageOf(error)})`);
  }
  if (!body.data?.__schema) return fail(body.errors?.[0]?.message ?? 'the response has no data.__schema');
  return body.data;
}
