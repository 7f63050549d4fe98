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

// The error pages are part of the shell (the error boundaries need them), so not lazy.
const errorRoutes: RouteObject[] = ERROR_STATUSES.map((status) => ({
  path: String(status),
  element: <ErrorPage status={status} />,
}));

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
              { index: true, lazy: () => import('../features/home/homeRoute') },
              { path: 'services', lazy: () => import('../features/info/servicesRoute') },
              { path: 'about', lazy: () => import('../features/info/aboutRoute') },
              // SPEC §2: the drug index; `/drug-index/:id` is a shared drug (its dialog opens).
              { path: 'drug-index', lazy: () => import('../features/drugs/drugIndexRoute') },
              { path: 'drug-index/:id', lazy: () => import('../features/drugs/drugIndexRoute') },
              // SPEC §2 prescriptions (sign-in: see session/guard.ts).
              {
                path: 'prescriptions',
                lazy: () => import('../features/prescriptions/prescriptionsRoute'),
              },
              {
                path: 'prescriptions/:id',
                lazy: () => import('../features/prescriptions/prescriptionRoute'),
              },
              {
                path: 'edit-prescription/:id',
                lazy: () => import('../features/prescriptions/editPrescriptionRoute'),
              },
              {
                path: 'my-prescriptions',
                lazy: () => import('../features/prescriptions/myPrescriptionsRoute'),
              },
              // SPEC §2 profile (sign-in: see session/guard.ts); `/auth/edit-profile` is its account tab.
              // SPEC §2 job opportunities (sign-in: see session/guard.ts).
              {
                path: 'job-opportunities',
                lazy: () => import('../features/jobs/jobsRoute'),
              },
              {
                path: 'job-opportunities/:id',
                lazy: () => import('../features/jobs/jobRoute'),
              },
              { path: 'add-job', lazy: () => import('../features/jobs/addJobRoute') },
              { path: 'add-job/edit/:id', lazy: () => import('../features/jobs/addJobRoute') },
              { path: 'my-jobs', lazy: () => import('../features/jobs/myJobsRoute') },
              // SPEC §2 facilities (sign-in: see session/guard.ts).
              { path: 'facilities', lazy: () => import('../features/facilities/facilitiesRoute') },
              {
                path: 'facilities/:id',
                lazy: () => import('../features/facilities/facilityRoute'),
              },
              {
                path: 'add-facility',
                lazy: () => import('../features/facilities/addFacilityRoute'),
              },
              {
                path: 'add-facility/edit/:id',
                lazy: () => import('../features/facilities/addFacilityRoute'),
              },
              {
                path: 'my-facilities',
                lazy: () => import('../features/facilities/myFacilitiesRoute'),
              },
              { path: 'profile', lazy: () => import('../features/profile/profileRoute') },
              {
                path: 'auth/edit-profile',
                lazy: () => import('../features/profile/editProfileRoute'),
              },
              // SPEC §2 notifications and offers (sign-in: see session/guard.ts).
              {
                path: 'notification',
                lazy: () => import('../features/notifications/notificationRoute'),
              },
              { path: 'offers', lazy: () => import('../features/offers/offersRoute') },
              { path: 'offers/:id', lazy: () => import('../features/offers/offerRoute') },
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
