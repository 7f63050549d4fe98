// The app, started by main.tsx: the router, and the first render or hydration.
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { DEFAULT_LANGUAGE, languageFromPath } from '@dawa/shared/language';
import { track } from './analytics/track';
import { RootErrorBoundary } from './errors/RootErrorBoundary';
import { registerServiceWorker } from './pwa/serviceWorker';
import { AppRoutes, routes } from './router';
import { prepareEntry } from './routing/entry';

interface MarkReadyProps {
  /** A press of a prerendered button made before the app ran (main.tsx held it). */
  earlyClick: (() => void) | undefined;
}

/**
 * Marks `<html data-ready>` once the first page is rendered or hydrated: from then on it
 * responds (a prerendered page shows earlier). Browser tests wait for it.
 */
function MarkReady({ earlyClick }: MarkReadyProps) {
  useEffect(() => {
    if (document.documentElement.dataset.ready !== undefined) return;
    document.documentElement.dataset.ready = '';
    earlyClick?.();
    // The offline shell and pushes (issue #18); the dev server has no worker.
    // A browser that refuses it (private modes, policies) simply has no offline cache.
    if (import.meta.env.PROD)
      registerServiceWorker(languageFromPath(window.location.pathname) ?? DEFAULT_LANGUAGE).catch(
        () => undefined,
      );
  }, [earlyClick]);
  return null;
}

/**
 * Renders the first page, or hydrates it when the build prerendered it; `takeEarlyClick`
 * stops main.tsx holding presses and gives the held one, done once the page responds.
 */
export async function start(takeEarlyClick: () => () => void): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The first page's redirects and loads in a task of their own, after this chunk's
  // evaluation: two shorter tasks rather than one long one.
  await new Promise((resolve) => setTimeout(resolve));
  track('app_open', {});
  // The first render waits for the page, so it never shows an empty fallback.
  await prepareEntry(routes);
  const { pathname, search, hash } = window.location;
  // The build prerenders some pages (scripts/prerender.mjs) and marks the URL each was rendered
  // for. Only at that URL does the first render match the HTML; elsewhere (after a redirect,
  // or with a #hash the server never saw) the client renders the page afresh over it.
  const prerendered = container.dataset.prerendered === `${pathname}${search}${hash}`;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <RootErrorBoundary>
          <AppRoutes />
        </RootErrorBoundary>
      </BrowserRouter>
      <MarkReady earlyClick={takeEarlyClick()} />
    </StrictMode>
  );
  if (prerendered) {
    // As a transition, hydration yields to the browser between components: no long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Over a shell (the server's header, heading and skeleton cards) the first render is a
    // transition too: it yields to the browser between components rather than holding the
    // main thread for the whole page (100–200 ms tasks on a mid-range phone, issue #18).
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
