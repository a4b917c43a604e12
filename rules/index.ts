/**
 * `sunset/eslint`: the ESLint plugin. Rules over the engine, a language for `.graphql` files,
 * and flat configs that wire both: users add `...sunset.configs.recommended` and nothing else
 * (no parser, no processor for GraphQL).
 *
 *   import sunset from 'sunset/eslint';
 *   import tseslint from 'typescript-eslint';
 *   export default [
 *     { files: ['**\/*.ts'], languageOptions: { parser: tseslint.parser } },
 *     ...sunset.configs.recommended,
 *   ];
 */
import type { ESLint, Linter, Rule } from 'eslint';
import { packageVersion } from '../src/cli/version.js';
import { GraphqlLanguage, graphqlLanguage } from './graphql-language.js';
import { GraphqlSourceCode } from './graphql-source-code.js';
import noDeprecated from './no-deprecated.js';
import noLegacyProposalApi from './no-legacy-proposal-api.js';
import noRemoved from './no-removed.js';
import { warmUpPrefetch } from './prefetch.js';

/** The files each config covers: TS/JS (linted with whatever parser the user configures) and GraphQL documents. */
export const CODE_FILES = ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'];
export const GRAPHQL_FILES = ['**/*.{graphql,gql}'];
/**
 * The files the configs bring into a lint run that may hold JSX. ESLint lints `.jsx` only when a
 * config names it, with its default parser (espree) and JSX off: without this, every `.jsx` file
 * would be a parsing error. typescript-eslint's parser reads JSX from the `.tsx` extension itself.
 */
export const JSX_FILES = ['**/*.{jsx,tsx}'];

export interface SunsetPlugin extends ESLint.Plugin {
  meta: { name: string; version: string };
  rules: { 'no-removed': Rule.RuleModule; 'no-deprecated': Rule.RuleModule; 'no-legacy-proposal-api': Rule.RuleModule };
  languages: { graphql: GraphqlLanguage };
  configs: { recommended: Linter.Config[]; ci: Linter.Config[]; 'legacy-proposal-api': Linter.Config[] };
}

const plugin: SunsetPlugin = {
  meta: { name: 'sunset', version: packageVersion() },
  rules: { 'no-removed': noRemoved, 'no-deprecated': noDeprecated, 'no-legacy-proposal-api': noLegacyProposalApi },
  languages: { graphql: graphqlLanguage },
  configs: { recommended: [], ci: [], 'legacy-proposal-api': [] },
};

/** JSX parsing on for the files that may hold it (merged into the user's parser options, whatever the parser). */
const jsx = (name: string): Linter.Config => ({ name: `sunset/${name}/jsx`, files: JSX_FILES, languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } });

function configs(name: string, rules: Linter.RulesRecord): Linter.Config[] {
  const plugins = { sunset: plugin as ESLint.Plugin };
  return [
    jsx(name),
    { name: `sunset/${name}/code`, files: CODE_FILES, plugins, rules },
    { name: `sunset/${name}/graphql`, files: GRAPHQL_FILES, plugins, language: 'sunset/graphql', rules },
  ];
}

/** no-removed is an error, no-deprecated a warning with the default 90-day look-ahead. Any GraphQL schema. */
plugin.configs.recommended = configs('recommended', { 'sunset/no-removed': 'error', 'sunset/no-deprecated': 'warn' });
/** For CI gates: both errors, and nothing reported before its date. */
plugin.configs.ci = configs('ci', {
  'sunset/no-removed': ['error', { lookaheadDays: 0 }],
  'sunset/no-deprecated': ['error', { lookaheadDays: 0 }],
});
/**
 * For code that calls the advertising platform's REST API: its legacy proposal endpoints, as
 * warnings (`sunset check` fails a build on them). Added next to `recommended` or `ci`: only the
 * platform's integrations need the rule, so the two schema-agnostic configs do not run it on every file.
 */
plugin.configs['legacy-proposal-api'] = [
  jsx('legacy-proposal-api'),
  { name: 'sunset/legacy-proposal-api', files: CODE_FILES, plugins: { sunset: plugin as ESLint.Plugin }, rules: { 'sunset/no-legacy-proposal-api': 'warn' } },
];

// An ESLint command-line run: the prefetch worker starts loading now (rules/prefetch.ts).
warmUpPrefetch();

export default plugin;
export { GraphqlLanguage, GraphqlSourceCode };
export type { SunsetRuleOptions, SunsetSettings } from './rule-options.js';
