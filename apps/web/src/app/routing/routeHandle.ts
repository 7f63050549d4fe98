import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { Language } from '@dawa/shared/language';
import { loadMessages, type FeatureNamespace } from '../i18n/i18n';
import { cachedPromise } from './suspenseCache';

/** What a page's lazy module gives: its screen, and what it needs before its first render. */
export interface PageModule {
  Component: ComponentType;
  /** Loads what the screen reads at once beyond its messages (the profile's opened tab). */
  preload?: (language: Language, search: string) => Promise<unknown>;
}

/** A page module import; one function per module, so a prefetch and a visit share it. */
export type PageImport = () => Promise<PageModule>;

/** Where a route is asked for: its parameters and the URL's path and query. */
export interface RouteRequest {
  params: Params;
  pathname: string;
  search: string;
  /** Whether the visitor is signed in; known before rendering a page that needs sign-in. */
  signedIn: boolean;
}

/**
 * A route's `handle` (app/router.tsx). Its redirect applies before anything under it renders,
 * both on a navigation and, at start, before the first render (routing/entry.ts).
 */
export interface RouteHandle {
  redirect?: (request: RouteRequest) => string | null;
  page?: PageImport;
  /** The page's messages, fetched in parallel with its code. */
  messages?: readonly FeatureNamespace[];
  /** The pages its visitor most likely opens next, fetched when the browser is idle. */
  prefetch?: readonly PageImport[];
}

/**
 * The page's module with its messages and preload, one promise per page and language: a
 * language change loads the other language's messages, a path change within the page (a
 * detail's id) renders at once. The module's own preload runs once its code is in.
 */
export function pageReady(
  page: PageImport,
  messages: readonly FeatureNamespace[],
  language: Language,
  search: string,
): Promise<PageModule> {
  return cachedPromise(page, language, async () => {
    const [module] = await Promise.all([page(), loadMessages(language, messages)]);
    await module.preload?.(language, search);
    return module;
  });
}
