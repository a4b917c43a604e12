// Typed operations for the example integration, and the deprecation calendar, from one schema load.
// Users add `sunset/codegen` to their own codegen.ts the same way; this repository maps that name to
// its own build (run `npm run build` first), since a package cannot install itself.
import type { CodegenConfig } from '@graphql-codegen/cli';
import type { Types } from '@graphql-codegen/plugin-helpers';

const localPlugin = new URL('./dist/src/codegen/plugin.js', import.meta.url).href;
// `preset: 'sunset/codegen'` in a user's codegen.ts; presets are not loaded through pluginLoader.
const sunsetPreset: Types.OutputPreset = {
  buildGeneratesSection: async (options) => (await import(localPlugin)).preset.buildGeneratesSection(options),
};
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
    // Schema types, where sunset's preset has every field, input field and enum value the calendar
    // retires (schema or schedule) carry `@deprecated` JSDoc with its reason, dates and replacement,
    // so editors strike uses of fields through (on the enum's string union it is for readers only).
    // Arguments get none: the typescript plugin writes no comments on arguments.
    'examples/platform/generated/schema.ts': {
      preset: sunsetPreset,
      presetConfig: { changes: 'schema/changes.yaml' },
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
