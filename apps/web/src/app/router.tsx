import { useRoutes, type RouteObject } from 'react-router';
import { editProfileRedirect } from '../features/profile/editProfileRedirect';
import { signInRedirect } from '../features/auth/signInRedirect';
import { ERROR_STATUSES, ErrorPage } from './errors/ErrorPage';
import type { FeatureNamespace } from './i18n/i18n';
import {
  languageRouteRedirect,
  notFoundRedirect,
  toPreferredLanguage,
} from './layout/languageRedirects';
import { LanguageRoute, PreferredLanguageRoute } from './layout/LanguageRoute';
import { PageRoute } from './routing/PageRoute';
import { RedirectRoute } from './routing/RedirectRoute';
import type { PageImport, RouteHandle } from './routing/routeHandle';

/** A route of a page: its module, loaded with its messages (routing/routeHandle.ts). */
function page(
  path: string,
  load: PageImport,
  messages: readonly FeatureNamespace[] = [],
  prefetch?: readonly PageImport[],
): RouteObject {
  const handle: RouteHandle = { page: load, messages, prefetch };
  const element = <PageRoute page={load} messages={messages} prefetch={prefetch} />;
  return { ...at(path), handle, element };
}

/** A route that only sends the visitor elsewhere. */
function redirect(path: string, to: NonNullable<RouteHandle['redirect']>): RouteObject {
  return { ...at(path), handle: { redirect: to }, element: <RedirectRoute redirect={to} /> };
}

/** `''` is the parent's own path (an index route). */
function at(path: string): RouteObject {
  return path === '' ? { index: true } : { path };
}

// The error pages are part of the shell (the error boundaries need them), so not lazy.
const errorRoutes: RouteObject[] = ERROR_STATUSES.map((status) => ({
  path: String(status),
  element: <ErrorPage status={status} />,
}));

// Modules of more than one route, or that a previous page prefetches (its `prefetch`,
// prefetch.ts): a list's cards open its detail page.
const drugIndex = () => import('../features/drugs/drugIndexRoute');
const prescription = () => import('../features/prescriptions/prescriptionRoute');
const job = () => import('../features/jobs/jobRoute');
const facility = () => import('../features/facilities/facilityRoute');
const offer = () => import('../features/offers/offerRoute');
const addJob = () => import('../features/jobs/addJobRoute');
const addFacility = () => import('../features/facilities/addFacilityRoute');

// The public pages' texts live in the `home` catalogue; the prescriptions' screens share
// theirs with the form's upload widget.
const HOME = ['home'] as const;
const PRESCRIPTIONS = ['prescriptions', 'uploads'] as const;

export const routes: RouteObject[] = [
  redirect('', toPreferredLanguage),
  {
    path: ':lang',
    // The prefix and the sign-in guard, on every path under it.
    handle: { redirect: languageRouteRedirect },
    element: <LanguageRoute />,
    children: [
      // Most visitors of the home page search the drug index next.
      page('', () => import('../features/home/homeRoute'), HOME, [drugIndex]),
      page('services', () => import('../features/info/servicesRoute'), HOME),
      page('about', () => import('../features/info/aboutRoute'), HOME),
      // SPEC §2: the drug index; `/drug-index/:id` is a shared drug (its dialog opens).
      page('drug-index', drugIndex, ['drugs']),
      page('drug-index/:id', drugIndex, ['drugs']),
      // SPEC §2 prescriptions (sign-in: see session/guard.ts).
      page(
        'prescriptions',
        () => import('../features/prescriptions/prescriptionsRoute'),
        PRESCRIPTIONS,
        [prescription],
      ),
      page('prescriptions/:id', prescription, PRESCRIPTIONS),
      page(
        'edit-prescription/:id',
        () => import('../features/prescriptions/editPrescriptionRoute'),
        PRESCRIPTIONS,
      ),
      page(
        'my-prescriptions',
        () => import('../features/prescriptions/myPrescriptionsRoute'),
        PRESCRIPTIONS,
        [prescription],
      ),
      // SPEC §2 job opportunities (sign-in: see session/guard.ts).
      page('job-opportunities', () => import('../features/jobs/jobsRoute'), ['jobs'], [job]),
      page('job-opportunities/:id', job, ['jobs']),
      page('add-job', addJob, ['jobs']),
      page('add-job/edit/:id', addJob, ['jobs']),
      page('my-jobs', () => import('../features/jobs/myJobsRoute'), ['jobs'], [job]),
      // SPEC §2 facilities (sign-in: see session/guard.ts).
      page(
        'facilities',
        () => import('../features/facilities/facilitiesRoute'),
        ['facilities'],
        [facility],
      ),
      page('facilities/:id', facility, ['facilities']),
      page('add-facility', addFacility, ['facilities', 'uploads']),
      page('add-facility/edit/:id', addFacility, ['facilities', 'uploads']),
      page(
        'my-facilities',
        () => import('../features/facilities/myFacilitiesRoute'),
        ['facilities'],
        [facility],
      ),
      // SPEC §2 profile (sign-in: see session/guard.ts); `/auth/edit-profile` is its account tab.
      page('profile', () => import('../features/profile/profileRoute'), ['profile']),
      redirect('auth/edit-profile', editProfileRedirect),
      // SPEC §2 notifications and offers (sign-in: see session/guard.ts).
      page('notification', () => import('../features/notifications/notificationRoute'), [
        'notifications',
      ]),
      page('offers', () => import('../features/offers/offersRoute'), ['offers'], [offer]),
      page('offers/:id', offer, ['offers']),
      // Where links in Dawa's e-mails land; `/mail` gets its prefix like any other path.
      page('mail', () => import('../features/landing/mailRoute'), HOME),
      page('privacy', () => import('../features/legal/privacyRoute'), HOME),
      page('terms', () => import('../features/legal/termsRoute'), HOME),
      // What the service worker shows offline for a page that needs the network (#18).
      page('offline', () => import('./pwa/offlineRoute')),
      // Targets of the auth flows (SPEC §2): the dialog, and the reset e-mail's link.
      redirect('auth/signin', signInRedirect),
      page(
        'auth/update-account-roles',
        () => import('../features/auth/completeRegistrationRoute'),
        ['auth'],
      ),
      page('auth/reset-password', () => import('../features/auth/resetPasswordRoute'), ['auth']),
      // The admin back office: its own chunk, pages as descendant routes.
      page('admin/*', () => import('../features/admin/adminRoute'), ['admin', 'uploads']),
      ...errorRoutes,
      redirect('*', notFoundRedirect),
    ],
  },
  { element: <PreferredLanguageRoute />, children: errorRoutes },
];

/** The page at the browser's URL (start.tsx), or the build's (prerender.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}
