import type { RouteObject } from 'react-router';
import { ERROR_STATUSES, ErrorPage } from './errors/ErrorPage';
import { RootErrorBoundary } from './errors/RootErrorBoundary';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { LanguageLayout } from './layout/LanguageLayout';
import {
  notFoundLoader,
  preferredLanguageLoader,
  prefixedLanguageLoader,
  redirectToPreferredLanguage,
  shouldRevalidateLanguageRoute,
} from './layout/languageLoaders';
import { withEarlyMessages } from './listRoute';
import { prefetches } from './prefetch';

// The error pages are part of the shell (the error boundaries need them), so not lazy.
const errorRoutes: RouteObject[] = ERROR_STATUSES.map((status) => ({
  path: String(status),
  element: <ErrorPage status={status} />,
}));

// Pages a previous page prefetches (its `handle`, prefetch.ts): a list's cards open these.
const drugIndex = () => import('../features/drugs/drugIndexRoute');
const prescription = () => import('../features/prescriptions/prescriptionRoute');
const job = () => import('../features/jobs/jobRoute');
const facility = () => import('../features/facilities/facilityRoute');
const offer = () => import('../features/offers/offerRoute');

// Shared by the public list and the viewer's own (the form's upload widget included).
const PRESCRIPTION_MESSAGES = ['prescriptions', 'uploads'] as const;

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RootErrorBoundary,
    children: [
      // `element: null` marks routes that only redirect and never render.
      { index: true, loader: redirectToPreferredLanguage, element: null },
      {
        path: ':lang',
        loader: prefixedLanguageLoader,
        // The sign-in guard in the loader runs on every path change, not only a language change.
        shouldRevalidate: shouldRevalidateLanguageRoute,
        Component: LanguageLayout,
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: [
              // Most visitors of the home page search the drug index next.
              {
                index: true,
                lazy: () => import('../features/home/homeRoute'),
                handle: prefetches(drugIndex),
              },
              { path: 'services', lazy: () => import('../features/info/servicesRoute') },
              { path: 'about', lazy: () => import('../features/info/aboutRoute') },
              // SPEC §2: the drug index; `/drug-index/:id` is a shared drug (its dialog opens).
              { path: 'drug-index', lazy: drugIndex },
              { path: 'drug-index/:id', lazy: drugIndex },
              // SPEC §2 prescriptions (sign-in: see session/guard.ts).
              withEarlyMessages(PRESCRIPTION_MESSAGES, {
                path: 'prescriptions',
                lazy: () => import('../features/prescriptions/prescriptionsRoute'),
                handle: prefetches(prescription),
              }),
              { path: 'prescriptions/:id', lazy: prescription },
              {
                path: 'edit-prescription/:id',
                lazy: () => import('../features/prescriptions/editPrescriptionRoute'),
              },
              withEarlyMessages(PRESCRIPTION_MESSAGES, {
                path: 'my-prescriptions',
                lazy: () => import('../features/prescriptions/myPrescriptionsRoute'),
                handle: prefetches(prescription),
              }),
              // SPEC §2 profile (sign-in: see session/guard.ts); `/auth/edit-profile` is its account tab.
              // SPEC §2 job opportunities (sign-in: see session/guard.ts).
              withEarlyMessages(['jobs'], {
                path: 'job-opportunities',
                lazy: () => import('../features/jobs/jobsRoute'),
                handle: prefetches(job),
              }),
              { path: 'job-opportunities/:id', lazy: job },
              { path: 'add-job', lazy: () => import('../features/jobs/addJobRoute') },
              { path: 'add-job/edit/:id', lazy: () => import('../features/jobs/addJobRoute') },
              withEarlyMessages(['jobs'], {
                path: 'my-jobs',
                lazy: () => import('../features/jobs/myJobsRoute'),
                handle: prefetches(job),
              }),
              // SPEC §2 facilities (sign-in: see session/guard.ts).
              withEarlyMessages(['facilities'], {
                path: 'facilities',
                lazy: () => import('../features/facilities/facilitiesRoute'),
                handle: prefetches(facility),
              }),
              { path: 'facilities/:id', lazy: facility },
              {
                path: 'add-facility',
                lazy: () => import('../features/facilities/addFacilityRoute'),
              },
              {
                path: 'add-facility/edit/:id',
                lazy: () => import('../features/facilities/addFacilityRoute'),
              },
              withEarlyMessages(['facilities'], {
                path: 'my-facilities',
                lazy: () => import('../features/facilities/myFacilitiesRoute'),
                handle: prefetches(facility),
              }),
              { path: 'profile', lazy: () => import('../features/profile/profileRoute') },
              {
                path: 'auth/edit-profile',
                lazy: () => import('../features/profile/editProfileRoute'),
              },
              // SPEC §2 notifications and offers (sign-in: see session/guard.ts).
              withEarlyMessages(['notifications'], {
                path: 'notification',
                lazy: () => import('../features/notifications/notificationRoute'),
              }),
              withEarlyMessages(['offers'], {
                path: 'offers',
                lazy: () => import('../features/offers/offersRoute'),
                handle: prefetches(offer),
              }),
              { path: 'offers/:id', lazy: offer },
              // Where links in Dawa's e-mails land; `/mail` gets its prefix like any other path.
              { path: 'mail', lazy: () => import('../features/landing/mailRoute') },
              { path: 'privacy', lazy: () => import('../features/legal/privacyRoute') },
              { path: 'terms', lazy: () => import('../features/legal/termsRoute') },
              // What the service worker shows offline for a page that needs the network (#18).
              { path: 'offline', lazy: () => import('./pwa/offlineRoute') },
              // Targets of the auth flows (SPEC §2): the dialog, and the reset e-mail's link.
              { path: 'auth/signin', lazy: () => import('../features/auth/signInRoute') },
              {
                path: 'auth/update-account-roles',
                lazy: () => import('../features/auth/completeRegistrationRoute'),
              },
              {
                path: 'auth/reset-password',
                lazy: () => import('../features/auth/resetPasswordRoute'),
              },
              // The admin back office: its own chunk, pages as descendant routes.
              { path: 'admin/*', lazy: () => import('../features/admin/adminRoute') },
              ...errorRoutes,
              { path: '*', loader: notFoundLoader, element: null },
            ],
          },
        ],
      },
      {
        loader: preferredLanguageLoader,
        Component: LanguageLayout,
        children: [{ ErrorBoundary: RouteErrorBoundary, children: errorRoutes }],
      },
    ],
  },
];
