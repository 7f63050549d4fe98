import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// Layers (ADR 0010): a feature imports app/ui and app/* (web) or the platform (server),
// packages/shared, and other features only through their public entry below; the platform
// and app/ import no feature, except the composition roots that mount them. No import cycles.
const root = import.meta.dirname;
const abs = (...parts) => path.join(root, ...parts);
const featuresOf = (app) =>
  readdirSync(abs(`apps/${app}/src/features`), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
// A module as the resolver finds it (the rule wants globs, hence the braces).
const moduleGlob = (...parts) => `${abs(...parts)}.{ts,tsx}`;
const ADR = 'See docs/decisions/0010-layers-and-import-rules.md.';
const [, schemaNaming] =
  graphqlPlugin.configs['flat/schema-recommended'].rules['@graphql-eslint/naming-convention'];

// Server: a feature's public entry is its services (`*.service.ts`) and its `<feature>.ts`
// (pure rules and types, e.g. posts.ts). A tables file may also use other features' tables
// (foreign keys), a graphql file their GraphQL types, a seed file their seeds. Tests may reach
// anything (they assert on other features' rows); nothing may import a test.
const SERVER = 'apps/server/src';
const serverFeatures = featuresOf('server');
const serverPublic = [
  `${abs(SERVER, 'features')}/*/*.service.ts`,
  ...serverFeatures.map((feature) => moduleGlob(SERVER, 'features', feature, feature)),
];
const SERVER_KINDS = ['tables', 'graphql', 'seed'];
const serverZones = [
  ...serverFeatures.flatMap((feature) => {
    const own = `${SERVER}/features/${feature}`;
    const zone = (target, kind) => ({
      target,
      from: `${SERVER}/features/!(${feature})/**`,
      except: kind ? [...serverPublic, `${abs(SERVER, 'features')}/*/*.${kind}.ts`] : serverPublic,
      message: `Another feature is reached through its *.service.ts or <feature>.ts${kind ? ` (or its *.${kind}.ts)` : ''}. ${ADR}`,
    });
    return [
      ...SERVER_KINDS.map((kind) => zone(`${own}/**/*.${kind}.ts`, kind)),
      zone(`${own}/**/!(${[...SERVER_KINDS, 'test'].map((kind) => `*.${kind}`).join('|')}).ts`),
    ];
  }),
  {
    // The platform knows no feature...
    target: [
      `${SERVER}/platform/*.ts`,
      `${SERVER}/platform/!(graphql|http)/**`,
      `${SERVER}/platform/graphql/!(schema).ts`,
      `${SERVER}/platform/http/!(server).ts`,
    ],
    from: `${SERVER}/features/**`,
    message: `The platform imports no feature: pass it what it needs from app.ts. ${ADR}`,
  },
  {
    // ...but for its two composition roots: the schema registers each feature's GraphQL
    // types; the HTTP server mounts the features' routes and share previews.
    target: [`${SERVER}/platform/graphql/schema.ts`, `${SERVER}/platform/http/server.ts`],
    from: `${SERVER}/features/**`,
    except: ['graphql', 'routes', 'preview'].map(
      (kind) => `${abs(SERVER, 'features')}/*/*.${kind}.ts`,
    ),
    message: `The composition roots mount only features' *.graphql, *.routes and *.preview modules. ${ADR}`,
  },
];

// Web: a feature's public entry is its route modules (`*Route.tsx?`, for the router), its
// catalogues (for i18n) and the modules declared here; the rest of a feature is private.
// Adding to this list is a decision for review, not a way to silence the rule.
const WEB = 'apps/web/src';
const WEB_PUBLIC = {
  admin: ['useAdminMenuEntry'], // the shell's profile menu
  auth: [
    'EmailVerificationBanner', // the shell
    // The profile's account forms share the auth forms' rules and mutations.
    'auth.graphql',
    'authValidation',
    'registrationPath', // the profile's link to the registration screen
    'resendCooldown',
  ],
  contact: ['ContactForm'], // the home page's contact section
  drugs: [
    'DrugSearchEmbed', // the home page's search
    'FollowedDrugs', // the profile's followed drugs (price alerts)
  ],
  // The public pages (info, legal, landing) share the home page's text, links and button.
  home: ['ContactUsButton', 'useSupportSettings'],
  facilities: [
    'MyFacilitiesSummary', // the profile
    'facilityModeration', // the moderation page's facilities tab (a PostModeration, app/posts)
  ],
  info: ['AboutSection', 'PageSection', 'ServicesSection', 'TileList'],
  jobs: [
    'MyJobsSummary', // the profile
    'jobModeration', // the moderation page's jobs tab (a PostModeration, app/posts)
  ],
  moderation: ['LazyModerationPage'], // the admin area
  notifications: [
    'NotificationDropdown', // the shell's bell
    'NotificationLive',
    'NotificationSettings', // the profile
    'notificationView', // offers show their text like notifications
    'useFeatureMessages',
  ],
  offers: ['admin/OfferAdminListPage', 'admin/OfferFormPage'], // the admin area
  prescriptions: [
    'MyPrescriptionsSummary', // the profile
    'prescriptionModeration', // the moderation page's prescriptions tab
  ],
  profile: ['profileTabs'], // links to a profile tab
  uploads: ['ImageUpload', 'PhotosField'], // forms with one photo, and with several (facilities)
};
const webFeatures = featuresOf('web');
const webPublic = [
  `${abs(WEB, 'features')}/*/*Route.{ts,tsx}`,
  // A path that only redirects applies before any page loads (app/router.tsx).
  `${abs(WEB, 'features')}/*/*Redirect.ts`,
  `${abs(WEB, 'features')}/*/messages/*.json`,
  ...Object.entries(WEB_PUBLIC).flatMap(([feature, modules]) =>
    modules.map((module) => moduleGlob(WEB, 'features', feature, module)),
  ),
];
// The app shell: the router mounts the routes, the layout the shell's feature parts, i18n the
// catalogues. The rest of app/ imports no feature.
const WEB_ROOTS = ['router.tsx', 'layout', 'i18n'];
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}/**/!(*.test).{ts,tsx}`,
    from: `${WEB}/features/!(${feature})/**`,
    except: webPublic,
    message: `Another feature is reached only through its public entry (WEB_PUBLIC in eslint.config.js). ${ADR}`,
  })),
  {
    target: WEB_ROOTS.map((entry) => `${WEB}/app/${entry}${entry.includes('.') ? '' : '/**'}`),
    from: `${WEB}/features/**`,
    except: webPublic,
    message: `The app shell mounts only features' public entries (WEB_PUBLIC in eslint.config.js). ${ADR}`,
  },
  {
    target: readdirSync(abs(WEB, 'app'))
      .filter((entry) => !WEB_ROOTS.includes(entry))
      .map((entry) => `${WEB}/app/${entry}${entry.includes('.') ? '' : '/**'}`),
    from: `${WEB}/features/**`,
    message: `app/ imports no feature (only the router, layout and i18n mount them). ${ADR}`,
  },
];
const importZones = [
  ...serverZones,
  ...webZones,
  {
    target: 'packages/*/src/**',
    from: 'apps/**',
    message: `Shared packages import no app. ${ADR}`,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'apps/server/src/platform/auth/auth.tables.ts',
      'apps/web/src/graphql-env.d.ts',
      'e2e/.artifacts/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files no-cycle reads to follow their imports.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [abs('apps/*/tsconfig.json'), abs('packages/*/tsconfig.json')],
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: importZones }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every user-visible string in JSX comes from the catalogues.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    ...i18next.configs['flat/recommended'],
  },
  {
    // Dates and numbers are written only by app/format/format.ts, so every page writes them
    // one way per language (ADR 0020).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/app/format/format.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl']",
          message: 'Format dates and numbers with app/format/format.ts (ADR 0020).',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]',
          message: 'Format dates and numbers with app/format/format.ts (ADR 0020).',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'dayjs',
                'dayjs/*',
                'date-fns',
                'date-fns/*',
                'date-fns-tz',
                'moment',
                'moment/*',
                'luxon',
              ],
              message: 'Format dates with app/format/format.ts (ADR 0020).',
            },
          ],
        },
      ],
    },
  },
  {
    // The schema is the API's contract (#20 §8): the recommended schema rules, and a
    // description on every type, field, argument, input field and enum value.
    files: ['apps/server/schema.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: abs('apps/server/schema.graphql') } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      // Enum values keep the SPEC's spelling (postStatus `inReview`, searchBy `tradeName`).
      '@graphql-eslint/naming-convention': [
        'error',
        { ...schemaNaming, EnumValueDefinition: 'camelCase' },
      ],
      // Pages, search results and receipts are not entities; only entities carry an id.
      '@graphql-eslint/strict-id-in-types': 'off',
      // `Comment.comment` is the SPEC's field name (§3).
      '@graphql-eslint/no-typename-prefix': 'off',
      '@graphql-eslint/require-description': [
        'error',
        {
          types: true,
          rootField: true,
          FieldDefinition: true,
          InputValueDefinition: true,
          EnumValueDefinition: true,
        },
      ],
    },
  },
  {
    files: [
      'scripts/**',
      'apps/*/scripts/**',
      'bench/**',
      'e2e/**',
      '**/*.config.{js,ts}',
      'apps/server/src/main.ts',
      // The cluster command and suites print their figures.
      'apps/server/cluster/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
