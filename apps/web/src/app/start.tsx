// The app, started by main.tsx: the router, and the first render or hydration.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { track } from './analytics/track';
import { routes } from './router';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  return element;
}

const container = rootElement();
const router = createBrowserRouter(routes);

/**
 * Marks `<html data-ready>` once the first page is rendered or hydrated: from then on it
 * responds (a prerendered page shows earlier). Browser tests wait for it.
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
    const click = earlyClick;
    earlyClick = undefined;
    click?.();
  }, []);
  return null;
}

/** A press of a prerendered button made before the app ran (main.tsx holds it). */
let earlyClick: (() => void) | undefined;

const app = (
  <StrictMode>
    <RouterProvider router={router} />
    <MarkReady />
  </StrictMode>
);

/** Resolves once the first page's route module and loaders (its messages) are in. */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Renders the first page, or hydrates it when the build prerendered it; `takeEarlyClick`
 * stops main.tsx holding presses and gives the held one, done once the page responds.
 */
export function start(takeEarlyClick: () => (() => void) | undefined): void {
  track('app_open', {});
  // The first render waits for the page, so it never shows an empty fallback.
  void routerReady().then(() => {
    const { pathname, search, hash } = window.location;
    // The build prerenders some pages (scripts/prerender.mjs) and marks the URL each was
    // rendered for. Only at that URL does the first render match the HTML; elsewhere (after a
    // redirect, or with a #hash the server never saw) the client renders the page afresh.
    const prerendered = container.dataset.prerendered === `${pathname}${search}${hash}`;
    earlyClick = takeEarlyClick();
    if (prerendered && !router.state.errors) {
      // As a transition, hydration yields to the browser between components: no long task.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      createRoot(container).render(app);
    }
  });
}
