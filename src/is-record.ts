/** A plain object read from a config (graphql-config, codegen options, ESLint settings): not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
