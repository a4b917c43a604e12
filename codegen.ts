// Typed operations for the example integration, and the deprecation calendar, from one schema load.
// Users add `sunset/codegen` to their own codegen.ts the same way; this repository maps that name to
// its own build (run `npm run build` first), since a package cannot install itself.
import type { CodegenConfig } from '@graphql-codegen/cli';

const localPlugin = new URL('./dist/src/codegen/plugin.js', import.meta.url).href;
const calendar = { changes: 'schema/changes.yaml', ...(process.env.SUNSET_TODAY ? { today: process.env.SUNSET_TODAY } : {}) };

const config: CodegenConfig = {
  schema: 'schema/platform.graphql',
  documents: ['examples/platform/**/*.{ts,graphql}', '!examples/platform/generated/**'],
  pluginLoader: (name: string) => import(name === 'sunset/codegen' ? localPlugin : name),
  generates: {
    'examples/platform/generated/graphql.ts': {
      // typescript-operations 6 emits the enums and input types operations use (a native TS enum here);
      // adding the `typescript` plugin as well would declare them twice.
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { enumType: 'native', useTypeImports: true, scalars: { DateTime: 'string', Long: 'number' } },
    },
    // Schema types, where every deprecated field, input field and enum value carries `@deprecated`
    // JSDoc with its reason (date and replacement), so editors strike uses through.
    'examples/platform/generated/schema.ts': {
      plugins: ['typescript'],
      config: { enumsAsTypes: true, useTypeImports: true, scalars: { DateTime: 'string', Long: 'number' } },
    },
    'docs/calendar/calendar.json': { plugins: ['sunset/codegen'], config: calendar },
    'docs/calendar/calendar.md': { plugins: ['sunset/codegen'], config: calendar },
    'docs/calendar/calendar.ics': { plugins: ['sunset/codegen'], config: calendar },
    'docs/calendar/calendar.html': { plugins: ['sunset/codegen'], config: calendar },
  },
};

export default config;
