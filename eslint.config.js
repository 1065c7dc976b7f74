import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FEATURES_APART = {
  regex: '^\\.\\./(?!\\.)[^/]+/(?!service\\.js$)',
  message:
    'Use another feature only through its service.ts; move what several features need to server/accounts or another shared folder.',
};

const ROUTES_NO_REPO = {
  regex: 'repo\\.js$',
  message: 'Routes call services, not repos: add or use a service function.',
};

const BRANDED_TYPES = '/^(Actor|OrganizationScope)$/';
const BRANDED_CONTEXT_CASTS = ['TSAsExpression', 'TSTypeAssertion', 'TSSatisfiesExpression'].map(
  (node) => ({
    selector: `${node} > TSTypeReference.typeAnnotation[typeName.name=${BRANDED_TYPES}]`,
    message: 'An organization context is made only in server/db/mint-context.ts, never cast.',
  }),
);

const MINT_IMPORT = {
  selector: 'ImportDeclaration[source.value=/mint-context\\.js$/]',
  message:
    'Only the auth plugin (from a session) and the pipeline (from a claimed job) make an organization context.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.{ts,mjs}',
      'e2e/**/*.{ts,mjs}',
      '*.config.ts',
      '*.config.js',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // common/ is shared by the server and the browser: it may use neither Node nor the DOM.
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-dom', 'fastify', 'drizzle-orm*'] },
      ],
    },
  },
  {
    // Server: only repo files (and the db folder itself, test support and tests) query the
    // database; services and routes call repo functions. Types (Db, row types) may go anywhere.
    files: ['server/**/*.ts'],
    ignores: [
      'server/**/*repo.ts',
      'server/db/**',
      'server/test-support/**',
      'server/**/*.test.ts',
      'server/**/test-support/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                '@electric-sql/*',
                '**/db/client.js',
                '**/db/schema.js',
              ],
              allowTypeImports: true,
              message:
                'Only repo files (*repo.ts) query the database: add a repo function and call it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The organization context is branded (server/db/tenant.ts): only mint-context.ts makes one,
    // and only the auth plugin (from a session) and the document pipeline (from a claimed job)
    // may import it. Nobody casts a plain object to it.
    files: ['server/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['server/db/mint-context.ts', 'server/**/*.test.ts', 'server/test-support/**'],
    rules: { 'no-restricted-syntax': ['error', ...BRANDED_CONTEXT_CASTS, MINT_IMPORT] },
  },
  {
    files: ['server/plugins/auth.ts', 'server/pipeline/pipeline.ts'],
    rules: { 'no-restricted-syntax': ['error', ...BRANDED_CONTEXT_CASTS] },
  },
  {
    // Server features stay apart: one uses another only through its service.ts (today
    // auth → members for invitations, visualizations → documents and templates). Users and
    // organizations, which every feature reads, live below them in server/accounts.
    files: ['server/features/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURES_APART] }] },
  },
  {
    // Routes stay thin: a handler validates, calls its feature's service and answers.
    files: ['server/features/**/routes.ts', 'server/features/**/*-routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURES_APART, ROUTES_NO_REPO] }] },
  },
  {
    // Client features stay apart: each one is used by the others only through its api.ts (its
    // queries, mutations and query keys) or its index.ts (components other pages compose). What several features show goes to client/components,
    // what they share otherwise to client/lib or common/. Inside a feature, imports are relative.
    files: ['client/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: clientFeaturePatterns() }],
    },
  },
  {
    // The layers under the features (shared components, lib) never reach up into one.
    files: ['client/components/**/*.{ts,tsx}', 'client/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/features/*/**'],
              message: 'Shared client code must not depend on a feature; move what both need here.',
            },
          ],
        },
      ],
    },
  },
);

/**
 * The client boundary rule's patterns: another feature only through '@/features/<name>/api' or
 * '@/features/<name>' (its index.ts), never by a relative path out of the feature.
 */
function clientFeaturePatterns() {
  return [
    {
      group: ['@/features/*/**', '!@/features/*/api'],
      message:
        "Use another feature only through its api.ts ('@/features/<name>/api') or its index.ts ('@/features/<name>'); move shared code to client/components or client/lib.",
    },
    {
      regex: '^\\.\\./\\.\\./',
      message: "Leave the feature with '@/...' imports, not '../../'.",
    },
  ];
}
