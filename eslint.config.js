// ESLint for this repository: sunset's own recommended config, set up the way a TypeScript project
// sets it up (the plugin is this package's build: run `npx tsc -p tsconfig.json` first).
// `npx eslint examples` shows the example integration's retiring uses.
import sunset from 'sunset/eslint';
import tseslint from 'typescript-eslint';

export default [
  {
    ignores: [
      'dist/**',
      '**/node_modules/**',
      // Generated code, and inputs that use retiring surface on purpose.
      'examples/platform/generated/**',
      'bench/**',
      'test/fixtures/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parser: tseslint.parser },
    // Registered so that `eslint-disable` comments naming its rules resolve; none is enabled here.
    plugins: { '@typescript-eslint': tseslint.plugin },
  },
  ...sunset.configs.recommended,
  // The example integration also calls the platform's legacy proposal REST API.
  ...sunset.configs['legacy-proposal-api'],
];
