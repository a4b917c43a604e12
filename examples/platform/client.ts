// Minimal GraphQL client for the platform API (POST /graphql, header SVC-Auth).
// The platform always answers HTTP 200; failures come back in the `errors` array.
import { print, type DocumentNode } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

export interface GraphQLErrorEntry {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}

interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: GraphQLErrorEntry[];
}

export class PlatformGraphQLError extends Error {
  constructor(
    message: string,
    readonly errors: ReadonlyArray<{ message: string }>,
  ) {
    super(message);
    this.name = 'PlatformGraphQLError';
  }
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export async function request<TData, TVariables>(
  document: DocumentNode | TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const response = await fetch(requireEnv('PLATFORM_GRAPHQL_URL'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'SVC-Auth': requireEnv('SVC_AUTH_TOKEN'),
    },
    body: JSON.stringify({ query: print(document), variables }),
  });
  if (!response.ok) {
    throw new Error(`Platform GraphQL request failed: HTTP ${response.status} ${response.statusText}`);
  }
  const body = (await response.json()) as GraphQLResponse<TData>;
  if (body.errors && body.errors.length > 0) {
    throw new PlatformGraphQLError(body.errors.map((e) => e.message).join('; '), body.errors);
  }
  if (body.data == null) {
    throw new Error('Platform GraphQL response had neither data nor errors');
  }
  return body.data;
}

/** Every platform mutation returns `{ data, errors }`: data is null on failure, errors is empty on success. */
export interface MutationPayload<TEntity, TError extends { message: string } = { message: string }> {
  data?: TEntity | null;
  errors: ReadonlyArray<TError>;
}

/** Returns the payload's entity, or throws with the payload's errors. */
export function unwrapPayload<TEntity, TError extends { message: string }>(
  payload: MutationPayload<TEntity, TError>,
  mutationName: string,
): TEntity {
  if (payload.errors.length > 0 || payload.data == null) {
    const summary = payload.errors.map((e) => e.message).join('; ') || 'no data returned';
    throw new PlatformGraphQLError(`${mutationName} failed: ${summary}`, payload.errors);
  }
  return payload.data;
}
