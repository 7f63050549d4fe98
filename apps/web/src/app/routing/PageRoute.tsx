import { use } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '../i18n/useLanguage';
import { usePrefetchNext } from '../prefetch';
import { pageReady, type PageImport } from './routeHandle';
import type { FeatureNamespace } from '../i18n/i18n';

export interface PageRouteProps {
  page: PageImport;
  messages: readonly FeatureNamespace[];
  prefetch: readonly PageImport[] | undefined;
}

/**
 * A page: it suspends until its code and messages are in. Navigations are transitions
 * (React Router's `BrowserRouter`), so the previous page stays until then; the first page is
 * in before the first render (routing/entry.ts).
 */
export function PageRoute({ page, messages, prefetch }: PageRouteProps) {
  const language = useLanguage();
  const { search } = useLocation();
  usePrefetchNext(prefetch);
  const { Component } = use(pageReady(page, messages, language, search));
  return <Component />;
}
