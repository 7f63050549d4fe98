import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_ORIGIN = 'http://localhost:3000';

// Anchored patterns so e.g. `/developers` is not mistaken for the server's `/dev` pages.
const proxied = ['^/graphql(/|$)', '^/api(/|$)', '^/dev(/|$)', '^/healthz$'];

/** A language's texts: its entry in src/app/i18n/languages, its catalogue and shared texts. */
const LANGUAGE_TEXTS =
  /(src[\\/]app[\\/](i18n[\\/]languages|messages)|shared[\\/]src[\\/]texts)[\\/](en|ar)\.(ts|json)$/;

/**
 * React Router's production build: its package exports the development build to every
 * bundler (remix-run/react-router#12532, #14102), whose dev warnings would ship and run.
 */
const reactRouterBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterBuild}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterBuild}/dom-export.mjs` },
          ]
        : [],
  },
  // The prerendered pages' copyright year (app/layout/useCurrentYear.ts).
  define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(new Date().getFullYear()) },
  server: {
    proxy: Object.fromEntries(proxied.map((pattern) => [pattern, { target: API_ORIGIN }])),
  },
  build: {
    outDir: 'dist',
    // The server reads it to link the app's and the pages' chunks and styles from the HTML.
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router change rarely: a separate chunk stays cached across releases.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 3,
            },
            // The entry's own helper for loading the app, so the entry does not load the app.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 2 },
            // The install offer's listener runs from the entry (main.tsx) and is read by the app:
            // left to the app group, which takes what start.tsx imports, the entry would load
            // the whole app before the page's first script ends.
            {
              name: 'install-prompt',
              test: /src[\\/]app[\\/]pwa[\\/]installPrompt\.ts$/,
              priority: 2,
            },
            // Each language's shell catalogue and the texts it shares with the API, one chunk a
            // language: a page loads its own language's only (src/app/i18n/i18n.ts).
            {
              name: (id) => `texts-${LANGUAGE_TEXTS.exec(id)?.[3] ?? ''}`,
              test: LANGUAGE_TEXTS,
              priority: 2,
            },
            // The page blocks every list and detail page draws with (app/ui), their paging and
            // formatting, as one chunk and one stylesheet rather than twenty files of a few
            // hundred bytes: on a phone's connection each file costs a round trip (issue #18
            // point 8).
            {
              name: 'blocks',
              test: /src[\\/]app[\\/](ui[\\/](PageHeader|CardGrid|CardLink|EmptyState|LoadError|ListPage|PreviousNext|SkeletonBar|pageTitle|cardTarget|SectionTabs|listIcons|Title|Panel|panelClass)\b|paging[\\/]|format[\\/])/,
              priority: 0,
            },
            // What a signed-in page loads with the bell: the live stream and the notifications'
            // views, one chunk rather than seven.
            {
              name: 'live',
              test: /src[\\/](app[\\/]urql[\\/](keepSubscribed|useLiveSubscription)|features[\\/]notifications[\\/](NotificationLive|notifications\.graphql|notificationView|liveNotifications))\b/,
              priority: 0,
            },
            // Loading and error icons: the home page and the drug index draw them too, and would
            // load the lists' chunks below for them.
            { name: 'statusIcons', test: /src[\\/]app[\\/]ui[\\/]statusIcons/, priority: 1 },
            // The parts the job and facility lists share: filters, reference lists, alerts and
            // post bylines.
            {
              name: 'post-list',
              test: /src[\\/]app[\\/](ui[\\/]FilterPanel|reference[\\/]|posts[\\/](PostByline|PostLinks)|layout[\\/]useExtraSmall|alerts[\\/](Alerts\.module|alertFilter|alertKinds|alerts\.graphql))\b/,
              priority: 0,
            },
            // The app (src/app/start.tsx and what it imports) and the helpers nearly every route
            // uses (errors, toasts, messages), which every page loads, as one chunk rather than
            // a dozen small ones: fewer requests, and gzip compresses them better together.
            {
              name: 'app',
              test: /src[\\/]app[\\/](start\.tsx$|errors[\\/]|feedback[\\/]|i18n[\\/])/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
