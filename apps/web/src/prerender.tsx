import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { LANGUAGES } from '@dawa/shared/language';
import { PAGE_QUERIES_FILE, type PageQueries, type PageQuery } from '@dawa/shared/pageAnswers';
import { manifestPath } from '@dawa/shared/webApp';
import { LAYOUT_QUERIES } from './app/layout/layoutQueries';
import { webManifest } from './app/pwa/webManifest';
import { AppRoutes } from './app/router';
import { FACILITY_LIST_QUERIES } from './features/facilities/facilityListQueries';
import { JOB_LIST_QUERIES } from './features/jobs/jobListQueries';
import { NOTIFICATION_LIST_QUERIES } from './features/notifications/notificationListQueries';
import { OFFER_LIST_QUERIES } from './features/offers/offerListQueries';
import { PRESCRIPTION_LIST_QUERIES } from './features/prescriptions/prescriptionListQueries';

// The build's server-side entry (scripts/prerender.mjs). Public pages that are the same for
// every signed-out visitor, after the language prefix.
const PAGES = ['', '/services', '/about', '/mail', '/offline', '/drug-index'];

/** URL paths of the pages the build renders into HTML. */
export const PRERENDERED_PATHS = LANGUAGES.flatMap((language) =>
  PAGES.map((page) => `/${language}${page}`),
);

// The signed-in lists most visits open (issue #18 point 8): their shell (header, the list's
// heading and skeleton cards, the footer) as the first render draws it before the session and
// the list are known. The server sends it as the page's HTML so the page paints before its
// scripts run; the app then renders over it (src/app/start.tsx), it is never hydrated. With
// it, the answers to the queries the page asks first (@dawa/shared/pageAnswers).
const SHELLS: Record<string, readonly PageQuery[]> = {
  prescriptions: PRESCRIPTION_LIST_QUERIES,
  'job-opportunities': JOB_LIST_QUERIES,
  facilities: FACILITY_LIST_QUERIES,
  offers: OFFER_LIST_QUERIES,
  notification: NOTIFICATION_LIST_QUERIES,
};

/** URL paths of the signed-in pages whose shell the build renders into HTML. */
export const SHELL_PATHS = LANGUAGES.flatMap((language) =>
  Object.keys(SHELLS).map((page) => `/${language}/${page}`),
);

/**
 * The queries each shell's page asks first, the layout's with its own, by page path: the
 * file's name beside the shells, and its JSON.
 */
export function shellQueries(): [file: string, json: string] {
  const queries: PageQueries = Object.fromEntries(
    Object.entries(SHELLS).map(([page, own]) => [page, [...LAYOUT_QUERIES, ...own]]),
  );
  return [PAGE_QUERIES_FILE, JSON.stringify(queries)];
}

/**
 * The markup of `#root` at `path` as the client's first render makes it (src/main.tsx): the
 * page loaded, session not known yet, no API answers (queries still loading).
 */
export async function renderPage(path: string): Promise<string> {
  // A component that throws would leave its part to the client: fail the build instead.
  // The render waits for what the pages suspend on (their code, texts and messages).
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw errors[0];
  return new Response(prelude).text();
}

/** Each language's web app manifest: its URL path and its JSON, which the build writes too. */
export function webManifests(): [path: string, json: string][] {
  return LANGUAGES.map((language) => [
    manifestPath(language),
    JSON.stringify(webManifest(language), null, 2),
  ]);
}
