import { createBrowserRouter, type RouteObject } from 'react-router';
import { ERROR_STATUSES, ErrorPage } from './errors/ErrorPage';
import { RootErrorBoundary } from './errors/RootErrorBoundary';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { LanguageLayout } from './layout/LanguageLayout';
import {
  notFoundLoader,
  preferredLanguageLoader,
  prefixedLanguageLoader,
  redirectToPreferredLanguage,
} from './layout/languageLoaders';

// The error pages are part of the shell (the error boundaries need them), so not lazy.
const errorRoutes: RouteObject[] = ERROR_STATUSES.map((status) => ({
  path: String(status),
  element: <ErrorPage status={status} />,
}));

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RootErrorBoundary,
    // Nothing to show until the first lazy route and its messages have loaded.
    HydrateFallback: () => null,
    children: [
      // `element: null` marks routes that only redirect and never render.
      { index: true, loader: redirectToPreferredLanguage, element: null },
      {
        path: ':lang',
        loader: prefixedLanguageLoader,
        Component: LanguageLayout,
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: [
              { index: true, lazy: () => import('../features/home/homeRoute') },
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

export const router = createBrowserRouter(routes);
