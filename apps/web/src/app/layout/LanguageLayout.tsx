import { Outlet, useLoaderData } from 'react-router';
import type { LanguageRouteData } from './languageLoaders';
import { LanguageShell } from './LanguageShell';

export function LanguageLayout() {
  const { language } = useLoaderData<LanguageRouteData>();
  return (
    <LanguageShell language={language}>
      <Outlet />
    </LanguageShell>
  );
}
